import { type ShowtimeSeats, seatMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { checkIn } from '../../../test/door-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Reserved seats (decision 51): the film's dates sell Genesis Lekki's Halls 1 and 2 by seat. A
// hold takes its seats by one conditional UPDATE, all or none; every release gives them back. On
// SQLite and, under `npm run test:pg`, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FILM = '3';
const seatsOf = async (showtimeId: string): Promise<ShowtimeSeats> =>
  (await t.app.inject({ url: `/api/showtimes/${showtimeId}/seats` })).json();
const takenOn = async (showtimeId: string) =>
  new Set((await seatsOf(showtimeId)).seats.filter((seat) => seat.taken).map((seat) => seat.id));
const seatsOfOrder = async (reference: string) =>
  (
    await t.database.db
      .selectFrom('order_seats')
      .innerJoin('orders', 'orders.id', 'order_seats.order_id')
      .select(['order_seats.seat_id', 'order_seats.label'])
      .where('orders.reference', '=', reference)
      .orderBy('order_seats.position')
      .execute()
  ).map((row) => row.seat_id);

/**
 * No seat twice: every order holding or having bought seats owns each of its seats on the date's
 * row, and no seat is another holding order's too.
 */
async function expectEverySeatOnce(showtimeId: string) {
  const held = await t.database.db
    .selectFrom('order_seats')
    .innerJoin('orders', 'orders.id', 'order_seats.order_id')
    .leftJoin('showtime_seats', (join) =>
      join
        .onRef('showtime_seats.seat_id', '=', 'order_seats.seat_id')
        .on('showtime_seats.showtime_id', '=', showtimeId),
    )
    .select(['order_seats.seat_id', 'orders.id as order_id', 'showtime_seats.order_id as owner'])
    .where('orders.showtime_id', '=', showtimeId)
    .where('orders.holds_seats', '=', 1)
    .execute();
  expect(new Set(held.map((row) => row.seat_id)).size).toBe(held.length);
  for (const row of held) expect(row.owner).toBe(row.order_id);
  const owned = await t.database.db
    .selectFrom('showtime_seats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('showtime_id', '=', showtimeId)
    .where('order_id', 'is not', null)
    .executeTakeFirstOrThrow();
  expect(Number(owned.n)).toBe(held.length);
}

describe('reserved seats', () => {
  it('serves a date’s plan with its sections’ tiers and prices, and a 304 until a seat is taken', async () => {
    const first = await t.app.inject({ url: '/api/showtimes/3-2/seats' });
    expect(first.statusCode).toBe(200);
    const plan: ShowtimeSeats = first.json();
    expect(plan.plan).toMatchObject({ name: 'Hall 1', venue: 'Genesis Cinema, Lekki' });
    expect(plan.seats).toHaveLength(150);
    expect(plan.sections).toEqual([
      { name: 'Regular', ticketTypeId: '3-regular', tierName: 'Regular', price: 1500 },
      { name: 'Premium', ticketTypeId: '3-premium', tierName: 'Premium', price: 3500 },
    ]);
    expect(plan.seats.find((seat) => seat.id === '1-A1')).toMatchObject({ row: 'A', number: 1, kind: 'wheelchair' });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url: '/api/showtimes/3-2/seats', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: FILM,
      ticketQuantity: 1,
      showtimeId: '3-2',
      seatIds: ['1-B7'],
    });
    const changed = await t.app.inject({ url: '/api/showtimes/3-2/seats', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().version).toBeGreaterThan(plan.version);
    expect(changed.json().seats.find((seat: { id: string }) => seat.id === '1-B7').taken).toBe(true);

    expect((await t.app.inject({ url: '/api/showtimes/1-1/seats' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/showtimes/${'x'.repeat(70)}/seats` })).statusCode).toBe(400);
  });

  it('sells the seats named, each at its section’s tier, and the ticket names them in the buyer’s order', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, {
      eventId: FILM,
      ticketQuantity: 2,
      showtimeId: '3-2',
      seatIds: ['2-L4', '1-F5'],
    });
    const order = await t.database.db
      .selectFrom('orders')
      .select(['amount', 'quantity'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(order.amount)).toBe(3500 + 1500);
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verifyUntilSettled(t.app, reference)).json().data.ticket;
    expect(ticket.seats).toEqual(['Row L, seat 4', 'Row F, seat 5']);
    expect(ticket.lines.map((line: { name: string }) => line.name).sort()).toEqual(['Premium', 'Regular']);
    const taken = await takenOn('3-2');
    expect(taken.has('2-L4') && taken.has('1-F5')).toBe(true);
    // The ticket email names them too.
    const emails = await t.database.db
      .selectFrom('outbox')
      .innerJoin('orders', 'orders.id', 'outbox.order_id')
      .select(['outbox.text_body'])
      .where('orders.reference', '=', reference)
      .where('outbox.kind', '=', 'ticket')
      .execute();
    expect(emails[0]?.text_body).toContain('Seats: Row L, seat 4; Row F, seat 5');
    // And the door's verdict.
    const staff = await createSignedInStaff(t.app);
    const verdict = (await checkIn(t.app, staff.headers, ticket.verifyUrl, FILM, { confirm: false })).json();
    expect(verdict.ticket.seats).toBe('Row L, seat 4; Row F, seat 5');
    await expectEverySeatOnce('3-2');
  });

  it('gives best available as seats side by side in one row, never across the aisle, nor wheelchair seats', async () => {
    const reference = await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: FILM,
      ticketQuantity: 4,
      showtimeId: '3-3',
    });
    const ids = await seatsOfOrder(reference);
    expect(ids).toHaveLength(4);
    const plan = await seatsOf('3-3');
    const chosen = ids.map((id) => plan.seats.find((seat) => seat.id === id));
    expect(new Set(chosen.map((seat) => seat?.row)).size).toBe(1);
    const xs = chosen.map((seat) => seat?.x ?? 0).sort((a, b) => a - b);
    expect(xs.every((x, i) => i === 0 || x - (xs[i - 1] ?? 0) === 1)).toBe(true);
    expect(chosen.every((seat) => seat?.kind === 'standard')).toBe(true);
  });

  it('never sells a seat twice to buyers racing for overlapping seats: one gets each, the others hear which went', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t.app)));
    // Buyer i wants D(i+1) and D(i+2): every pair shares a seat with the next.
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        initialize(t.app, buyer, {
          eventId: FILM,
          ticketQuantity: 2,
          showtimeId: '3-1',
          seatIds: [`1-D${i + 1}`, `1-D${i + 2}`],
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won.length).toBeGreaterThanOrEqual(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^Row D, seat \d+( and Row D, seat \d+)? (was|were) just taken/);
    }
    await expectEverySeatOnce('3-1');
    expect((await takenOn('3-1')).size).toBeGreaterThanOrEqual(won.length * 2);
  });

  it('picks again when a racing hold took the best seats first: 11 buyers reading the same free seats: 10 hold 20 distinct ones, the last is told none are left', async () => {
    const buyers = await Promise.all(Array.from({ length: 11 }, () => createSignedInUser(t.app)));
    // Every buyer reads the date's seats as the first did (all free), so each picks the same best
    // pair; only the hold's conditional UPDATE keeps them apart (on PostgreSQL the pool races them).
    const racing = await appWithSimultaneousReads(
      t,
      (sql) => sql.startsWith('select "ss"."seat_id"') && !sql.includes('"ss"."order_id" is null'),
    );
    const premium = {
      eventId: FILM,
      ticketQuantity: 2,
      showtimeId: '3-4',
      lines: [{ ticketTypeId: '3-premium', quantity: 2 }],
    };
    // Eleven for ten pairs: the last to pick finds no Premium seat left under the date's lock.
    const answers = await Promise.all(buyers.map((buyer) => initialize(racing.app, buyer, premium))).finally(() =>
      racing.close(),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, seatMessages.noneTogether(2, 'Premium')],
    ]);
    if (t.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThan(0);
    const plan = await seatsOf('3-4');
    const premiumTaken = plan.seats.filter((seat) => seat.ticketTypeId === '3-premium' && seat.taken);
    expect(premiumTaken).toHaveLength(20);
    await expectEverySeatOnce('3-4');
    const last = await initialize(t.app, await createSignedInUser(t.app), premium);
    expect(last.json().message).toBe(seatMessages.noneTogether(2, 'Premium'));
  });

  it('frees the seats of a closed pop-up, a replaced hold and a refund, and they sell again', async () => {
    const buyer = await createSignedInUser(t.app);
    const seat = (id: string) => ({ eventId: FILM, ticketQuantity: 1, showtimeId: '3-2', seatIds: [id] });
    const closedRef = await startOrder(t.app, buyer, seat('1-G1'));
    await t.app.inject({ method: 'POST', url: `/api/orders/${closedRef}/cancel`, headers: buyer.headers, payload: {} });
    expect((await takenOn('3-2')).has('1-G1')).toBe(false);

    await startOrder(t.app, buyer, seat('1-G2'));
    await startOrder(t.app, buyer, seat('1-G3'));
    const taken = await takenOn('3-2');
    expect([taken.has('1-G2'), taken.has('1-G3')]).toEqual([false, true]);

    const paid = await startOrder(t.app, buyer, seat('1-G4'));
    expect((await simulatorButton(t.app, buyer, paid, 'pay')).statusCode).toBe(200);
    await verifyUntilSettled(t.app, paid);
    const admin = await createSignedInAdmin(t.app);
    const refunded = await adminPost(t.app, admin, `/api/admin/orders/${await orderIdOf(t.app, paid)}/refund`, {
      reason: 'Asked by phone',
    });
    expect(refunded.statusCode).toBe(200);
    expect((await takenOn('3-2')).has('1-G4')).toBe(false);
    await startOrder(t.app, await createSignedInUser(t.app), seat('1-G4'));
    await expectEverySeatOnce('3-2');
  });

  it('refuses seats on a date without a plan, seats not on the plan, and a count that disagrees, changing nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await seatsOf('3-2');
    const unseated = await initialize(t.app, buyer, { eventId: '1', ticketQuantity: 1, seatIds: ['1-A5'] });
    expect(unseated.statusCode).toBe(400);
    expect(unseated.json().message).toBe(seatMessages.notSeated);
    const unknown = await initialize(t.app, buyer, {
      eventId: FILM,
      ticketQuantity: 1,
      showtimeId: '3-2',
      seatIds: ['1-Z99'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(seatMessages.unknown('1-Z99'));
    const disagree = await initialize(t.app, buyer, {
      eventId: FILM,
      ticketQuantity: 2,
      showtimeId: '3-2',
      seatIds: ['1-A5'],
    });
    expect(disagree.statusCode).toBe(400);
    const twice = await initialize(t.app, buyer, {
      eventId: FILM,
      ticketQuantity: 2,
      showtimeId: '3-2',
      seatIds: ['1-A5', '1-A5'],
    });
    expect(twice.statusCode).toBe(400);
    const wrongType = await initialize(t.app, buyer, {
      eventId: FILM,
      ticketQuantity: 1,
      showtimeId: '3-2',
      seatIds: [5],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await seatsOf('3-2')).toEqual(before);
  });
});
