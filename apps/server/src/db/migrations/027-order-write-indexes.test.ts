import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../database.ts';

// Migration 027 drops one index of the orders table and keeps two others for the rows that have a
// value only. The look-ups they served must still use them: SQLite's plans, on a migrated file.
// (PostgreSQL plans by the table's size, so an empty test schema tells nothing there.)

describe.skipIf(process.env.TEST_DATABASE_URL)('orders look-ups after migration 027 (SQLite plans)', () => {
  let handle: DatabaseHandle;
  const file = join(tmpdir(), `storefront-027-${randomUUID().slice(0, 8)}.db`);
  beforeAll(async () => {
    handle = openDatabase(`file:${file}`);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });

  const planOf = async (query: Compilable<unknown>) => {
    const { sql: text, parameters } = query.compile();
    const { rows } = await handle.db.executeQuery<{ detail: string }>({
      ...sql``.compile(handle.db),
      sql: `explain query plan ${text}`,
      parameters,
    });
    return rows.map((row) => row.detail).join('\n');
  };

  it("an account's orders use the index on account and event", async () => {
    const plan = await planOf(handle.db.selectFrom('orders').select('id').where('user_id', '=', 'u1'));
    expect(plan).toContain('orders_user_event');
  });

  it("my tickets (the account's own or gifts to its email) use both indexes", async () => {
    const plan = await planOf(
      handle.db
        .selectFrom('orders')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('user_id', '=', 'u1'),
            eb.and([eb('is_gift', '=', 1), eb('recipient_email', '=', 'ada@example.com')]),
          ]),
        ),
    );
    expect(plan).toContain('orders_user_event');
    expect(plan).toContain('orders_recipient_email');
  });

  it("a code's uses by an account, and a code's orders, use the code's index", async () => {
    expect(
      await planOf(
        handle.db
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('uses'))
          .where('promo_code_id', '=', 'p1')
          .where('user_id', '=', 'u1'),
      ),
    ).toContain('orders_promo_code');
    expect(
      await planOf(
        handle.db
          .selectFrom('promo_codes')
          .select((eb) =>
            eb
              .selectFrom('orders')
              .select(sql<number>`count(*)`.as('n'))
              .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
              .as('uses'),
          ),
      ),
    ).toContain('orders_promo_code');
  });

  it('the orders table keeps no index on the account alone', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(handle.db);
    expect(rows.map((row) => row.name)).not.toContain('orders_user_id');
  });
});
