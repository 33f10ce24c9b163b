import { checkoutMessages } from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import { limitMessages } from '@storefront/contracts/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  initialize,
  remainingSeats,
  simulatorButton,
  startOrder,
  verifyUntilSettled,
} from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// One buyer cannot hold the house (decision 21). Runs on SQLite, and on PostgreSQL in
// CI, where the pool sends one account's simultaneous orders to the database truly side by side:
// only the account's row lock keeps them from all passing the ceiling at once.

const ORDER_KEY = 'k'.repeat(16);
const holdsOf = async (t: TestApp, userId: string, eventId: string) => {
  const row = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('seats'))
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('holds_seats', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.seats);
};
const setLimits = (t: TestApp, eventId: string, maxPerOrder: number, maxPerAccount: number) =>
  t.database.db
    .updateTable('events')
    .set({ max_per_order: maxPerOrder, max_per_account: maxPerAccount })
    .where('id', '=', eventId)
    .execute();

describe('limits per order and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Test apps lift the per-account rate limit, so the ceilings are tested on their own.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 simultaneous orders of 20 from one account hold at most the per-account ceiling', async () => {
    await setLimits(t, '2', 20, 20);
    // Force the race: on PostgreSQL every seat update of event 2 waits 20 ms, so each order's
    // transaction has read the account's holds long before it commits, and the others read
    // meanwhile. Only the account's row lock makes them wait for each other. (On SQLite one
    // process runs one transaction at a time: nothing can come between the check and the take.)
    // Each new order of the account records what the account then holds, as its own transaction
    // sees it (its order, and the others' already committed): the peak must never pass 20.
    const postgres = t.database.dialect === 'postgres';
    if (postgres) {
      await sql`create function slow_seats() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.02); return new; end $$`.execute(t.database.db);
      await sql`create trigger slow_seats before update of remaining on events
        for each row when (new.id = '2') execute function slow_seats()`.execute(t.database.db);
      await sql`create table hold_peaks (seats integer not null)`.execute(t.database.db);
      await sql`create function record_peak() returns trigger language plpgsql as $$
        begin
          insert into hold_peaks select coalesce(sum(quantity), 0) from orders
            where user_id = new.user_id and event_id = new.event_id and holds_seats = 1;
          return new;
        end $$`.execute(t.database.db);
      await sql`create trigger record_peak after insert on orders
        for each row when (new.event_id = '2') execute function record_peak()`.execute(t.database.db);
    }
    const hoarder = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app, '2');
    // Through two app instances, as two server processes would (on PostgreSQL, two pools).
    const other = await t.secondProcess();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        initialize(i % 2 === 0 ? t.app : other, hoarder, { eventId: '2', ticketQuantity: 20 }),
      ),
    );
    // Each new order replaces the account's open hold for the event: one hold of 20 is left.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    if (postgres) {
      const { rows } = await sql<{ peak: number }>`select max(seats) as peak from hold_peaks`.execute(t.database.db);
      expect(Number(rows[0]?.peak)).toBe(20);
    }
    expect(await holdsOf(t, hoarder.user.id, '2')).toBe(20);
    expect(await remainingSeats(t.app, '2')).toBe(before - 20);
    const pending = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', hoarder.user.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('counts tickets bought: 50 simultaneous orders never take an account past its ceiling', async () => {
    await setLimits(t, '3', 10, 20);
    const buyer = await createSignedInUser(t.app);
    const paid = await startOrder(t.app, buyer, { eventId: '3', ticketQuantity: 10 });
    await simulatorButton(t.app, buyer, paid, 'pay');
    expect((await verifyUntilSettled(t.app, paid)).json().data.orderStatus).toBe('paid');

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        initialize(t.app, buyer, { eventId: '3', ticketQuantity: i % 2 === 0 ? 10 : 6 }),
      ),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await holdsOf(t, buyer.user.id, '3')).toBeLessThanOrEqual(20);

    // The open hold (10 or 6) is replaced by the next order, so 10 bought + 10 still fits a
    // ceiling of 20; with a ceiling of 15, 6 more do not, and the refusal says why.
    expect((await initialize(t.app, buyer, { eventId: '3', ticketQuantity: 10 })).statusCode).toBe(200);
    await setLimits(t, '3', 10, 15);
    const refused = await initialize(t.app, buyer, { eventId: '3', ticketQuantity: 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: limitMessages.perAccount(15, 10) });
  });

  it('refuses more than the per-order maximum in plain words, holding nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app, '4');
    const res = await initialize(t.app, buyer, { eventId: '4', ticketQuantity: 11 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You can buy at most 10 tickets in one order for this event.' });
    expect(await remainingSeats(t.app, '4')).toBe(before);
  });

  it("a new order replaces the buyer's open hold for the event, and its seats go back", async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app, '5');
    const first = await startOrder(t.app, buyer, { eventId: '5', ticketQuantity: 4 });
    expect(await remainingSeats(t.app, '5')).toBe(before - 4);
    const second = await startOrder(t.app, buyer, { eventId: '5', ticketQuantity: 1 });
    expect(await remainingSeats(t.app, '5')).toBe(before - 1);
    const rows = await t.database.db
      .selectFrom('orders')
      .select(['reference', 'status', 'holds_seats'])
      .where('reference', 'in', [first, second])
      .execute();
    expect(rows.find((r) => r.reference === first)).toMatchObject({ status: 'failed', holds_seats: 0 });
    expect(rows.find((r) => r.reference === second)).toMatchObject({ status: 'pending', holds_seats: 1 });
    // A refused order keeps the hold it would have replaced.
    const refused = await initialize(t.app, buyer, { eventId: '5', ticketQuantity: 11 });
    expect(refused.statusCode).toBe(409);
    expect(await remainingSeats(t.app, '5')).toBe(before - 1);
  });

  it('an account whose email is not confirmed may hold or buy 2 tickets per event', async () => {
    const newcomer = await createSignedInUser(t.app, { confirmed: false });
    const three = await initialize(t.app, newcomer, { eventId: '6', ticketQuantity: 3 });
    expect(three.statusCode).toBe(409);
    expect(three.json()).toEqual({ message: limitMessages.unconfirmed(2) });
    const two = await startOrder(t.app, newcomer, { eventId: '6', ticketQuantity: 2 });
    await simulatorButton(t.app, newcomer, two, 'pay');
    expect((await verifyUntilSettled(t.app, two)).json().data.orderStatus).toBe('paid');
    const more = await initialize(t.app, newcomer, { eventId: '6', ticketQuantity: 1 });
    expect(more.json()).toEqual({ message: limitMessages.unconfirmed(2) });
    // Confirmed, the account may buy up to the event's ceiling.
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', newcomer.user.id)
      .execute();
    expect((await initialize(t.app, newcomer, { eventId: '6', ticketQuantity: 10 })).statusCode).toBe(200);
  });
});

describe('never charge twice: the order key', () => {
  let t: TestApp;
  let buyer: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createSignedInUser(t.app);
  });
  afterAll(() => t.close());

  const standing = (query: string) =>
    t.app.inject({ url: `/api/checkout/1?${query}`, headers: buyer.headers }).then((r) => r.json());

  it('Pay again with the key of a paid order answers that order: no new order, no seats, no charge', async () => {
    const reference = await startOrder(t.app, buyer, { orderKey: ORDER_KEY });
    await simulatorButton(t.app, buyer, reference, 'pay');
    expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');
    expect(await standing(`orderKey=${ORDER_KEY}&quantity=2`)).toEqual({
      // What was paid, so the summary shows it after Back (decision 44).
      paidOrder: { reference, orderStatus: 'paid', ticketQuantity: 2, amount: 6000, discount: 0 },
      ticketsOwned: 2,
      problem: null,
    });

    const seats = await remainingSeats(t.app);
    const orders = await t.database.db.selectFrom('orders').select('id').execute();
    const again = await initialize(t.app, buyer, { orderKey: ORDER_KEY });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ authorization_url: '', access_code: '', reference, orderStatus: 'paid' });
    expect(await remainingSeats(t.app)).toBe(seats);
    expect(await t.database.db.selectFrom('orders').select('id').execute()).toHaveLength(orders.length);

    // A new key is a new order; the summary first says the buyer already has tickets for the show.
    const fresh = await standing(`orderKey=${'n'.repeat(16)}&quantity=1`);
    expect(fresh).toEqual({ paidOrder: null, ticketsOwned: 2, problem: null });
    expect(limitMessages.alreadyHave(2)).toBe('You already have 2 tickets for this show.');
    expect((await initialize(t.app, buyer, { orderKey: 'n'.repeat(16), ticketQuantity: 1 })).json().data).toMatchObject(
      { orderStatus: 'pending' },
    );
  });

  it('the summary learns of a limit before Pay', async () => {
    expect((await standing('quantity=11')).problem).toBe(limitMessages.perOrder(10));
    const newcomer = await createSignedInUser(t.app, { confirmed: false });
    const res = await t.app.inject({ url: '/api/checkout/2?quantity=3', headers: newcomer.headers });
    expect(res.json().problem).toBe(limitMessages.unconfirmed(2));
  });

  it('refuses a guest, an unknown event and a malformed key or quantity', async () => {
    expect((await t.app.inject({ url: '/api/checkout/1' })).statusCode).toBe(401);
    const unknown = await t.app.inject({ url: '/api/checkout/999?quantity=1', headers: buyer.headers });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['orderKey=short', 'orderKey=%3Cscript%3E0000000000000', 'quantity=0', 'quantity=x']) {
      const res = await t.app.inject({ url: `/api/checkout/1?${query}`, headers: buyer.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/\.$/);
    }
    const badKey = await initialize(t.app, buyer, { orderKey: 'no' });
    expect(badKey.statusCode).toBe(400);
  });
});

describe('orders started per account and per address', () => {
  it('an account may start 10 orders a minute; then a 429 with a sentence', async () => {
    // The default (test apps lift it for tests of other things).
    const t = await createTestApp({ CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: '10' });
    try {
      const buyer = await createSignedInUser(t.app);
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push(await initialize(t.app, buyer, { ticketQuantity: 1 }));
      expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(answers[10]?.statusCode).toBe(429);
      // The window is a minute from the first order; a slow machine may have spent a second of it.
      const retryAfter = Number(answers[10]?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(answers[10]?.json().message).toBe(authMessages.tooManyAttempts(retryAfter));
      // Another account on the same address is not held back by it.
      expect((await initialize(t.app, await createSignedInUser(t.app), { ticketQuantity: 1 })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('one address is limited to CHECKOUT_ADDRESS_RATE_LIMIT_MAX orders a window, across accounts', async () => {
    const t = await createTestApp({ CHECKOUT_ADDRESS_RATE_LIMIT_MAX: '5' });
    try {
      const buyers = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t.app)));
      const statuses = [];
      for (const buyer of buyers) statuses.push((await initialize(t.app, buyer, { ticketQuantity: 1 })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('a sold-out refusal is not counted: it writes no counter and leaves the next order its place', async () => {
    // The thousands of refusals of a sold-out rush are answered from reads alone (decision 33).
    const t = await createTestApp({ CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: '2' }, { capacity: 1 });
    try {
      const holder = await createSignedInUser(t.app);
      const late = await createSignedInUser(t.app);
      expect((await initialize(t.app, holder, { ticketQuantity: 1 })).statusCode).toBe(200);
      const counters = () => t.database.db.selectFrom('rate_limits').select(['key', 'count']).execute();
      const before = await counters();
      for (let i = 0; i < 5; i += 1) {
        const refused = await initialize(t.app, late, { ticketQuantity: 1 });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: checkoutMessages.soldOut });
      }
      expect(await counters()).toEqual(before);
      // The holder's own hold may come back to them: that attempt may take seats, so it counts.
      expect((await initialize(t.app, holder, { ticketQuantity: 1 })).statusCode).toBe(200);
      expect((await initialize(t.app, holder, { ticketQuantity: 1 })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('a sold-out event', () => {
  it('refuses the next buyer at once, yet lets the buyer holding the last seats change their order', async () => {
    const small = await createTestApp({}, { capacity: 3 });
    try {
      const holder = await createSignedInUser(small.app);
      const late = await createSignedInUser(small.app);
      await startOrder(small.app, holder, { ticketQuantity: 3 });
      const refused = await initialize(small.app, late, { ticketQuantity: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: checkoutMessages.soldOut });
      // Two instead of three: the holder's own hold is replaced, its seats count as theirs.
      await startOrder(small.app, holder, { ticketQuantity: 2 });
      expect(await remainingSeats(small.app)).toBe(1);
      const two = await initialize(small.app, late, { ticketQuantity: 2 });
      expect(two.statusCode).toBe(409);
      expect(two.json()).toEqual({ message: checkoutMessages.onlyLeft(1) });
    } finally {
      await small.close();
    }
  });
});
