import type { PublicConfig } from '@storefront/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { isOwnHost } from '../../lib/own-host.ts';
import { googleSignInMode } from '../../lib/test-mode.ts';

/** Google Identity Services, loaded by the login page when Google sign-in is real. */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** Where the simulator's routes live, and its stand-in for Google's script. */
export const SIMULATOR_BASE_PATH = '/api/google-simulator';
export const SIMULATOR_SCRIPT_PATH = `${SIMULATOR_BASE_PATH}/client.js`;
/** The client id simulated tokens are issued to; never a real Google client's. */
export const SIMULATOR_CLIENT_ID = 'google-sign-in-simulator.owambetickets.invalid';

/**
 * Whether this request may use the simulator: it signs anyone in as any email, so, like the
 * development mailbox, it answers clients on this machine only (the socket's own address, never
 * X-Forwarded-For), under a Host of ours (a page rebound to 127.0.0.1 is on this machine too:
 * DNS rebinding, docs/security.md). Outside production the server listens on 127.0.0.1 anyway unless HOST says otherwise.
 */
export function canUseGoogleSimulator(config: Config, request: FastifyRequest): boolean {
  return (
    googleSignInMode(config) === 'simulator' &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    isOwnHost(request.headers.host, config.PUBLIC_URL)
  );
}

/** What the web app needs to draw the Google button for this client, or null for no button. */
export function publicGoogleConfig(config: Config, request: FastifyRequest): PublicConfig['google'] {
  const mode = googleSignInMode(config);
  if (mode === 'google') {
    return { provider: 'google', clientId: config.GOOGLE_CLIENT_ID ?? '', scriptUrl: GOOGLE_SCRIPT_URL };
  }
  if (canUseGoogleSimulator(config, request)) {
    return { provider: 'simulator', clientId: SIMULATOR_CLIENT_ID, scriptUrl: SIMULATOR_SCRIPT_PATH };
  }
  return null;
}
