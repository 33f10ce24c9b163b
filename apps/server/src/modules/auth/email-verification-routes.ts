import { apiErrorSchema, emailedTokenParamsSchema, messageResponseSchema } from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWellFormedToken } from '../../lib/tokens.ts';
import { usersRepository } from './users-repository.ts';
import { verificationTokensRepository } from './verification-tokens-repository.ts';

/**
 * POST /api/verify-email/:token: the button on the /verify-email/{token} screen. A POST, not
 * the GET of the link itself, so a mail scanner that opens links confirms nothing: someone
 * who signed up with another person's email must not get it confirmed by that person's
 * mail filter (the confirmation is what lets a later Google sign-in keep the password).
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/verify-email/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the email address of an account with the emailed token',
        params: emailedTokenParamsSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const confirmed =
        isWellFormedToken(token) &&
        (await app.db.transaction().execute(async (trx) => {
          const consumed = await verificationTokensRepository(trx).consume(token);
          if (consumed) await usersRepository(trx).markEmailVerified(consumed.userId);
          return consumed !== undefined;
        }));
      if (!confirmed) return reply.code(400).send({ message: authMessages.confirmLinkInvalid });
      return { message: authMessages.emailConfirmed };
    },
  );
};
