import {
  apiErrorSchema,
  eventIdParamsSchema,
  eventListSchema,
  eventSchema,
  ticketTypesAnswerSchema,
  ticketTypesQuerySchema,
} from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { tierMessages } from '@storefront/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedBody } from '../../lib/cached-body.ts';
import { addressKey, countedAttempt, formRateLimits } from '../../lib/rate-limiter.ts';
import { eventsRepository } from './events-repository.ts';

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

  // Hidden tiers (issue 22, decision 30): the listed ones plus those the code unlocks. The
  // answer depends on the code, so it is never cached. Wrong codes are counted per address with
  // the public forms' limit (a code that works is given back, as a sign-in that works is), so
  // codes cannot be guessed by trying many.
  const events = eventsRepository(app.db);
  app.get(
    '/api/events/:id/ticket-types',
    {
      config: { session: false },
      schema: {
        tags: ['events'],
        summary: 'The tiers of an event an access code unlocks, with the listed ones',
        params: eventIdParamsSchema,
        querystring: ticketTypesQuerySchema,
        response: { 200: ticketTypesAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const attempt = countedAttempt(app.db);
      const limit = formRateLimits(app.config);
      if (await attempt.refused(reply, [{ name: 'access-code', key: addressKey(request.ip), limit }])) return reply;
      const tiers = await events.unlockedTiers(request.params.id, request.query.accessCode);
      if (tiers === undefined) {
        return reply.code(404).send({ message: messages.events.notFoundShort(request.params.id) });
      }
      if (tiers === null) return reply.code(404).send({ message: tierMessages.accessCodeUnknown });
      await attempt.giveBack();
      return { ticketTypes: tiers };
    },
  );
};
