import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import { SIMULATOR_CLIENT_ID } from './google-sign-in-mode.ts';

export interface TestIdentity {
  name: string;
  email: string;
}

/** The people the simulator's pop-up offers (plus any other email typed in it). */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  { name: 'Adaeze Okafor', email: 'adaeze.okafor@example.com' },
  { name: 'Tunde Bakare', email: 'tunde.bakare@example.com' },
  { name: 'Ngozi Eze', email: 'ngozi.eze@example.com' },
];

/** How long a simulated ID token is good for: Google's own is an hour. */
const TOKEN_LIFETIME = '1h';

/**
 * Google's side of sign-in, played locally (architecture.md §6): an RS256 key made by this process on first
 * use (nothing to configure, nothing on disk; a restart makes a new one, as Google rotates its
 * keys), published as a JWKS exactly as Google publishes its keys, and ID tokens signed with it
 * that carry Google's claims. The server verifies them with the same code as Google's tokens
 * (google-verifier.ts), pointed at this key set and issuer.
 */
export function googleSimulator({ issuer }: { issuer: string }) {
  const keys = (async () => {
    const pair = await generateKeyPair('RS256');
    const kid = `simulator-${randomUUID()}`;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { privateKey: pair.privateKey, kid, jwks: { keys: [jwk] } satisfies JSONWebKeySet };
  })();

  return {
    issuer,
    clientId: SIMULATOR_CLIENT_ID,
    /** The public half, for GET /api/google-simulator/certs. */
    jwks: async () => (await keys).jwks,
    /** An ID token for this person, as Google would issue it after they chose their account. */
    async idToken({ email, name }: { email: string; name?: string | null }): Promise<string> {
      const { privateKey, kid } = await keys;
      const address = email.trim().toLowerCase();
      return new SignJWT({
        email: address,
        email_verified: true,
        ...(name ? { name } : {}),
        azp: SIMULATOR_CLIENT_ID,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(SIMULATOR_CLIENT_ID)
        .setSubject(simulatedSubject(address))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(privateKey);
    },
  };
}

export type GoogleSimulator = ReturnType<typeof googleSimulator>;

/**
 * Google's subject for an email, stable across restarts so the same test person always reaches the
 * same account; marked so it can never be taken for a real Google account's (Google's are digits).
 */
export function simulatedSubject(email: string): string {
  return `simulated-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}
