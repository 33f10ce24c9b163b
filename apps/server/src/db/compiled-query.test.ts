import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compiledFor, compileOnce } from './compiled-query.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compileOnce', () => {
  it('runs the same query with each call’s values, in any parameter order', async () => {
    const db = t.database.db;
    const byPrice = compileOnce((city: string, maxPrice: number) =>
      db
        .selectFrom('events')
        .select('id')
        .where('base_price', '<=', maxPrice)
        .where('city', '=', city)
        .where('category', '=', 'Concert')
        .orderBy('id'),
    );
    expect((await byPrice(db, 'London', 3000)).rows.map((r) => r.id)).toEqual(['5', '6']);
    expect((await byPrice(db, 'Lagos', 5000)).rows.map((r) => r.id)).toEqual(['9']);
    expect((await byPrice(db, 'Nowhere', 5000)).rows).toEqual([]);
  });

  it('binds an argument used twice at both places, and reports the rows an update changed', async () => {
    const db = t.database.db;
    const take = compileOnce((id: string, seats: number) =>
      db
        .updateTable('events')
        .set((eb) => ({ remaining: eb('remaining', '-', seats) }))
        .where('id', '=', id)
        .where('remaining', '>=', seats),
    );
    expect((await take(db, '7', 500)).numAffectedRows).toBe(1n);
    expect((await take(db, '7', 1)).numAffectedRows).toBe(0n);
    const row = await db.selectFrom('events').select('remaining').where('id', '=', '7').executeTakeFirstOrThrow();
    expect(row.remaining).toBe(0);
  });

  it('takes the number of arguments it is told for a builder of `...rest` values', async () => {
    const db = t.database.db;
    const inCities = compileOnce(
      (...cities: string[]) => db.selectFrom('events').select('id').where('city', 'in', cities).orderBy('id'),
      2,
    );
    const kysely = (cities: string[]) =>
      db.selectFrom('events').select('id').where('city', 'in', cities).orderBy('id').execute();
    expect((await inCities(db, 'Lagos', 'London')).rows).toEqual(await kysely(['Lagos', 'London']));
    expect((await inCities(db, 'Nowhere', 'Lagos')).rows).toEqual(await kysely(['Lagos']));
    expect((await inCities(db, 'Lagos', 'Nowhere')).rows.length).toBeLessThan(
      (await kysely(['Lagos', 'London'])).length,
    );
  });

  it('refuses a query that does not bind an argument', () => {
    const db = t.database.db;
    expect(() => compileOnce((_unused: string) => db.selectFrom('events').select('id'))).toThrow(
      /every argument must be used/,
    );
  });

  it('waits for an open transaction, never reading its uncommitted rows or writing into it', async () => {
    const db = t.database.db;
    const city = compileOnce((id: string) => db.selectFrom('events').select('city').where('id', '=', id));
    const rename = compileOnce((id: string, name: string) =>
      db.updateTable('events').set({ city: name }).where('id', '=', id),
    );
    let finish = () => {};
    const inside = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let renamed: () => void = () => {};
    const renamedInside = new Promise<void>((resolve) => {
      renamed = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable('events').set({ city: 'Inside' }).where('id', '=', '8').execute();
      renamed();
      await inside;
      // Rolled back: whatever ran outside must not have seen, nor be lost with, this update.
      throw new Error('roll back');
    });
    await renamedInside;
    const read = city(db, '8');
    const write = rename(db, '9', 'Outside');
    const settled: string[] = [];
    void read.then(() => settled.push('read'));
    void write.then(() => settled.push('write'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // On SQLite both wait for the transaction's end (one connection); PostgreSQL answers from another.
    if (t.database.dialect === 'sqlite') expect(settled).toEqual([]);
    finish();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await read).rows[0]?.city).not.toBe('Inside');
    expect((await write).numAffectedRows).toBe(1n);
    const after = await db
      .selectFrom('events')
      .select(['id', 'city'])
      .where('id', 'in', ['8', '9'])
      .orderBy('id')
      .execute();
    expect(after.map((row) => row.city)).toEqual([expect.not.stringMatching(/^Inside$/), 'Outside']);
  });

  it('outside a transaction answers the rows Kysely answers', async () => {
    const db = t.database.db;
    const count = compileOnce((category: string) =>
      db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', category),
    );
    const direct = await count(db, 'Concert');
    const throughKysely = await db.executeQuery(
      db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', 'Concert')
        .compile(),
    );
    expect(direct.rows).toEqual(throughKysely.rows);
    // On SQLite it does not wait for Kysely's connection: held here without a transaction, a
    // query through Kysely would wait until the callback ends, and this one answers meanwhile.
    if (t.database.dialect !== 'sqlite') return;
    await db.connection().execute(async () => {
      const answered = await Promise.race([
        count(db, 'Concert').then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
      ]);
      expect(answered).toBe('answered');
    });
  });
});

describe("SQLite's LIMIT and OFFSET", () => {
  it('are written into the statement when the code gives integers (a bound LIMIT is prepared again on every run)', async () => {
    const db = t.database.db;
    const query = db.selectFrom('events').select('id').orderBy('id').limit(2).offset(1);
    const { sql: text, parameters } = query.compile();
    if (t.database.dialect === 'sqlite') {
      expect(text).toMatch(/ limit 2 offset 1$/);
      expect(parameters).toEqual([]);
    }
    expect((await query.execute()).map((row) => row.id)).toEqual(['2', '3']);
  });

  it("stay bound when they are a compiled query's argument", async () => {
    const db = t.database.db;
    const firstEvents = compileOnce((count: number) => db.selectFrom('events').select('id').orderBy('id').limit(count));
    expect((await firstEvents(db, 3)).rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect((await firstEvents(db, 1)).rows.map((row) => row.id)).toEqual(['1']);
  });
});

describe('compiledFor', () => {
  it('compiles once per database: its transactions get the same statements, another database its own', async () => {
    let compiled = 0;
    const statementsOf = compiledFor((db) => {
      compiled += 1;
      return { title: compileOnce((id: string) => db.selectFrom('events').select('title').where('id', '=', id)) };
    });
    const db = t.database.db;
    const first = statementsOf(db);
    expect(statementsOf(db)).toBe(first);
    await db.transaction().execute(async (trx) => {
      expect(statementsOf(trx)).toBe(first);
      expect((await first.title(trx, '1')).rows).toHaveLength(1);
    });
    expect(compiled).toBe(1);
    const other = await createTestApp();
    try {
      expect(statementsOf(other.database.db)).not.toBe(first);
      expect(compiled).toBe(2);
    } finally {
      await other.close();
    }
  });
});
