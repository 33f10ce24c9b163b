import {
  apiErrorSchema,
  checkInAnswerSchema,
  checkInRequestSchema,
  doorEventsAnswerSchema,
  staffAccessSchema,
  type VerifyAnswer,
  verifyLinkQuerySchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/session.ts';
import { doorEvents } from './door-events.ts';
import { doorService } from './door-service.ts';
import { doorSentence, renderVerifyPage } from './verify-page.ts';

const wantsJson = (accept: string | undefined) => accept?.includes('application/json') === true;

/**
 * The door (DESIGN §5, issue 19): GET /api/verify (the QR's link), the events a door may admit
 * for, POST /api/check-in and who is staff (`app.isStaff`, `app.requireStaff`: app.ts).
 */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = doorService(app.db, { secret: app.config.SESSION_SECRET, dialect: app.dbDialect });
  const events = doorEvents(app.db);

  app.get(
    '/api/verify',
    {
      schema: {
        tags: ['door'],
        summary: "The QR code's link: says whether the ticket is valid; never changes anything",
        description:
          'A page for a phone, or JSON with Accept: application/json. A malformed link is answered ' +
          "'invalid' with 400; a forged or unknown one 'invalid' with 200.",
        querystring: verifyLinkQuerySchema,
      },
      // The query schema documents the link; the handler checks it, so a bad link gets the invalid
      // page (or JSON) rather than the generic validation error.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const parsed = verifyLinkQuerySchema.safeParse(request.query);
      const verdict = parsed.success ? await door.checkLink(parsed.data) : null;
      const status = verdict?.status ?? 'invalid';
      const ticket = verdict?.ticket ?? null;
      reply.code(parsed.success ? 200 : 400);
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      if (wantsJson(request.headers.accept)) {
        const answer: VerifyAnswer = { status, message: doorSentence(status, ticket), ticket };
        return answer;
      }
      return reply.type('text/html; charset=utf-8').send(renderVerifyPage(status, ticket));
    },
  );

  app.get(
    '/api/door/events',
    {
      schema: {
        tags: ['door'],
        summary: 'The events a door may admit for: today, then the next ones, then the last month',
        response: { 200: doorEventsAnswerSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: app.requireStaff,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { events: await events.list() };
    },
  );

  app.post(
    '/api/check-in',
    {
      schema: {
        tags: ['door'],
        summary: 'Staff admit one person: the QR link, a ticket link, a reference or a manual code, for one event',
        description:
          'Every scan is answered 200 with its result: admitted (one person, atomically), or refused as used ' +
          '(everyone on the ticket is in; the first admission in ticket.usedAt), cancelled (the ticket or its ' +
          'event), invalid, wrong-event (a ticket for another event, named in the message), or confirm (before ' +
          "the doors open or after the event's day: send it again with confirm: true to admit). admittedCount " +
          'counts the people admitted for the event. 404 for an eventId the door cannot admit for.',
        body: checkInRequestSchema,
        response: {
          200: checkInAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { link, eventId, confirm, deviceId } = request.body;
      await door.requireEvent(eventId);
      return door.checkIn({ link, eventId, confirm, deviceId, staffUserId: signedInUser(request).id });
    },
  );

  app.get(
    '/api/check-in/access',
    {
      schema: {
        tags: ['door'],
        summary: 'Whether the signed-in user is door staff',
        response: { 200: staffAccessSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { staff: await app.isStaff(signedInUser(request)) };
    },
  );
};
