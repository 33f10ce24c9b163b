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
import { countedAttempt, wrongCodeChecks } from '../../lib/rate-limiter.ts';
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

  // Hidden tiers (decision 30): the listed ones plus those the code unlocks. The
  // answer depends on the code, so it is never cached. Wrong codes count against the limits every
  // route that takes a code shares (`wrongCodeChecks`: per account, or per address for a guest,
  // and per address); a code that works is given back, as a sign-in that works is. The session is
  // read (no `session: false`) so that a signed-in buyer's tries here and at Pay add up.
  const events = eventsRepository(app.db);
  app.get(
    '/api/events/:id/ticket-types',
    {
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
      const checks = wrongCodeChecks(app.config, request.ip, request.user?.id ?? null);
      if (await attempt.refused(reply, checks)) return reply;
      const tiers = await events.unlockedTiers(request.params.id, request.query.accessCode);
      // Only a code that unlocks nothing here stays counted: no event is no code tried.
      if (tiers === null) return reply.code(404).send({ message: tierMessages.accessCodeUnknown });
      await attempt.giveBack();
      if (tiers === undefined) {
        return reply.code(404).send({ message: messages.events.notFoundShort(request.params.id) });
      }
      return { ticketTypes: tiers };
    },
  );
};
