import { seatMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier } from '../../../test/tier-helpers.ts';
import { assignSeatPlan, insertSeatPlan } from '../../db/seat-plans.ts';

// A hold's seats on a small hall (decision 51): one section of 2 rows × 3 seats, so that a few
// orders fill it. Found by the money path's model (money-path.model.test.ts, its seated sale).
// On SQLite and, under `npm run test:pg`, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let halls = 0;

/** A published event with one date sold by seat: rows A and B, seats 1 to 3, at one tier. */
async function smallHall() {
  const { db } = t.database;
  halls += 1;
  const eventId = String(900_000 + halls);
  const showtimeId = `${eventId}-hall`;
  const {
    revision: _revision,
    sort_order: _sortOrder,
    ...base
  } = await db.selectFrom('events').selectAll().where('id', '=', '1').executeTakeFirstOrThrow();
  await db
    .insertInto('events')
    .values({ ...base, id: eventId, title: `Small hall ${halls}`, capacity: 6, remaining: 6, status: 'published' })
    .execute();
  await db
    .insertInto('showtimes')
    .values({
      id: showtimeId,
      event_id: eventId,
      starts_at: base.starts_at,
      ends_at: base.ends_at,
      capacity: 6,
      remaining: 6,
    })
    .execute();
  const tierId = `${eventId}-stalls`;
  await addTier(t, { id: tierId, event_id: eventId, name: 'Stalls', price: 1_000, capacity: 6, sort_order: 0 });
  const section = {
    name: 'Stalls',
    firstRow: 'A',
    rows: 2,
    seatsPerRow: 3,
    aisleAfter: [],
    wheelchair: [],
    companion: [],
    restricted: [],
  };
  await insertSeatPlan(
    db,
    { id: `small-hall-${eventId}`, venue: 'Small hall', name: 'Hall', sections: [section] },
    new Date(),
  );
  await assignSeatPlan(db, showtimeId, `small-hall-${eventId}`, { Stalls: tierId });
  const hold = (buyer: SignedInUser, seats: string[] | number) =>
    initialize(t.app, buyer, {
      eventId,
      showtimeId,
      ...(typeof seats === 'number' ? { ticketQuantity: seats } : { ticketQuantity: seats.length, seatIds: seats }),
    });
  return { hold };
}

async function seatsOf(reference: string) {
  const rows = await t.database.db
    .selectFrom('order_seats')
    .innerJoin('orders', 'orders.id', 'order_seats.order_id')
    .select(['order_seats.label', 'orders.status'])
    .where('orders.reference', '=', reference)
    .orderBy('order_seats.position')
    .execute();
  return rows.map((row) => row.label);
}

describe('a hold’s seats on a small hall', () => {
  it('gives best available from the seats the buyer’s own open hold gives back when it is replaced', async () => {
    const { hold } = await smallHall();
    const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const first = await hold(a as SignedInUser, 3);
    expect((await hold(b as SignedInUser, 3)).statusCode).toBe(200);
    // The hall is full, but a's hold of three is replaced by this order (decision 21).
    const replaced = await hold(a as SignedInUser, 2);
    expect([replaced.statusCode, replaced.json().message]).toEqual([200, undefined]);
    const firstSeats = await seatsOf(first.json().data.reference);
    const seats = await seatsOf(replaced.json().data.reference);
    expect(seats).toHaveLength(2);
    expect(seats.every((label) => firstSeats.includes(label))).toBe(true);
  });

  it('refuses named seats with those another order has, never the buyer’s own held seat, and keeps that hold', async () => {
    const { hold } = await smallHall();
    const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const mine = await hold(a as SignedInUser, ['1-A1']);
    expect((await hold(b as SignedInUser, ['1-B1'])).statusCode).toBe(200);
    const refused = await hold(a as SignedInUser, ['1-A1', '1-B1']);
    expect([refused.statusCode, refused.json().message]).toEqual([409, seatMessages.taken(['Row B, seat 1'])]);
    const kept = await t.database.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', mine.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('pending');
  });

  it('weighs best available by the whole row: a row’s centre before a lone free seat at the end of another', async () => {
    const { hold } = await smallHall();
    expect((await hold(await createSignedInUser(t.app), ['1-A1', '1-A2'])).statusCode).toBe(200);
    const best = await hold(await createSignedInUser(t.app), 1);
    expect(await seatsOf(best.json().data.reference)).toEqual(['Row B, seat 2']);
  });
});
