import {
  apiErrorSchema,
  buyerDetailsRequestSchema,
  buyerDetailsResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  signupRequestSchema,
  userResponseSchema,
} from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionCookieName } from '../../lib/cookie-names.ts';
import { countedAttempt, emailAndAddressCeiling, limitChecks } from '../../lib/rate-limiter.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { endSession, startSession } from './session-lifecycle.ts';
import { clearSessionCookie, signedInUser } from './session-plugin.ts';
import { signInLimits } from './sign-in-limits.ts';
import { createAccount } from './signup.ts';
import { toProfile, usersRepository } from './users-repository.ts';

/** POST /api/signup, POST /api/login, POST /api/logout, GET /api/me, PATCH /api/me/buyer-details. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const limits = signInLimits(app.config, 'login');

  app.post(
    '/api/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (does not sign in); emails a confirmation link',
        description:
          'Answers 201 with the same message whether or not the email already has an account; ' +
          'the owner of an existing account is told by email instead.',
        body: signupRequestSchema,
        response: { 201: messageResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      // Every attempt counts, like forgot-password: each costs a scrypt hash and an email. Per
      // email, and per address with a ceiling sized for a carrier's shared address (decision 22).
      preHandler: limitChecks(app.db, emailAndAddressCeiling('signup', app.config)),
    },
    async (request, reply) => {
      const outcome = await createAccount(app, request.body);
      // Usernames are public, so saying one is taken reveals nothing about anyone's email.
      if (outcome === 'username-taken') return reply.code(409).send({ message: authMessages.usernameTaken });
      return reply.code(201).send({ message: authMessages.checkEmail });
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie',
        description:
          'Failed attempts are limited per client address and email, per email and per client address ' +
          '(429 with Retry-After); sign-ins that succeed are not counted.',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the password is checked, so guesses in flight count against the ones
      // arriving after them; given back below if this one succeeds (decision 22).
      const attempt = countedAttempt(app.db);
      const checks = [limits.pair(request.ip, email), limits.email(email), limits.address(request.ip)];
      if (await attempt.refused(reply, checks)) return reply;

      const user = await users.findByEmail(email);
      // Unknown email and Google-only account: same time spent, same answer as a wrong password.
      const ok = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDummy(password);
      if (!user || !ok) return reply.code(401).send({ message: authMessages.invalidCredentials });
      // A sign-in that worked is not counted: many buyers share one carrier address.
      await attempt.giveBack();
      await startSession(app, request, reply, user.id);
      return { user: toProfile(user) };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the server session, clears the cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(app, request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user (or null), whether they may open the back office, admit at the door, or use the organizer console',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      // A cookie naming no live session (expired, ended elsewhere) is cleared.
      if (!request.user && request.cookies?.[sessionCookieName(app.config)]) clearSessionCookie(reply, app.config);
      if (!request.user) return { user: null, buyer: null, isAdmin: false, isStaff: false, isOrganizer: false };
      const [isStaff, isOrganizer, buyer] = await Promise.all([
        app.isStaff(request),
        app.isOrganizer(request.user),
        users.buyerDetails(request.user.id),
      ]);
      return { user: request.user, buyer, isAdmin: app.isAdmin(request), isStaff, isOrganizer };
    },
  );

  app.patch(
    '/api/me/buyer-details',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in buyer's own details, which the purchase form starts with",
        description:
          'First name, last name and phone (E.164), as the purchase form checks them; a field left out is kept, ' +
          'an empty one forgotten. Placing an order also sets them, from its buyer (never a gift recipient). ' +
          'Only GET /api/me of the same account answers them.',
        body: buyerDetailsRequestSchema,
        response: { 200: buyerDetailsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const buyer = await users.setBuyerDetails(signedInUser(request).id, request.body);
      // The session's account was deleted meanwhile: as signed out.
      if (!buyer) return reply.code(401).send({ message: authMessages.signInRequired });
      return { buyer };
    },
  );
};
