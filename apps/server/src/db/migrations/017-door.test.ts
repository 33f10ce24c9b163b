import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStartsAt } from '@storefront/contracts/format';
import { Migrator, PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../database.ts';
import { migrations } from './index.ts';

// Migration 017 on a database that already sold and scanned tickets (architecture.md §11): every ticket gets
// its people and a unique manual code, and a ticket used before (one scan let its group in) is full,
// its admissions recorded at its first scan's time and counted for its event.

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${id}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = openDatabase(pgUrl, { schema });
    drop = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    const file = join(tmpdir(), `storefront-017-${id}.db`);
    handle = openDatabase(`file:${file}`);
    drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  }
  const { db } = handle;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '016'));
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) throw error;
  const now = new Date().toISOString();
  // Two events as that schema stored them (today's seed writes columns later migrations add).
  for (const e of catalogue.slice(0, 2)) {
    await sql`insert into events (id, title, category, event_owner, artist_name, venue, city, time_zone, month, date, year,
      time, starts_at, base_price, subaccount_code, description, about, ticket_file_name, ticket_file_type, ticket_file_size,
      capacity, remaining)
      values (${e.id}, ${e.title}, ${e.category}, ${e.eventOwner}, ${e.artistName}, ${e.venue}, ${e.city}, ${e.timeZone},
      ${e.month}, ${e.date}, ${e.year}, ${e.time}, ${eventStartsAt(e).toISOString()}, ${e.basePrice}, ${e.subaccountCode},
      ${e.description}, ${e.about}, ${e.ticketFileName}, ${e.ticketFileType}, ${e.ticketFileSize}, ${e.capacity}, ${e.capacity})`.execute(
      db,
    );
  }
  await sql`insert into users (id, username, username_key, email, password_hash, google_sub, email_verified_at, created_at, updated_at)
    values ('u1', 'ada', 'ada', 'ada@example.com', null, null, ${now}, ${now}, ${now})`.execute(db);
  const order = (id: string, eventId: string, quantity: number) => sql`insert into orders
    (id, reference, user_id, event_id, status, quantity, amount, currency, holds_seats, hold_expires_at, provider,
     first_name, last_name, email, phone_number, is_gift, recipient_first_name, recipient_last_name, recipient_email,
     created_at, updated_at, paid_at)
    values (${id}, ${`OWB-${id.padEnd(24, 'x')}`}, 'u1', ${eventId}, 'paid', ${quantity}, 3000, 'NGN', 1, ${now}, 'simulator',
      'Ada', 'Obi', 'ada@example.com', '+2348031234567', 0, '', '', '', ${now}, ${now}, ${now})`;
  await order('o1', '1', 3).execute(db);
  await order('o2', '1', 2).execute(db);
  await order('o3', '2', 1).execute(db);
  await sql`insert into tickets (id, order_id, reference, status, issued_at, used_at) values
    ('t1', 'o1', ${'OWB-o1'.padEnd(28, 'x')}, 'used', ${now}, '2027-04-17T19:05:00.000Z'),
    ('t2', 'o2', ${'OWB-o2'.padEnd(28, 'x')}, 'unused', ${now}, null),
    ('t3', 'o3', ${'OWB-o3'.padEnd(28, 'x')}, 'used', ${now}, '2027-04-18T20:00:00.000Z')`.execute(db);
  await migrateToLatest(db);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('migration 017 on tickets sold and scanned before it', () => {
  it('gives each ticket its people and a unique 8-character manual code; a used one is full', async () => {
    const rows = await handle.db
      .selectFrom('tickets')
      .select(['id', 'admits', 'admitted', 'manual_code', 'status'])
      .orderBy('id')
      .execute();
    expect(rows.map(({ id, admits, admitted, status }) => [id, Number(admits), Number(admitted), status])).toEqual([
      ['t1', 3, 3, 'used'],
      ['t2', 2, 0, 'unused'],
      ['t3', 1, 1, 'used'],
    ]);
    for (const row of rows) expect(row.manual_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(rows.map((row) => row.manual_code)).size).toBe(3);
    await expect(
      handle.db
        .updateTable('tickets')
        .set({ manual_code: rows[0]?.manual_code ?? '' })
        .where('id', '=', 't2')
        .execute(),
    ).rejects.toThrow();
  });

  it("records the admissions at the first scan's time and counts them per event", async () => {
    const admissions = await handle.db
      .selectFrom('door_admissions')
      .select(['ticket_id', 'event_id', 'admitted_at', 'counted'])
      .orderBy('id')
      .execute();
    expect(admissions).toHaveLength(4);
    expect(admissions.filter((a) => a.ticket_id === 't1').map((a) => a.admitted_at)).toEqual(
      Array(3).fill('2027-04-17T19:05:00.000Z'),
    );
    const counts = await handle.db.selectFrom('door_counts').selectAll().orderBy('event_id').execute();
    expect(counts.map((c) => [c.event_id, Number(c.admitted)])).toEqual([
      ['1', 3],
      ['2', 1],
    ]);
    const doors = await handle.db
      .selectFrom('events')
      .select('doors_open_minutes')
      .where('id', '=', '1')
      .executeTakeFirst();
    expect(Number(doors?.doors_open_minutes)).toBe(180);
  });
});
