import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compileOnce } from './compiled-query.ts';

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

  it('refuses a query that does not bind an argument', () => {
    const db = t.database.db;
    expect(() => compileOnce((_unused: string) => db.selectFrom('events').select('id'))).toThrow(
      /every argument must be used/,
    );
  });
});
