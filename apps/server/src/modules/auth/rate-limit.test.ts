import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, createAccounts, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { attemptCounter, countedAttempt } from '../../lib/rate-limiter.ts';

// Small limits, so each can be reached in a few requests. Decision 22 has the real ones.
const MAX = 3; // failed sign-ins per address and email; sign-ups and resets per email
const EMAIL_MAX = 6; // failed sign-ins per email from every address (30 s)
const ADDRESS_FAILURES = 8; // failed sign-ins per address, whatever the email
const ADDRESS_REQUESTS = 5; // sign-ups, and reset requests, per address
let t: TestApp;
let csrf: CsrfPair;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    AUTH_EMAIL_RATE_LIMIT_MAX: String(EMAIL_MAX),
    AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: '30',
    AUTH_ADDRESS_FAILURE_LIMIT_MAX: String(ADDRESS_FAILURES),
    AUTH_ADDRESS_REQUEST_LIMIT_MAX: String(ADDRESS_REQUESTS),
  });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, headers: csrf.headers, payload, remoteAddress });
const login = (email: string, password: string, remoteAddress: string) =>
  post('/api/login', { email, password }, remoteAddress);

function expectTooMany(res: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits (429 with a message and Retry-After)', () => {
  it('login: wrong passwords per address and email; other accounts at that address, and that account elsewhere, are heard', async () => {
    for (let i = 0; i < MAX; i++) expect((await login('pair@example.com', 'secret1', '10.0.0.1')).statusCode).toBe(401);
    expectTooMany(await login('PAIR@example.com', 'secret1', '10.0.0.1'), 60);
    // Someone else behind the same (carrier) address is not held up by that account's failures...
    expect((await login('neighbour@example.com', 'secret1', '10.0.0.1')).statusCode).toBe(401);
    // ...nor is the account from another address.
    expect((await login('pair@example.com', 'secret1', '10.0.0.2')).statusCode).toBe(401);
  });

  it('login: sign-ins that succeed are not counted (decision 22)', async () => {
    const [buyer] = await createAccounts(t.app, 1, { prefix: 'counted-not' });
    if (!buyer) throw new Error('no account');
    // More successful sign-ins from one address than every limit allows failures.
    for (let i = 0; i < ADDRESS_FAILURES + EMAIL_MAX + 2; i++) {
      expect((await login(buyer.email, buyer.password, '10.0.3.1')).statusCode).toBe(200);
    }
    // The account's failures at that address still have their whole allowance.
    for (let i = 0; i < MAX; i++) expect((await login(buyer.email, 'wrong-pass', '10.0.3.1')).statusCode).toBe(401);
    expectTooMany(await login(buyer.email, 'wrong-pass', '10.0.3.1'), 60);
  });

  it("login: others' wrong passwords do not lock the owner out; a higher per-email ceiling with a short window (decision 5)", async () => {
    // An attacker at other addresses spends the per-pair limit on the owner's email...
    for (let i = 0; i < MAX; i++) {
      const res = await login('target@example.com', 'secret1', `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    // ...and the owner, at their own address, is still heard.
    expect((await login('target@example.com', 'secret1', '10.1.1.1')).statusCode).toBe(401);
    // From many addresses together, the per-email ceiling stops the guessing, for a short while.
    for (let i = MAX + 1; i < EMAIL_MAX; i++) {
      expect((await login('target@example.com', 'secret1', `10.1.2.${i}`)).statusCode).toBe(401);
    }
    expectTooMany(await login('TARGET@example.com', 'secret1', '10.1.0.99'), 30);
  });

  it('login: a ceiling on failures per address, whatever the account (decision 22)', async () => {
    const [owner] = await createAccounts(t.app, 1, { prefix: 'ceiling-owner' });
    if (!owner) throw new Error('no account');
    // Wrong passwords spread over many accounts, one each: no pair or email limit is reached.
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      expect((await login(`spread${i}@example.com`, 'secret1', '10.7.0.1')).statusCode).toBe(401);
    }
    expectTooMany(await login('spread-next@example.com', 'secret1', '10.7.0.1'), 60);
    // The ceiling holds the whole address for the rest of the window, right passwords too...
    expectTooMany(await login(owner.email, owner.password, '10.7.0.1'), 60);
    // ...and no other address.
    expect((await login(owner.email, owner.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it('login: simultaneous wrong passwords over many accounts from one address: only the ceiling are tried', async () => {
    const other = await t.secondProcess();
    // Thirty at once, half through a second server process: each is counted as it arrives.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other : t.app).inject({
          method: 'POST',
          url: '/api/login',
          headers: csrf.headers,
          payload: { email: `burst${i}@example.com`, password: 'secret1' },
          remoteAddress: '10.8.0.1',
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(ADDRESS_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - ADDRESS_FAILURES);
  });

  it('sign-up: per email, and per address up to a ceiling for a shared address (decisions 5 and 22)', async () => {
    const signup = (email: string, username: string, address: string) =>
      post('/api/signup', { username, email, password: 'secret1' }, address);
    // More sign-ups from one address than the per-email limit: new buyers behind one carrier.
    for (let i = 0; i < ADDRESS_REQUESTS; i++) {
      expect((await signup(`s${i}@example.com`, `signup${i}`, '10.5.0.1')).statusCode).toBe(201);
    }
    expectTooMany(await signup('s9@example.com', 'signup9', '10.5.0.1'), 60);
    for (let i = 0; i < MAX; i++) {
      expect((await signup('same@example.com', `same${i}`, `10.6.0.${i}`)).statusCode).toBe(201);
    }
    expectTooMany(await signup('same@example.com', 'same9', '10.6.0.99'), 60);
  });

  it('forgot-password: per email, and per address up to a ceiling for a shared address', async () => {
    const forgot = (email: string, address: string) => post('/api/forgot-password', { email }, address);
    for (let i = 0; i < MAX; i++) expect((await forgot('victim@example.com', `10.2.0.${i}`)).statusCode).toBe(200);
    expectTooMany(await forgot('victim@example.com', '10.2.0.99'), 60);
    for (let i = 0; i < ADDRESS_REQUESTS; i++) {
      expect((await forgot(`v${i}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    expectTooMany(await forgot('v9@example.com', '10.3.0.1'), 60);
  });

  it('google-login: failures per address, up to the shared-address ceiling', async () => {
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      // Not a token the (simulator's) verifier accepts: 401, and the failure counts.
      expect((await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1')).statusCode).toBe(401);
    }
    expectTooMany(await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.1'), 60);
    expect((await post('/api/google-login', { idToken: 'x.y.z' }, '10.4.0.2')).statusCode).toBe(401);
  });

  it('TRUST_PROXY as a hop count: a forged X-Forwarded-For does not change the address counted', async () => {
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
    expect(fresh).toMatchObject({ allowed: true, retryAfter: 60 });
  });

  it("one attempt's keys are counted together, each in its own window, and a refusal counts in none", async () => {
    const rows = async () =>
      t.database.db
        .selectFrom('rate_limits')
        .select(['key', 'count', 'reset_at'])
        .where('key', 'like', 'test-together-%')
        .orderBy('key')
        .execute();
    const reply = { header: () => reply, code: () => reply, send: () => reply } as never;
    const minute = { name: 'test-together-a', key: 'k', limit: { max: 2, windowMs: 60_000 } };
    const hour = { name: 'test-together-b', key: 'k', limit: { max: 5, windowMs: 3_600_000 } };
    const started = Date.now();
    expect(await countedAttempt(t.database.db).refused(reply, [minute, hour])).toBe(false);
    expect(await countedAttempt(t.database.db).refused(reply, [minute, hour])).toBe(false);
    const [a, b] = await rows();
    expect([Number(a?.count), Number(b?.count)]).toEqual([2, 2]);
    // Each key's window is its own limit's, though both were counted by one statement.
    expect(Date.parse(a?.reset_at ?? '') - started).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(a?.reset_at ?? '') - started).toBeLessThan(70_000);
    expect(Date.parse(b?.reset_at ?? '') - started).toBeGreaterThanOrEqual(3_600_000);

    // The third is over the minute's limit: refused, with the minute's wait, and counted in neither.
    let retryAfter = '';
    const watching = {
      header: (name: string, value: string) => {
        if (name === 'retry-after') retryAfter = value;
        return watching;
      },
      code: () => watching,
      send: () => watching,
    } as never;
    expect(await countedAttempt(t.database.db).refused(watching, [hour, minute])).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect((await rows()).map((row) => Number(row.count))).toEqual([2, 2]);

    // The minute's window ends: it starts over at 1 with a new minute; the hour's goes on.
    await t.database.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1).toISOString() })
      .where('key', 'like', 'test-together-a:%')
      .execute();
    expect(await countedAttempt(t.database.db).refused(reply, [minute, hour])).toBe(false);
    const [a2, b2] = await rows();
    expect([Number(a2?.count), Number(b2?.count)]).toEqual([1, 3]);
    expect(Date.parse(a2?.reset_at ?? '')).toBeGreaterThan(Date.now() + 50_000);
    expect(b2?.reset_at).toBe(b?.reset_at);
  });

  it('an attempt given back leaves the count as if it had never come, in its own window only', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    const check = { name: 'test-give-back', key: 'k', limit };
    const count = async () =>
      (
        await t.database.db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', 'like', 'test-give-back:%')
          .executeTakeFirst()
      )?.count;
    const reply = { header: () => reply, code: () => reply, send: () => reply } as never;

    const failed = countedAttempt(t.database.db);
    const succeeded = countedAttempt(t.database.db);
    expect(await failed.refused(reply, [check])).toBe(false);
    expect(await succeeded.refused(reply, [check])).toBe(false);
    expect(Number(await count())).toBe(2);
    await succeeded.giveBack();
    await succeeded.giveBack(); // twice is once
    expect(Number(await count())).toBe(1);

    // The window starts over while an attempt is in flight: giving it back then takes nothing
    // from the new window, whose count belongs to attempts made in it.
    const late = countedAttempt(t.database.db);
    expect(await late.refused(reply, [check])).toBe(false);
    // A window is known by its end: let the clock move on, or the new window could end in the
    // very millisecond the late attempt's did (in real use it ends a whole window later).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.database.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1).toISOString() })
      .where('key', 'like', 'test-give-back:%')
      .execute();
    expect(await countedAttempt(t.database.db).refused(reply, [check])).toBe(false);
    expect(Number(await count())).toBe(1);
    await late.giveBack();
    expect(Number(await count())).toBe(1);
  });
});
