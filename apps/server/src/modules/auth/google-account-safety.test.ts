import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { CLIENT_ID, startGoogleKeys } from '../../../test/google-keys.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { usersRepository } from './users-repository.ts';

/** Google sign-in (architecture.md §7.1) against three attacks: pre-hijack, another audience, lockouts. */

const FAILED = { message: 'Failed to sign in with Google. Please try again.' };

let google: Awaited<ReturnType<typeof startGoogleKeys>>;
let t: TestApp;
let csrf: CsrfPair;
const idToken: typeof google.idToken = (options) => google.idToken(options);

const googleLogin = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/google-login', headers: csrf.headers, payload: { idToken: token } });

beforeAll(async () => {
  google = await startGoogleKeys();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  csrf = await getCsrf(t.app);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

describe("pre-hijack: an account opened with someone else's email ", () => {
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

    expect((await t.app.inject({ url: '/api/me', cookies: { sid: attackerSid } })).json()).toEqual({
      user: null,
      buyer: null,
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });
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

describe('several audiences: the authorized party must be us', () => {
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

describe('rate limits of Google sign-in (decisions 5 and 22)', () => {
  // Per address and email 3 (AUTH_RATE_LIMIT_MAX), per email 5 from everywhere, per address 4.
  let limited: TestApp;
  let pair: CsrfPair;
  beforeAll(async () => {
    limited = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_EMAIL_RATE_LIMIT_MAX: '5',
      AUTH_ADDRESS_FAILURE_LIMIT_MAX: '4',
    });
    pair = await getCsrf(limited.app);
  });
  afterAll(() => limited.close());

  const post = (token: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/google-login',
      headers: pair.headers,
      payload: { idToken: token },
      remoteAddress,
    });

  it('sign-ins that succeed are not counted, per address or per email', async () => {
    // Six people behind one carrier address, more than its ceiling on failures, each twice.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 6; i++) {
        const person = { sub: `google-sub-carrier-${i}`, email: `carrier${i}@gmail.com` };
        expect((await post(await idToken({ claims: person }), '10.9.2.1')).statusCode).toBe(200);
      }
    }
    // One of them, again and again: more than the per-pair and per-email limits.
    const regular = { sub: 'google-sub-carrier-0', email: 'carrier0@gmail.com' };
    for (let i = 0; i < 6; i++)
      expect((await post(await idToken({ claims: regular }), '10.9.2.1')).statusCode).toBe(200);
    // The address's failures still have their whole allowance.
    for (let i = 0; i < 4; i++) {
      expect((await post(await idToken({ forged: true, claims: regular }), '10.9.2.1')).statusCode).toBe(401);
    }
    const refused = await post(await idToken({ claims: regular }), '10.9.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('forged tokens naming someone count against their address only, never their email', async () => {
    const victim = { sub: 'google-sub-kemi', email: 'kemi@gmail.com' };
    // Five tokens claiming the victim's email, signed by the wrong key, from five addresses.
    for (let i = 0; i < 5; i++) {
      expect((await post(await idToken({ forged: true, claims: victim }), `10.9.0.${i}`)).statusCode).toBe(401);
    }
    // The victim is not held up by them.
    expect((await post(await idToken({ claims: victim }), '10.9.1.1')).statusCode).toBe(200);
  });

  it('signed tokens that still fail (the email is linked to another Google account) count per address and email, and per email', async () => {
    const owner = { sub: 'google-sub-bisi', email: 'bisi@gmail.com' };
    expect((await post(await idToken({ claims: owner }), '10.9.3.9')).statusCode).toBe(200);
    const other = { sub: 'google-sub-not-bisi', email: 'bisi@gmail.com' };
    for (let i = 0; i < 3; i++) expect((await post(await idToken({ claims: other }), '10.9.3.1')).statusCode).toBe(401);
    expect((await post(await idToken({ claims: other }), '10.9.3.1')).statusCode).toBe(429);
    // From other addresses, the per-email ceiling (5 in 30 s) stops it.
    for (let i = 0; i < 2; i++) expect((await post(await idToken({ claims: other }), '10.9.3.2')).statusCode).toBe(401);
    const ceiling = await post(await idToken({ claims: other }), '10.9.3.3');
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it("Google's keys out of reach: a 503 that counts against nobody", async () => {
    const unreachable = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl.replace('/oauth2/v3/certs', '/no-keys-here'),
      AUTH_ADDRESS_FAILURE_LIMIT_MAX: '2',
    });
    try {
      const headers = (await getCsrf(unreachable.app)).headers;
      for (let i = 0; i < 4; i++) {
        const res = await unreachable.app.inject({
          method: 'POST',
          url: '/api/google-login',
          headers,
          payload: { idToken: await idToken() },
          remoteAddress: '10.9.4.1',
        });
        expect(res.statusCode).toBe(503);
      }
    } finally {
      await unreachable.close();
    }
  });
});
