import {
  adminTicketTypesAnswerSchema,
  apiErrorSchema,
  eventIdParamsSchema,
  ticketTypeCreateSchema,
  ticketTypeParamsSchema,
  ticketTypeReorderSchema,
  ticketTypeUpdateSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/index.ts';
import type { ConsoleRoutes } from '../../organizers/index.ts';
import { ticketTypesService } from './ticket-types-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * An event's ticket types in the back office (decision 30): list with sales, add, edit
 * (pause and resume are an edit of `status`), reorder, delete an unordered one. Every answer is the
 * event's tiers as they are after the change. Admins only (the root guard, admin-access.ts); and
 * again under /api/organizer for an organizer's own events (decision 31: the service scopes them).
 */
export const ticketTypesRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  const { checkout } = app;
  const tiers = ticketTypesService({
    db: app.db,
    releaseExpiredHolds: (now, eventId) => checkout.releaseExpiredHolds(now, eventId),
  });
  const answer = { 200: adminTicketTypesAnswerSchema, ...errors };

  app.get(
    `${base}/events/:id/ticket-types`,
    {
      schema: {
        tags: [tag],
        summary: "An event's ticket types, hidden and paused ones too, with tickets sold and held (from the orders)",
        params: eventIdParamsSchema,
        response: answer,
      },
    },
    async (request) => tiers.list(scopeOf(request), request.params.id),
  );

  app.post(
    `${base}/events/:id/ticket-types`,
    {
      schema: {
        tags: [tag],
        summary: 'Add a ticket type (a name and a price; the rest has defaults)',
        params: eventIdParamsSchema,
        body: ticketTypeCreateSchema,
        response: { 201: adminTicketTypesAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await tiers.create(scopeOf(request), request.params.id, request.body, signedInUser(request))),
  );

  app.patch(
    `${base}/events/:id/ticket-types/:typeId`,
    {
      schema: {
        tags: [tag],
        summary: 'Change the fields sent: capacity never below tickets sold + held; status pauses or resumes',
        description:
          "Orders already made keep their price, name and admits. Windows are ISO instants or the venue's " +
          "'YYYY-MM-DD HH:MM' at the event's time zone; null or '' clears one.",
        params: ticketTypeParamsSchema,
        body: ticketTypeUpdateSchema,
        response: answer,
      },
    },
    async (request) =>
      tiers.update(scopeOf(request), request.params.id, request.params.typeId, request.body, signedInUser(request)),
  );

  app.post(
    `${base}/events/:id/ticket-types/reorder`,
    {
      schema: {
        tags: [tag],
        summary: "Put the event's ticket types in this order (every one of them exactly once)",
        params: eventIdParamsSchema,
        body: ticketTypeReorderSchema,
        response: answer,
      },
    },
    async (request) => tiers.reorder(scopeOf(request), request.params.id, request.body.ids, signedInUser(request)),
  );

  app.delete(
    `${base}/events/:id/ticket-types/:typeId`,
    {
      schema: {
        tags: [tag],
        summary: 'Delete a ticket type no order names (an ordered one is paused instead)',
        params: ticketTypeParamsSchema,
        response: answer,
      },
    },
    async (request) => tiers.remove(scopeOf(request), request.params.id, request.params.typeId, signedInUser(request)),
  );
};
