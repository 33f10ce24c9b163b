import {
  apiErrorSchema,
  createTicketRequestSchema,
  messages,
  ticketSchema,
  transactionReferenceParamsSchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../plugins/error-handler.ts';
import type { CheckoutService } from '../orders/checkout-service.ts';

/** GET /api/tickets/{transactionReference} (the reference is the capability), POST /api/tickets. */
export const ticketsRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.get(
    '/api/tickets/:transactionReference',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The ticket issued for a paid reference',
        params: transactionReferenceParamsSchema,
        response: { 200: ticketSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const ticket = await checkout.ticket(request.params.transactionReference);
      if (!ticket) throw httpError(404, messages.ticket.notFound);
      reply.header('cache-control', 'no-store');
      return ticket;
    },
  );

  app.post(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: "The spec's create-ticket call: returns the ticket already issued for the buyer's paid reference",
        body: createTicketRequestSchema,
        response: { 200: ticketSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const owner = (request.user as NonNullable<typeof request.user>).id;
      const ticket = await checkout.ticket(request.body.transactionReference, owner);
      if (!ticket) throw httpError(404, messages.ticket.notFound);
      return ticket;
    },
  );
};
