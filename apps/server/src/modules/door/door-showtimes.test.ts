import type { DoorEvent, DoorList } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// A door for one date of an event with several (decision 52): the film's dates are doors of their
// own, each admitting its tickets only, counting its own people, with its own offline list. On
// SQLite and, under `npm run test:pg`, on PostgreSQL.

let t: TestApp;
let staff: SignedInUser;
const FILM = '3';

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const buyFor = async (showtimeId: string, ticketQuantity: number) =>
  buyTicket(t.app, await createSignedInUser(t.app), { eventId: FILM, showtimeId, ticketQuantity });

const doors = async (): Promise<DoorEvent[]> =>
  (await t.app.inject({ url: '/api/door/events', headers: staff.headers })).json().events;

const scan = (link: string, showtimeId: string | undefined, confirm = true, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: staff.headers,
    payload: { link, eventId: FILM, ...(showtimeId === undefined ? {} : { showtimeId }), confirm, ...extra },
  });

const dateStart = async (showtimeId: string) =>
  (
    await t.database.db
      .selectFrom('showtimes')
      .select('starts_at')
      .where('id', '=', showtimeId)
      .executeTakeFirstOrThrow()
  ).starts_at;

describe('a door for one date of an event with several', () => {
  it('lists the film once per date, each at its own time, and never the film as a whole', async () => {
    const film = (await doors()).filter((door) => door.id === FILM);
    expect(film.map((door) => door.showtimeId)).toEqual(['3-1', '3-2', '3-3', '3-4']);
    for (const door of film) {
      expect(door.showtimeId && door.startsAt).toBe(await dateStart(door.showtimeId ?? ''));
    }
    // A one-date event is one door, as before.
    expect((await doors()).filter((door) => door.id === '1').map((door) => door.showtimeId)).toEqual([null]);
  });

  it("refuses another date's ticket with the time it is for, admits its own, and counts its own people", async () => {
    const friday = await buyFor('3-1', 2);
    const saturday = await buyFor('3-2', 1);

    const refused = await scan(friday.verifyUrl, '3-2');
    expect(refused.statusCode).toBe(200);
    const fridayTime = formatLongDateTime(await dateStart('3-1'), 'Africa/Lagos', 'Lagos');
    expect(refused.json()).toMatchObject({
      result: 'wrong-event',
      message: doorMessages.wrongShowtime(fridayTime),
      ticket: { ticketId: friday.ticketId },
    });
    // Even staff's yes does not let it in: another showing is not a question of time.
    const row = await t.database.db
      .selectFrom('tickets')
      .select('admitted')
      .where('id', '=', friday.ticketId)
      .executeTakeFirstOrThrow();
    expect(Number(row.admitted)).toBe(0);

    const admitted = (await scan(saturday.verifyUrl, '3-2')).json();
    expect(admitted).toMatchObject({ result: 'admitted', admittedCount: 1 });
    const atFriday = (await scan(friday.verifyUrl, '3-1')).json();
    expect(atFriday).toMatchObject({ result: 'admitted', admittedCount: 1 });

    const byDate = new Map((await doors()).filter((door) => door.id === FILM).map((door) => [door.showtimeId, door]));
    expect(byDate.get('3-1')).toMatchObject({ admitted: 1, expected: 2 });
    expect(byDate.get('3-2')).toMatchObject({ admitted: 1, expected: 1 });
    expect(byDate.get('3-3')).toMatchObject({ admitted: 0, expected: 0 });

    // A door for the whole film (a client from before dates) still admits any date's ticket.
    const anyDate = (await scan(friday.verifyUrl, undefined)).json();
    expect(anyDate).toMatchObject({ result: 'admitted' });
  });

  it('answers a date that is not the event’s with 404 and a sentence, and a malformed one with 400', async () => {
    const ticket = await buyFor('3-3', 1);
    for (const showtimeId of ['3-9', '1-1']) {
      const res = await scan(ticket.verifyUrl, showtimeId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: doorMessages.noSuchShowtime });
    }
    const tooLong = await scan(ticket.verifyUrl, 'x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(doorMessages.noSuchShowtime);
    const wrongType = await scan(ticket.verifyUrl, undefined, true, { showtimeId: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain(doorMessages.chooseShowtime);
    const unknown = await t.app.inject({
      url: '/api/door/events/3/admissions?showtimeId=3-9',
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: doorMessages.noSuchShowtime });
  });

  it("gives a date's offline list that date's tickets only, and syncs with the date's hours and count", async () => {
    const mine = await buyFor('3-4', 1);
    const other = await buyFor('3-3', 1);
    const res = await t.app.inject({ url: '/api/door/events/3/admissions?showtimeId=3-4', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const list: DoorList = res.json();
    expect(list.event).toMatchObject({ id: FILM, showtimeId: '3-4', startsAt: await dateStart('3-4') });
    const ids = list.tickets.map((ticket) => ticket[0]);
    expect(ids).toContain(mine.ticketId);
    expect(ids).not.toContain(other.ticketId);

    const synced = await t.app.inject({
      method: 'POST',
      url: '/api/door/events/3/sync',
      headers: staff.headers,
      payload: {
        deviceId: 'device-date-4',
        showtimeId: '3-4',
        admissions: [{ id: 'admission-date-4', ticketId: mine.ticketId, admittedAt: new Date().toISOString() }],
      },
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ admittedCount: 1, results: [{ outcome: 'kept' }] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/door/events/3/sync',
      headers: staff.headers,
      payload: {
        deviceId: 'device-date-4',
        showtimeId: '1-1',
        admissions: [{ id: 'admission-date-x', ticketId: mine.ticketId, admittedAt: new Date().toISOString() }],
      },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
