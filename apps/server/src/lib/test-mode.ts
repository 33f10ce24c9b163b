import type { Config } from '../config.ts';
import { googleSignInMode } from '../modules/auth/google-sign-in-mode.ts';

/**
 * Which simulators stand in for real services (DESIGN §9): while any does, every page says
 * 'Test mode' and names them. The server-rendered pages read this; GET /api/config says the
 * same per client (the Google simulator answers loopback clients only).
 */
export function simulatedServices(config: Config): { payments: boolean; google: boolean } {
  return { payments: config.PAYMENT_PROVIDER === 'simulator', google: googleSignInMode(config) === 'simulator' };
}
