import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCsrf, signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// architecture.md §3.2: N identical processes share one database and nothing else. Sessions, sign-out
// and rate limits must hold whichever process a request lands on.
let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondProcess();
});
afterAll(() => t.close());

describe('two server processes on one database', () => {
  it('a session made by one process is honoured, and ended, by the other', async () => {
    const alice = await signUpAndSignIn(t.app, {
      username: 'alice2p',
      email: 'alice2p@example.com',
      password: 'secret-pass',
    });

    const me = await other.inject({ url: '/api/me', headers: { cookie: alice.headers.cookie ?? '' } });
    expect(me.json()).toEqual({
      user: alice.user,
      buyer: { firstName: null, lastName: null, phone: null },
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });

    const logout = await other.inject({ method: 'POST', url: '/api/logout', headers: alice.headers });
    expect(logout.statusCode).toBe(204);

    const after = await t.app.inject({ url: '/api/me', headers: { cookie: alice.headers.cookie ?? '' } });
    expect(after.json()).toEqual({ user: null, buyer: null, isAdmin: false, isStaff: false, isOrganizer: false });
  });

  it('sign-in attempts are counted across processes', async () => {
    // A database of its own, so no earlier sign-in has counted against this address.
    const fresh = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    const first = fresh.app;
    const second = await fresh.secondProcess();
    const csrf = await getCsrf(first);
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: csrf.headers,
        payload: { email: 'nobody-2p@example.com', password: 'wrong-password' },
      });
    const codes = [];
    for (const app of [first, second, first, second]) codes.push((await attempt(app)).statusCode);
    await fresh.close();
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
