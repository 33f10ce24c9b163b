import {
  apiErrorSchema,
  eventIdParamsSchema,
  waitingPlaceRequestSchema,
  waitingPlaceSchema,
  waitingRoomMessages,
  waitingRoomStateSchema,
} from '@storefront/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostCookieName } from '../../lib/cookie-names.ts';
import { httpError } from '../../lib/http-error.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { signedInUser } from '../auth/index.ts';

const DEVICE_COOKIE = 'wr_device';
const DEVICE_PATTERN = /^[0-9a-f]{32}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /api/events/{id}/waiting-room (the room as everyone sees it) and POST
 * /api/events/{id}/waiting-room/place (a buyer's own place and, once let in, pass) (decision 54).
 */
export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const rooms = app.waitingRooms;

  // The device a place is also counted against (decision 54): a random id kept in a cookie of its own.
  const deviceOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const name = hostCookieName(DEVICE_COOKIE, app.config);
    const known = request.cookies[name];
    if (known && DEVICE_PATTERN.test(known)) return known;
    const device = randomBytes(16).toString('hex');
    reply.setCookie(name, device, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: app.config.NODE_ENV === 'production',
      maxAge: YEAR_SECONDS,
    });
    return device;
  };

  app.get(
    '/api/events/:id/waiting-room',
    {
      schema: {
        tags: ['waiting room'],
        summary: "An on-sale's waiting room as everyone sees it: its phase, how far admission has gone, its pace",
        description:
          'The same answer for every buyer, kept a quarter of a second: a buyer who knows their position compares it with admittedThrough.',
        params: eventIdParamsSchema,
        response: { 200: waitingRoomStateSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      // Polled by everyone waiting, and the same for all: no session read (a statement each).
      config: { session: false },
    },
    async (request, reply) => {
      const state = await rooms.stateOf(request.params.id);
      if (!state) throw httpError(404, waitingRoomMessages.noRoom);
      reply.header('cache-control', 'no-store');
      return state;
    },
  );

  app.post(
    '/api/events/:id/waiting-room/place',
    {
      schema: {
        tags: ['waiting room'],
        summary: "The signed-in buyer's place in the waiting room, taken at the first ask; once let in, their pass",
        description:
          'One place per account and per device. Asking again answers the same place; `again` gives a used or lapsed turn a new place at the back.',
        params: eventIdParamsSchema,
        body: waitingPlaceRequestSchema,
        response: {
          200: waitingPlaceSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const device = deviceOf(request, reply);
      // The place is asked for when the request came in, before its session read and any wait in
      // this process: the stamp of a place asked for before the draw (decision 54).
      const askedAt = new Date(Date.now() - reply.elapsedTime);
      return rooms.take(request.params.id, signedInUser(request), device, request.body.again === true, askedAt);
    },
  );
};
