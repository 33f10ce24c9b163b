import { apiErrorSchema, seatMessages, showtimeIdSchema, showtimeSeatsSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedBody } from '../../lib/cached-body.ts';
import { showtimeSeatsCache } from './showtime-seats.ts';

// A moment's shared caching: the picker asks every few seconds with If-None-Match, and a seat
// taken shows within that (decision 51).
const CACHE_CONTROL = 'public, max-age=2';

/** The seat picker's read: a date's plan and its taken seats, with the seat version's ETag. */
export const seatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = showtimeSeatsCache(app.db);
  app.get(
    '/api/showtimes/:showtimeId/seats',
    {
      compress: false,
      config: { session: false },
      schema: {
        tags: ['events'],
        summary: 'A date’s seat plan and which of its seats are taken',
        params: z.object({ showtimeId: showtimeIdSchema }),
        response: { 200: showtimeSeatsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await cache.get(request.params.showtimeId);
      if (!body) return reply.code(404).send({ message: seatMessages.showtimeNotFound });
      return sendCachedBody(request, reply, body, CACHE_CONTROL);
    },
  );
};
