import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/**
 * A SQLite statement whose rows come as objects built by a function compiled once for its
 * columns, instead of by better-sqlite3.
 *
 * better-sqlite3 builds each row's object one property at a time through V8's API. For a wide
 * row that is much of a small read's time: the sale's read (three rows of 31 columns) took 33 µs,
 * of which 12 were building its rows. Asked for arrays (`raw`), it hands back the values alone,
 * and an object literal of the statement's column names builds each row in one step, with the
 * same shape every time: about half the time per value (docs/performance-history.md §29).
 * The objects are the same as better-sqlite3's own: the same keys in the same order, and where
 * two columns share a name, the last one's value.
 *
 * What Kysely's SQLite driver calls (`reader`, `all`, `run`, `iterate`) is all there is.
 */
export function withObjectRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  let columns = columnNames(statement);
  let build = rowBuilder(columns);
  statement.raw(true);
  const toObject = (values: unknown[]): unknown => {
    // A `select *` whose table gained or lost a column since it was prepared: SQLite prepares it
    // again by itself, and its rows no longer match the names read then.
    if (values.length !== columns.length) {
      columns = columnNames(statement);
      build = rowBuilder(columns);
    }
    return build(values);
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[];
      for (let i = 0; i < rows.length; i++) rows[i] = toObject(rows[i] as unknown[]);
      return rows;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters)) yield toObject(values as unknown[]);
    },
  };
}

const columnNames = (statement: SQLite.Statement) => statement.columns().map((column) => column.name);

/** `(values) => ({ "id": values[0], "title": values[1], ... })`, compiled. */
function rowBuilder(columns: readonly string[]): (values: unknown[]) => unknown {
  // The names go in as JSON string literals, which are JavaScript string literals too.
  const properties = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (values: unknown[]) => unknown;
}
