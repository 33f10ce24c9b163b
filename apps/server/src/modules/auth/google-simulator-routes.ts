import { apiErrorSchema, emailField, NO_CONTROL_CHARACTERS } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrowserBundleUnavailable, browserBundle } from '../../lib/browser-bundle.ts';
import { httpError } from '../../lib/http-error.ts';
import { ownHostOnly } from '../../lib/own-host.ts';
import { canUseGoogleSimulator, SIMULATOR_BASE_PATH, SIMULATOR_SCRIPT_PATH } from './google-sign-in-mode.ts';
import { type GoogleSimulator, TEST_IDENTITIES } from './google-simulator.ts';

/** The pop-up's source (browser code), bundled on first request. */
const script = browserBundle(new URL('../../simulator-ui/google-simulator-client.ts', import.meta.url));

export const SIMULATOR_CERTS_PATH = `${SIMULATOR_BASE_PATH}/certs`;

const identitySchema = z.object({ name: z.string(), email: z.string() });

const tokenRequestSchema = z.object(
  {
    email: emailField,
    name: z
      .string({ error: 'Name must be text.' })
      .trim()
      .max(80, { error: 'Name must be at most 80 characters.' })
      .regex(NO_CONTROL_CHARACTERS, { error: 'Name must not contain control characters.' })
      .optional(),
  },
  { error: 'The request body must be a JSON object.' },
);

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * The Google sign-in simulator's side (outside production without GOOGLE_CLIENT_ID only; the
 * routes do not exist otherwise):
 * - GET  .../client.js: the stand-in for Google Identity Services (`google.accounts.id`), whose
 *   button opens a small dialog to choose a test identity (simulator-ui/google-simulator-client.ts,
 *   bundled on first request);
 * - GET  .../identities and POST .../token: the people it offers, and an ID token for the one
 *   chosen (any email will do). These sign anyone in, so they answer this machine only;
 * - GET  .../certs: the public key, as Google publishes its keys (the verifier reads it there).
 * The token then goes to POST /api/google-login like Google's, and is verified like Google's.
 */
export const googleSimulatorRoutes: FastifyPluginAsyncZod<{ simulator: GoogleSimulator }> = async (
  app,
  { simulator },
) => {
  // Every route, its script and keys too: nothing of it for a page under another name (DNS rebinding: docs/security.md).
  app.addHook('onRequest', ownHostOnly(app.config.PUBLIC_URL, 'The Google sign-in simulator'));
  const thisMachineOnly = async (request: Parameters<typeof canUseGoogleSimulator>[1]) => {
    if (!canUseGoogleSimulator(app.config, request)) {
      throw httpError(403, 'The Google sign-in simulator answers this machine only.');
    }
  };

  app.get(SIMULATOR_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const body = await script().catch((error: unknown) => {
      if (error instanceof BrowserBundleUnavailable) throw httpError(503, error.message);
      throw error;
    });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  app.get(
    SIMULATOR_CERTS_PATH,
    {
      schema: {
        tags: ['google sign-in simulator'],
        summary: "The simulator's public signing key, published as Google publishes its keys (JWKS)",
        response: { 200: jwksSchema, 403: apiErrorSchema },
      },
    },
    async () => simulator.jwks(),
  );

  app.get(
    `${SIMULATOR_BASE_PATH}/identities`,
    {
      schema: {
        tags: ['google sign-in simulator'],
        summary: 'The test people the pop-up offers',
        response: { 200: z.object({ identities: z.array(identitySchema) }), 403: apiErrorSchema },
      },
      preHandler: thisMachineOnly,
    },
    async () => ({ identities: [...TEST_IDENTITIES] }),
  );

  app.post(
    `${SIMULATOR_BASE_PATH}/token`,
    {
      schema: {
        tags: ['google sign-in simulator'],
        summary: 'An ID token for the chosen test identity (or any email), signed by the simulator',
        body: tokenRequestSchema,
        response: { 200: z.object({ credential: z.string() }), 400: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: thisMachineOnly,
    },
    async (request) => {
      const { email, name } = request.body;
      const known = TEST_IDENTITIES.find((person) => person.email === email.trim().toLowerCase());
      return { credential: await simulator.idToken({ email, name: name || known?.name || null }) };
    },
  );
};
