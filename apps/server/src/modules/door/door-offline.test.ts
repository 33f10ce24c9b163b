import { createHash } from 'node:crypto';
import type { DoorList, Ticket } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import {
  codeHashInput,
  doorHashText,
  readDoorInput,
  referenceHashInput,
  shortLinkHashInput,
  tokenHashInput,
} from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, moveEvent } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The offline door (decision 26): the admission list a device keeps, and the sync of what it admitted
// without the network, with two devices admitting the same place (the earlier kept, the later the
// conflict, both times named). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: SignedInUser;
let buyer: SignedInUser;
const HOUR = 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const sha = (text: string) => doorHashText(createHash('sha256').update(text).digest());

const list = async (eventId: string, headers = staff.headers, encoding?: string) =>
  t.app.inject({
    url: `/api/door/events/${eventId}/admissions`,
    headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

const sync = (eventId: string, deviceId: string, admissions: { id: string; ticketId: string; admittedAt: string }[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/door/events/${eventId}/sync`,
    headers: staff.headers,
    payload: { deviceId, admissions },
  });

async function counted(ticketId: string) {
  const ticket = await t.database.db
    .selectFrom('tickets')
    .select(['admitted', 'used_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom('door_admissions')
    .select(['counted'])
    .where('ticket_id', '=', ticketId)
    .execute();
  return { admitted: Number(ticket.admitted), usedAt: ticket.used_at, rows: rows.length };
}

describe('GET /api/door/events/{eventId}/admissions', () => {
  let ticket: Ticket;
  let group: Ticket;
  let cancelled: Ticket;
  beforeAll(async () => {
    ticket = await buyTicket(t.app, buyer, { eventId: '2' });
    group = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 3 });
    cancelled = await buyTicket(t.app, buyer, { eventId: '2' });
    await t.database.db
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.ticketId)
      .execute();
    await checkIn(t.app, staff.headers, group.verifyUrl, '2');
  });

  it('is for door staff only, and answers 404 for an event a door cannot admit for', async () => {
    expect((await list('2', {})).statusCode).toBe(401);
    expect((await list('2', buyer.headers)).statusCode).toBe(403);
    const missing = await list('999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: doorMessages.noSuchEvent });
  });

  it("holds each ticket's hashes (never its token, reference or code), its people, its holder and whether it is cancelled", async () => {
    const res = await list('2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer: DoorList = res.json();
    expect(answer.event).toMatchObject({ id: '2', admitted: 1, expected: 4 });
    expect(answer.tickets).toHaveLength(3);
    const row = answer.tickets.find(([id]) => id === ticket.ticketId);
    // The short link's MAC, as the QR holds it (the device reads the scanned link the same way).
    const short = readDoorInput(ticket.verifyUrl);
    const mac = short?.kind === 'short-link' ? short.mac : '';
    expect(mac).toMatch(/^[0-9A-Z]{12}$/);
    expect(row).toEqual([
      ticket.ticketId,
      sha(tokenHashInput(ticket.verificationToken)),
      sha(referenceHashInput(ticket.transactionReference)),
      sha(codeHashInput(answer.salt, ticket.manualCode)),
      1,
      0,
      'Ada Obi',
      '',
      0,
      sha(shortLinkHashInput(ticket.transactionReference, mac)),
    ]);
    expect(answer.tickets.find(([id]) => id === group.ticketId)?.slice(4, 9)).toEqual([
      3,
      1,
      'Ada Obi',
      expect.stringMatching(/^\d{4}-/),
      0,
    ]);
    expect(answer.tickets.find(([id]) => id === cancelled.ticketId)?.[8]).toBe(1);
    const body = res.body;
    for (const secret of [ticket.verificationToken, ticket.transactionReference, ticket.manualCode, mac]) {
      expect(body).not.toContain(secret);
    }
  });

  it('goes out compressed as the client accepts (once over 1 KB)', async () => {
    const more = await createSignedInUser(t.app);
    for (let i = 0; i < 10; i += 1) await buyTicket(t.app, more, { eventId: '2' });
    const plain = await list('2');
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await list('2', staff.headers, 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.body.length);
  });
});

describe('POST /api/door/events/{eventId}/sync', () => {
  beforeAll(async () => {
    await moveEvent(t.database.db, '5', new Date(Date.now() + HOUR));
  });

  it('two devices admitted the same ticket offline: the first is kept, the second is reported with both times', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    const first = minutesAgo(10);
    const second = minutesAgo(4);
    const a = (
      await sync('5', 'device-aaaa', [{ id: 'admission-a1', ticketId: ticket.ticketId, admittedAt: first }])
    ).json();
    expect(a).toEqual({
      results: [{ id: 'admission-a1', outcome: 'kept', reason: null, conflict: null, time: null }],
      admittedCount: 1,
    });
    const b = await sync('5', 'device-bbbb', [{ id: 'admission-b1', ticketId: ticket.ticketId, admittedAt: second }]);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual({
      results: [
        {
          id: 'admission-b1',
          outcome: 'conflict',
          reason: null,
          conflict: {
            ticketId: ticket.ticketId,
            holderName: 'Ada Obi',
            reason: 'place-taken',
            kept: { id: 'admission-a1', admittedAt: first, deviceId: 'device-aaaa' },
            extra: { id: 'admission-b1', admittedAt: second, deviceId: 'device-bbbb' },
          },
          time: null,
        },
      ],
      admittedCount: 1,
    });
    expect(await counted(ticket.ticketId)).toEqual({ admitted: 1, usedAt: first, rows: 2 });
    // Sent again (the answer was lost): the same answer, nothing recorded twice.
    const again = await sync('5', 'device-bbbb', [
      { id: 'admission-b1', ticketId: ticket.ticketId, admittedAt: second },
    ]);
    expect(again.json()).toEqual(b.json());
    expect(await counted(ticket.ticketId)).toEqual({ admitted: 1, usedAt: first, rows: 2 });
    // The list names the conflict for every door of the event.
    const { conflicts } = (await list('5')).json() as DoorList;
    expect(conflicts).toContainEqual(b.json().results[0].conflict);
  });

  it('the earlier admission is kept even when it syncs last: the later one becomes the conflict', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    const early = minutesAgo(20);
    const late = minutesAgo(5);
    await sync('5', 'device-late', [{ id: 'late-one-1', ticketId: ticket.ticketId, admittedAt: late }]);
    const res = (
      await sync('5', 'device-early', [{ id: 'early-one-1', ticketId: ticket.ticketId, admittedAt: early }])
    ).json();
    expect(res.results[0]).toMatchObject({
      outcome: 'kept',
      conflict: {
        kept: { id: 'early-one-1', admittedAt: early, deviceId: 'device-early' },
        extra: { id: 'late-one-1', admittedAt: late, deviceId: 'device-late' },
      },
    });
    expect(await counted(ticket.ticketId)).toEqual({ admitted: 1, usedAt: early, rows: 2 });
    // The later device learns from its next list.
    const { conflicts } = (await list('5')).json() as DoorList;
    expect(conflicts.find((c) => c.ticketId === ticket.ticketId)).toMatchObject({
      extra: { deviceId: 'device-late', admittedAt: late },
      kept: { deviceId: 'device-early', admittedAt: early },
    });
  });

  it('a 3-person ticket admitted twice on each of two devices counts 3 people and one conflict', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5', ticketQuantity: 3 });
    await sync('5', 'device-one1', [
      { id: 'one-00001', ticketId: ticket.ticketId, admittedAt: minutesAgo(30) },
      { id: 'one-00002', ticketId: ticket.ticketId, admittedAt: minutesAgo(29) },
    ]);
    const two = (
      await sync('5', 'device-two2', [
        { id: 'two-00001', ticketId: ticket.ticketId, admittedAt: minutesAgo(15) },
        { id: 'two-00002', ticketId: ticket.ticketId, admittedAt: minutesAgo(14) },
      ])
    ).json();
    expect(two.results.map((r: { outcome: string }) => r.outcome)).toEqual(['kept', 'conflict']);
    expect((await counted(ticket.ticketId)).admitted).toBe(3);
  });

  it("records a cancelled ticket's offline admission as a conflict without counting it, and refuses a ticket of another event", async () => {
    const cancelled = await buyTicket(t.app, buyer, { eventId: '5' });
    await t.database.db
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.ticketId)
      .execute();
    const other = await buyTicket(t.app, buyer, { eventId: '6' });
    const res = (
      await sync('5', 'device-cccc', [
        { id: 'cancel-0001', ticketId: cancelled.ticketId, admittedAt: minutesAgo(3) },
        { id: 'other-00001', ticketId: other.ticketId, admittedAt: minutesAgo(3) },
        { id: 'nobody-0001', ticketId: 'TICKET-0-NOBODY', admittedAt: minutesAgo(3) },
      ])
    ).json();
    expect(res.results.map((r: { outcome: string; reason: string }) => [r.outcome, r.reason])).toEqual([
      ['conflict', 'cancelled'],
      ['refused', 'invalid'],
      ['refused', 'invalid'],
    ]);
    expect(await counted(cancelled.ticketId)).toEqual({ admitted: 0, usedAt: null, rows: 1 });
    expect(await counted(other.ticketId)).toEqual({ admitted: 0, usedAt: null, rows: 0 });
  });

  it('takes a time in the future (a clock ahead) as the time of the sync', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    const before = Date.now();
    await sync('5', 'device-fast', [
      { id: 'future-001', ticketId: ticket.ticketId, admittedAt: new Date(Date.now() + 24 * HOUR).toISOString() },
    ]);
    const { usedAt } = await counted(ticket.ticketId);
    expect(Date.parse(usedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(usedAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [{ deviceId: 'device-x', admissions: [] }, 'Send at least one admission.'],
    [
      { deviceId: 'd', admissions: [{ id: 'abcdefgh', ticketId: 'T', admittedAt: minutesAgo(1) }] },
      'The device id must be 8 to 64 letters, digits, - or _.',
    ],
    [
      { deviceId: 'device-x', admissions: [{ id: 'a b', ticketId: 'T', admittedAt: minutesAgo(1) }] },
      'An admission id must be 8 to 64 letters, digits, - or _.',
    ],
    [
      { deviceId: 'device-x', admissions: [{ id: 'abcdefgh', ticketId: 'T', admittedAt: 'yesterday' }] },
      'admittedAt must be an ISO 8601 time in UTC.',
    ],
    [
      {
        deviceId: 'device-x',
        admissions: Array.from({ length: 501 }, (_, i) => ({
          id: `bulk-${1000 + i}`,
          ticketId: 'T',
          admittedAt: minutesAgo(1),
        })),
      },
      'Send at most 500 admissions at a time.',
    ],
  ])('answers a bad sync with 400 and a sentence (%#)', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/door/events/5/sync', headers: staff.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is for door staff only, for an event a door can admit for', async () => {
    const body = { deviceId: 'device-x', admissions: [{ id: 'abcdefgh', ticketId: 'T', admittedAt: minutesAgo(1) }] };
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: '/api/door/events/5/sync',
      headers: buyer.headers,
      payload: body,
    });
    expect(asBuyer.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/door/events/999/sync',
      headers: staff.headers,
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
  });
});
