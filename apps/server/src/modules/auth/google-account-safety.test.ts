import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { CLIENT_ID, startGoogleKeys } from '../../../test/google-keys.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { usersRepository } from './users-repository.ts';

/** Google sign-in against the attacks of issue 11: pre-hijack, another audience, lockouts. */

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

    expect((await t.app.inject({ url: '/api/me', cookies: { sid: attackerSid } })).json()).toEqual({
      user: null,
      isAdmin: false,
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
      GOOGLE_JWKS_URL: google.jwksUrl,
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
        expect((await post(await idToken({ forged: true, claims: victim }), `10.9.0.${i}`)).statusCode).toBe(401);
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
