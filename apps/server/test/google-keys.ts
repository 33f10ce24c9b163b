import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** The Google client id the Google sign-in tests configure. */
export const CLIENT_ID = 'storefront-test.apps.googleusercontent.com';
const KID = 'test-key-1';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

export interface TokenOptions {
  claims?: JWTPayload;
  audience?: string | string[];
  issuer?: string;
  /** Sign with the key Google does not publish (a forged token). */
  forged?: boolean;
  expiresAt?: number;
}

/**
 * Google's side of sign-in, on loopback: a real HTTP server publishing a test key as Google
 * publishes its keys (GOOGLE_JWKS_URL), and ID tokens signed with it (or forged with another).
 */
export async function startGoogleKeys() {
  const googleKey: KeyPair = await generateKeyPair('RS256');
  const otherKey: KeyPair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    /** How many times the key set was fetched. */
    requests: () => requests,
    idToken({
      claims = {},
      audience = CLIENT_ID,
      issuer = 'https://accounts.google.com',
      forged = false,
      expiresAt,
    }: TokenOptions = {}): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: 'chioma@gmail.com', email_verified: true, name: 'Chioma Eze', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject((claims.sub as string | undefined) ?? 'google-sub-chioma')
        .setIssuedAt(expiresAt ? expiresAt - 3600 : now)
        .setExpirationTime(expiresAt ?? now + 3600)
        .sign((forged ? otherKey : googleKey).privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
