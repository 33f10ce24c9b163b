import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export interface RacingApp {
  /** The app to send the simultaneous requests to (on PostgreSQL, the test's own app). */
  app: FastifyInstance;
  /** How many reads were answered with the row as the first reader saw it (0 on PostgreSQL). */
  staleReads(): number;
  close(): Promise<void>;
}

/**
 * Forces the race that simultaneous requests run on a real database: every one of them reads a
 * row before any of them writes it. On PostgreSQL the connection pool does that by itself. On
 * SQLite it never happens: the driver is synchronous and a transaction holds the one connection,
 * so each request reads and writes before the next reads, and a conditional UPDATE that forgot
 * its condition (or a row count nobody checks) passes every concurrency test.
 *
 * Here, on SQLite, a second app (a second connection, as another process would be) answers every
 * read whose SQL `isTheRead` picks with the rows the FIRST such read of the same values got: as
 * if all the requests had read at once, before the first one's write. Another writer has then
 * changed the row between each later request's read and its conditional update, which must find
 * nothing to change. Pick only the read that precedes the update: a re-read after the update
 * (to answer with the winner's state) must see the database as it is.
 *
 *
 * "The same values" are all the read's values, unless `valuesOfTheRow` picks those that choose the
 * row (a read that also carries the buyer or the time, which differ between requests). Columns
 * named in `ownColumns` are each request's own (who is asking, read with the row): they come from
 * the request's own read, the rest from the first one's.
 *
 *   const racing = await appWithSimultaneousReads(t, (sql) => sql.startsWith('select * from "orders"'));
 *   try { await Promise.all(...requests to racing.app...) } finally { await racing.close() }
 */
export async function appWithSimultaneousReads(
  t: TestApp,
  isTheRead: (sql: string) => boolean,
  valuesOfTheRow: (parameters: unknown[]) => unknown[] = (parameters) => parameters,
  ownColumns: string[] = [],
): Promise<RacingApp> {
  if (t.database.dialect !== 'sqlite') return { app: t.app, staleReads: () => 0, close: async () => {} };

  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    t.database.db,
  );
  const file = rows[0]?.file;
  if (!file) throw new Error('the test database is not a SQLite file');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');

  const firstSeen = new Map<string, unknown[]>();
  let stale = 0;
  const database = {
    close: () => sqlite.close(),
    prepare(text: string) {
      const statement = sqlite.prepare(text);
      if (!statement.reader || !isTheRead(text)) return statement;
      // The reader Kysely uses: `all` for a query's rows (sqlite-driver.ts), the rest as it is.
      return new Proxy(statement, {
        get(target, property) {
          if (property !== 'all') return Reflect.get(target, property, target);
          return (parameters: unknown[]) => {
            const key = `${text} ${JSON.stringify(valuesOfTheRow(parameters))}`;
            const seen = firstSeen.get(key) as Record<string, unknown>[] | undefined;
            const fresh = target.all(parameters) as Record<string, unknown>[];
            if (seen) {
              stale += 1;
              const own = Object.fromEntries(ownColumns.map((column) => [column, fresh[0]?.[column]]));
              return structuredClone(seen).map((row) => ({ ...row, ...own }));
            }
            firstSeen.set(key, structuredClone(fresh));
            return fresh;
          };
        },
      });
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const app = await buildApp({ config: t.config, db, dialect: 'sqlite' });
  await app.ready();
  return {
    app,
    staleReads: () => stale,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
