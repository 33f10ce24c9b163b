import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePlanOf } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Migration 027 drops one index of the orders table and keeps two others for the rows that have a
// value only. The look-ups they served must still use them: SQLite's plans, on a migrated file.
// (PostgreSQL plans by the table's size, so an empty test schema tells nothing there.)

describe.skipIf(process.env.TEST_DATABASE_URL)('orders look-ups after migration 027 (SQLite plans)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const planOf = (query: Compilable<unknown>) => sqlitePlanOf(t.database.db, query);

  it("an account's orders use the index on account and event", async () => {
    const plan = await planOf(t.database.db.selectFrom('orders').select('id').where('user_id', '=', 'u1'));
    expect(plan).toContain('orders_user_event');
  });

  it("a code's uses by an account, and a code's orders, use the code's index", async () => {
    expect(
      await planOf(
        t.database.db
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('uses'))
          .where('promo_code_id', '=', 'p1')
          .where('user_id', '=', 'u1'),
      ),
    ).toContain('orders_promo_code');
    expect(
      await planOf(
        t.database.db
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
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(t.database.db);
    expect(rows.map((row) => row.name)).not.toContain('orders_user_id');
  });
});
