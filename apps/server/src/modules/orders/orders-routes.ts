import {
  apiErrorSchema,
  checkoutStandingQuerySchema,
  checkoutStandingSchema,
  eventIdParamsSchema,
  initializeTransactionRequestSchema,
  initializeTransactionResponseSchema,
  myOrdersResponseSchema,
  orderStatusSchema,
  referenceParamsSchema,
  type UserProfile,
  verifyTransactionResponseSchema,
} from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey, countedAttempt, wrongCodeChecks } from '../../lib/rate-limiter.ts';
import { turnstile } from '../../lib/turnstile.ts';
import { sessionIdOf, sessionsRepository, signedInUser } from '../auth/index.ts';
import type { CheckoutService } from './checkout-service.ts';
import { codeAttempt } from './code-attempts.ts';

/**
 * Initializes let through per turn of the event loop: about 10 ms of work on SQLite (some 0.6 ms
 * each on the benchmark's machine), which a page read meanwhile waits at most for its turn.
 * During the rush benchmark, 8 gave the event page a p99 of 45 to 49 ms and 16 of 58 to 71 ms,
 * against 0.7 to 1.7 s without (docs/performance-history.md §18); 16 keeps more of the time for the buyers.
 */
const BUYERS_PER_TURN = 16;

/**
 * POST /api/initialize-transaction, GET /api/verify-transaction/{reference},
 * POST /api/orders/{reference}/cancel, GET /api/checkout/{eventId}, GET /api/my-orders.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  // Orders started per account and per client address (decision 21), counted in the database so
  // every process shares them. The address limit is high: mobile networks share addresses.
  const windowMs = app.config.CHECKOUT_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perAccount = { max: app.config.CHECKOUT_ACCOUNT_RATE_LIMIT_MAX, windowMs };
  const perAddress = { max: app.config.CHECKOUT_ADDRESS_RATE_LIMIT_MAX, windowMs };
  // A rush's buyers go on a few per turn of the event loop, so the event page and everything
  // else cheap are answered in between (lib/turnstile.ts).
  const buyersTurn = turnstile(BUYERS_PER_TURN);
  const sessions = sessionsRepository(app.db);
  // Counted only once initialize knows the order may take seats (its `admit`): a sold-out rush's
  // thousands of refusals are answered from reads alone, without writing two counters each first.
  const countOrderStarted = (request: FastifyRequest, reply: FastifyReply) => (buyer: UserProfile) =>
    countedAttempt(app.db).throwIfRefused(reply, [
      { name: 'checkout-account', key: `account:${buyer.id}`, limit: perAccount },
      { name: 'checkout-address', key: addressKey(request.ip), limit: perAddress },
    ]);

  app.post(
    '/api/initialize-transaction',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Hold the seats, create a pending order and start the payment (signed in)',
        // Signed in, though its session is read by the handler (below), not by a preHandler.
        security: [{ session: [], csrfHeader: [], csrfCookie: [] }],
        body: initializeTransactionRequestSchema,
        response: {
          200: initializeTransactionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      onRequest: buyersTurn,
      // Its session is read with the sale, in the same statement (decision 39), not by the
      // session hook before it: one statement fewer for every buyer of a rush.
      config: { session: false },
    },
    async (request, reply) => {
      const sessionId = sessionIdOf(request, app.config);
      if (!sessionId) return reply.code(401).send({ message: authMessages.signInRequired });
      const initialize = () =>
        checkout.initialize(sessionId, request.body, { admit: countOrderStarted(request, reply) });
      const { promoCode, accessCode } = request.body;
      if (!promoCode && !accessCode) return initialize();
      // A code tried here counts with the promo check's and the tier listing's (decision 30). Its
      // account is needed before the code is judged, so an order with a code reads the session
      // once on its own as well as with the sale (decision 39 spares only orders without one).
      const session = await sessions.findActiveById(sessionId);
      if (!session) return reply.code(401).send({ message: authMessages.signInRequired });
      return codeAttempt(app.db, reply, wrongCodeChecks(app.config, request.ip, session.user.id), initialize);
    },
  );

  app.get(
    '/api/verify-transaction/:reference',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Ask the provider about a payment; a success makes the order paid and issues its ticket',
        description:
          "The ticket's emails are masked except for its signed-in buyer or recipient, as on GET /api/tickets.",
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
    async (request) => {
      // The reference is on the QR: its emails are the buyer's and the recipient's business (ticket-privacy.ts).
      return checkout.verify(request.params.reference, request);
    },
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

  app.get(
    '/api/checkout/:id',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Before Pay: whether this order key was paid, the buyer's tickets for the event, and any limit in the way (signed in)",
        params: eventIdParamsSchema,
        querystring: checkoutStandingQuerySchema,
        response: { 200: checkoutStandingSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { orderKey, quantity } = request.query;
      return checkout.standing(signedInUser(request), request.params.id, orderKey, quantity);
    },
  );

  app.get(
    '/api/my-orders',
    {
      schema: {
        tags: ['checkout'],
        summary: "The signed-in buyer's five latest orders and what became of each (the help assistant explains them)",
        response: { 200: myOrdersResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { orders: await checkout.myOrders(signedInUser(request).id) };
    },
  );
};
