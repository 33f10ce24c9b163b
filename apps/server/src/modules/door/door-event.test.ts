import type { DoorEvent, Ticket } from '@storefront/contracts/api';
import { formatLongDate } from '@storefront/contracts/format';
import { doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, moveEvent, pathOf } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The door guards one show (decision 26): the event a door admits for, tickets for another,
// the doors' hours, and a cancelled event. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: SignedInUser;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const buy = async (eventId: string, ticketQuantity = 1) =>
  buyTicket(t.app, await createSignedInUser(t.app), { eventId, ticketQuantity });

async function ticketRow(ticketId: string) {
  return t.database.db
    .selectFrom('tickets')
    .select(['status', 'admitted', 'used_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
}

describe('GET /api/door/events', () => {
  it('is for door staff only', async () => {
    expect((await t.app.inject({ url: '/api/door/events' })).statusCode).toBe(401);
    const buyer = await createSignedInUser(t.app);
    const res = await t.app.inject({ url: '/api/door/events', headers: buyer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: doorMessages.staffOnly });
  });

  it("lists today's events first, then the next ones soonest first, then the last month's; never a draft", async () => {
    const now = Date.now();
    // Started an hour ago: today whatever the hour (two hours ahead is tomorrow after 22:00 UTC).
    await moveEvent(t.database.db, '7', new Date(now - HOUR));
    await moveEvent(t.database.db, '8', new Date(now - 3 * 24 * HOUR));
    await moveEvent(t.database.db, '9', new Date(now - 40 * 24 * HOUR));
    await t.database.db.updateTable('events').set({ status: 'draft' }).where('id', '=', '5').execute();
    try {
      const res = await t.app.inject({ url: '/api/door/events', headers: staff.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const events: DoorEvent[] = res.json().events;
      const ids = events.map((e) => e.id);
      expect(ids[0]).toBe('7');
      expect(ids.at(-1)).toBe('8');
      expect(ids).not.toContain('9'); // more than a month ago
      expect(ids).not.toContain('5'); // a draft
      const upcoming = events.filter((e) => e.when === 'upcoming').map((e) => e.startsAt);
      expect(upcoming).toEqual([...upcoming].sort());
      expect(events[0]).toMatchObject({
        id: '7',
        when: 'today',
        status: 'published',
        doorsOpenAt: new Date(new Date(events[0]?.startsAt ?? 0).getTime() - 3 * HOUR).toISOString(),
        admitted: 0,
      });
      expect(events.at(-1)?.when).toBe('past');
    } finally {
      await t.database.db.updateTable('events').set({ status: 'published' }).where('id', '=', '5').execute();
    }
  });

  it('counts the people expected (tickets not cancelled) and the people in', async () => {
    const group = await buy('6', 3);
    await buy('6', 2);
    // Bought while it was ahead, then started an hour ago: today at any hour (an hour ahead is
    // tomorrow after 23:00 UTC).
    await moveEvent(t.database.db, '6', new Date(Date.now() - HOUR));
    expect((await checkIn(t.app, staff.headers, group.verifyUrl, '6', { confirm: false })).json().result).toBe(
      'admitted',
    );
    const events: DoorEvent[] = (await t.app.inject({ url: '/api/door/events', headers: staff.headers })).json().events;
    expect(events.find((e) => e.id === '6')).toMatchObject({ expected: 5, admitted: 1, when: 'today' });
  });
});

describe('POST /api/check-in guards one event', () => {
  let other: Ticket;
  beforeAll(async () => {
    other = await buy('4');
  });

  it('refuses a ticket for another event in so many words, and admits nothing', async () => {
    const res = await checkIn(t.app, staff.headers, other.verifyUrl, '3');
    expect(res.statusCode).toBe(200);
    const date = formatLongDate(other.eventDate, other.timeZone);
    expect(res.json()).toMatchObject({
      result: 'wrong-event',
      message: `This ticket is for ${other.eventTitle} on ${date}.`,
      ticket: { ticketId: other.ticketId, eventId: '4', admitted: 0 },
      timing: null,
      admittedCount: 0,
    });
    expect((await ticketRow(other.ticketId)).admitted).toBe(0);
    // The same with the reference pasted, and the ticket page's link.
    for (const link of [other.transactionReference, `http://localhost:3000/ticket/${other.transactionReference}`]) {
      expect((await checkIn(t.app, staff.headers, link, '3')).json().result).toBe('wrong-event');
    }
    expect((await checkIn(t.app, staff.headers, other.verifyUrl, '4')).json().result).toBe('admitted');
  });

  it('answers 404 for an event the door cannot admit for, and 400 without one', async () => {
    for (const eventId of ['999', 'x'.repeat(64)]) {
      const res = await checkIn(t.app, staff.headers, other.verifyUrl, eventId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: doorMessages.noSuchEvent });
    }
    await t.database.db.updateTable('events').set({ status: 'draft' }).where('id', '=', '5').execute();
    expect((await checkIn(t.app, staff.headers, other.verifyUrl, '5')).statusCode).toBe(404);
    await t.database.db.updateTable('events').set({ status: 'published' }).where('id', '=', '5').execute();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: staff.headers,
      payload: { link: other.verifyUrl },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: doorMessages.chooseEvent });
  });
});

describe("the doors' hours", () => {
  it('asks staff to confirm before the doors open, admits once they do, and admits without asking once open', async () => {
    const ticket = await buy('2', 2);
    await moveEvent(t.database.db, '2', new Date(Date.now() + 5 * HOUR)); // doors open in 2 hours
    const early = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '2', { confirm: false })).json();
    expect(early).toMatchObject({ result: 'confirm', timing: 'early', ticket: { admitted: 0 } });
    expect(early.message).toMatch(/^Doors open \w+day, \d+ \w+ \d{4} at \d{2}:\d{2} \(\w+ time\)\. Admit anyway\?$/);
    expect((await ticketRow(ticket.ticketId)).admitted).toBe(0);
    const confirmed = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '2', { confirm: true })).json();
    expect(confirmed).toMatchObject({ result: 'admitted', ticket: { admitted: 1, quantity: 2 } });

    await moveEvent(t.database.db, '2', new Date(Date.now() + 2 * HOUR)); // doors opened an hour ago
    const open = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '2', { confirm: false })).json();
    expect(open).toMatchObject({ result: 'admitted', timing: null, ticket: { admitted: 2 } });
  });

  it("asks staff to confirm after the event's day", async () => {
    const ticket = await buy('1');
    await moveEvent(t.database.db, '1', new Date(Date.now() - 3 * 24 * HOUR));
    const late = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '1', { confirm: false })).json();
    expect(late).toMatchObject({ result: 'confirm', timing: 'late' });
    expect(late.message).toMatch(/^This event was on \w+day, \d+ \w+ \d{4}\. Admit anyway\?$/);
    expect((await ticketRow(ticket.ticketId)).admitted).toBe(0);
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl, '1', { confirm: true })).json().result).toBe(
      'admitted',
    );
  });

  it('a refusal is never asked about: a used ticket is refused whatever the hour', async () => {
    const ticket = await buy('3');
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl, '3', { confirm: true })).json().result).toBe(
      'admitted',
    );
    const again = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '3', { confirm: false })).json();
    expect(again).toMatchObject({ result: 'used', message: doorMessages.used, timing: null });
  });
});

describe('a cancelled event', () => {
  it('makes its tickets invalid at /api/verify and at the door, whatever their own status', async () => {
    const ticket = await buy('5', 2);
    await t.database.db.updateTable('events').set({ status: 'cancelled' }).where('id', '=', '5').execute();
    const verify = await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { accept: 'application/json' } });
    expect(verify.json()).toMatchObject({
      status: 'cancelled',
      message: doorMessages.eventCancelled,
      ticket: { eventStatus: 'cancelled' },
    });
    const page = await t.app.inject({ url: pathOf(ticket.verifyUrl) });
    expect(page.body).toContain('<h1>Cancelled</h1>');
    expect(page.body).toContain(doorMessages.eventCancelled);
    const door = (await checkIn(t.app, staff.headers, ticket.verifyUrl, '5', { confirm: true })).json();
    expect(door).toMatchObject({ result: 'cancelled', message: doorMessages.eventCancelled });
    expect(await ticketRow(ticket.ticketId)).toEqual({ status: 'unused', admitted: 0, used_at: null });
  });
});
