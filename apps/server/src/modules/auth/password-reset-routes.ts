import {
  apiErrorSchema,
  emailedTokenParamsSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../lib/http-error.ts';
import { emailAndAddressCeiling, limitChecks } from '../../lib/rate-limiter.ts';
import { isWellFormedToken } from '../../lib/tokens.ts';
import { outboxRepository } from '../outbox/index.ts';
import { hashPassword } from './password.ts';
import { resetLink, resetPasswordEmail } from './reset-email.ts';
import { resetTokensRepository } from './reset-tokens-repository.ts';
import { sessionsRepository } from './sessions-repository.ts';
import { usersRepository } from './users-repository.ts';

/** POST /api/forgot-password and POST /api/reset-password/:token. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const resetTokens = resetTokensRepository(app.db);

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a reset link (same answer whether or not the email has an account)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Per email, and per address with a ceiling sized for a carrier's shared address (decision 22).
      preHandler: limitChecks(app.db, emailAndAddressCeiling('forgot-password', app.config)),
    },
    async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user) {
        // The token and its email commit together (architecture.md §10).
        await app.db.transaction().execute(async (trx) => {
          const token = await resetTokensRepository(trx).create(user.id);
          const link = resetLink(app.config.PUBLIC_URL, token);
          await outboxRepository(trx).enqueue(resetPasswordEmail({ to: user.email, username: user.username, link }));
        });
      }
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/api/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token; ends the other sessions',
        params: emailedTokenParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 400: resetPasswordResponseSchema },
      },
      // Every error (bad password, malformed JSON...) in this route's own shape,
      // { success: false, message }: its 400 schema has no room for a bare { message }.
      errorHandler: (error, request, reply) => sendError(error, request, reply, { success: false }),
    },
    async (request, reply) => {
      const invalid = () => reply.code(400).send({ success: false, message: authMessages.resetLinkInvalid });
      const { token } = request.params;
      if (!isWellFormedToken(token) || !(await resetTokens.findUsable(token))) return invalid();

      const passwordHash = await hashPassword(request.body.password);
      const done = await app.db.transaction().execute(async (trx) => {
        // Atomic: of two requests with the same link, only one gets here with a user.
        const consumed = await resetTokensRepository(trx).consume(token);
        if (!consumed) return false;
        await usersRepository(trx).setPasswordHash(consumed.userId, passwordHash);
        // The link reached the inbox, so whoever used it owns the address.
        await usersRepository(trx).markEmailVerified(consumed.userId);
        await resetTokensRepository(trx).invalidateAllForUser(consumed.userId);
        // Whoever knew the old password is signed out everywhere (but this browser, if it is theirs).
        const keep = request.user?.id === consumed.userId ? request.sessionId : null;
        await sessionsRepository(trx).deleteAllForUser(consumed.userId, keep);
        return true;
      });
      if (!done) return invalid();
      return { success: true, message: authMessages.resetDone };
    },
  );
};
