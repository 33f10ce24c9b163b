import { apiErrorSchema, eventIdParamsSchema, eventListSchema, eventSchema } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedBody } from '../../lib/cached-body.ts';

// A short shared cache keeps the landing page instant; the ETag lets a browser revalidate for a 304.
const CACHE_CONTROL = 'public, max-age=30';

/**
 * The public catalogue. Answers are serialised once per revision of the rows
 * (catalogue-cache.ts) and sent as bytes, so the response schemas below document the answers
 * and check them when they are built, not on every request; the brotli and gzip copies are made
 * once too, so the per-request compression plugin stays off these routes. Nobody's session is
 * looked up: the answer is the same for everyone (and publicly cacheable).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app's one copy (app.ts): the server-rendered pages read the same snapshots.
  const { catalogue } = app;

  app.get(
    '/api/events',
    {
      compress: false,
      config: { session: false },
      schema: { tags: ['events'], summary: 'The catalogue', response: { 200: eventListSchema } },
    },
    async (request, reply) => sendCachedBody(request, reply, await catalogue.list(), CACHE_CONTROL),
  );

  app.get(
    '/api/events/:id',
    {
      compress: false,
      config: { session: false },
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await catalogue.event(request.params.id);
      if (!body) return reply.code(404).send({ message: messages.events.notFoundShort(request.params.id) });
      return sendCachedBody(request, reply, body, CACHE_CONTROL);
    },
  );
};
