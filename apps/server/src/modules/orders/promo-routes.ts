import {
  apiErrorSchema,
  type OrderLineRequest,
  promoCheckAnswerSchema,
  promoCheckRequestSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error.ts';
import { wrongCodeChecks } from '../../lib/rate-limiter.ts';
import { codeAttempt } from './code-attempts.ts';
import { chooseLines, tiersOfEvent } from './order-lines.ts';
import { orderTotals } from './orders-repository.ts';
import { promoPricing } from './promo-pricing.ts';

/**
 * POST /api/promo-codes/check: the summary's preview of a code on what it is buying (decision 30),
 * priced as initialize would price it now. Initialize checks again and decides. A code that is
 * not valid counts against the same wrong-code limits as at initialize and the hidden tiers'
 * listing (`wrongCodeChecks`), so previews are no cheaper a way to guess. Open to guests: the preview
 * does not count the account's uses (initialize does), so it needs no account.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = promoPricing(app.db);
  const tiersOf = tiersOfEvent(app.db);

  app.post(
    '/api/promo-codes/check',
    {
      schema: {
        tags: ['checkout'],
        summary: 'What a promo code takes off these tickets (a guest too; wrong codes are rate-limited)',
        body: promoCheckRequestSchema,
        response: {
          200: promoCheckAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { eventId, lines: asked, code } = request.body;
      // A guest on the summary checks a code before the account step (decision 48): counted by address.
      const checks = wrongCodeChecks(app.config, request.ip, request.user?.id ?? null);
      return codeAttempt(app.db, reply, checks, () => preview(eventId, asked, code));
    },
  );

  /** The code on these lines as initialize would price it now, or its refusal. */
  async function preview(eventId: string, asked: OrderLineRequest[], code: string) {
    const now = new Date();
    const event = await app.db
      .selectFrom('events')
      .select(['id', 'status', 'remaining', 'max_per_order'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event || event.status === 'draft') throw httpError(404, `No event found for ID ${eventId}`);
    const lines = chooseLines(
      { ticketQuantity: asked.reduce((sum, line) => sum + line.quantity, 0), lines: asked },
      await tiersOf(event.id),
      { remaining: Number(event.remaining), maxPerOrder: Number(event.max_per_order) },
      now,
    );
    const priced = await promos.price(code, event.id, lines, now);
    return {
      code: priced.code,
      discount: priced.discount,
      total: orderTotals(lines).amount - priced.discount,
      description: priced.description,
    };
  }
};
