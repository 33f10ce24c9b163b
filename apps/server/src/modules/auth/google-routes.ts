import { apiErrorSchema, googleLoginRequestSchema, userResponseSchema } from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicLink } from '../../lib/public-link.ts';
import { countedAttempt } from '../../lib/rate-limiter.ts';
import { googleSignInMode } from '../../lib/test-mode.ts';
import { signInWithGoogle } from './google-accounts.ts';
import { SIMULATOR_BASE_PATH } from './google-sign-in-mode.ts';
import { googleSimulator } from './google-simulator.ts';
import { googleSimulatorRoutes, SIMULATOR_CERTS_PATH } from './google-simulator-routes.ts';
import { type GoogleIdentity, GoogleKeysUnavailable, googleVerifier } from './google-verifier.ts';
import { startSession } from './session-lifecycle.ts';
import { signInLimits } from './sign-in-limits.ts';
import { toProfile } from './users-repository.ts';

/**
 * The verifier of ID tokens for this server's mode (google-sign-in-mode.ts): Google's keys and
 * issuer, or the simulator's; one verification path for both. Null: Google sign-in is off.
 */
async function tokenVerifier(app: FastifyInstance) {
  const { config } = app;
  const mode = googleSignInMode(config);
  if (mode === 'google' && config.GOOGLE_CLIENT_ID) {
    return googleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL });
  }
  if (mode !== 'simulator') return null;
  const simulator = googleSimulator({ issuer: publicLink(config.PUBLIC_URL, SIMULATOR_BASE_PATH) });
  await app.register(googleSimulatorRoutes, { simulator });
  return googleVerifier({
    clientId: simulator.clientId,
    jwksUrl: publicLink(config.PUBLIC_URL, SIMULATOR_CERTS_PATH),
    issuers: [simulator.issuer],
    // The key set is read from our own route through the app, as jose reads Google's over the
    // network: the server need not be able to reach itself at PUBLIC_URL (tests never listen).
    fetchKeys: async (url) => {
      const answer = await app.inject({ method: 'GET', url: new URL(url).pathname });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}

/** POST /api/google-login: sign in (or sign up) with a Google ID token (Google's, or the simulator's). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = await tokenVerifier(app);
  const limits = signInLimits(app.config, 'google-login');

  app.post(
    '/api/google-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; creates or links the account; sets the session cookie',
        description:
          'Failed attempts are limited per client address, and once the token is verified per client address ' +
          'and email and per email (429 with Retry-After); sign-ins that succeed are not counted.',
        body: googleLoginRequestSchema,
        response: {
          200: userResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!verifier) return reply.code(503).send({ message: authMessages.googleNotConfigured });

      // Per address before the token is checked (a token that fails counts there). Per email,
      // and per address and email, only once Google's signature vouches for the email: an
      // unsigned token naming someone must not count against them. Every count is given back
      // if the sign-in succeeds (decision 22).
      const attempt = countedAttempt(app.db);
      if (await attempt.refused(reply, [limits.address(request.ip)])) return reply;

      let identity: GoogleIdentity;
      try {
        identity = await verifier.verify(request.body.idToken);
      } catch (error) {
        if (error instanceof GoogleKeysUnavailable) {
          // Our side could not check the token: not the client's failure.
          await attempt.giveBack();
          request.log.error({ err: error.cause }, 'google-login: could not fetch Google signing keys');
          return reply.code(503).send({ message: authMessages.googleFailed });
        }
        request.log.info({ reason: (error as Error).message }, 'google-login: token rejected');
        return reply.code(401).send({ message: authMessages.googleFailed });
      }

      if (await attempt.refused(reply, [limits.pair(request.ip, identity.email), limits.email(identity.email)])) {
        return reply;
      }
      const result = await signInWithGoogle(app.db, identity);
      if ('conflict' in result) {
        request.log.warn('google-login: the email belongs to an account linked to another Google account');
        return reply.code(401).send({ message: authMessages.googleFailed });
      }
      await attempt.giveBack();
      await startSession(app, request, reply, result.user.id);
      return { user: toProfile(result.user) };
    },
  );
};
