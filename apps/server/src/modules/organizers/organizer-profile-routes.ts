import {
  apiErrorSchema,
  NO_ORGANIZER_MESSAGE,
  organizerProfileSchema,
  organizerSlugParamsSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedBody } from '../../lib/cached-body.ts';

// As the catalogue's answers: a short shared cache, and the ETag for a 304.
const CACHE_CONTROL = 'public, max-age=30';

/**
 * GET /api/organizers/{slug} (architecture.md §16): an organizer's public profile, what the page /o/{slug}
 * shows. Only approved and paused organizers have one; anyone else's slug is 404, as an unknown
 * one. The answer comes from the catalogue's snapshots (the same copy the page renders from),
 * serialised once per revision of the organizer's row and their events (migration 025).
 */
export const organizerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  app.get(
    '/api/organizers/:slug',
    {
      compress: false,
      config: { session: false },
      schema: {
        tags: ['organizers'],
        summary: "An organizer's public profile and their published events",
        params: organizerSlugParamsSchema,
        response: { 200: organizerProfileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await catalogue.profile(request.params.slug);
      if (!body) return reply.code(404).send({ message: NO_ORGANIZER_MESSAGE });
      return sendCachedBody(request, reply, body, CACHE_CONTROL);
    },
  );
};
