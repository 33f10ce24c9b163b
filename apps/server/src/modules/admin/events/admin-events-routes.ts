import {
  adminEventAnswerSchema,
  adminEventCreateSchema,
  adminEventSavedSchema,
  adminEventSchema,
  adminEventsAnswerSchema,
  adminEventsQuerySchema,
  adminEventUpdateSchema,
  apiErrorSchema,
  eventIdParamsSchema,
  eventReturnSchema,
  organizerEventCreateSchema,
  organizerEventUpdateSchema,
} from '@storefront/contracts/api';
import { adminEventMessages as m, POSTER_MAX_BYTES, POSTER_TYPES } from '@storefront/contracts/rules';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../../lib/http-error.ts';
import { signedInUser } from '../../auth/index.ts';
import { eventsRepository, toEvent } from '../../events/index.ts';
import type { ConsoleRoutes } from '../../organizers/index.ts';
import { toAdminEvent } from './admin-events-repository.ts';
import { adminEventsService, type RefundOrder } from './admin-events-service.ts';

export interface AdminEventsOptions {
  /** admin-sales' refundOrder, for cancelling an event with refunds (see RefundOrder). */
  refundOrder: RefundOrder;
  /** The back office's (every event) or the organizer console's (their own events). */
  console: ConsoleRoutes;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The back office's events (architecture.md §15.1): list with sales, one event with its public preview,
 * create, edit (status, capacity, cancellation), and the poster upload. Admins only (the
 * guard in admin-access.ts refuses everyone else before a body is read).
 *
 * Registered a second time for the organizer console (decision 31) under
 * /api/organizer, scoped to the organizer's own events by the service (another's is 404): there
 * the body names no payment split code, publishing is for trusted organizers, and the others
 * submit the event for review; admins return a submitted event with a note.
 */
export const adminEventsRoutes: FastifyPluginAsyncZod<AdminEventsOptions> = async (
  app,
  { refundOrder, console: where },
) => {
  const { base, tag, scopeOf } = where;
  const organizer = where.kind === 'organizer';
  const { checkout } = app;
  const events = adminEventsService({
    db: app.db,
    releaseExpiredHolds: (now, eventId) => checkout.releaseExpiredHolds(now, eventId),
    refundOrder,
    publicUrl: app.config.PUBLIC_URL,
  });
  app.get(
    `${base}/events`,
    {
      schema: {
        tags: [tag],
        summary: 'Every event with seats sold and held and revenue (from the orders), a page at a time',
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsAnswerSchema, ...errors },
      },
    },
    async (request) => events.list(scopeOf(request), request.query),
  );

  app.get(
    `${base}/events/:id`,
    {
      schema: {
        tags: [tag],
        summary: 'One event to edit, and its public page as it would show (a draft too)',
        params: eventIdParamsSchema,
        response: { 200: adminEventAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await events.get(scopeOf(request), request.params.id);
      const tiers = await eventsRepository(app.db).tiersOf(row.id);
      return { event: toAdminEvent(row), preview: toEvent(row, tiers, new Date()) };
    },
  );

  app.post(
    `${base}/events`,
    {
      schema: {
        tags: [tag],
        summary: 'Create an event (a draft until it has a poster)',
        body: organizer ? organizerEventCreateSchema : adminEventCreateSchema,
        response: { 201: z.object({ event: adminEventSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const event = await events.create(scopeOf(request), request.body, signedInUser(request));
      return reply.code(201).send({ event });
    },
  );

  app.put(
    `${base}/events/:id`,
    {
      schema: {
        tags: [tag],
        summary: 'Save every field of an event: status, capacity (never below sold + held), cancellation',
        description:
          'Cancelling an event with tickets sold needs confirmCancel: true (409 otherwise); refundTickets: true ' +
          'then refunds every paid order after the cancellation is saved. maxPerOrder and maxPerAccount (the ' +
          'limits per buyer) may be left out to keep the stored ones.',
        params: eventIdParamsSchema,
        body: organizer ? organizerEventUpdateSchema : adminEventUpdateSchema,
        response: { 200: adminEventSavedSchema, ...errors },
      },
    },
    async (request) => events.update(scopeOf(request), request.params.id, request.body, signedInUser(request)),
  );

  // The poster arrives as the request body itself (the file's bytes), not as JSON or a form. Its
  // parser and its 5 MB limit live in a scope of their own: no other route reads an image body.
  await app.register(async (poster) => {
    poster.addContentTypeParser(
      [...POSTER_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: POSTER_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    poster.withTypeProvider<ZodTypeProvider>().put(
      `${base}/events/:id/poster`,
      {
        schema: {
          tags: [tag],
          summary: "Upload the event's poster: a PNG, JPEG or WebP file as the body, at most 5 MB",
          description:
            'Checked by its content (signature and a full decode), then re-encoded into the poster sizes and the ' +
            '1200×630 share image.',
          params: eventIdParamsSchema,
          response: { 200: z.object({ event: adminEventSchema }), 413: apiErrorSchema, ...errors },
        },
        bodyLimit: POSTER_MAX_BYTES,
        // Fastify's own refusals of the body, in this route's words.
        errorHandler: (error: FastifyError, request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: m.posterTooLarge });
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
            return reply.code(400).send({ message: m.posterNotImage });
          }
          return sendError(error, request, reply);
        },
      },
      async (request) => {
        // Text or JSON content types have parsers of their own: whatever came, it is no image.
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { event: await events.uploadPoster(scopeOf(request), request.params.id, body, signedInUser(request)) };
      },
    );
  });

  if (organizer) {
    app.post(
      `${base}/events/:id/submit`,
      {
        schema: {
          tags: [tag],
          summary: 'Send the event to the platform for review: an admin publishes it or returns it with a note',
          description:
            'Refused while the organizer has no payout account or is paused, and for an event without a poster.',
          params: eventIdParamsSchema,
          response: { 200: z.object({ event: adminEventSchema }), ...errors },
        },
      },
      async (request) => ({ event: await events.submit(scopeOf(request), request.params.id, signedInUser(request)) }),
    );
  } else {
    app.post(
      `${base}/events/:id/return`,
      {
        schema: {
          tags: [tag],
          summary: "Return an organizer's event waiting for review, with a note (emailed to the organizer)",
          params: eventIdParamsSchema,
          body: eventReturnSchema,
          response: { 200: z.object({ event: adminEventSchema }), ...errors },
        },
      },
      async (request) => ({
        event: await events.returnToOrganizer(
          scopeOf(request),
          request.params.id,
          request.body.note,
          signedInUser(request),
        ),
      }),
    );
  }
};
