import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { attemptCounter } from './rate-limiter.ts';

const MAX = 3;
let t: TestApp;
let csrf: CsrfPair;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, headers: csrf.headers, payload, remoteAddress });

describe('rate limits (429 with a message and Retry-After)', () => {
  it('login: per address, whatever the email', async () => {
    for (let i = 0; i < MAX; i++) {
      const res = await post('/api/login', { email: `user${i}@example.com`, password: 'secret1' }, '10.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/login', { email: 'fresh@example.com', password: 'secret1' }, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await post('/api/login', { email: 'fresh@example.com', password: 'secret1' }, '10.0.0.2')).statusCode).toBe(
      401,
    );
  });

  it('login: per email, whatever the address (and whatever its case)', async () => {
    for (let i = 0; i < MAX; i++) {
      const res = await post('/api/login', { email: 'target@example.com', password: 'secret1' }, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/login', { email: 'TARGET@example.com', password: 'secret1' }, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts/);
  });

  it('forgot-password: per address and per email', async () => {
    for (let i = 0; i < MAX; i++) {
      expect((await post('/api/forgot-password', { email: 'victim@example.com' }, `10.2.0.${i}`)).statusCode).toBe(200);
    }
    expect((await post('/api/forgot-password', { email: 'victim@example.com' }, '10.2.0.99')).statusCode).toBe(429);
    for (let i = 0; i < MAX; i++) {
      expect((await post('/api/forgot-password', { email: `v${i}@example.com` }, '10.3.0.1')).statusCode).toBe(200);
    }
    expect((await post('/api/forgot-password', { email: 'v9@example.com' }, '10.3.0.1')).statusCode).toBe(429);
  });

  it('google-login: per address', async () => {
    for (let i = 0; i < MAX; i++) {
      // Google sign-in is not configured in this app: 503, but the attempt still counts.
      expect((await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1')).statusCode).toBe(503);
    }
    const res = await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('counts are shared through the database and start over after the window', async () => {
    const counter = attemptCounter(t.database.db, { max: 2, windowMs: 60_000 });
    expect((await counter.hit('test:window')).allowed).toBe(true);
    expect((await counter.hit('test:window')).allowed).toBe(true);
    expect((await counter.hit('test:window')).allowed).toBe(false);
    // A second counter object (as in another process) sees the same count.
    expect((await attemptCounter(t.database.db, { max: 2, windowMs: 60_000 }).hit('test:window')).allowed).toBe(false);
    await t.database.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1).toISOString() })
      .where('key', '=', 'test:window')
      .execute();
    const fresh = await counter.hit('test:window');
    expect(fresh).toEqual({ allowed: true, retryAfter: 60 });
  });
});
