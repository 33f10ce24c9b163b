import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, createAccounts, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addressKey } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';

/**
 * A Nigerian mobile network puts thousands of people behind one address (carrier-grade
 * NAT), and on-sale minutes are when they all sign in. With the default limits, every one of
 * them gets in, while guessing from that address is still stopped (decision 22).
 */

const CARRIER = '102.89.0.7';
const BUYERS = 200;
const WRONG = 40;
const PAIR_LIMIT = 10; // AUTH_RATE_LIMIT_MAX's default

let t: TestApp;
let other: FastifyInstance;
let csrf: CsrfPair;

beforeAll(async () => {
  t = await createTestApp(); // the default limits
  other = await t.secondProcess();
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: csrf.headers, payload: { email, password }, remoteAddress });

describe('many buyers behind one carrier address (default limits)', () => {
  it(`${BUYERS} buyers sign in within a minute while ${WRONG} wrong passwords for one account are refused after ${PAIR_LIMIT}; its owner signs in elsewhere`, async () => {
    const buyers = await createAccounts(t.app, BUYERS, { prefix: 'lagos-buyer' });
    const [target] = await createAccounts(t.app, 1, { prefix: 'lagos-target', password: 'owner-password' });
    if (!target) throw new Error('no account');

    // Four waves of 50 buyers and 10 guesses each, every wave fired at once across two server
    // processes, so buyers' sign-ins and the guesses are in flight together.
    const started = Date.now();
    const buyerCodes: number[] = [];
    const wrong: { statusCode: number; message: string; retryAfter: number }[] = [];
    const waves = 4;
    const perWave = BUYERS / waves;
    const wrongPerWave = WRONG / waves;
    for (let wave = 0; wave < waves; wave++) {
      const inWave = buyers.slice(wave * perWave, (wave + 1) * perWave);
      const requests = [
        ...inWave.map(async (buyer, i) => {
          const res = await login(i % 2 ? other : t.app, buyer.email, buyer.password, CARRIER);
          buyerCodes.push(res.statusCode);
        }),
        ...Array.from({ length: wrongPerWave }, async (_, i) => {
          const res = await login(i % 2 ? t.app : other, target.email, `guess-${wave}-${i}`, CARRIER);
          wrong.push({
            statusCode: res.statusCode,
            message: res.json().message,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
          });
        }),
      ];
      await Promise.all(requests);
    }
    const seconds = (Date.now() - started) / 1000;

    // All in one window of the limits (a minute), or the count below could have started over.
    expect(seconds).toBeLessThan(60);
    expect(buyerCodes).toHaveLength(BUYERS);
    expect(buyerCodes.every((code) => code === 200)).toBe(true);
    expect(wrong.filter((r) => r.statusCode === 401)).toHaveLength(PAIR_LIMIT);
    const refused = wrong.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(WRONG - PAIR_LIMIT);
    for (const r of refused) {
      expect(r.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      expect(r.retryAfter).toBeGreaterThan(0);
      expect(r.retryAfter).toBeLessThanOrEqual(60);
    }

    // What stays counted against the carrier's address is the failures, and nothing else: the
    // ceiling for the whole address (300 a minute) has all but ten left for the rest.
    const addressCount = await t.database.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `login-address:${hashToken(addressKey(CARRIER))}`)
      .executeTakeFirstOrThrow();
    expect(Number(addressCount.count)).toBe(PAIR_LIMIT);

    // The owner, at home on another address, signs in (the guesses were per address and account,
    // and ten of them are far below the per-email ceiling)...
    expect((await login(t.app, target.email, 'owner-password', '197.210.5.5')).statusCode).toBe(200);
    // ...while that account waits out the window at the carrier's address, where it was guessed.
    expect((await login(t.app, target.email, 'owner-password', CARRIER)).statusCode).toBe(429);
    // Another buyer at the carrier's address is not held up.
    const [late] = await createAccounts(t.app, 1, { prefix: 'lagos-late' });
    if (!late) throw new Error('no account');
    expect((await login(other, late.email, late.password, CARRIER)).statusCode).toBe(200);
  }, 120_000);

  it('a burst of 100 simultaneous wrong guesses for one account from one address: only 10 are tried', async () => {
    const [account] = await createAccounts(t.app, 1, { prefix: 'burst-target' });
    if (!account) throw new Error('no account');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(i % 2 ? other : t.app, account.email, `guess-${i}`, '102.89.0.8')),
    );
    const codes = answers.map((res) => res.statusCode);
    // 401 means the password was checked: exactly the limit, however many arrived together.
    expect(codes.filter((code) => code === 401)).toHaveLength(PAIR_LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(100 - PAIR_LIMIT);
  }, 60_000);
});
