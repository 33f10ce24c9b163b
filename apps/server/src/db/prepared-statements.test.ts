import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compileOnce } from './compiled-query.ts';
import { preparedNameOf } from './prepared-statements.ts';

// Decision 35: on PostgreSQL a statement compiled once is also prepared once per connection.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('which statements are prepared', () => {
  it('names a statement compiled once, but not one reading `*`', () => {
    const db = t.database.db;
    // Compiling registers the text.
    compileOnce((id: string) => db.selectFrom('events').select('title').where('id', '=', id));
    compileOnce((id: string) => db.selectFrom('events').selectAll().where('id', '=', id));
    const titleSql = db.selectFrom('events').select('title').where('id', '=', '1').compile().sql;
    const everythingSql = db.selectFrom('events').selectAll().where('id', '=', '1').compile().sql;
    expect(preparedNameOf(titleSql)).toMatch(/^storefront_\d+$/);
    expect(preparedNameOf(everythingSql)).toBeUndefined();
  });

  it('runs a registered statement with its values on either database', async () => {
    const db = t.database.db;
    const titleOf = compileOnce((id: string) => db.selectFrom('events').select('title').where('id', '=', id));
    const everything = compileOnce((id: string) => db.selectFrom('events').selectAll().where('id', '=', id));
    const [one] = (await titleOf(db, '1')).rows;
    const [two] = (await everything(db, '2')).rows;
    expect(one?.title).toBeTruthy();
    expect(two?.id).toBe('2');
    expect(two?.title).not.toBe(one?.title);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('prepares it on the connection that runs it, once, and runs it with each value', async () => {
    const db = t.database.db;
    const titleOf = compileOnce((id: string) =>
      db.selectFrom('events').select(['title', 'remaining']).where('id', '=', id),
    );
    const name = preparedNameOf(
      db.selectFrom('events').select(['title', 'remaining']).where('id', '=', '1').compile().sql,
    );
    await db.transaction().execute(async (trx) => {
      const first = await titleOf(trx, '1');
      const second = await titleOf(trx, '2');
      expect(first.rows[0]?.title).not.toBe(second.rows[0]?.title);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
      expect(prepared.rows.map((row) => row.name)).toContain(name);
    });
    // Any other query runs as before: unnamed, nothing prepared for it.
    await db.transaction().execute(async (trx) => {
      await sql`select 1 as one`.execute(trx);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      expect(prepared.rows.some((row) => row.statement.includes('1 as one'))).toBe(false);
    });
  });
});
