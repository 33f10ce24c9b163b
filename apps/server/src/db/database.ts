import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LimitNode,
  Migrator,
  type OffsetNode,
  type OperationNode,
  PostgresAdapter,
  PostgresDialect,
  type QueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
  type SqliteStatement,
  sql,
  ValueNode,
} from 'kysely';
import { registerCatalogueReads } from './catalogue-reads.ts';
import { registerNoWaitTwin } from './commit-durability.ts';
import { type DirectRunner, registerDirectRunner } from './compiled-query.ts';
import { migrations } from './migrations/index.ts';
import { preparingStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';
import { withObjectRows } from './sqlite-rows.ts';
import { checkpointOffTheEventLoop } from './wal-checkpointer.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only (see dataVersionOf); PostgreSQL has no check this cheap. */
  dataVersion?: DataVersion;
  close(): Promise<void>;
}

/** A value that changes whenever the database's data may have changed, whoever changed it. */
export type DataVersion = () => string;

export interface OpenOptions {
  /** PostgreSQL only: the schema to use (tests give each file its own). */
  schema?: string;
  /**
   * PostgreSQL only: told of a connection that broke (the server restarted, a failover, the
   * network). Default: one line on stderr. The query that was using it fails on its own.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a query may wait for a connection: to open one (PostgreSQL down or unreachable
 * answers sooner, refused) or for one of the pool's to come free. Long enough for the queue of
 * an on-sale rush (a few hundred transactions of a few milliseconds each per process), short
 * enough that a database that does not answer becomes a 503 rather than a request left hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** PostgreSQL: the connections of a process's main pool (the catalogue and the rate-limit counts have their own). */
export const MAIN_POOL_SIZE = 10;

const writeConnectionError = (error: Error) => process.stderr.write(`database connection lost: ${error.message}\n`);

/** Opens the database named by a DATABASE_URL: `file:PATH` (SQLite) or `postgres://...`. */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const onConnectionError = options.onConnectionError ?? writeConnectionError;
    // The driver is loaded when the first query needs the pool, so a SQLite process never
    // loads it (about 3.5 MB of resident memory, docs/performance.md §2.10).
    const pool = (max: number, settings: string[]) => async () => {
      const { default: pg } = await import('pg');
      const serverOptions = [...(options.schema ? [`search_path=${options.schema}`] : []), ...settings];
      const created = new pg.Pool({
        connectionString: url,
        max,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // TCP keep-alive: a connection whose other end vanished (a failover) is found out.
        keepAlive: true,
        ...(serverOptions.length > 0 ? { options: serverOptions.map((each) => `-c ${each}`).join(' ') } : {}),
      });
      // `pg` emits 'error' on a client whose connection breaks (PostgreSQL restarted: "terminating
      // connection due to administrator command", "Connection terminated unexpectedly"). The pool
      // forwards an idle client's error to its own 'error' event, and a client in use (inside a
      // transaction, or checked out by Kysely between two queries) emits it with no listener of
      // the pool's. An 'error' event nobody listens to ends the process, so both get a listener:
      // the client's says so (idle or in use), the pool's only keeps its forwarded copy from
      // being fatal. The broken client is dropped by the pool when released, and the next query
      // opens a new connection once the database is back (decision 24).
      created.on('error', () => {});
      created.on('connect', (client) => {
        client.on('error', onConnectionError);
        preparingStatements(client as unknown as Parameters<typeof preparingStatements>[0]);
      });
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool(MAIN_POOL_SIZE, []) }) });
    // A few connections whose commits do not wait for the disk, for single statements whose
    // loss in a crash changes nothing (rate-limit counts): one round trip each (commit-durability.ts).
    const noWait = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: pool(4, ['synchronous_commit=off']) }),
    });
    registerNoWaitTwin(db, noWait);
    const catalogue = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool(3, []) }) });
    registerCatalogueReads(db, catalogue);
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        await catalogue.destroy();
        await noWait.destroy();
        await db.destroy();
      },
    };
  }
  const file = resolve(url.slice('file:'.length));
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write commits; busy_timeout waits out a competing writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Checkpoints on a thread of their own once the server writes in earnest (wal-checkpointer.ts).
  const checkpointer = checkpointOffTheEventLoop(sqlite, file);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new StorefrontSqliteDialect({ database: statements }) });
  registerDirectRunner(db, runOutsideTransactions(sqlite, statements));
  return {
    db,
    dialect: 'sqlite',
    dataVersion: dataVersionOf(sqlite),
    close: async () => {
      // The thread's connection first, so this one is the last and folds the WAL into the file.
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * SQLite's own change counters, read synchronously on the connection: `PRAGMA data_version`
 * moves when any other connection commits (another process, or another handle in this one),
 * and `total_changes()` counts this connection's inserts, updates and deletes, trigger programs
 * included, which data_version does not see. Together they move whenever the data may have
 * changed; a change rolled back moves them too (a needless re-check, never a missed change).
 * The catalogue reads them on every request (modules/events/catalogue-cache.ts).
 *
 * `total_changes()` costs 0.05 µs and is read every time: this process's own writes are seen at
 * once. `PRAGMA data_version` opens a read transaction, whose shared-memory locks are system
 * calls (2 µs alone, a tenth of a catalogue read's time under load); it is read once per turn of
 * the event loop. Every request handled in one turn had arrived when the turn began (the kernel
 * said its socket was readable), so its first reading is taken after all of them were sent:
 * another process's commit that happened before a request was sent is still seen by it
 * (decision 19, amending 17).
 *
 * Read outside Kysely's connection lock, it may run while a transaction of this process is
 * open; a reader must therefore take it BEFORE reading through Kysely (which waits for the
 * transaction to end), so what it read is never older than the version it keeps it under.
 */
function dataVersionOf(sqlite: SQLite.Database): DataVersion {
  const other = sqlite.prepare('PRAGMA data_version').pluck();
  const own = sqlite.prepare('SELECT total_changes()').pluck();
  let otherThisTurn: unknown;
  const nextTurn = () => {
    otherThisTurn = undefined;
  };
  return () => {
    if (otherThisTurn === undefined) {
      otherThisTurn = other.get();
      setImmediate(nextTurn);
    }
    return `${otherThisTurn}:${own.get()}`;
  };
}

/**
 * Kysely prepares every query afresh, and preparing costs more than running a small query.
 * The queries are a fixed set of SQL strings (values are bound, not inlined), so each
 * statement is prepared once and reused. Bounded, in case some code builds SQL dynamically.
 * A reader's rows are built by a function compiled for its columns (sqlite-rows.ts).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= limit) statements.clear();
        statement = withObjectRows(sqlite.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The hot compiled queries (compileOnce) on SQLite, run as Kysely's SQLite driver runs them but
 * without waiting for its connection lock, which only matters while a transaction holds the
 * connection: then (BEGIN run, COMMIT not yet) the query waits its turn through Kysely, as it
 * must not see, or write into, the transaction's uncommitted work. Otherwise nothing can come
 * between: the call is synchronous, and SQLite runs a lone statement atomically.
 */
function runOutsideTransactions(
  sqlite: SQLite.Database,
  statements: ReturnType<typeof withStatementCache>,
): DirectRunner {
  return (query) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  };
}

/**
 * SQLite's query compiler, with LIMIT and OFFSET written into the statement when the code gave
 * an integer. SQLite's planner reads a bound LIMIT's value, so every new binding expires the
 * prepared statement and the next run prepares it again: a one-row lookup with `limit ?` took
 * 18 µs against 5 µs with `limit 1` (docs/performance-history.md §19). Only a safe integer is written in;
 * anything else (a compileOnce placeholder) stays a bound value.
 */
class SqliteCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    if (!this.appendInteger('limit ', node.limit)) super.visitLimit(node);
  }

  protected override visitOffset(node: OffsetNode): void {
    if (!this.appendInteger('offset ', node.offset)) super.visitOffset(node);
  }

  private appendInteger(keyword: string, node: OperationNode): boolean {
    if (!ValueNode.is(node) || typeof node.value !== 'number' || !Number.isSafeInteger(node.value)) return false;
    this.append(`${keyword}${node.value}`);
    return true;
  }
}

class StorefrontSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SqliteCompiler();
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // PostgreSQL: keep Kysely's bookkeeping tables in the schema in use. Without a schema its
  // existence check finds them in ANY schema (another test file's, another app's), skips
  // creating them, and the migration fails with "kysely_migration_lock does not exist".
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Two branches number their migrations side by side (003 orders, 004 email verification):
    // a database that ran 004 first must still take 003 when it arrives, not refuse to start.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
