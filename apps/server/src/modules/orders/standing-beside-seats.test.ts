import { checkoutMessages, type ShowtimeSeats, seatMessages } from '@storefront/contracts/api';
import { limitMessages, tierMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// A concert's seated stand beside its standing pitch (decision 51): Wizkid at the Stade de France
// (event 4) sells one date, 4-1, of 500 places: the north stand's 96 seats as Reserved Seat
// (NGN 9,000) and the pitch's 404 as Regular (NGN 3,000), unnumbered. One order may have both:
// the seats named (or best available) for the seated tier's tickets, none for the standing ones.
// On SQLite and, under `npm run test:pg`, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONCERT = '4';
const DATE = '4-1';
const both = (standing: number, seated: number) => [
  { ticketTypeId: '4-regular', quantity: standing },
  { ticketTypeId: '4-seat', quantity: seated },
];
/** Two standing tickets and two named seats on the concert's date. */
const twoAndTwo = (seatIds: [string, string]) => ({
  eventId: CONCERT,
  showtimeId: DATE,
  ticketQuantity: 4,
  lines: both(2, 2),
  seatIds,
});
const takenOn = async () => {
  const plan: ShowtimeSeats = (await t.app.inject({ url: `/api/showtimes/${DATE}/seats` })).json();
  return plan.seats.filter((seat) => seat.taken).map((seat) => seat.id);
};
const seatsOfOrder = async (reference: string) =>
  (
    await t.database.db
      .selectFrom('order_seats')
      .innerJoin('orders', 'orders.id', 'order_seats.order_id')
      .select('order_seats.seat_id')
      .where('orders.reference', '=', reference)
      .orderBy('order_seats.position')
      .execute()
  ).map((row) => row.seat_id);
/** What is left of the event, its date and both tiers: what a refusal must leave as it was. */
const counts = async () => {
  const db = t.database.db;
  const event = await db.selectFrom('events').select('remaining').where('id', '=', CONCERT).executeTakeFirstOrThrow();
  const date = await db.selectFrom('showtimes').select('remaining').where('id', '=', DATE).executeTakeFirstOrThrow();
  const tiers = await db
    .selectFrom('ticket_types')
    .select(['id', 'remaining'])
    .where('event_id', '=', CONCERT)
    .orderBy('id')
    .execute();
  return {
    event: Number(event.remaining),
    date: Number(date.remaining),
    regular: Number(tiers.find((tier) => tier.id === '4-regular')?.remaining),
    seated: Number(tiers.find((tier) => tier.id === '4-seat')?.remaining),
    taken: await takenOn(),
  };
};

describe('standing beside a seated stand (decision 51)', () => {
  it('sells standing tickets and named seats in one order, priced per tier, with the seats on the ticket', async () => {
    const before = await counts();
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, twoAndTwo(['1-C9', '1-C8']));
    const order = await t.database.db
      .selectFrom('orders')
      .select(['amount', 'quantity', 'seats'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect([Number(order.amount), Number(order.quantity), Number(order.seats)]).toEqual([2 * 3000 + 2 * 9000, 4, 4]);
    // Four places from the event and its date, two from each tier, and exactly the two seats named.
    const held = await counts();
    expect(held).toMatchObject({
      event: before.event - 4,
      date: before.date - 4,
      regular: before.regular - 2,
      seated: before.seated - 2,
    });
    expect(held.taken.sort()).toEqual([...before.taken, '1-C8', '1-C9'].sort());
    expect(await seatsOfOrder(reference)).toEqual(['1-C9', '1-C8']);

    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verifyUntilSettled(t.app, reference)).json().data.ticket;
    expect(ticket.seats).toEqual(['Row C, seat 9', 'Row C, seat 8']);
    expect(ticket.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['Regular', 2],
      ['Reserved Seat', 2],
    ]);
  });

  it('gives standing tickets no seat, and a seated line without named seats best available beside them', async () => {
    const before = await counts();
    // The spec's client: a quantity, no lines, so the first tier on sale, Regular: standing.
    const quantityOnly = await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: CONCERT,
      ticketQuantity: 3,
    });
    expect(await seatsOfOrder(quantityOnly)).toEqual([]);
    const standingLine = await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: CONCERT,
      showtimeId: DATE,
      ticketQuantity: 2,
      lines: [{ ticketTypeId: '4-regular', quantity: 2 }],
    });
    expect(await seatsOfOrder(standingLine)).toEqual([]);
    const standing = await counts();
    expect(standing).toMatchObject({ event: before.event - 5, date: before.date - 5, taken: before.taken });

    const mixed = await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: CONCERT,
      ticketQuantity: 3,
      lines: both(1, 2),
    });
    const picked = await seatsOfOrder(mixed);
    expect(picked).toHaveLength(2);
    // Side by side in one row of the stand (rules/seats.ts bestAvailable), never a wheelchair space.
    const [a, b] = picked.map((id) => /^1-([A-F])(\d+)$/.exec(id) ?? []);
    expect(a?.[1]).toBe(b?.[1]);
    expect(Math.abs(Number(a?.[2]) - Number(b?.[2]))).toBe(1);
    expect((await counts()).taken).toHaveLength(before.taken.length + 2);
  });

  it('refuses seats that do not match the seated tickets, in the buyer’s words, changing nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await counts();
    const order = (body: Record<string, unknown>) =>
      initialize(t.app, buyer, { eventId: CONCERT, showtimeId: DATE, ...body });

    const fewer = await order({ ticketQuantity: 4, lines: both(2, 2), seatIds: ['1-D5'] });
    expect([fewer.statusCode, fewer.json().message]).toEqual([400, seatMessages.seatsForTier('Reserved Seat', 2, 1)]);
    expect(fewer.json().message).toBe(
      'You chose 1 seat for 2 Reserved Seat tickets. Choose one seat for each Reserved Seat ticket.',
    );
    // A seat beside standing tickets only: the stand's tier has no ticket for it.
    for (const lines of [
      [{ ticketTypeId: '4-regular', quantity: 2 }],
      [
        { ticketTypeId: '4-regular', quantity: 2 },
        { ticketTypeId: '4-seat', quantity: 0 },
      ],
    ]) {
      const standingWithSeat = await order({ ticketQuantity: 2, lines, seatIds: ['1-D5'] });
      expect([standingWithSeat.statusCode, standingWithSeat.json().message]).toEqual([
        400,
        seatMessages.seatsForTier('Reserved Seat', 0, 1),
      ]);
    }
    // The seats alone are every ticket, so they must be one per ticket (the contract's check).
    const alone = await order({ ticketQuantity: 3, seatIds: ['1-D5', '1-D6'] });
    expect([alone.statusCode, alone.json().message]).toEqual([400, seatMessages.countDisagrees]);
    const more = await order({ ticketQuantity: 2, lines: both(1, 1), seatIds: ['1-D5', '1-D6', '1-D7'] });
    expect([more.statusCode, more.json().message]).toEqual([400, seatMessages.moreSeatsThanTickets]);
    // Lines that do not add up to the quantity are refused with seats as without.
    const disagree = await order({ ticketQuantity: 5, lines: both(2, 1), seatIds: ['1-D5'] });
    expect([disagree.statusCode, disagree.json().message]).toEqual([400, tierMessages.quantitiesDisagree]);
    const unknown = await order({ ticketQuantity: 2, lines: both(1, 1), seatIds: ['1-Z99'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, seatMessages.unknown('1-Z99')]);

    expect(await counts()).toEqual(before);
  });

  it('keeps every limit over both kinds of ticket: a tier’s per-order maximum and stock, the order’s and the account’s ceilings', async () => {
    const db = t.database.db;
    const buyer = await createSignedInUser(t.app);
    const before = await counts();
    const order = (body: Record<string, unknown>) =>
      initialize(t.app, buyer, { eventId: CONCERT, showtimeId: DATE, ...body });

    // The order's maximum (10) counts standing and seated tickets together.
    const tooMany = await order({ ticketQuantity: 11, lines: both(9, 2), seatIds: ['1-E4', '1-E5'] });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, limitMessages.perOrder(10)]);

    await db.updateTable('ticket_types').set({ max_per_order: 2 }).where('id', '=', '4-seat').execute();
    const overTier = await order({ ticketQuantity: 4, lines: both(1, 3), seatIds: ['1-E4', '1-E5', '1-E6'] });
    expect(overTier.json().message).toBe(tierMessages.aboveMaximum('Reserved Seat', 2));
    await db.updateTable('ticket_types').set({ max_per_order: null }).where('id', '=', '4-seat').execute();

    // The pitch's own stock: 1 standing place left refuses 2, and the seats named stay free.
    const regularLeft = before.regular;
    await db.updateTable('ticket_types').set({ remaining: 1 }).where('id', '=', '4-regular').execute();
    const pitchFull = await order({ ticketQuantity: 3, lines: both(2, 1), seatIds: ['1-E4'] });
    expect([pitchFull.statusCode, pitchFull.json().message]).toEqual([409, tierMessages.onlyLeft('Regular', 1)]);
    await db.updateTable('ticket_types').set({ remaining: regularLeft }).where('id', '=', '4-regular').execute();
    expect(await counts()).toEqual(before);

    // The account's ceiling over the event: 4 held, 2 more would pass 4.
    const { max_per_account: ceiling } = await db
      .selectFrom('events')
      .select('max_per_account')
      .where('id', '=', CONCERT)
      .executeTakeFirstOrThrow();
    await db.updateTable('events').set({ max_per_account: 4 }).where('id', '=', CONCERT).execute();
    try {
      const reference = await startOrder(t.app, buyer, twoAndTwo(['1-E4', '1-E5']));
      expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
      expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');
      const past = await order({ ticketQuantity: 2, lines: both(1, 1), seatIds: ['1-E6'] });
      expect([past.statusCode, past.json().message]).toEqual([409, limitMessages.perAccount(4, 4)]);
      expect((await takenOn()).includes('1-E6')).toBe(false);
    } finally {
      await db.updateTable('events').set({ max_per_account: ceiling }).where('id', '=', CONCERT).execute();
    }
  });

  it('tells the date’s own count when it is short, before a seat is taken', async () => {
    const db = t.database.db;
    const date = await db.selectFrom('showtimes').select('remaining').where('id', '=', DATE).executeTakeFirstOrThrow();
    await db.updateTable('showtimes').set({ remaining: 2 }).where('id', '=', DATE).execute();
    try {
      const taken = await takenOn();
      const short = await initialize(t.app, await createSignedInUser(t.app), {
        eventId: CONCERT,
        showtimeId: DATE,
        ticketQuantity: 3,
        lines: both(2, 1),
        seatIds: ['1-F3'],
      });
      expect([short.statusCode, short.json().message]).toEqual([409, checkoutMessages.showtimeOnlyLeft(2)]);
      expect(await takenOn()).toEqual(taken);
    } finally {
      await db.updateTable('showtimes').set({ remaining: date.remaining }).where('id', '=', DATE).execute();
    }
  });
});
