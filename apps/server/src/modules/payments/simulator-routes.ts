import { readFile } from 'node:fs/promises';
import { apiErrorSchema, checkoutMessages, referenceParamsSchema } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../plugins/error-handler.ts';
import { SIMULATOR_SCRIPT_PATH } from './public-payment-config.ts';
import type { SimulatorProvider } from './simulator-provider.ts';
import { signWebhook } from './webhook-signature.ts';

const scriptFile = new URL('./simulator-inline.js', import.meta.url);

const simulatedTransactionSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  email: z.string(),
});

/**
 * The payment simulator's side (only when PAYMENT_PROVIDER=simulator):
 * - GET /api/payment-simulator/inline.js: the stand-in for Paystack's inline script (`PaystackPop`);
 * - GET /api/payment-simulator/transactions/{reference}: a transaction as the simulator knows it;
 * - POST .../{reference}/pay and .../decline: the pop-up's buttons. Pay also posts a signed
 *   `charge.success` webhook to this server, as Paystack would, so verify and webhook both run.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{
  simulator: SimulatorProvider;
  /** The root app: the webhook goes through its full request pipeline, signature check included. */
  root: FastifyInstance;
}> = async (app, { simulator, root }) => {
  let script: string | undefined;
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  app.get(SIMULATOR_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    script ??= await readFile(scriptFile, 'utf8');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });

  app.get(
    '/api/payment-simulator/transactions/:reference',
    {
      schema: {
        tags: ['payment simulator'],
        summary: 'A simulated transaction',
        params: referenceParamsSchema,
        response: { 200: simulatedTransactionSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await simulator.find(request.params.reference);
      if (!row) throw httpError(404, checkoutMessages.referenceUnknown);
      reply.header('cache-control', 'no-store');
      return {
        reference: row.reference,
        status: row.status,
        amount: Number(row.amount_kobo),
        currency: row.currency,
        email: row.email,
      };
    },
  );

  const outcomeSchema = {
    params: referenceParamsSchema,
    response: {
      200: simulatedTransactionSchema.pick({ reference: true, status: true }),
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  };

  const decide = async (reference: string, outcome: 'success' | 'failed') => {
    const row = await simulator.find(reference);
    if (!row) throw httpError(404, checkoutMessages.referenceUnknown);
    if (!(await simulator.settle(reference, outcome)) && row.status !== outcome) {
      throw httpError(409, `This payment is already ${row.status === 'success' ? 'paid' : row.status}.`);
    }
    if (outcome === 'success') {
      const raw = JSON.stringify({
        event: 'charge.success',
        data: { reference, amount: Number(row.amount_kobo), currency: row.currency, status: 'success' },
      });
      // After the answer, like a provider's webhook: the pop-up's callback and verify race it.
      const delivery = new Promise((resolve) => setImmediate(resolve)).then(() =>
        root.inject({
          method: 'POST',
          url: '/api/paystack/webhook',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': signWebhook(raw, simulator.webhookSecret),
          },
          payload: raw,
        }),
      );
      pending.add(delivery);
      delivery
        .catch((error: unknown) => app.log.error({ err: error, reference }, 'simulated webhook failed'))
        .finally(() => pending.delete(delivery));
    }
    return { reference, status: outcome };
  };

  app.post(
    '/api/payment-simulator/transactions/:reference/pay',
    { schema: { tags: ['payment simulator'], summary: "The pop-up's Pay: the payment succeeds", ...outcomeSchema } },
    async (request) => decide(request.params.reference, 'success'),
  );

  app.post(
    '/api/payment-simulator/transactions/:reference/decline',
    { schema: { tags: ['payment simulator'], summary: "The pop-up's Decline: the card is refused", ...outcomeSchema } },
    async (request) => decide(request.params.reference, 'failed'),
  );
};
