import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexDefinition, sqlitePlanOf } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { myTicketsQuery } from '../../modules/tickets/my-tickets-routes.ts';

// Migration 029: the index of gift emails holds only the orders that have one, and "my tickets"
// still uses it. On PostgreSQL the test schema is empty, so the plan is read with sequential scans
// priced out (an index the query cannot use leaves a scan of the whole table in the plan), and it is
// the generic plan, the one a prepared statement settles on, where the email is not yet known.

describe('the gift-email index after migration 029', () => {
  let t: TestApp;
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const planOf = (query: Compilable<unknown>) => {
    if (!postgres) return sqlitePlanOf(t.database.db, query);
    const { sql: text, parameters } = query.compile();
    return t.database.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`prepare planned as ${text}`).execute(connection);
      try {
        const { rows } = await sql<{
          'QUERY PLAN': string;
        }>`explain execute planned(${sql.join(parameters.map((value) => sql.lit(value)))})`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`deallocate planned`.execute(connection);
        await sql`reset enable_seqscan`.execute(connection);
        await sql`reset plan_cache_mode`.execute(connection);
      }
    });
  };

  it('holds only the orders with a recipient email', async () => {
    expect(await indexDefinition(t.database.db, 'orders_recipient_email')).toMatch(/recipient_email"? <> ''/);
  });

  it("my tickets (the account's own and the gifts to its email) use the account's and the gift-email indexes", async () => {
    const plan = await planOf(myTicketsQuery(t.database.db, 'u1', 'ada@example.com'));
    expect(plan).toContain('orders_user_event');
    expect(plan).toContain('orders_recipient_email');
  });
});
