import { type AdminShowtimesAnswer, showtimeAdminMessages as m } from '@storefront/contracts/api';
import { zoneClock } from '@storefront/contracts/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, saveEvent } from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { adminPost, auditOf } from '../../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { startOrder } from '../../../../test/checkout-helpers.ts';
import { createSignedInOrganizer } from '../../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// An event's dates in the back office (decision 50): added and removed without losing a seat or
// an order; the event's seats stay the sum of its dates'. On SQLite and, in CI, PostgreSQL.
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
});
afterAll(() => t.close());

const EVENT = '2';
const datesOf = async (eventId = EVENT): Promise<AdminShowtimesAnswer> =>
  (await t.app.inject({ url: `/api/admin/events/${eventId}/showtimes`, headers: admin.headers })).json();
const add = (body: unknown, eventId = EVENT) => adminPost(t.app, admin, `/api/admin/events/${eventId}/showtimes`, body);
const remove = (id: string, eventId = EVENT) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/events/${eventId}/showtimes/${id}`,
    headers: admin.headers,
  });
const eventRow = () =>
  t.database.db
    .selectFrom('events')
    .select(['capacity', 'remaining', 'starts_at', 'time_zone'])
    .where('id', '=', EVENT)
    .executeTakeFirstOrThrow();
/** The venue's wall clock `days` after the event's start, as the form sends it ('YYYY-MM-DD HH:MM'). */
const venueClock = (startsAt: string, timeZone: string, days: number) =>
  zoneClock(new Date(Date.parse(startsAt) + days * 86_400_000), timeZone)
    .slice(0, 16)
    .replace('T', ' ');

describe("an event's dates in the back office", () => {
  it('turns a one-date event into dates without losing its seats or its orders, and sells the new date', async () => {
    const buyer = await createSignedInUser(t.app);
    const held = await startOrder(t.app, buyer, { eventId: EVENT, ticketQuantity: 2 });
    const before = await eventRow();
    expect((await datesOf()).showtimes).toEqual([]);

    const added = await add({ startsAt: venueClock(before.starts_at, before.time_zone, 1), capacity: 40 });
    expect(added.statusCode).toBe(201);
    const [own, next] = (added.json() as AdminShowtimesAnswer).showtimes;
    expect(own).toMatchObject({
      startsAt: before.starts_at,
      capacity: before.capacity,
      remaining: before.remaining,
      held: 2,
      own: true,
    });
    expect(next).toMatchObject({ startsAt: new Date(Date.parse(before.starts_at) + 86_400_000).toISOString() });
    expect(next).toMatchObject({ capacity: 40, remaining: 40, sold: 0, held: 0, own: false });
    expect(await eventRow()).toMatchObject({ capacity: before.capacity + 40, remaining: before.remaining + 40 });
    const order = await t.database.db
      .selectFrom('orders')
      .select('showtime_id')
      .where('reference', '=', held)
      .executeTakeFirstOrThrow();
    expect(order.showtime_id).toBe(own?.id);
    // The storefront lists both, and the new one sells.
    const shown = (await t.app.inject({ url: `/api/events/${EVENT}` })).json();
    expect(shown.showtimes.map((date: { id: string }) => date.id)).toEqual([own?.id, next?.id]);
    await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: EVENT,
      ticketQuantity: 3,
      showtimeId: next?.id,
    });
    expect((await datesOf()).showtimes[1]).toMatchObject({ remaining: 37, held: 3 });
    expect((await auditOf(t.app, 'event', EVENT)).map((entry) => entry.action)).toContain('showtime.create');
  });

  it('refuses a date it cannot read, in the past, before the event, at a time it has, or with bad seats, changing nothing', async () => {
    const before = { event: await eventRow(), dates: await datesOf() };
    const { starts_at: start, time_zone: zone } = before.event;
    const refusals: [unknown, number, string][] = [
      [{ startsAt: 'next Friday', capacity: 10 }, 400, m.startsAt],
      [{ startsAt: '2020-01-01 10:00', capacity: 10 }, 400, m.inPast],
      [{ startsAt: venueClock(start, zone, -1), capacity: 10 }, 400, m.beforeFirst],
      [{ startsAt: venueClock(start, zone, 1), capacity: 10 }, 409, m.sameTime],
      [{ startsAt: venueClock(start, zone, 2), capacity: 0 }, 400, m.capacity],
      [{ startsAt: venueClock(start, zone, 2), capacity: '10' }, 400, m.capacity],
      [[], 400, m.body],
    ];
    for (const [body, status, message] of refusals) {
      const res = await add(body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    expect((await add({ startsAt: venueClock(start, zone, 2), capacity: 10 }, '999999')).statusCode).toBe(404);
    expect(await eventRow()).toEqual(before.event);
    expect(await datesOf()).toEqual(before.dates);
  });

  it('removes a date nobody ordered, its seats leaving the event, and refuses the event’s own date and one with orders', async () => {
    const { starts_at: start, time_zone: zone } = await eventRow();
    const [own, ordered] = (await datesOf()).showtimes;
    const added = (await add({ startsAt: venueClock(start, zone, 3), capacity: 25 })).json() as AdminShowtimesAnswer;
    const spare = added.showtimes.at(-1);
    const before = await eventRow();
    expect((await remove(own?.id ?? '')).json().message).toBe(m.ownDate);
    const withOrders = await remove(ordered?.id ?? '');
    expect(withOrders.statusCode).toBe(409);
    expect(withOrders.json().message).toBe(m.hasOrders);
    expect((await remove('2-nonesuch')).statusCode).toBe(404);
    expect(await eventRow()).toEqual(before);

    const removed = await remove(spare?.id ?? '');
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as AdminShowtimesAnswer).showtimes.map((date) => date.id)).toEqual([own?.id, ordered?.id]);
    expect(await eventRow()).toMatchObject({ capacity: before.capacity - 25, remaining: before.remaining - 25 });
  });

  it("moves the event's own date with the form's start and gives it the form's change of seats, never below its orders", async () => {
    const form = await formOf(t.app, admin, EVENT);
    const [own] = (await datesOf()).showtimes;
    const before = await eventRow();
    const saved = await saveEvent(t.app, admin, EVENT, {
      ...form,
      capacity: Number(form.capacity) + 10,
      startTime: '21:00',
    });
    expect(saved.statusCode).toBe(200);
    const after = await eventRow();
    expect(after).toMatchObject({ capacity: before.capacity + 10, remaining: before.remaining + 10 });
    const [moved] = (await datesOf()).showtimes;
    expect(moved).toMatchObject({
      id: own?.id,
      startsAt: after.starts_at,
      capacity: (own?.capacity ?? 0) + 10,
      own: true,
    });
    // Below what the own date has held: refused, nothing changed (its 2 held seats stay).
    const shrunk = await saveEvent(t.app, admin, EVENT, {
      ...form,
      startTime: '21:00',
      // The own date's free seats are its remaining + 10 now: one more than those goes.
      capacity: Number(form.capacity) - (own?.remaining ?? 0) - 1,
    });
    expect(shrunk.statusCode).toBe(409);
    expect((await datesOf()).showtimes[0]).toEqual(moved);
  });

  it("keeps an organizer to their own events' dates", async () => {
    const organizer = await createSignedInOrganizer(t.app);
    const res = await t.app.inject({ url: `/api/organizer/events/${EVENT}/showtimes`, headers: organizer.headers });
    expect(res.statusCode).toBe(404);
  });
});
