import { authMessages } from '@storefront/contracts/messages';
import { promoMessages, tierMessages } from '@storefront/contracts/rules';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { orderBody } from '../../../test/checkout-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier } from '../../../test/tier-helpers.ts';

// Guessing promo and access codes (decision 30; limits counted in the database, decision 5):
// every wrong code, at Pay (initialize), in the promo check or in the hidden tiers' listing,
// counts against one allowance per account and one per address (lib/rate-limiter.ts
// `wrongCodeChecks`), and a code that is not this event's says exactly what an unknown one says.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let limit: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { capacity: 200 });
  limit = t.config.CODE_ACCOUNT_RATE_LIMIT_MAX;
  await addPromo(t, { code: 'REAL10', event_id: '3', kind: 'percent', amount: 10 });
  await addPromo(t, { code: 'ELSEWHERE', event_id: '2' });
  await addPromo(t, { code: 'OLDELSE', event_id: '2', ends_at: new Date(Date.now() - HOUR).toISOString() });
  await addPromo(t, { code: 'GONEELSE', event_id: '2', max_uses: 1, uses: 1 });
  await addTier(t, { id: '5-crew', event_id: '5', name: 'Crew', price: 0, access_code: 'CREWONLY', sort_order: 3 });
  await addTier(t, { id: '6-press', event_id: '6', name: 'Press', price: 0, access_code: 'SIXPRESS', sort_order: 3 });
});
afterAll(() => t.close());

// Each test from addresses of its own, so only the counters it means to fill are filled.
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const pay = (ip: string, buyer: SignedInUser, overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/initialize-transaction',
    headers: buyer.headers,
    payload: orderBody(overrides),
    remoteAddress: ip,
  });

const check = (ip: string, buyer: SignedInUser, eventId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/promo-codes/check',
    headers: buyer.headers,
    payload: { eventId, lines: [{ ticketTypeId: `${eventId}-regular`, quantity: 1 }], code },
    remoteAddress: ip,
  });

const listing = (ip: string, eventId: string, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/events/${eventId}/ticket-types?accessCode=${encodeURIComponent(code)}`,
    headers,
    remoteAddress: ip,
  });

const crewLine = { eventId: '5', ticketQuantity: 1, lines: [{ ticketTypeId: '5-crew', quantity: 1 }] };

/** A 429 that says, in a sentence, how long to wait: the sign-in limits' message. */
function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: authMessages.tooManyAttempts(wait) });
}

const ordersOf = (buyer: SignedInUser) =>
  t.database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.user.id).execute();

describe('wrong codes at Pay (POST /api/initialize-transaction)', () => {
  it('wrong promo codes meet a 429 after the limit, and the right code is refused with them', async () => {
    const buyer = await createSignedInUser(t.app);
    const ip = freshAddress();
    for (let i = 0; i < limit; i += 1) {
      const res = await pay(ip, buyer, { eventId: '3', ticketQuantity: 1, promoCode: `GUESS${i}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(promoMessages.notValid);
    }
    expectTooMany(await pay(ip, buyer, { eventId: '3', ticketQuantity: 1, promoCode: 'GUESS-MORE' }));
    // Past the limit a guesser learns nothing: the real code gets the same 429, from any address.
    expectTooMany(await pay(freshAddress(), buyer, { eventId: '3', ticketQuantity: 1, promoCode: 'REAL10' }));
    expect(await ordersOf(buyer)).toEqual([]);
    // Another account is not held back.
    const other = await createSignedInUser(t.app);
    const ok = await pay(freshAddress(), other, { eventId: '3', ticketQuantity: 1, promoCode: 'real10' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('wrong access codes meet a 429 after the limit, and the right code is refused with them', async () => {
    const buyer = await createSignedInUser(t.app);
    const ip = freshAddress();
    for (let i = 0; i < limit; i += 1) {
      const res = await pay(ip, buyer, { ...crewLine, accessCode: `guess${i}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(tierMessages.unknown);
    }
    expectTooMany(await pay(ip, buyer, { ...crewLine, accessCode: 'guess-more' }));
    expectTooMany(await pay(freshAddress(), buyer, { ...crewLine, accessCode: 'CREWONLY' }));
    expect(await ordersOf(buyer)).toEqual([]);
    const other = await createSignedInUser(t.app);
    const ok = await pay(freshAddress(), other, { ...crewLine, accessCode: 'crewonly' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('of wrong codes sent all at once, no more than the limit are judged', async () => {
    const buyer = await createSignedInUser(t.app);
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        pay(ip, buyer, { eventId: '3', ticketQuantity: 1, promoCode: `BURST${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('one allowance over every route that takes a code', () => {
  it("the promo check, the tier listing and Pay add up to one account's limit, from any addresses", async () => {
    const buyer = await createSignedInUser(t.app);
    // Each route from an address of its own: only the account's counter is shared.
    const [checkIp, listingIp, payIp] = [freshAddress(), freshAddress(), freshAddress()];
    const third = Math.floor(limit / 3);
    for (let i = 0; i < third; i += 1) {
      expect((await check(checkIp, buyer, '3', `PEEK${i}`)).statusCode).toBe(400);
    }
    for (let i = 0; i < third; i += 1) {
      const res = await listing(listingIp, '5', `peek${i}`, buyer.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(tierMessages.accessCodeUnknown);
    }
    for (let i = 2 * third; i < limit; i += 1) {
      expect((await pay(payIp, buyer, { eventId: '3', ticketQuantity: 1, promoCode: `PEEK${i}` })).statusCode).toBe(
        400,
      );
    }
    // The limit is reached: every route refuses this account now, right codes included.
    expectTooMany(await check(checkIp, buyer, '3', 'REAL10'));
    expectTooMany(await listing(listingIp, '5', 'CREWONLY', buyer.headers));
    expectTooMany(await pay(payIp, buyer, { eventId: '3', ticketQuantity: 1, promoCode: 'REAL10' }));
  });

  it('a code that works is never counted', async () => {
    const buyer = await createSignedInUser(t.app);
    const ip = freshAddress();
    for (let i = 0; i < limit - 1; i += 1) expect((await check(ip, buyer, '3', `MISS${i}`)).statusCode).toBe(400);
    for (let i = 0; i < limit + 5; i += 1) {
      expect((await check(ip, buyer, '3', 'REAL10')).statusCode).toBe(200);
      expect((await listing(ip, '5', 'CREWONLY', buyer.headers)).statusCode).toBe(200);
    }
    // Still one wrong try left.
    expect((await check(ip, buyer, '3', 'MISS-LAST')).statusCode).toBe(400);
    expectTooMany(await check(ip, buyer, '3', 'REAL10'));
  });
});

describe('per address', () => {
  it("many accounts' wrong codes add up at one address, and a guest there is counted by it", async () => {
    const small = await createTestApp({ CODE_ADDRESS_RATE_LIMIT_MAX: '4', CODE_ACCOUNT_RATE_LIMIT_MAX: '3' });
    try {
      const ip = '10.78.0.1';
      const other = '10.78.0.2';
      const body = (code: string) => ({
        method: 'POST' as const,
        url: '/api/initialize-transaction',
        payload: orderBody({ eventId: '3', ticketQuantity: 1, promoCode: code }),
        remoteAddress: ip,
      });
      for (let i = 0; i < 4; i += 1) {
        const buyer = await createSignedInUser(small.app);
        expect((await small.app.inject({ ...body(`NOPE${i}`), headers: buyer.headers })).statusCode).toBe(400);
      }
      const fresh = await createSignedInUser(small.app);
      expectTooMany(await small.app.inject({ ...body('NOPE-MORE'), headers: fresh.headers }));
      // Another address is not held back; a guest there is held to the account's allowance.
      const guess = (code: string) =>
        small.app.inject({ url: `/api/events/5/ticket-types?accessCode=${code}`, remoteAddress: other });
      for (let i = 0; i < 3; i += 1) expect((await guess(`guest${i}`)).statusCode).toBe(404);
      expectTooMany(await guess('guest-more'));
    } finally {
      await small.close();
    }
  });
});

describe('a code that is not this event’s', () => {
  /** What a buyer is told, headers aside: status and body. */
  const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

  it('gets exactly the answer an unknown code gets, at Pay and in the promo check', async () => {
    const unknownAtPay = answerOf(
      await pay(freshAddress(), await createSignedInUser(t.app), {
        eventId: '3',
        ticketQuantity: 1,
        promoCode: 'NOSUCHCODE',
      }),
    );
    expect(unknownAtPay).toEqual({ status: 400, body: { message: promoMessages.notValid } });
    const unknownInCheck = answerOf(await check(freshAddress(), await createSignedInUser(t.app), '3', 'NOSUCHCODE'));
    expect(unknownInCheck).toEqual(unknownAtPay);
    // Event 2's code, live, expired and used up: none of it shows on event 3.
    for (const code of ['ELSEWHERE', 'OLDELSE', 'GONEELSE']) {
      const buyer = await createSignedInUser(t.app);
      const atPay = await pay(freshAddress(), buyer, { eventId: '3', ticketQuantity: 1, promoCode: code });
      expect(answerOf(atPay), code).toEqual(unknownAtPay);
      expect(answerOf(await check(freshAddress(), buyer, '3', code)), code).toEqual(unknownAtPay);
    }
  });

  it("another event's access code unlocks what an unknown one does, at Pay and in the listing", async () => {
    const unknown = answerOf(
      await pay(freshAddress(), await createSignedInUser(t.app), { ...crewLine, accessCode: 'NOSUCH' }),
    );
    const elsewhere = answerOf(
      await pay(freshAddress(), await createSignedInUser(t.app), { ...crewLine, accessCode: 'SIXPRESS' }),
    );
    expect(elsewhere).toEqual(unknown);
    expect(answerOf(await listing(freshAddress(), '5', 'SIXPRESS'))).toEqual(
      answerOf(await listing(freshAddress(), '5', 'NOSUCH')),
    );
  });
});
