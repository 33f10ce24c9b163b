import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { usersRepository } from './users-repository.ts';

const CLIENT_ID = 'storefront-test.apps.googleusercontent.com';
const KID = 'test-key-1';
const FAILED = { message: 'Failed to sign in with Google. Please try again.' };

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKey: KeyPair;
let otherKey: KeyPair;
let jwksServer: Server;
let jwksRequests = 0;
let jwksUrl: string;
let t: TestApp;
let csrf: CsrfPair;

/** A real HTTP server on loopback publishing the test key, as Google publishes its keys. */
async function startJwksServer(): Promise<string> {
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((request, response) => {
    jwksRequests += 1;
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
}

interface TokenOptions {
  claims?: JWTPayload;
  audience?: string | string[];
  issuer?: string;
  key?: KeyPair;
  expiresAt?: number;
}

function idToken({
  claims = {},
  audience = CLIENT_ID,
  issuer = 'https://accounts.google.com',
  key = googleKey,
  expiresAt,
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'chioma@gmail.com', email_verified: true, name: 'Chioma Eze', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject((claims.sub as string | undefined) ?? 'google-sub-chioma')
    .setIssuedAt(expiresAt ? expiresAt - 3600 : now)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key.privateKey);
}

const googleLogin = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/google-login', headers: csrf.headers, payload: { idToken: token } });

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
  otherKey = await generateKeyPair('RS256');
  jwksUrl = await startJwksServer();
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl, AUTH_RATE_LIMIT_MAX: '1000' });
  csrf = await getCsrf(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe('POST /api/google-login', () => {
  it('creates an account for a new Google user and signs in', async () => {
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), username: 'Chioma Eze', email: 'chioma@gmail.com' } });
    const sid = setCookieValue(res, 'sid');
    expect(sid).toBeTruthy();
    const me = await t.app.inject({ url: '/api/me', cookies: { sid: sid ?? '' } });
    expect(me.json()).toEqual(res.json());
    expect(jwksRequests).toBeGreaterThan(0);

    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'chioma@gmail.com')
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('google-sub-chioma');
    expect(row.password_hash).toBeNull();
  });

  it('signs the same Google user into the same account the second time', async () => {
    const first = await googleLogin(await idToken());
    const second = await googleLogin(
      await idToken({ claims: { iss: 'accounts.google.com' }, issuer: 'accounts.google.com' }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('links to an existing password account with a confirmed email, which keeps its password', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: csrf.headers,
      payload: { username: 'femi', email: 'Femi@Example.com', password: 'femi-password' },
    });
    expect(signup.statusCode).toBe(201);
    const femi = await usersRepository(t.database.db).findByEmail('femi@example.com');
    await usersRepository(t.database.db).markEmailVerified(femi?.id ?? '');
    const res = await googleLogin(
      await idToken({ claims: { sub: 'google-sub-femi', email: 'FEMI@example.com', name: 'Femi Kuti' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: femi?.id, username: 'femi', email: 'femi@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrf.headers,
      payload: { email: 'femi@example.com', password: 'femi-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('makes the username unique when the name is taken', async () => {
    const res = await googleLogin(
      await idToken({ claims: { sub: 'google-sub-other-chioma', email: 'chioma.eze@gmail.com', name: 'CHIOMA EZE' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toMatch(/^CHIOMA EZE\d+$/);
  });

  it('derives a username from the email when there is no usable name', async () => {
    const res = await googleLogin(
      await idToken({ claims: { sub: 'google-sub-bo', email: 'bolanle@gmail.com', name: '' } }),
    );
    expect(res.json().user.username).toBe('bolanle');
  });

  it('refuses an email already linked to a different Google account', async () => {
    const res = await googleLogin(await idToken({ claims: { sub: 'someone-else' } }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
  });

  it('refuses a token for another audience (401)', async () => {
    const res = await googleLogin(await idToken({ audience: 'someone-else.apps.googleusercontent.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
    expect(setCookieValue(res, 'sid')).toBeUndefined();
  });

  it('refuses an expired token (401)', async () => {
    const res = await googleLogin(await idToken({ expiresAt: Math.floor(Date.now() / 1000) - 600 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
  });

  it('refuses a token signed by another key under the same key id (401)', async () => {
    const res = await googleLogin(await idToken({ key: otherKey }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
  });

  it('refuses an unverified email (401)', async () => {
    const res = await googleLogin(
      await idToken({ claims: { sub: 'google-sub-unverified', email: 'new@gmail.com', email_verified: false } }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new@gmail.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses another issuer (401)', async () => {
    const res = await googleLogin(await idToken({ issuer: 'https://evil.example.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
    expect(setCookieValue(res, 'sid')).toBeUndefined();
  });

  it('refuses garbage (401) and a missing token (400)', async () => {
    expect((await googleLogin('not.a.jwt')).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/google-login',
      headers: csrf.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Google ID token is required.' });
  });
});

describe("pre-hijack: an account opened with someone else's email (issue 11, item 3)", () => {
  it('the Google owner takes it over: the password and every session of the account stop working', async () => {
    // The attacker signs up with the victim's email and a password of their own, and signs in.
    const attacker = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: csrf.headers,
      payload: { username: 'not-tolu', email: 'tolu@gmail.com', password: 'attacker-password' },
    });
    expect(attacker.statusCode).toBe(201);
    const attackerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrf.headers,
      payload: { email: 'tolu@gmail.com', password: 'attacker-password' },
    });
    const attackerSid = setCookieValue(attackerLogin, 'sid') ?? '';
    expect((await t.app.inject({ url: '/api/me', cookies: { sid: attackerSid } })).json().user).not.toBeNull();

    // The owner signs in with Google later.
    const owner = await googleLogin(await idToken({ claims: { sub: 'google-sub-tolu', email: 'tolu@gmail.com' } }));
    expect(owner.statusCode).toBe(200);
    const ownerSid = setCookieValue(owner, 'sid') ?? '';

    expect((await t.app.inject({ url: '/api/me', cookies: { sid: attackerSid } })).json()).toEqual({ user: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrf.headers,
      payload: { email: 'tolu@gmail.com', password: 'attacker-password' },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', cookies: { sid: ownerSid } })).json().user.email).toBe(
      'tolu@gmail.com',
    );
    const row = await usersRepository(t.database.db).findByEmail('tolu@gmail.com');
    expect(row).toMatchObject({ google_sub: 'google-sub-tolu', password_hash: null });
    expect(row?.email_verified_at).toMatch(/^\d{4}-/);
  });

  it('a new Google account has its email verified', async () => {
    await googleLogin(await idToken({ claims: { sub: 'google-sub-ngozi', email: 'ngozi@gmail.com' } }));
    expect((await usersRepository(t.database.db).findByEmail('ngozi@gmail.com'))?.email_verified_at).toMatch(/^\d{4}-/);
  });
});

describe('several audiences: the authorized party must be us (issue 11, item 9)', () => {
  const claims = { sub: 'google-sub-azp', email: 'azp@gmail.com' };
  const audience = [CLIENT_ID, 'other-client.apps.googleusercontent.com'];

  it.each([
    ['another client', { ...claims, azp: 'other-client.apps.googleusercontent.com' }],
    ['no azp at all', claims],
  ])('refuses a token whose azp is %s (401)', async (_name, tokenClaims) => {
    const res = await googleLogin(await idToken({ audience, claims: tokenClaims }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
  });

  it('accepts one whose azp is our client id', async () => {
    const res = await googleLogin(await idToken({ audience, claims: { ...claims, azp: CLIENT_ID } }));
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits of Google sign-in (issue 11, item 6)', () => {
  it('forged tokens naming someone do not count against them: only signed ones count per email', async () => {
    // Per address 3 (as AUTH_RATE_LIMIT_MAX), per email 2 from everywhere.
    const limited = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: jwksUrl,
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_EMAIL_RATE_LIMIT_MAX: '2',
    });
    try {
      const pair = await getCsrf(limited.app);
      const post = async (token: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/google-login',
          headers: pair.headers,
          payload: { idToken: token },
          remoteAddress,
        });
      const victim = { sub: 'google-sub-kemi', email: 'kemi@gmail.com' };
      // Five tokens claiming the victim's email, signed by the wrong key, from five addresses.
      for (let i = 0; i < 5; i++) {
        expect((await post(await idToken({ key: otherKey, claims: victim }), `10.9.0.${i}`)).statusCode).toBe(401);
      }
      // The victim's own sign-ins are counted once Google's signature vouches for the email.
      expect((await post(await idToken({ claims: victim }), '10.9.1.1')).statusCode).toBe(200);
      expect((await post(await idToken({ claims: victim }), '10.9.1.2')).statusCode).toBe(200);
      const third = await post(await idToken({ claims: victim }), '10.9.1.3');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(30);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/google-login without GOOGLE_CLIENT_ID', () => {
  it('answers 503 "Google sign-in is not configured."', async () => {
    const bare = await createTestApp();
    try {
      const pair = await getCsrf(bare.app);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/google-login',
        headers: pair.headers,
        payload: { idToken: await idToken() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Google sign-in is not configured.' });
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/google-login when Google keys cannot be fetched', () => {
  it('answers 503 with the Google failure message', async () => {
    const unreachable = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    });
    try {
      const pair = await getCsrf(unreachable.app);
      const res = await unreachable.app.inject({
        method: 'POST',
        url: '/api/google-login',
        headers: pair.headers,
        payload: { idToken: await idToken() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(FAILED);
    } finally {
      await unreachable.close();
    }
  });
});
