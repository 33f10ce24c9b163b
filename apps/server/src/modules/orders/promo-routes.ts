import { apiErrorSchema, promoCheckAnswerSchema, promoCheckRequestSchema } from '@storefront/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error.ts';
import { attemptLimit } from '../../lib/rate-limiter.ts';
import { signedInUser } from '../auth/index.ts';
import { chooseLines, tiersOfEvent } from './order-lines.ts';
import { orderTotals } from './orders-repository.ts';
import { promoPricing } from './promo-pricing.ts';

/**
 * Checks per account a minute: enough for a buyer who mistypes a few times, far too few to guess
 * codes (a code of 6 letters and digits is one of two billion).
 */
const CHECKS_PER_MINUTE = 20;

/**
 * POST /api/promo-codes/check: the summary's preview of a code on what it is buying (decision 30),
 * priced as initialize would price it now. Initialize checks again and decides.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAccount = attemptLimit(app.db, 'promo-check-account', { max: CHECKS_PER_MINUTE, windowMs: 60_000 });
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await perAccount(reply, [`account:${signedInUser(request).id}`])) return reply;
  };
  const promos = promoPricing(app.db);
  const tiersOf = tiersOfEvent(app.db);

  app.post(
    '/api/promo-codes/check',
    {
      schema: {
        tags: ['checkout'],
        summary: 'What a promo code takes off these tickets (signed in; at most 20 a minute)',
        body: promoCheckRequestSchema,
        response: {
          200: promoCheckAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: [app.requireUser, limit],
    },
    async (request) => {
      const { eventId, lines: asked, code } = request.body;
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
    },
  );
};
