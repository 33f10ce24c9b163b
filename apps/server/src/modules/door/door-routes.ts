import {
  apiErrorSchema,
  checkInAnswerSchema,
  checkInRequestSchema,
  type DoorList,
  doorEventParamsSchema,
  doorEventsAnswerSchema,
  doorSyncAnswerSchema,
  doorSyncRequestSchema,
  staffAccessSchema,
  type VerifyAnswer,
  verifyAdmitFormSchema,
  verifyLinkQuerySchema,
} from '@storefront/contracts/api';
import { authMessages, doorMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { encodeBody, negotiateEncoding } from '../../lib/html-encoding.ts';
import { httpError } from '../../lib/http-error.ts';
import { formCsrfMatches, formCsrfToken } from '../../plugins/csrf.ts';
import { signedInUser } from '../auth/index.ts';
import { doorEvents } from './door-events.ts';
import { doorList } from './door-list.ts';
import { doorService } from './door-service.ts';
import { doorSync } from './door-sync.ts';
import { admitsFor, requestDoorAccess } from './staff.ts';
import { doorSentence, renderVerifyPage } from './verify-page.ts';

const wantsJson = (accept: string | undefined) => accept?.includes('application/json') === true;

/**
 * The door (architecture.md §11, issue 19): GET /api/verify (the QR's link), the events a door may admit
 * for, POST /api/check-in and who is staff (`app.isStaff`, `app.requireStaff`: app.ts).
 */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = doorService(app.db, { secret: app.config.SESSION_SECRET, dialect: app.dbDialect });
  const events = doorEvents(app.db);
  const sync = doorSync(app.db, app.dbDialect);

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
      // Door staff who opened the QR with their phone's camera get an Admit button (issue 19), for
      // a ticket of an event they admit for (issue 23: an organizer's staff, that organizer's).
      const access = parsed.success && verdict?.row && request.user ? await app.doorAccess(request) : null;
      const staff =
        parsed.success && verdict?.row && access && admitsFor(access, verdict.row.organizer_id)
          ? { query: parsed.data, csrfToken: formCsrfToken(request, reply, app.config) }
          : null;
      return reply.type('text/html; charset=utf-8').send(renderVerifyPage(status, ticket, { staff }));
    },
  );

  // The verify page's Admit button posts a plain HTML form (the page runs no script).
  app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.withTypeProvider<ZodTypeProvider>().post(
      '/api/verify/admit',
      {
        schema: {
          tags: ['door'],
          summary: "The verify page's Admit button: door staff admit one person on the ticket of this QR link",
          description:
            "A form post (application/x-www-form-urlencoded) with the verify link's fields, the page's CSRF " +
            "token (_xsrf) and confirm (1 after an early or late scan was confirmed). Admits for the ticket's own " +
            'event and answers the verify page with the outcome.',
          body: verifyAdmitFormSchema,
        },
        // The CSRF token comes in the form, not a header: checked below, with the same two locks.
        config: { csrf: false },
        preHandler: app.requireStaff,
      },
      async (request, reply) => {
        const { _xsrf: token, confirm, ...query } = request.body;
        if (!formCsrfMatches(request, app.config, token)) {
          return reply.code(403).send({ message: authMessages.csrfRejected });
        }
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
        const before = await door.checkLink(query);
        const outcome = before.row
          ? await door.checkIn({
              link: `/api/verify?${new URLSearchParams(query)}`,
              eventId: before.row.event_id,
              confirm: confirm === '1',
              deviceId: 'verify-page',
              staffUserId: signedInUser(request).id,
              access: requestDoorAccess(request),
            })
          : null;
        const after = await door.checkLink(query);
        const staff = { query, csrfToken: formCsrfToken(request, reply, app.config) };
        return reply
          .type('text/html; charset=utf-8')
          .send(renderVerifyPage(after.status, after.ticket, { staff, outcome }));
      },
    );
  });

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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { events: await events.list(requestDoorAccess(request)) };
    },
  );

  app.get(
    '/api/door/events/:eventId/admissions',
    {
      schema: {
        tags: ['door'],
        summary: "The event's admission list, for the offline door",
        description:
          'Every ticket of the event with the hashes of its QR token, reference and manual code ' +
          "(contracts/rules/door-list.ts), the people it admits and those in, and the holder's name; and the " +
          "event's conflicts: doorListSchema in the contracts (written without this route's serializer, which " +
          'would check 10,000 rows the server just built). Compressed as the client accepts. Door staff only.',
        params: doorEventParamsSchema,
        // No response schemas: the body is sent as already-compressed bytes. 401, 403 and 404 are { message }.
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const list: DoorList | undefined = await doorList(app.db, events, {
        secret: app.config.SESSION_SECRET,
        eventId: request.params.eventId,
        access: requestDoorAccess(request),
      });
      if (!list) throw httpError(404, doorMessages.noSuchEvent);
      // 10,000 rows: written with JSON.stringify (the schema above documents the answer; checking every
      // row of a list the server just built would cost a third of its time) and compressed here with
      // fast settings (the hashes do not compress, so slower settings gain little; decision 26).
      const { body, encoding } = await encodeBody(
        JSON.stringify(list),
        negotiateEncoding(request.headers['accept-encoding']),
      );
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );

  app.post(
    '/api/door/events/:eventId/sync',
    {
      schema: {
        tags: ['door'],
        summary: 'Admissions a device made offline, synced: each kept, or a conflict with both times',
        description:
          "Each admission is recorded once (its id is the device's own; a sync sent again answers the same). " +
          'When two devices let in the same place on a ticket, the earlier admission is kept and the later ' +
          'one is the conflict, named with both times and devices.',
        params: doorEventParamsSchema,
        body: doorSyncRequestSchema,
        response: {
          200: doorSyncAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const { eventId } = request.params;
      await door.requireEvent(eventId, requestDoorAccess(request));
      reply.header('cache-control', 'no-store');
      return sync({ eventId, staffUserId: signedInUser(request).id, request: request.body });
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
      const access = requestDoorAccess(request);
      await door.requireEvent(eventId, access);
      return door.checkIn({ link, eventId, confirm, deviceId, staffUserId: signedInUser(request).id, access });
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
      return { staff: await app.isStaff(request) };
    },
  );
};
