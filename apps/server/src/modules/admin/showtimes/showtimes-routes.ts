import {
  adminShowtimesAnswerSchema,
  apiErrorSchema,
  eventIdParamsSchema,
  showtimeCreateSchema,
  showtimeParamsSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/index.ts';
import type { ConsoleRoutes } from '../../organizers/index.ts';
import { showtimesService } from './showtimes-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * An event's dates (decision 50): list with tickets sold and held, add, remove one nobody has
 * ordered. Every answer is the event's dates after the change. Admins, and again under
 * /api/organizer for an organizer's own events, as the tiers are (ticket-types-routes.ts).
 */
export const showtimesRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  const dates = showtimesService(app.db);
  const answer = { 200: adminShowtimesAnswerSchema, ...errors };

  app.get(
    `${base}/events/:id/showtimes`,
    {
      schema: {
        tags: [tag],
        summary: "An event's dates, soonest first, with the tickets sold and held on each",
        params: eventIdParamsSchema,
        response: answer,
      },
    },
    async (request) => dates.list(scopeOf(request), request.params.id),
  );

  app.post(
    `${base}/events/:id/showtimes`,
    {
      schema: {
        tags: [tag],
        summary: "Add a date: its start at the venue's clock and its seats (added to the event's)",
        description:
          "The first date added to a one-date event turns the event's own date into a date with its seats and orders.",
        params: eventIdParamsSchema,
        body: showtimeCreateSchema,
        response: { 201: adminShowtimesAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await dates.create(scopeOf(request), request.params.id, request.body, signedInUser(request))),
  );

  app.delete(
    `${base}/events/:id/showtimes/:showtimeId`,
    {
      schema: {
        tags: [tag],
        summary: 'Remove a date no order names (its seats leave the event)',
        params: showtimeParamsSchema,
        response: answer,
      },
    },
    async (request) =>
      dates.remove(scopeOf(request), request.params.id, request.params.showtimeId, signedInUser(request)),
  );
};
