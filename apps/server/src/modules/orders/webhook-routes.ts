import { apiErrorSchema, checkoutMessages, paystackWebhookSchema } from '@storefront/contracts/api';
import { REFERENCE_PATTERN } from '@storefront/contracts/rules';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { isValidWebhookSignature, reportedSplit } from '../payments/index.ts';
import type { CheckoutService } from './checkout-service.ts';
import { recordRefundOutcome } from './order-refunds.ts';

interface RawJson {
  raw: string;
}

/** Paystack's refund events we act on: the money went back, or the refund it queued failed. */
const refundOutcomes = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;

/** A refund event names the refunded transaction in `transaction_reference`; the rest is not needed. */
const refundEventSchema = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  data: z.object({ transaction_reference: z.string().max(200) }),
});

/**
 * POST /api/paystack/webhook: the provider announces a payment or the end of a refund. The signature is an HMAC of
 * the exact bytes sent, so this route keeps the raw body (its own JSON parser, in this plugin
 * only) and checks the signature before reading anything. A cross-site POST by design: no CSRF.
 */
export const webhookRoutes: FastifyPluginAsync<{ checkout: CheckoutService; secret: string }> = async (
  app,
  { checkout, secret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, { raw: String(body) } satisfies RawJson);
  });

  app.post(
    '/api/paystack/webhook',
    {
      config: { csrf: false },
      schema: {
        tags: ['checkout'],
        // Signed by the provider instead of a CSRF pair (plugins/api-docs.ts names the scheme).
        security: [{ paystackSignature: [] }],
        summary:
          "Paystack's webhook (charge.success, refund.processed, refund.failed), signed with x-paystack-signature",
        response: {
          200: z.object({ received: z.boolean() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = (request.body as RawJson | undefined)?.raw ?? '';
      if (!isValidWebhookSignature(raw, request.headers['x-paystack-signature'], secret)) {
        throw httpError(401, checkoutMessages.badSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw httpError(400, 'The request body is not valid JSON.');
      }
      const refund = refundEventSchema.safeParse(json);
      if (refund.success) {
        const { event, data } = refund.data;
        if (REFERENCE_PATTERN.test(data.transaction_reference))
          await recordRefundOutcome(app.db, data.transaction_reference, refundOutcomes[event]);
        return { received: true };
      }
      const parsed = paystackWebhookSchema.safeParse(json);
      if (!parsed.success) throw httpError(400, 'The webhook body is not a Paystack event.');
      const { event, data } = parsed.data;
      // Other events, and references that are not ours (another app on the same account), are acknowledged and left alone.
      if (event !== 'charge.success' || !data?.reference || !REFERENCE_PATTERN.test(data.reference)) {
        return { received: true };
      }
      try {
        await checkout.settle(data.reference, {
          reference: data.reference,
          status: data.status ?? 'success',
          amountKobo: data.amount ?? -1,
          currency: data.currency ?? '',
          ...reportedSplit(data),
        });
      } catch (error) {
        // Unknown to us: acknowledged, so the provider stops retrying.
        if ((error as { statusCode?: number }).statusCode === 404) return { received: true };
        throw error;
      }
      return { received: true };
    },
  );
};
