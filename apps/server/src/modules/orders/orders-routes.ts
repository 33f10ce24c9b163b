import {
  apiErrorSchema,
  initializeTransactionRequestSchema,
  initializeTransactionResponseSchema,
  orderStatusSchema,
  referenceParamsSchema,
  verifyTransactionResponseSchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/session.ts';
import type { CheckoutService } from './checkout-service.ts';

/** POST /api/initialize-transaction, GET /api/verify-transaction/{reference}, POST /api/orders/{reference}/cancel. */
export const ordersRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.post(
    '/api/initialize-transaction',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Hold the seats, create a pending order and start the payment (signed in)',
        body: initializeTransactionRequestSchema,
        response: {
          200: initializeTransactionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => checkout.initialize(signedInUser(request), request.body),
  );

  app.get(
    '/api/verify-transaction/:reference',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Ask the provider about a payment; a success makes the order paid and issues its ticket',
        params: referenceParamsSchema,
        response: {
          200: verifyTransactionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => checkout.verify(request.params.reference),
  );

  app.post(
    '/api/orders/:reference/cancel',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The buyer closed or declined the pop-up: release the held seats now (signed in)',
        params: referenceParamsSchema,
        response: { 200: z.object({ orderStatus: orderStatusSchema }), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      orderStatus: await checkout.cancel(request.params.reference, signedInUser(request).id),
    }),
  );
};
