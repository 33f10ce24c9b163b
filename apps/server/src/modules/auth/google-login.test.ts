import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { CLIENT_ID, startGoogleKeys } from '../../../test/google-keys.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { usersRepository } from './users-repository.ts';

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

describe('POST /api/google-login', () => {
  it('creates an account for a new Google user and signs in', async () => {
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: expect.any(String), username: 'Chioma Eze', email: 'chioma@gmail.com' } });
    const sid = setCookieValue(res, 'sid');
    expect(sid).toBeTruthy();
    const me = await t.app.inject({ url: '/api/me', cookies: { sid: sid ?? '' } });
    expect(me.json()).toEqual({
      ...res.json(),
      buyer: { firstName: null, lastName: null, phone: null },
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });
    expect(google.requests()).toBeGreaterThan(0);

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
    const res = await googleLogin(await idToken({ forged: true }));
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

describe('POST /api/google-login without GOOGLE_CLIENT_ID, outside production', () => {
  it("refuses Google's own tokens: the simulator's key, issuer and audience are the only ones accepted (401)", async () => {
    const bare = await createTestApp();
    try {
      const pair = await getCsrf(bare.app);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/google-login',
        headers: pair.headers,
        payload: { idToken: await idToken() },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(FAILED);
      // Production without it answers 503 'not configured': google-simulator.test.ts.
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
