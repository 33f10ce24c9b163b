import { isValidEmail } from '@storefront/contracts/rules';
import { createRemoteJWKSet, customFetch, errors, type FetchImplementation, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  /** Lower-cased; Google said it is verified. */
  email: string;
  name: string | null;
}

/** The token is not one we accept (signature, audience, issuer, expiry, unverified email...). */
export class GoogleTokenRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleTokenRejected';
  }
}

/** Google's keys could not be fetched: our side or theirs, not the user's token. */
export class GoogleKeysUnavailable extends Error {
  constructor(cause: unknown) {
    super('Google signing keys are unavailable', { cause });
    this.name = 'GoogleKeysUnavailable';
  }
}

/** Google's ID tokens name Google in either form. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

function isKeyFetchFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true; // fetch itself failed (refused, DNS, ...)
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    // A non-200 answer from the JWKS address.
    error.code === 'ERR_JOSE_GENERIC'
  );
}

export interface GoogleVerifierOptions {
  clientId: string;
  /** Where the signing keys are published (Google's, or the simulator's). */
  jwksUrl: string;
  /** Who may have issued the token: Google, or the simulator. */
  issuers?: string[];
  /** How the key set is fetched: the network by default; the simulator's through the app itself. */
  fetchKeys?: FetchImplementation;
}

/**
 * Verifies Google ID tokens against Google's published keys (fetched from `jwksUrl` and
 * cached by jose): RS256 signature, audience = our client id (and the authorized party
 * too when there are several audiences), Google as issuer, not expired, and a verified email.
 * The sign-in simulator's tokens go through this same code, with its key set and issuer.
 */
export function googleVerifier({ clientId, jwksUrl, issuers = GOOGLE_ISSUERS, fetchKeys }: GoogleVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: 5000,
    ...(fetchKeys ? { [customFetch]: fetchKeys } : {}),
  });
  return {
    async verify(idToken: string): Promise<GoogleIdentity> {
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience: clientId,
          issuer: issuers,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        }));
      } catch (error) {
        if (isKeyFetchFailure(error)) throw new GoogleKeysUnavailable(error);
        throw new GoogleTokenRejected((error as Error).message);
      }
      const { sub, email, email_verified: emailVerified, name, aud, azp } = payload;
      // A token for several audiences was asked for by one of them (the authorized party): it
      // must be us, or another client of the same project could sign its users in here.
      if (Array.isArray(aud) && aud.length > 1 && azp !== clientId) throw new GoogleTokenRejected('azp is not us');
      if (typeof sub !== 'string' || sub === '') throw new GoogleTokenRejected('no subject');
      // Google's claim is read by the rule every typed address meets (one address, product.md §5):
      // it becomes an account's email, and mail is sent to it.
      if (typeof email !== 'string' || !isValidEmail(email.trim())) throw new GoogleTokenRejected('no single email');
      if (emailVerified !== true) throw new GoogleTokenRejected('email not verified');
      return {
        sub,
        email: email.trim().toLowerCase(),
        name: typeof name === 'string' && name.trim() ? name.trim() : null,
      };
    },
  };
}
