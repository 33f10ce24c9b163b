import { apiErrorSchema, authMessages, googleLoginRequestSchema, userResponseSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInWithGoogle } from './google-accounts.ts';
import { type GoogleIdentity, GoogleKeysUnavailable, googleVerifier } from './google-verifier.ts';
import {
  addressOnly,
  attemptLimit,
  authRateLimits,
  emailCeilingLimits,
  emailKey,
  limitAttempts,
} from './rate-limiter.ts';
import { startSession } from './session-lifecycle.ts';
import { toProfile } from './users-repository.ts';

/** POST /api/google-login: sign in (or sign up) with a Google ID token. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientId = app.config.GOOGLE_CLIENT_ID;
  const verifier = clientId ? googleVerifier({ clientId, jwksUrl: app.config.GOOGLE_JWKS_URL }) : null;
  const limits = authRateLimits(app.config);
  const perEmail = attemptLimit(app.db, 'google-login-email', emailCeilingLimits(app.config));

  app.post(
    '/api/google-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; creates or links the account; sets the session cookie',
        body: googleLoginRequestSchema,
        response: {
          200: userResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // Per address before the token is checked. Per email only once Google's signature
      // vouches for the email: an unsigned token naming someone must not count against them.
      preHandler: limitAttempts(app.db, 'google-login', limits, addressOnly),
    },
    async (request, reply) => {
      if (!verifier) return reply.code(503).send({ message: authMessages.googleNotConfigured });

      let identity: GoogleIdentity;
      try {
        identity = await verifier.verify(request.body.idToken);
      } catch (error) {
        if (error instanceof GoogleKeysUnavailable) {
          request.log.error({ err: error.cause }, 'google-login: could not fetch Google signing keys');
          return reply.code(503).send({ message: authMessages.googleFailed });
        }
        request.log.info({ reason: (error as Error).message }, 'google-login: token rejected');
        return reply.code(401).send({ message: authMessages.googleFailed });
      }

      if (await perEmail(reply, [emailKey(identity.email)])) return reply;
      const result = await signInWithGoogle(app.db, identity);
      if ('conflict' in result) {
        request.log.warn('google-login: the email belongs to an account linked to another Google account');
        return reply.code(401).send({ message: authMessages.googleFailed });
      }
      await startSession(app, request, reply, result.user.id);
      return { user: toProfile(result.user) };
    },
  );
};
