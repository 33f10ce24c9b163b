import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withObjectRows } from './sqlite-rows.ts';

// The rows must be better-sqlite3's own objects, key for key and in the same order: every query
// of the storefront on SQLite reads them (database.ts).
let sqlite: SQLite.Database;
beforeEach(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`
    create table events (id text primary key, title text, price integer, rating real, poster blob, note text);
    create table tiers (id text primary key, event_id text, name text, price integer);
    insert into events values ('1', 'Burna & Friends', 15000, 4.5, x'0102', null), ('2', 'Lagos "Live"', 0, null, null, 'a
b');
    insert into tiers values ('1-regular', '1', 'Regular', 15000), ('1-vip', '1', 'VIP', 40000);
  `);
});
afterEach(() => sqlite.close());

/** The same SQL through better-sqlite3's own objects and through withObjectRows. */
function both(sql: string, parameters: unknown[] = []) {
  const theirs = sqlite.prepare(sql).all(parameters);
  const ours = withObjectRows(sqlite.prepare(sql)).all(parameters);
  return { theirs, ours };
}

describe('withObjectRows', () => {
  it.each([
    ['every column and type: text, integer, real, blob, null', 'select * from events order by id', []],
    [
      'a join with the same name from two tables (the last wins)',
      'select * from events join tiers on tiers.event_id = events.id order by tiers.id',
      [],
    ],
    ['names that are not identifiers', `select count(*), 'x' as "a b", 1 as "quote""d", 2 as "0" from events`, []],
    ['a name given twice in one select', 'select title as n, price as n, id from events order by id', []],
    ['bound values, and no rows', 'select id, title from events where id = ?', ['9']],
  ])('%s', (_, sql, parameters) => {
    const { theirs, ours } = both(sql, parameters);
    expect(ours).toEqual(theirs);
    expect(ours.map((row) => Object.keys(row as object))).toEqual(theirs.map((row) => Object.keys(row as object)));
  });

  it('builds the objects itself, from the arrays better-sqlite3 is asked for', () => {
    const statement = sqlite.prepare('select id, title from events where id = ?');
    const rows = withObjectRows(statement);
    // The statement underneath now answers arrays: the objects are not better-sqlite3's.
    expect(statement.all(['1'])).toEqual([['1', 'Burna & Friends']]);
    expect(rows.all(['1'])).toEqual([{ id: '1', title: 'Burna & Friends' }]);
  });

  it('gives plain objects that hold what the row holds', () => {
    const [row] = withObjectRows(sqlite.prepare('select id, title, price, poster from events where id = ?')).all(['1']);
    expect(row).toEqual({ id: '1', title: 'Burna & Friends', price: 15000, poster: Buffer.from([1, 2]) });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('iterates as objects too (Kysely streams with it)', () => {
    const statement = withObjectRows(sqlite.prepare('select id, title from events order by id'));
    expect([...statement.iterate([])]).toEqual([
      { id: '1', title: 'Burna & Friends' },
      { id: '2', title: 'Lagos "Live"' },
    ]);
  });

  it("follows a table's new and dropped columns under a `select *` prepared before", () => {
    const statement = withObjectRows(sqlite.prepare('select * from tiers where id = ?'));
    expect(Object.keys(statement.all(['1-vip'])[0] as object)).toEqual(['id', 'event_id', 'name', 'price']);
    sqlite.exec(`alter table tiers add column admits integer not null default 1`);
    expect(statement.all(['1-vip'])).toEqual([{ id: '1-vip', event_id: '1', name: 'VIP', price: 40000, admits: 1 }]);
    sqlite.exec('alter table tiers drop column name');
    expect(statement.all(['1-vip'])).toEqual([{ id: '1-vip', event_id: '1', price: 40000, admits: 1 }]);
  });

  it('runs writes as they are, with their counts', () => {
    const insert = withObjectRows(sqlite.prepare('insert into tiers (id, event_id, name, price) values (?, ?, ?, ?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run(['2-regular', '2', 'Regular', 5000])).toMatchObject({ changes: 1 });
  });
});
