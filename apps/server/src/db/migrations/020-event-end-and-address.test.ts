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
import { seedCatalogue } from '../seed.ts';
import { migrations } from './index.ts';

// Migration 020 on events and emails stored before it (decision 27): every event
// gets an end three hours after its start and an on-sale time, ticket emails are marked as such,
// and the next seeding gives the catalogue's untouched rows their real ends and addresses.

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const edited = '2026-01-02T03:04:05.000Z';

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
    const file = join(tmpdir(), `storefront-020-${id}.db`);
    handle = openDatabase(`file:${file}`);
    drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  }
  const { db } = handle;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '020'));
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
  // Events 1 and 3 as the catalogue stored them, and event 3 edited in the back office since.
  for (const e of [catalogue[0], catalogue[2]]) {
    if (!e) continue;
    await sql`insert into events (id, title, category, event_owner, artist_name, venue, city, time_zone, month, date, year,
      time, starts_at, base_price, subaccount_code, description, about, ticket_file_name, ticket_file_type, ticket_file_size,
      capacity, remaining, updated_at, admin_edited_at)
      values (${e.id}, ${e.title}, ${e.category}, ${e.eventOwner}, ${e.artistName}, ${e.venue}, ${e.city}, ${e.timeZone},
      ${e.month}, ${e.date}, ${e.year}, ${e.time}, ${eventStartsAt(e).toISOString()}, ${e.basePrice}, ${e.subaccountCode},
      ${e.description}, ${e.about}, ${e.ticketFileName}, ${e.ticketFileType}, ${e.ticketFileSize}, ${e.capacity}, ${e.capacity},
      ${edited}, ${e.id === '3' ? edited : null})`.execute(db);
  }
  const email = (id: string, subject: string, orderId: string | null) =>
    sql`insert into outbox (id, to_address, subject, text_body, created_at, order_id)
      values (${id}, 'ada@example.com', ${subject}, 'x', ${edited}, ${orderId})`.execute(db);
  await email('m1', 'Your ticket for Davido Live In Concert', 'o1');
  await email('m2', 'Ada Obi sent you a ticket for Davido Live In Concert', 'o1');
  await email('m3', 'Your payment for Davido Live In Concert will be refunded', 'o1');
  await email('m4', 'Your ticket for a newsletter', null);
  await migrateToLatest(db);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const row = (id: string) => handle.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const hours = (r: { starts_at: string; ends_at: string }) =>
  (new Date(r.ends_at).getTime() - new Date(r.starts_at).getTime()) / 3_600_000;

describe('migration 020 on events and emails stored before it', () => {
  it('gives every event an end three hours after its start, no address yet, and its last change as its on-sale time', async () => {
    for (const id of ['1', '3']) {
      const r = await row(id);
      expect(hours(r)).toBe(3);
      expect(r).toMatchObject({ street: '', region: '', postal_code: '', country_code: 'NG', on_sale_at: edited });
    }
  });

  it("marks an order's ticket emails (not its notices, not other mail) as ticket emails", async () => {
    const kinds = await handle.db.selectFrom('outbox').select(['id', 'kind']).orderBy('id').execute();
    expect(kinds).toEqual([
      { id: 'm1', kind: 'ticket' },
      { id: 'm2', kind: 'ticket' },
      { id: 'm3', kind: null },
      { id: 'm4', kind: null },
    ]);
  });

  it("the next seeding gives the catalogue's untouched event its real end and address, and leaves an edited one alone", async () => {
    await seedCatalogue(handle.db, { now: new Date('2026-01-10T00:00:00.000Z') });
    const davido = await row('1');
    expect(hours(davido)).toBe(4.5);
    expect(davido).toMatchObject({
      street: '1 State Farm Drive',
      region: 'Georgia',
      postal_code: '30303',
      country_code: 'US',
    });
    const alakada = await row('3');
    expect(hours(alakada)).toBe(3);
    expect(alakada.street).toBe('');
    // Seeding again changes nothing (no new revision for the catalogue cache to rebuild on).
    const revision = davido.revision;
    await seedCatalogue(handle.db, { now: new Date('2026-01-10T00:00:00.000Z') });
    expect((await row('1')).revision).toBe(revision);
  });
});
