import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { attemptCounter } from './rate-limiter.ts';

const MAX = 3;
const EMAIL_MAX = 6;
let t: TestApp;
let csrf: CsrfPair;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    AUTH_EMAIL_RATE_LIMIT_MAX: String(EMAIL_MAX),
    AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: '30',
  });
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

  it("login: others' wrong passwords do not lock the owner out; a higher per-email ceiling with a short window (issue 11, item 6)", async () => {
    // An attacker at other addresses spends the per-address limit on the owner's email...
    for (let i = 0; i < MAX; i++) {
      const res = await post('/api/login', { email: 'target@example.com', password: 'secret1' }, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    // ...and the owner, at their own address, is still heard.
    expect(
      (await post('/api/login', { email: 'target@example.com', password: 'secret1' }, '10.1.1.1')).statusCode,
    ).toBe(401);
    // From many addresses together, the per-email ceiling stops the guessing, for a short while.
    for (let i = MAX + 1; i < EMAIL_MAX; i++) {
      const res = await post('/api/login', { email: 'target@example.com', password: 'secret1' }, `10.1.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/login', { email: 'TARGET@example.com', password: 'secret1' }, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts/);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('sign-up: per address and per email (issue 11, item 5)', async () => {
    const signup = (email: string, username: string, address: string) =>
      post('/api/signup', { username, email, password: 'secret1' }, address);
    for (let i = 0; i < MAX; i++)
      expect((await signup(`s${i}@example.com`, `signup${i}`, '10.5.0.1')).statusCode).toBe(201);
    const res = await signup('s9@example.com', 'signup9', '10.5.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts/);
    for (let i = 0; i < MAX; i++) {
      expect((await signup('same@example.com', `same${i}`, `10.6.0.${i}`)).statusCode).toBe(201);
    }
    expect((await signup('same@example.com', 'same9', '10.6.0.99')).statusCode).toBe(429);
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
      // Not a token the (simulator's) verifier accepts: 401, and the attempt counts.
      expect((await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1')).statusCode).toBe(401);
    }
    const res = await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('TRUST_PROXY as a hop count: a forged X-Forwarded-For does not change the address counted (issue 11, item 4)', async () => {
    const proxied = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '1' });
    try {
      const pair = await getCsrf(proxied.app);
      // The client forges the first entry; our one proxy (10.0.0.1) appends the real address.
      const attempt = (forged: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { ...pair.headers, 'x-forwarded-for': `${forged}, ${client}` },
          payload: { email: 'x@example.com', password: 'secret1' },
          remoteAddress: '10.0.0.1',
        });
      for (let i = 0; i < MAX; i++) expect((await attempt(`1.2.3.${i}`, '203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('1.2.3.99', '203.0.113.7')).statusCode).toBe(429);
      // Another real client behind the same proxy is counted apart.
      expect((await attempt('1.2.3.99', '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
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
