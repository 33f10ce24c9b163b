import type { Config } from '../config.ts';

/**
 * Which simulators stand in for real services (architecture.md §6): while any does, every page says
 * 'Test mode' and names them. The server-rendered pages read this; GET /api/config says the
 * same per client (the Google simulator answers loopback clients only).
 */
export function simulatedServices(config: Config): { payments: boolean; google: boolean } {
  return { payments: config.PAYMENT_PROVIDER === 'simulator', google: googleSignInMode(config) === 'simulator' };
}

/**
 * Who signs people in with Google (architecture.md §6): Google itself when GOOGLE_CLIENT_ID is set; else,
 * outside production, the local simulator (test identities, tokens signed by a key of this
 * process); else nobody, and the login page has no Google button. Production never simulates.
 */
export type GoogleSignInMode = 'google' | 'simulator' | 'off';

export function googleSignInMode(config: Config): GoogleSignInMode {
  if (config.GOOGLE_CLIENT_ID) return 'google';
  return config.NODE_ENV === 'production' ? 'off' : 'simulator';
}
