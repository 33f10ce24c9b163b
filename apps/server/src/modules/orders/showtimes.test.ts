import { checkoutMessages, type Showtime } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { buyTicket, checkIn } from '../../../test/door-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// An event with several dates (decision 50): each date has its own seats, taken by the hold beside
// the event's and given back by every release; the ticket carries its date. On SQLite and, under
// `npm run test:pg`, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FILM = '3';
const datesOf = async (eventId = FILM): Promise<Showtime[]> =>
  (await t.app.inject({ url: `/api/events/${eventId}` })).json().showtimes;
const leftOn = async (id: string) => (await datesOf()).find((date) => date.id === id)?.remaining;
const eventLeft = async () => (await t.app.inject({ url: `/api/events/${FILM}` })).json().remaining as number;
const setSeats = (id: string, seats: number) =>
  t.database.db.updateTable('showtimes').set({ capacity: seats, remaining: seats }).where('id', '=', id).execute();

describe('an event with several dates', () => {
  it('lists its dates soonest first, the first at the catalogue date, their seats adding up to the event’s', async () => {
    const dates = await datesOf();
    expect(dates.map((date) => date.capacity)).toEqual([150, 150, 100, 100]);
    const event = (await t.app.inject({ url: `/api/events/${FILM}` })).json();
    expect(dates[0]?.startsAt).toBe(event.startsAt);
    expect(dates.map((date) => date.startsAt)).toEqual([...dates.map((date) => date.startsAt)].sort());
    expect(dates.reduce((sum, date) => sum + date.capacity, 0)).toBe(event.capacity);
    // A one-date event is as it was.
    expect((await t.app.inject({ url: '/api/events/1' })).json().showtimes).toBeUndefined();
  });

  it('sells the date asked for: its seats and the event’s go, the others stay, and the ticket carries that date', async () => {
    const [first, second] = await datesOf();
    if (!first || !second) throw new Error('the film has no dates');
    const before = { first: first.remaining, second: second.remaining, event: await eventLeft() };
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: FILM, ticketQuantity: 2, showtimeId: second.id });
    expect(await leftOn(second.id)).toBe(before.second - 2);
    expect(await leftOn(first.id)).toBe(before.first);
    expect(await eventLeft()).toBe(before.event - 2);
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verifyUntilSettled(t.app, reference)).json().data.ticket;
    expect(ticket).toMatchObject({ eventId: FILM, eventDate: second.startsAt, eventEndDate: second.endsAt });
    const mine = (await t.app.inject({ url: '/api/my-tickets', headers: buyer.headers })).json().tickets;
    expect(mine[0]).toMatchObject({ eventDate: second.startsAt });
  });

  it('sells the first date not yet started when none is named (the spec’s client knows one date)', async () => {
    const [first] = await datesOf();
    if (!first) throw new Error('the film has no dates');
    const buyer = await createSignedInUser(t.app);
    await startOrder(t.app, buyer, { eventId: FILM, ticketQuantity: 1 });
    expect(await leftOn(first.id)).toBe(first.remaining - 1);
  });

  it('refuses a date that is not the event’s, a date on a one-date event, and a malformed one, changing nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await datesOf();
    const unknown = await initialize(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: '1-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(checkoutMessages.showtimeUnknown);
    const oneDate = await initialize(t.app, buyer, { eventId: '1', ticketQuantity: 1, showtimeId: '3-1' });
    expect(oneDate.statusCode).toBe(404);
    const malformed = await initialize(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: 'x'.repeat(65) });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await initialize(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(await datesOf()).toEqual(before);
  });

  it('refuses a date that has started, and sells the later ones', async () => {
    const [, , third, fourth] = await datesOf();
    if (!third || !fourth) throw new Error('the film has no dates');
    await t.database.db
      .updateTable('showtimes')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', third.id)
      .execute();
    try {
      const buyer = await createSignedInUser(t.app);
      const started = await initialize(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: third.id });
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe(checkoutMessages.showtimeStarted);
      await startOrder(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: fourth.id });
    } finally {
      await t.database.db
        .updateTable('showtimes')
        .set({ starts_at: third.startsAt })
        .where('id', '=', third.id)
        .execute();
    }
  });

  it('keeps each date’s seats: 12 buyers racing for 3 seats of one date hold exactly 3, and the next date still sells', async () => {
    const [, , third, fourth] = await datesOf();
    if (!third || !fourth) throw new Error('the film has no dates');
    await setSeats(third.id, 3);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(t.app)));
    const eventBefore = await eventLeft();
    // Every buyer reads the date's seats as the first one did (3 left), so only the hold's
    // conditional update can keep the fourth out (on PostgreSQL the pool races them for real).
    const racing = await appWithSimultaneousReads(t, (sql) =>
      sql.startsWith('select "id", "starts_at", "remaining", "seat_plan_id" from "showtimes"'),
    );
    const answers = await Promise.all(
      buyers.map((buyer) => initialize(racing.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: third.id })),
    ).finally(() => racing.close());
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(checkoutMessages.showtimeSoldOut);
    }
    expect(await leftOn(third.id)).toBe(0);
    expect(await eventLeft()).toBe(eventBefore - 3);
    const held = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('showtime_id', '=', third.id)
      .where('holds_seats', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(3);
    const later = await createSignedInUser(t.app);
    await startOrder(t.app, later, { eventId: FILM, ticketQuantity: 2, showtimeId: fourth.id });
    const short = await initialize(t.app, later, { eventId: FILM, ticketQuantity: 4, showtimeId: third.id });
    expect(short.json().message).toBe(checkoutMessages.showtimeSoldOut);
  });

  it('gives a date its seats back when an order fails and when a paid one is refunded', async () => {
    const [, second] = await datesOf();
    if (!second) throw new Error('the film has no dates');
    const buyer = await createSignedInUser(t.app);
    const before = await leftOn(second.id);
    const declined = await startOrder(t.app, buyer, { eventId: FILM, ticketQuantity: 2, showtimeId: second.id });
    expect(await leftOn(second.id)).toBe((before ?? 0) - 2);
    // The buyer closes the pop-up: the seats go back at once (buyer-orders.ts).
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${declined}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(closed.json()).toMatchObject({ orderStatus: 'failed' });
    expect(await leftOn(second.id)).toBe(before);

    const paid = await startOrder(t.app, buyer, { eventId: FILM, ticketQuantity: 1, showtimeId: second.id });
    expect((await simulatorButton(t.app, buyer, paid, 'pay')).statusCode).toBe(200);
    await verifyUntilSettled(t.app, paid);
    expect(await leftOn(second.id)).toBe((before ?? 0) - 1);
    const admin = await createSignedInAdmin(t.app);
    const refunded = await adminPost(t.app, admin, `/api/admin/orders/${await orderIdOf(t.app, paid)}/refund`, {
      reason: 'Asked by phone',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await leftOn(second.id)).toBe(before);
  });

  it('at the door, a ticket for a later date is asked about with that date’s doors, then admitted on confirm', async () => {
    const [first, second] = await datesOf();
    if (!first || !second) throw new Error('the film has no dates');
    const HOUR = 3_600_000;
    // The premiere is on now: its doors are open; the second date is tomorrow evening.
    const moved = (id: string, at: number) =>
      t.database.db
        .updateTable('showtimes')
        .set({ starts_at: new Date(at).toISOString(), ends_at: new Date(at + 2 * HOUR).toISOString() })
        .where('id', '=', id)
        .execute();
    const ticket = await buyTicket(t.app, await createSignedInUser(t.app), { eventId: FILM, showtimeId: second.id });
    const premiere = await buyTicket(t.app, await createSignedInUser(t.app), { eventId: FILM, showtimeId: first.id });
    const tomorrow = Date.now() + 26 * HOUR;
    await moved(first.id, Date.now() + HOUR);
    await moved(second.id, tomorrow);
    try {
      const staff = await createSignedInStaff(t.app);
      const { doors_open_minutes: doorsOpen } = await t.database.db
        .selectFrom('events')
        .select('doors_open_minutes')
        .where('id', '=', FILM)
        .executeTakeFirstOrThrow();
      const asked = (await checkIn(t.app, staff.headers, ticket.verifyUrl, FILM, { confirm: false })).json();
      const doorsAt = new Date(tomorrow - Number(doorsOpen) * 60_000).toISOString();
      expect(asked).toMatchObject({ result: 'confirm', timing: 'early' });
      expect(asked.message).toBe(doorMessages.early(formatLongDateTime(doorsAt, 'Africa/Lagos', 'Lagos')));
      const tonight = (await checkIn(t.app, staff.headers, premiere.verifyUrl, FILM, { confirm: false })).json();
      expect(tonight).toMatchObject({ result: 'admitted', timing: null });
    } finally {
      await moved(first.id, Date.parse(first.startsAt));
      await moved(second.id, Date.parse(second.startsAt));
    }
  });
});
