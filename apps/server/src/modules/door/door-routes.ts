import {
  apiErrorSchema,
  checkInAnswerSchema,
  checkInRequestSchema,
  type DoorList,
  doorEventParamsSchema,
  doorEventsAnswerSchema,
  doorListQuerySchema,
  doorListSchema,
  doorSyncAnswerSchema,
  doorSyncRequestSchema,
  qrLinkParamsSchema,
  staffAccessSchema,
  type VerifyAnswer,
  verifyAdmitFormSchema,
  verifyAnswerSchema,
  verifyLinkQuerySchema,
} from '@storefront/contracts/api';
import { authMessages, doorMessages } from '@storefront/contracts/messages';
import { QR_LINK_PREFIX, readDoorInput } from '@storefront/contracts/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { encodeBody, negotiateEncoding } from '../../lib/html-encoding.ts';
import { httpError } from '../../lib/http-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { countedAttempt, type LimitOptions } from '../../lib/rate-limiter.ts';
import { formCsrfMatches, formCsrfToken } from '../../plugins/csrf.ts';
import { signedInUser } from '../auth/index.ts';
import { doorEvents } from './door-events.ts';
import { parseDoorInput, parseQrInput, type QrInput, qrInputPath } from './door-input.ts';
import { doorList } from './door-list.ts';
import { doorService } from './door-service.ts';
import { doorSync } from './door-sync.ts';
import { admitsFor, requestDoorAccess } from './staff.ts';
import { doorSentence, renderVerifyPage } from './verify-page.ts';

/** A QR link's verdict: the verify page, or JSON with Accept: application/json. */
const QR_ANSWERS = {
  200: pageAnswer("The verdict: the verify page, or JSON (a forged or unknown link: 'invalid')", verifyAnswerSchema),
  400: pageAnswer(
    "A malformed link: the verify page saying the ticket is not valid, or JSON ('invalid')",
    verifyAnswerSchema,
  ),
};

const wantsJson = (accept: string | undefined) => accept?.includes('application/json') === true;

/**
 * Typed references and door codes that found no ticket, per staff account, in the database's
 * counters (decision 5; docs/door.md "Scanning"). A door mistypes now and then, far fewer than this; a
 * door code's 40 bits guessed 30 at a time every 5 minutes find one of 10,000 tickets in about 35
 * years. QR links are not counted: their token is checked before any lookup, so guessing one is
 * hopeless, and a scan, the door's hot path, writes no counter.
 */
export const DOOR_MISSES_LIMIT: LimitOptions = { max: 30, windowMs: 5 * 60_000 };

/**
 * The door (architecture.md §11): GET /T/… (the QR's short link) and GET /api/verify (the link of QR
 * codes issued before it), the events a door may admit for, POST /api/check-in and who is staff
 * (`app.isStaff`, `app.requireStaff`: app.ts).
 */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = doorService(app.db, { secret: app.config.SESSION_SECRET, dialect: app.dbDialect });
  const events = doorEvents(app.db);
  const sync = doorSync(app.db, app.dbDialect);

  /**
   * A QR code's link opened (a phone's camera, a link previewer): the verdict as a page, or JSON
   * with Accept: application/json; never changes anything. A malformed link is answered 'invalid'
   * with 400.
   */
  async function answerQr(request: FastifyRequest, reply: FastifyReply, input: QrInput | null) {
    const verdict = input ? await door.checkQr(input) : null;
    const status = verdict?.status ?? 'invalid';
    const ticket = verdict?.ticket ?? null;
    reply.code(input ? 200 : 400);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (wantsJson(request.headers.accept)) {
      const answer: VerifyAnswer = { status, message: doorSentence(status, ticket), ticket };
      return answer;
    }
    // Door staff who opened the QR with their phone's camera get an Admit button (architecture.md §11), for
    // a ticket of an event they admit for (architecture.md §16: an organizer's staff, that organizer's).
    const access = input && verdict?.row && request.user ? await app.doorAccess(request) : null;
    const staff =
      input && verdict?.row && access && admitsFor(access, verdict.row.organizer_id)
        ? { link: qrInputPath(input), csrfToken: formCsrfToken(request, reply, app.config) }
        : null;
    return reply.type('text/html; charset=utf-8').send(renderVerifyPage(status, ticket, { staff }));
  }

  // The QR's short link, /T/{reference}{MAC} (contracts/rules/qr-link.ts), in capitals as the QR
  // holds it, or in small letters as someone may type it; plugins/api-path.ts counts it as the API's.
  for (const path of [QR_LINK_PREFIX, QR_LINK_PREFIX.toLowerCase()]) {
    app.get(
      `${path}:link`,
      {
        schema: {
          hide: path !== QR_LINK_PREFIX,
          tags: ['door'],
          summary: "The QR code's short link: says whether the ticket is valid; never changes anything",
          description:
            'The reference (in capitals, without OWB-, _ written .) and a 12-character MAC. A page for a ' +
            "phone, or JSON with Accept: application/json. A malformed link is answered 'invalid' with 400; " +
            "a forged or unknown one 'invalid' with 200.",
          params: qrLinkParamsSchema,
          response: QR_ANSWERS,
        },
        // The handler reads the link, so a bad one gets the invalid page (or JSON).
        validatorCompiler: () => (value) => ({ value }),
      },
      async (request, reply) => {
        const input = parseDoorInput(request.url.split('?')[0] ?? '');
        return answerQr(request, reply, input?.kind === 'short-link' ? input : null);
      },
    );
  }

  app.get(
    '/api/verify',
    {
      schema: {
        tags: ['door'],
        summary: 'The link of QR codes issued before the short link: says whether the ticket is valid',
        description:
          'Tickets emailed before the short link (GET /T/…) carry this one; it keeps working. A page for a ' +
          "phone, or JSON with Accept: application/json. A malformed link is answered 'invalid' with 400; " +
          "a forged or unknown one 'invalid' with 200.",
        querystring: verifyLinkQuerySchema,
        response: QR_ANSWERS,
      },
      // The query schema documents the link; the handler checks it, so a bad link gets the invalid
      // page (or JSON) rather than the generic validation error.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const parsed = verifyLinkQuerySchema.safeParse(request.query);
      return answerQr(request, reply, parsed.success ? { kind: 'link', query: parsed.data } : null);
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
            'A form post (application/x-www-form-urlencoded) with the QR link the page was opened by (link: ' +
            "its path, and query for an old verify link), the page's CSRF token (_xsrf) and confirm (1 after an " +
            "early or late scan was confirmed). Admits for the ticket's own event and answers the verify page " +
            'with the outcome.',
          body: verifyAdmitFormSchema,
          response: {
            200: pageAnswer('The verify page, with the outcome of the admission', null),
            400: pageAnswer(
              "Not admitted: the link is not a ticket's QR link (the verify page, 'invalid'), or the form is not valid ({ message })",
            ),
            403: {
              description: "Refused: the account is not door staff, or the form's _xsrf does not match its cookie",
              content: { 'application/json': { schema: apiErrorSchema } },
            },
          },
        },
        // The CSRF token comes in the form, not a header: checked below, with the same two locks.
        config: { csrf: false },
        preHandler: app.requireStaff,
      },
      async (request, reply) => {
        const { _xsrf: token, confirm, link } = request.body;
        if (!formCsrfMatches(request, app.config, token)) {
          return reply.code(403).send({ message: authMessages.csrfRejected });
        }
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
        // A QR link only: a reference or door code typed at /check-in counts against the account (below).
        const input = parseQrInput(link);
        if (!input) return reply.code(400).type('text/html; charset=utf-8').send(renderVerifyPage('invalid', null));
        const before = await door.checkQr(input);
        const outcome = before.row
          ? await door.checkIn({
              link,
              eventId: before.row.event_id,
              confirm: confirm === '1',
              deviceId: 'verify-page',
              staffUserId: signedInUser(request).id,
              access: requestDoorAccess(request),
            })
          : null;
        const after = await door.checkQr(input);
        const staff = { link: qrInputPath(input), csrfToken: formCsrfToken(request, reply, app.config) };
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
        querystring: doorListQuerySchema,
        // The list is sent as already-compressed bytes, never serialised: its schema only documents it.
        response: {
          200: {
            description: "The event's admission list (doorListSchema)",
            content: { 'application/json': { schema: doorListSchema } },
          },
          404: apiErrorSchema,
        },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const list: DoorList | undefined = await doorList(app.db, events, {
        secret: app.config.SESSION_SECRET,
        eventId: request.params.eventId,
        showtimeId: request.query.showtimeId,
        access: requestDoorAccess(request),
      });
      if (!list) {
        throw httpError(404, request.query.showtimeId ? doorMessages.noSuchShowtime : doorMessages.noSuchEvent);
      }
      // 10,000 rows: written with JSON.stringify (the schema above documents the answer; checking every
      // row of a list the server just built would cost a third of its time) and compressed here with
      // fast settings (the hashes do not compress, so slower settings gain little; decision 26).
      const { body, encoding } = await encodeBody(
        JSON.stringify(list),
        negotiateEncoding(request.headers['accept-encoding']),
      );
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          .header('cache-control', 'no-store')
          .header('vary', 'accept-encoding')
          .type('application/json; charset=utf-8')
          // The list's bytes, already written: a string or Buffer is sent as it is, never serialised.
          .send(body as unknown as DoorList)
      );
    },
  );

  app.post(
    '/api/door/events/:eventId/sync',
    {
      schema: {
        tags: ['door'],
        summary: 'Admissions a device made offline, synced: each kept, or a conflict with the times and why',
        description:
          "Each admission is recorded once (its id is the device's own; a sync sent again answers the same). " +
          'When two devices let in the same place on a ticket, the earlier admission is kept and the later ' +
          'one is the conflict (place-taken), named with both times and devices. An admission of a cancelled ' +
          'or refunded ticket, or of a cancelled event, is a conflict (cancelled, event-cancelled): not counted, ' +
          'the ticket left as it was. A time more than 5 minutes ahead of the server, or outside the ' +
          "event's door hours, is replaced by the sync's and can displace no other admission; `time` says so.",
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
      await door.requireEvent(eventId, requestDoorAccess(request), request.body.showtimeId);
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
          'event), invalid, wrong-event (a ticket for another event, named in the message, or with showtimeId for ' +
          'another date of the event, with the time it is for), or confirm (before ' +
          "the doors open or after the event's day: send it again with confirm: true to admit). admittedCount " +
          'counts the people admitted for the event. 404 for an eventId the door cannot admit for. A typed ' +
          'reference or door code that finds no ticket counts against the staff account: 30 such in 5 minutes, ' +
          'then 429 with Retry-After until the window ends (QR links are never counted).',
        body: checkInRequestSchema,
        response: {
          200: checkInAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { link, eventId, showtimeId, confirm, deviceId } = request.body;
      const access = requestDoorAccess(request);
      await door.requireEvent(eventId, access, showtimeId);
      const staffUserId = signedInUser(request).id;
      const typed = readDoorInput(link)?.kind;
      const counted = typed === 'reference' || typed === 'code';
      // Counted as it arrives, so typed guesses in flight count against those after them, and given
      // back when a ticket was found (decision 22's way with failed sign-ins).
      const attempt = countedAttempt(app.db);
      if (counted) {
        const wait = await attempt.over([
          { name: 'door-miss', key: `account:${staffUserId}`, limit: DOOR_MISSES_LIMIT },
        ]);
        if (wait !== null) {
          return reply
            .code(429)
            .header('retry-after', String(wait))
            .send({ message: doorMessages.tooManyMisses(wait) });
        }
      }
      const answer = await door.checkIn({ link, eventId, showtimeId, confirm, deviceId, staffUserId, access });
      if (counted && answer.result !== 'invalid') await attempt.giveBack();
      return answer;
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
