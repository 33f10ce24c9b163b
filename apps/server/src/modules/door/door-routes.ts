import {
  apiErrorSchema,
  checkInAnswerSchema,
  checkInRequestSchema,
  staffAccessSchema,
  type VerifyAnswer,
  verifyLinkQuerySchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/session.ts';
import { doorService } from './door-service.ts';
import { staffAccess } from './staff.ts';
import { doorSentence, renderVerifyPage } from './verify-page.ts';

const wantsJson = (accept: string | undefined) => accept?.includes('application/json') === true;

/** The door (DESIGN §5): GET /api/verify (the QR's link), POST /api/check-in and who is staff. */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = doorService(app.db, app.config.SESSION_SECRET);
  const staff = staffAccess(app.db, app.config);

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

  app.post(
    '/api/check-in',
    {
      schema: {
        tags: ['door'],
        summary: 'Staff admit a ticket: the QR link or a transaction reference',
        description:
          'Every scan is answered 200 with its result: admitted (once, atomically), or refused as used ' +
          '(with the first scan in ticket.usedAt), cancelled or invalid; admittedCount counts the event.',
        body: checkInRequestSchema,
        response: {
          200: checkInAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      preHandler: staff.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return door.checkIn(request.body.link);
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
      return { staff: await staff.isStaff(signedInUser(request)) };
    },
  );
};
