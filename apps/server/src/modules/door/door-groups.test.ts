import { doorMessages } from '@storefront/contracts/messages';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, pathOf } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { doorAdmissions } from './door-admissions.ts';
import { doorLookups } from './door-lookup.ts';
import { doorService } from './door-service.ts';

// Groups at the door (decision 26): a ticket for N people admits N scans, one person each, and never more,
// however the scans arrive. On SQLite, and on PostgreSQL with TEST_DATABASE_URL (where the
// 50 simultaneous scans really run at once, on a pool of connections).

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const buyGroup = async (eventId: string, people: number) =>
  buyTicket(t.app, await createSignedInUser(t.app), { eventId, ticketQuantity: people });

async function admissionsOf(ticketId: string) {
  const ticket = await t.database.db
    .selectFrom('tickets')
    .select(['status', 'admitted', 'admits'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom('door_admissions')
    .select(['counted'])
    .where('ticket_id', '=', ticketId)
    .execute();
  return { ...ticket, rows: rows.length, counted: rows.filter((r) => Number(r.counted) === 1).length };
}

const eventCount = async (eventId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('door_counts')
        .select('admitted')
        .where('event_id', '=', eventId)
        .executeTakeFirst()
    )?.admitted ?? 0,
  );

describe('a ticket for 3 people', () => {
  it('admits one person a scan, says how many are in and left, counts people, then refuses the fourth', async () => {
    const ticket = await buyGroup('2', 3);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json());
    expect(answers.map((a) => a.result)).toEqual(['admitted', 'admitted', 'admitted', 'used']);
    expect(answers.map((a) => a.message)).toEqual([
      'Checked in: let one person in. 1 of 3 in, 2 left.',
      'Checked in: let one person in. 2 of 3 in, 1 left.',
      'Checked in: let one person in. 3 of 3 in, 0 left.',
      'All 3 people on this ticket are already in.',
    ]);
    expect(answers.map((a) => a.ticket.admitted)).toEqual([1, 2, 3, 3]);
    expect(answers.map((a) => a.admittedCount)).toEqual([1, 2, 3, 3]);
    // Every scan keeps the first admission's time.
    expect(new Set(answers.map((a) => a.ticket.usedAt)).size).toBe(1);
    expect(await admissionsOf(ticket.ticketId)).toEqual({
      status: 'used',
      admitted: 3,
      admits: 3,
      rows: 3,
      counted: 3,
    });
  });

  it('the verify link tells how many went in while there is room, then that all are in', async () => {
    const ticket = await buyGroup('3', 2);
    const verify = async () =>
      (await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { accept: 'application/json' } })).json();
    await checkIn(t.app, staff.headers, ticket.verifyUrl);
    expect(await verify()).toMatchObject({ status: 'valid', message: doorMessages.someIn(1, 2) });
    await checkIn(t.app, staff.headers, ticket.transactionReference);
    const full = await verify();
    expect(full.status).toBe('used');
    expect(full.message).toMatch(/^All 2 people on this ticket are already in\. The first went in on .+\.$/);
  });

  it('50 simultaneous scans admit exactly 3 people; the other 47 are told all are in', async () => {
    const ticket = await buyGroup('4', 3);
    const before = await eventCount('4');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkIn(t.app, staff.headers, ticket.verifyUrl, '4')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const results = answers.map((a) => a.json().result);
    expect(results.filter((r) => r === 'admitted')).toHaveLength(3);
    expect(results.filter((r) => r === 'used')).toHaveLength(47);
    expect(await admissionsOf(ticket.ticketId)).toEqual({
      status: 'used',
      admitted: 3,
      admits: 3,
      rows: 3,
      counted: 3,
    });
    expect(await eventCount('4')).toBe(before + 3);
  });
});

describe('the conditional UPDATE decides, never the read before it', () => {
  it('50 admissions from one stale read (admitted 0 as read) let exactly 3 people in', async () => {
    const ticket = await buyGroup('6', 3);
    const read = await doorLookups(t.database.db).byId(ticket.ticketId);
    expect(read).toMatchObject({ admitted: 0, admits: 3 });
    const admissions = doorAdmissions(t.database.db, t.database.dialect);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admissions.admitNow({
          ticketId: ticket.ticketId,
          eventId: '6',
          admittedAt: new Date(Date.now() + i).toISOString(),
          deviceId: 'stale-read',
          staffUserId: staff.user.id,
        }),
      ),
    );
    expect(
      outcomes
        .filter(Boolean)
        .map((o) => o?.admitted)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(await admissionsOf(ticket.ticketId)).toMatchObject({ admitted: 3, counted: 3 });
  });

  it('another process fills the ticket between this scan reading it and admitting: this scan is refused, not a fourth person', async () => {
    const ticket = await buyGroup('7', 3);
    await checkIn(t.app, staff.headers, ticket.verifyUrl, '7');
    await checkIn(t.app, staff.headers, ticket.verifyUrl, '7');
    // A second server process on its own connection (SQLite: another handle on the file; PostgreSQL: another pool).
    const other = await t.secondProcess();
    let raced = false;
    // The door reads the ticket through this executor; right after that read, and before the
    // conditional UPDATE, the other process admits the third person.
    const racing = new Proxy(t.database.db, {
      get(target, property) {
        if (property === 'executeQuery') {
          return async (query: CompiledQuery) => {
            const result = await target.executeQuery(query);
            if (!raced && query.sql.startsWith('select "tickets"."id" as "ticket_id"')) {
              raced = true;
              const third = await checkIn(other, staff.headers, ticket.verifyUrl, '7');
              expect(third.json()).toMatchObject({ result: 'admitted', ticket: { admitted: 3 } });
            }
            return result;
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const door = doorService(racing, { secret: t.config.SESSION_SECRET, dialect: t.database.dialect });
    const answer = await door.checkIn(
      { link: ticket.verifyUrl, eventId: '7', confirm: true, staffUserId: staff.user.id },
      new Date(),
    );
    expect(raced).toBe(true);
    expect(answer).toMatchObject({ result: 'used', message: doorMessages.allIn(3), ticket: { admitted: 3 } });
    expect(await admissionsOf(ticket.ticketId)).toEqual({
      status: 'used',
      admitted: 3,
      admits: 3,
      rows: 3,
      counted: 3,
    });
  });
});
