import { waitingRoomMessages as m, type WaitingPlace } from '@storefront/contracts/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser, setCookieValue } from '../../../test/auth-helpers.ts';
import { initialize } from '../../../test/checkout-helpers.ts';
import { createSignedInOrganizer, giveEventTo } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DRAW_AFTER_MS } from './room-advance.ts';

// The waiting room of an on-sale (decision 54), through the API: a random order among the places
// asked for before the on-sale (however late written) and arrival order after; a pace kept across two processes, each
// position let in once; passes that cannot be made up, handed on or used twice; nothing lost
// with a process. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const EVENT = '1';
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let admin: SignedInUser;

beforeEach(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
});
afterEach(async () => t?.close());

/** Turns the room on through the back office, its on-sale an hour away (places are taken now). */
async function openRoom(settings: Partial<{ admitPerSecond: number; passMinutes: number }> = {}) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${EVENT}/waiting-room`,
    headers: admin.headers,
    payload: {
      onSaleAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      queueOpensMinutesBefore: 120,
      admitPerSecond: 1000,
      passMinutes: 5,
      ...settings,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The on-sale time comes: moved to `at` in the database, as the clock would bring it. */
async function onSaleAt(at: Date, apps: FastifyInstance[] = [t.app]) {
  await t.database.db
    .updateTable('events')
    .set({ waiting_room_on_sale_at: at.toISOString() })
    .where('id', '=', EVENT)
    .execute();
  for (const app of apps) app.waitingRooms.forget(EVENT);
}

async function setPace(admitPerSecond: number, apps: FastifyInstance[] = [t.app]) {
  await t.database.db
    .updateTable('events')
    .set({ waiting_room_admit_per_second: admitPerSecond })
    .where('id', '=', EVENT)
    .execute();
  for (const app of apps) app.waitingRooms.forget(EVENT);
}

/** A buyer on their own device (its cookie kept between asks). */
interface Buyer extends SignedInUser {
  device?: string;
}

async function take(buyer: Buyer, body: Record<string, unknown> = {}, app = t.app) {
  const headers = { ...buyer.headers };
  if (buyer.device) headers.cookie = `${headers.cookie}; wr_device=${buyer.device}`;
  const res = await app.inject({
    method: 'POST',
    url: `/api/events/${EVENT}/waiting-room/place`,
    headers,
    payload: body,
  });
  buyer.device ??= setCookieValue(res, 'wr_device');
  return res;
}

async function place(buyer: Buyer, app = t.app): Promise<WaitingPlace> {
  const res = await take(buyer, {}, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const roomState = async (app = t.app) => {
  const res = await app.inject({ url: `/api/events/${EVENT}/waiting-room` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const places = () =>
  t.database.db
    .selectFrom('waiting_room_places')
    .selectAll()
    .where('event_id', '=', EVENT)
    .orderBy('position')
    .execute();

async function buyers(count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  for (let i = 0; i < count; i++) made.push(await createSignedInUser(t.app));
  return made;
}

describe('the order of the room', () => {
  it('puts the places asked for before the on-sale in a random order, and later ones at the back as they came', async () => {
    await openRoom({ admitPerSecond: 0.1 });
    const early = await buyers(30);
    for (const buyer of early) {
      const answer = await place(buyer);
      expect(answer).toMatchObject({ state: 'waiting', position: null, ahead: null, room: { status: 'queueing' } });
    }
    // A place asked for in the on-sale's own millisecond is a late one (asked before: joined_at <
    // on-sale): the clock passes the last place's stamp first.
    await sleep(3);
    const onSale = Date.now();
    await onSaleAt(new Date(onSale));
    // Two buyers asked just before and just after the on-sale, and their places are written only
    // now, as a busy server would: the one who asked before is in the lottery, the other first
    // after it. Until DRAW_AFTER_MS has passed the room still queues.
    const [before, after] = await buyers(2);
    if (!before || !after) throw new Error('no buyers');
    await t.app.waitingRooms.take(EVENT, before.user, 'device-before', false, new Date(onSale - 50));
    await t.app.waitingRooms.take(EVENT, after.user, 'device-after', false, new Date(onSale + 50));
    expect((await roomState()).status).toBe('queueing');
    await sleep(onSale + DRAW_AFTER_MS - Date.now() + 5);
    expect((await roomState()).status).toBe('admitting');

    const rows = await places();
    expect(rows.map((row) => row.position)).toEqual([...early, before, after].map((_, i) => i + 1));
    const drawn = rows.slice(0, 31);
    expect(drawn.map((row) => row.user_id).sort()).toEqual([...early, before].map((buyer) => buyer.user.id).sort());
    expect(rows[31]?.user_id).toBe(after.user.id);
    // The lottery's order: the random keys', not the order of arrival.
    const byKey = [...drawn].sort((a, b) => (a.lottery_key < b.lottery_key ? -1 : 1));
    expect(drawn.map((row) => row.id)).toEqual(byKey.map((row) => row.id));
    const byArrival = early.map((buyer) => drawn.find((row) => row.user_id === buyer.user.id)?.position);
    expect(byArrival).not.toEqual(early.map((_, i) => i + 1));
    expect((await roomState()).drawn).toBe(31);

    const late = await buyers(4);
    for (const buyer of late) {
      await place(buyer);
      await sleep(3);
    }
    await sleep(250);
    await roomState();
    const all = await places();
    const latePositions = late.map((buyer) => all.find((row) => row.user_id === buyer.user.id)?.position);
    expect(latePositions).toEqual([33, 34, 35, 36]);
    // Asking again is the same place: a reload or a second tab gains nothing.
    const again = await place(early[0] as Buyer);
    expect(again.position).toBe(drawn.find((row) => row.user_id === early[0]?.user.id)?.position);
  });

  it('one place per account and per device; a confirmed email; not before the room opens', async () => {
    const [first, second] = await buyers(2);
    if (!first || !second) throw new Error('no buyers');
    expect((await take(first)).statusCode).toBe(404);
    await openRoom();
    await place(first);
    // Another account on the same device is refused; on its own device it takes a place.
    const borrowed: Buyer = { ...second, device: first.device };
    const refused = await take(borrowed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.otherAccount);
    expect((await take(second)).statusCode).toBe(200);
    const unconfirmed = await createSignedInUser(t.app, { confirmed: false });
    const res = await take(unconfirmed);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.confirmEmail);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/events/${EVENT}/waiting-room/place`, payload: {} })).statusCode,
    ).toBe(403);
    // The room's doors open 120 minutes before; moved to 3 hours away, they are not open yet.
    await onSaleAt(new Date(Date.now() + 180 * MINUTE));
    const early = await take(await createSignedInUser(t.app));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.notOpen);
    expect((await roomState()).status).toBe('closed');
    expect((await places()).length).toBe(2);
  });
});

describe('admission', () => {
  it('keeps its pace across two processes and lets each position in once, in order', async () => {
    const second = await t.secondProcess();
    await openRoom({ admitPerSecond: 20 });
    const waiting = await buyers(40);
    for (const [i, buyer] of waiting.entries()) await place(buyer, i % 2 === 0 ? t.app : second);
    await sleep(3); // past the last place's stamp: every place here is an early one
    const onSale = Date.now();
    await onSaleAt(new Date(onSale), [t.app, second]);
    // The room earns turns from its draw, DRAW_AFTER_MS after the on-sale.
    const opened = onSale + DRAW_AFTER_MS;
    await sleep(opened - Date.now());
    // Both processes answer the room for about a second, each moving it when due: at the same time
    // on PostgreSQL; in turn on SQLite, whose two connections here share one thread (a second
    // process there is not how it runs: one process, decision 54).
    while (Date.now() - opened < 1000) {
      if (process.env.TEST_DATABASE_URL) await Promise.all([roomState(t.app), roomState(second)]);
      else for (const app of [t.app, second]) await roomState(app);
      await sleep(40);
    }
    const elapsed = (Date.now() - opened) / 1000;
    const rows = await places();
    const admitted = rows.filter((row) => row.admitted_at !== null);
    // 20 a second for about a second, whichever process moved the room: never more than earned.
    expect(admitted.length).toBeLessThanOrEqual(Math.ceil(20 * elapsed));
    expect(admitted.length).toBeGreaterThanOrEqual(Math.floor(20 * (elapsed - 0.3)));
    // The first positions, in order, each once.
    expect(admitted.map((row) => row.position)).toEqual(admitted.map((_, i) => i + 1));
    const times = admitted.map((row) => row.admitted_at ?? '');
    expect(times).toEqual([...times].sort());
    const room = await t.database.db.selectFrom('waiting_rooms').selectAll().executeTakeFirstOrThrow();
    expect(Number(room.admitted_through)).toBe(admitted.length);
    // Everyone's answer says how many were drawn and the key of the last let in among them.
    second.waitingRooms.forget(EVENT);
    const state = await roomState(second);
    expect(state.drawn).toBe(40);
    const lastIn = (await places()).filter((row) => row.admitted_at !== null).at(-1);
    expect(state.admittedKey).toBe(lastIn?.lottery_key);
  });

  it('loses no place when a process goes away: the other draws them and lets them in', async () => {
    const second = await t.secondProcess();
    await openRoom();
    const waiting = await buyers(6);
    for (const buyer of waiting) await place(buyer, second);
    await second.close();
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 1000));
    await roomState();
    const rows = await places();
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.every((row) => row.admitted_at !== null)).toBe(true);
    for (const buyer of waiting) expect((await place(buyer)).state).toBe('admitted');
  });

  it('numbers places that come at once, through two processes, in the order they were stamped', async () => {
    // Two processes on PostgreSQL; on SQLite one (its two connections here would share one thread).
    const second = process.env.TEST_DATABASE_URL ? await t.secondProcess() : t.app;
    await openRoom({ admitPerSecond: 0.1 });
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 1000), [t.app, second]);
    await roomState();
    const crowd = await buyers(24);
    // All at once, half through each process, while both keep moving the room.
    await Promise.all([
      ...crowd.map((buyer, i) => place(buyer, i % 2 === 0 ? t.app : second)),
      ...[...new Set([t.app, second])].map(async (app) => {
        for (let i = 0; i < 5; i++) {
          app.waitingRooms.forget(EVENT);
          await roomState(app);
        }
      }),
    ]);
    await sleep(250);
    await roomState();
    const rows = await places();
    expect(rows.map((row) => row.position)).toEqual(crowd.map((_, i) => i + 1));
    const stamps = rows.map((row) => `${row.joined_at}|${row.id}`);
    expect(stamps).toEqual([...stamps].sort());
  });

  it('lets in no more buyers than seats are left', async () => {
    await openRoom({ admitPerSecond: 1000 });
    const waiting = await buyers(5);
    for (const buyer of waiting) await place(buyer);
    await t.database.db.updateTable('events').set({ remaining: 3 }).where('id', '=', EVENT).execute();
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 10_000));
    await roomState();
    const admitted = (await places()).filter((row) => row.admitted_at !== null);
    expect(admitted.map((row) => row.position)).toEqual([1, 2, 3]);
  });

  it('tells everyone when the event sells out, and lets nobody more in', async () => {
    await openRoom({ admitPerSecond: 1000 });
    const [buyer] = await buyers(1);
    if (!buyer) throw new Error('no buyer');
    await place(buyer);
    await t.database.db.updateTable('events').set({ remaining: 0 }).where('id', '=', EVENT).execute();
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 1000));
    const answer = await place(buyer);
    expect(answer.room.status).toBe('soldOut');
    expect(answer.state).toBe('waiting');
    expect(answer.pass).toBeNull();
  });
});

describe('passes', () => {
  it('cannot be made up, handed on or used twice; the order needs one while the room is on', async () => {
    await openRoom();
    const [ada, bola] = await buyers(2);
    if (!ada || !bola) throw new Error('no buyers');
    await place(ada);
    await place(bola);
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 1000));
    const admitted = await place(ada);
    expect(admitted.state).toBe('admitted');
    const token = admitted.pass?.token ?? '';
    expect(token).not.toBe('');

    const refusedWith = async (buyer: SignedInUser, pass: string | undefined, message: string) => {
      const res = await initialize(t.app, buyer, { ticketQuantity: 1, waitingRoomPass: pass });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    };
    await refusedWith(ada, undefined, m.passRequired);
    await refusedWith(ada, 'not-a-pass', m.passInvalid);
    const [placeId, expiry, signature] = token.split('.');
    await refusedWith(ada, `${placeId}.${Number(expiry) + MINUTE}.${signature}`, m.passInvalid);
    // Bola has her own place, but Ada's pass is Ada's.
    await refusedWith(bola, token, m.passInvalid);

    // The same pass twice at the same moment: one order.
    const both = await Promise.all(
      [1, 2].map(() => initialize(t.app, ada, { ticketQuantity: 1, waitingRoomPass: token })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    await refusedWith(ada, token, m.passUsed);
    expect((await place(ada)).state).toBe('used');

    // Turned off, the form sells to everyone again.
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${EVENT}/waiting-room`,
      headers: admin.headers,
    });
    expect(off.json()).toMatchObject({ room: null, places: { total: 0 } });
    expect((await initialize(t.app, bola, { ticketQuantity: 1 })).statusCode).toBe(200);
  });

  /**
   * Three places, the first let in (ten seconds since the draw at 0.1 a second: one turn earned);
   * `lapse()` puts its turn six minutes back, past its pass's five.
   */
  async function oneLetIn() {
    await openRoom({ admitPerSecond: 0.1 });
    const waiting = await buyers(3);
    for (const buyer of waiting) await place(buyer);
    await onSaleAt(new Date(Date.now() - DRAW_AFTER_MS - 10_000));
    await roomState();
    const rows = await places();
    const holder = (row: number) => waiting.find((buyer) => buyer.user.id === rows[row]?.user_id) as Buyer;
    const lapse = () =>
      t.database.db
        .updateTable('waiting_room_places')
        .set({ admitted_at: new Date(Date.now() - 6 * MINUTE).toISOString() })
        .where('id', '=', rows[0]?.id ?? '')
        .execute();
    return { first: holder(0), next: holder(1), lapse };
  }

  it('a pass not used in time lapses and lets the next in; its holder can take a new place at the back', async () => {
    const { first, next, lapse } = await oneLetIn();
    const pass = (await place(first)).pass?.token;
    expect(pass).toBeDefined();
    expect((await place(next)).state).toBe('waiting');

    await lapse();
    await sleep(250);
    t.app.waitingRooms.forget(EVENT);
    await roomState();
    expect((await place(next)).state).toBe('admitted');
    expect((await place(first)).state).toBe('expired');
    const late = await initialize(t.app, first, { ticketQuantity: 1, waitingRoomPass: pass });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.passExpired);

    const back = await take(first, { again: true });
    expect(back.statusCode).toBe(200);
    await sleep(250);
    await setPace(0.1);
    const renewed = await place(first);
    expect(renewed.state).toBe('waiting');
    expect(renewed.position).toBe(4);
  });

  it('gives a lapsed turn to the next even when its holder takes a new place before a move marks it', async () => {
    const { first, next, lapse } = await oneLetIn();
    expect((await place(first)).state).toBe('admitted');

    await lapse();
    // At once, within the moment this process neither moves the room nor reads it again.
    const back = await take(first, { again: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ state: 'waiting', position: null });
    const nextRow = (await places()).find((row) => row.user_id === next.user.id);
    expect(nextRow?.admitted_at).not.toBeNull();
    await sleep(250);
    expect((await place(next)).state).toBe('admitted');
  });
});

describe('the back office', () => {
  it('checks the settings, and the storefront announces the room', async () => {
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${EVENT}/waiting-room`,
        headers: admin.headers,
        payload: payload as Record<string, unknown>,
      });
    const good = { onSaleAt: '2027-01-01 09:00', queueOpensMinutesBefore: 30, admitPerSecond: 20, passMinutes: 5 };
    for (const bad of [
      { ...good, admitPerSecond: 0 },
      { ...good, passMinutes: 90 },
      { ...good, onSaleAt: 'soon' },
      { ...good, onSaleAt: '2040-01-01 09:00' },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).not.toMatch(/stack|Error:/);
    }
    const buyer = await createSignedInUser(t.app);
    const byBuyer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${EVENT}/waiting-room`,
      headers: buyer.headers,
      payload: good,
    });
    expect(byBuyer.statusCode).toBe(403);
    const saved = await put(good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().room).toMatchObject({ queueOpensMinutesBefore: 30, admitPerSecond: 20, passMinutes: 5 });
    const event = (await t.app.inject({ url: `/api/events/${EVENT}` })).json();
    expect(event.waitingRoom).toEqual({
      onSaleAt: saved.json().room.onSaleAt,
      queueOpensAt: saved.json().room.queueOpensAt,
    });
    expect((await t.app.inject({ url: '/api/events/2/waiting-room' })).statusCode).toBe(404);
  });

  it('an organizer turns on the room of their own event, and is told no such event of another’s', async () => {
    const organizer = await createSignedInOrganizer(t.app);
    await giveEventTo(t.app, '2', organizer.organizerId);
    const put = (eventId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/organizer/events/${eventId}/waiting-room`,
        headers: organizer.headers,
        payload: { onSaleAt: '2027-01-01 09:00', queueOpensMinutesBefore: 30, admitPerSecond: 20, passMinutes: 5 },
      });
    const own = await put('2');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().room).toMatchObject({ admitPerSecond: 20 });
    expect((await put('1')).statusCode).toBe(404);
    const events = await t.database.db
      .selectFrom('events')
      .select(['id', 'waiting_room_on_sale_at'])
      .where('id', 'in', ['1', '2'])
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.waiting_room_on_sale_at !== null)).toEqual([false, true]);
  });
});
