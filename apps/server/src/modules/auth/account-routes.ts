import {
  apiErrorSchema,
  authMessages,
  loginRequestSchema,
  meResponseSchema,
  signupRequestSchema,
  userResponseSchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, SESSION_COOKIE } from '../../plugins/session.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { addressAndEmail, authRateLimits, limitAttempts } from './rate-limiter.ts';
import { endSession, startSession } from './session-lifecycle.ts';
import { isUniqueViolation, type Taken, toProfile, usersRepository } from './users-repository.ts';

/** POST /api/signup, POST /api/login, POST /api/logout, GET /api/me. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const limits = authRateLimits(app.config);

  app.post(
    '/api/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (does not sign in)',
        body: signupRequestSchema,
        response: { 201: userResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const conflict = (taken: Taken) =>
        reply.code(409).send({ message: taken === 'username' ? authMessages.usernameTaken : authMessages.emailTaken });

      const taken = await users.whichTaken(email, username);
      if (taken) return conflict(taken);
      const passwordHash = await hashPassword(password);
      try {
        const user = await users.create({ username, email, passwordHash });
        return reply.code(201).send({ user: toProfile(user) });
      } catch (error) {
        // Someone took the email or username between the check and the insert.
        if (isUniqueViolation(error)) return conflict(await users.whichTaken(email, username));
        throw error;
      }
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: limitAttempts(app.db, 'login', limits, addressAndEmail),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      // Unknown email and Google-only account: same time spent, same answer as a wrong password.
      const ok = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDummy(password);
      if (!user || !ok) return reply.code(401).send({ message: authMessages.invalidCredentials });
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
      schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: meResponseSchema } },
    },
    async (request, reply) => {
      // A cookie naming no live session (expired, ended elsewhere) is cleared.
      if (!request.user && request.cookies?.[SESSION_COOKIE]) clearSessionCookie(reply, app.config);
      return { user: request.user };
    },
  );
};
