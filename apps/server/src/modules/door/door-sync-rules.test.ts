import type { DoorList, DoorSyncAnswer, Ticket } from '@storefront/contracts/api';
import { adminSalesMessages, doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, moveEvent } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DOOR_MISSES_LIMIT } from './door-routes.ts';

// Decision 26, amended: what an offline sync may not do (count an admission of a cancelled ticket
// or event, and so block its refund; take a device's wrong clock as the order of admissions), and
// the attempt limit on typed codes at /api/check-in. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: SignedInUser;
let admin: SignedInUser;
let buyer: SignedInUser;
const HOUR = 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  // Events 3 and 5 start in an hour: their doors are open now.
  await moveEvent(t.database.db, '3', new Date(Date.now() + HOUR));
  await moveEvent(t.database.db, '5', new Date(Date.now() + HOUR));
});
afterAll(() => t.close());

const sync = async (
  eventId: string,
  deviceId: string,
  admissions: { id: string; ticketId: string; admittedAt: string }[],
): Promise<DoorSyncAnswer> => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/door/events/${eventId}/sync`,
    headers: staff.headers,
    payload: { deviceId, admissions },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The ticket's row and its admissions, as the door and the refund see them. */
async function stateOf(ticketId: string) {
  const ticket = await t.database.db
    .selectFrom('tickets')
    .select(['status', 'admitted', 'used_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom('door_admissions')
    .select(['id', 'counted', 'admitted_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  return {
    status: ticket.status,
    admitted: Number(ticket.admitted),
    usedAt: ticket.used_at,
    admissions: rows.map((row) => ({ id: row.id, counted: Number(row.counted), at: row.admitted_at })),
  };
}

const doorCount = async (eventId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('door_counts')
        .select('admitted')
        .where('event_id', '=', eventId)
        .executeTakeFirst()
    )?.admitted ?? 0,
  );

const refund = (orderId: string) =>
  adminPost(t.app, admin, `/api/admin/orders/${orderId}/refund`, { reason: 'Event cancelled' });

describe('an offline admission the ticket cannot take', () => {
  it("of a cancelled event's ticket is a conflict: not counted, the ticket unchanged, and its refund still goes through", async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '3' });
    await t.database.db.updateTable('events').set({ status: 'cancelled' }).where('id', '=', '3').execute();
    const countBefore = await doorCount('3');
    const at = minutesAgo(5);
    const admission = { id: 'cancelled-event-1', ticketId: ticket.ticketId, admittedAt: at };
    const answer = await sync('3', 'device-cancel', [admission]);
    expect(answer).toEqual({
      results: [
        {
          id: 'cancelled-event-1',
          outcome: 'conflict',
          reason: 'event-cancelled',
          conflict: {
            ticketId: ticket.ticketId,
            holderName: 'Ada Obi',
            reason: 'event-cancelled',
            kept: null,
            extra: { id: 'cancelled-event-1', admittedAt: at, deviceId: 'device-cancel' },
          },
          time: null,
        },
      ],
      admittedCount: countBefore,
    });
    // Recorded (the person went in), not counted, and the ticket as it was.
    expect(await stateOf(ticket.ticketId)).toEqual({
      status: 'unused',
      admitted: 0,
      usedAt: null,
      admissions: [{ id: 'device-cancel:cancelled-event-1', counted: 0, at }],
    });
    expect(await doorCount('3')).toBe(countBefore);
    // Sent again: the same answer, nothing recorded twice.
    expect(await sync('3', 'device-cancel', [admission])).toEqual(answer);
    // Every door of the event sees it, with why.
    const list: DoorList = (
      await t.app.inject({ url: '/api/door/events/3/admissions', headers: staff.headers })
    ).json();
    expect(list.conflicts).toContainEqual(answer.results[0]?.conflict);

    // The refund the cancelled event calls for is not refused as "admitted at the door".
    const res = await refund(await orderIdOf(t.app, ticket.transactionReference));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(adminSalesMessages.refund.done);
    expect((await stateOf(ticket.ticketId)).status).toBe('cancelled');
  });

  it('of a refunded ticket is a conflict too, and leaves it cancelled with nobody counted', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    expect((await refund(await orderIdOf(t.app, ticket.transactionReference))).statusCode).toBe(200);
    const countBefore = await doorCount('5');
    const answer = await sync('5', 'device-refund', [
      { id: 'refunded-001', ticketId: ticket.ticketId, admittedAt: minutesAgo(2) },
    ]);
    expect(answer.results[0]).toMatchObject({
      outcome: 'conflict',
      reason: 'cancelled',
      conflict: { reason: 'cancelled', kept: null, extra: { id: 'refunded-001', deviceId: 'device-refund' } },
    });
    expect(answer.admittedCount).toBe(countBefore);
    expect(await stateOf(ticket.ticketId)).toMatchObject({ status: 'cancelled', admitted: 0, usedAt: null });
  });
});

describe("an offline admission's time", () => {
  it("before the door hours (1999) does not displace the night's real admission: recorded at the sync's time, a conflict, and said", async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    const real = minutesAgo(10);
    const first = await sync('5', 'device-real', [{ id: 'real-00001', ticketId: ticket.ticketId, admittedAt: real }]);
    expect(first.results[0]).toMatchObject({ outcome: 'kept', conflict: null, time: null });

    const before = Date.now();
    const given = '1999-01-01T00:00:00.000Z';
    const answer = await sync('5', 'device-1999', [
      { id: 'wrong-clock', ticketId: ticket.ticketId, admittedAt: given },
    ]);
    const result = answer.results[0];
    expect(result).toMatchObject({
      outcome: 'conflict',
      reason: null,
      conflict: {
        reason: 'place-taken',
        kept: { id: 'real-00001', admittedAt: real, deviceId: 'device-real' },
        extra: { id: 'wrong-clock', deviceId: 'device-1999' },
      },
      time: { reason: 'outside-hours', given },
    });
    const recordedAt = Date.parse(result?.time?.recordedAt ?? '');
    expect(recordedAt).toBeGreaterThanOrEqual(before);
    expect(recordedAt).toBeLessThanOrEqual(Date.now());
    expect(result?.conflict?.extra.admittedAt).toBe(result?.time?.recordedAt);
    // The real admission still counts, and the ticket keeps its time.
    const state = await stateOf(ticket.ticketId);
    expect(state).toMatchObject({ admitted: 1, usedAt: real });
    expect(state.admissions).toEqual([
      { id: 'device-1999:wrong-clock', counted: 0, at: result?.time?.recordedAt },
      { id: 'device-real:real-00001', counted: 1, at: real },
    ]);
    // Sent again: said the same way.
    expect(
      (await sync('5', 'device-1999', [{ id: 'wrong-clock', ticketId: ticket.ticketId, admittedAt: given }])).results,
    ).toEqual(answer.results);
  });

  it("outside the door hours on a ticket with room is counted at the sync's time, and said", async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    // The doors opened 2 hours ago (3 hours before the start, in an hour).
    const given = minutesAgo(5 * 60);
    const before = Date.now();
    const [result] = (
      await sync('5', 'device-early', [{ id: 'early-0001', ticketId: ticket.ticketId, admittedAt: given }])
    ).results;
    expect(result).toMatchObject({ outcome: 'kept', conflict: null, time: { reason: 'outside-hours', given } });
    const { usedAt, admitted } = await stateOf(ticket.ticketId);
    expect(admitted).toBe(1);
    expect(usedAt).toBe(result?.time?.recordedAt);
    expect(Date.parse(usedAt ?? '')).toBeGreaterThanOrEqual(before);
  });

  it("more than 5 minutes ahead of the server is recorded at the sync's time and said; a clock a minute or two ahead is not", async () => {
    const ahead = await buyTicket(t.app, buyer, { eventId: '5' });
    const given = new Date(Date.now() + 2 * HOUR).toISOString();
    const before = Date.now();
    const [result] = (
      await sync('5', 'device-fast', [{ id: 'fast-00001', ticketId: ahead.ticketId, admittedAt: given }])
    ).results;
    expect(result).toMatchObject({ outcome: 'kept', time: { reason: 'ahead', given } });
    const recordedAt = result?.time?.recordedAt ?? '';
    expect(Date.parse(recordedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(recordedAt)).toBeLessThanOrEqual(Date.now());
    expect((await stateOf(ahead.ticketId)).usedAt).toBe(recordedAt);

    const skewed = await buyTicket(t.app, buyer, { eventId: '5' });
    const [near] = (
      await sync('5', 'device-near', [
        { id: 'near-00001', ticketId: skewed.ticketId, admittedAt: new Date(Date.now() + 2 * 60_000).toISOString() },
      ])
    ).results;
    expect(near).toMatchObject({ outcome: 'kept', time: null });
    expect(Date.parse((await stateOf(skewed.ticketId)).usedAt ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

describe('typed door codes and references at /api/check-in', () => {
  /** An 8-character door code no ticket has (Crockford base32; tickets' codes are random). */
  const wrongCode = (i: number) => `ZZZZ${String(i).padStart(4, '0')}`;
  const typeIn = (who: SignedInUser, text: string) => checkIn(t.app, who.headers, text, '2');

  it(`allow ${DOOR_MISSES_LIMIT.max} codes not found per staff account in 5 minutes, then answer 429 with a sentence; tickets found and QR scans are not counted`, async () => {
    const doorman = await createSignedInStaff(t.app);
    const ticket: Ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 3 });
    for (let i = 0; i < DOOR_MISSES_LIMIT.max - 2; i += 1) {
      expect((await typeIn(doorman, wrongCode(i))).json().result).toBe('invalid');
    }
    // A code and a reference that find the ticket are given back: they are not misses.
    expect((await typeIn(doorman, ticket.manualCode)).json().result).toBe('admitted');
    expect((await typeIn(doorman, ticket.transactionReference.toLowerCase())).json().result).toBe('admitted');
    expect((await typeIn(doorman, 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA')).json().result).toBe('invalid');
    expect((await typeIn(doorman, wrongCode(98))).json().result).toBe('invalid');

    const limited = await typeIn(doorman, wrongCode(99));
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(4 * 60);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    expect(limited.json()).toEqual({ message: doorMessages.tooManyMisses(wait) });
    expect(limited.json().message).toBe(
      'Too many codes or references not found from this account. Wait 5 minutes before typing another; scanning QR codes still works.',
    );
    // Typed codes wait, whatever they are; the QR still admits; another account's door is not held up.
    expect((await typeIn(doorman, ticket.manualCode)).statusCode).toBe(429);
    expect((await typeIn(doorman, ticket.verifyUrl)).json().result).toBe('admitted');
    expect((await typeIn(staff, wrongCode(100))).json().result).toBe('invalid');
  });

  it('count guesses in flight: of 40 sent at once, the limit are looked up and the rest answered 429', async () => {
    const doorman = await createSignedInStaff(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => typeIn(doorman, wrongCode(200 + i))));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(DOOR_MISSES_LIMIT.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - DOOR_MISSES_LIMIT.max);
  });
});
