import type SQLite from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';

/**
 * SQLite's commits, shared by the writes of one turn of the event loop (decision 39).
 *
 * The first write of a turn begins a transaction on the one connection; every transaction
 * Kysely runs in that turn is a savepoint inside it, and every write outside a transaction runs
 * inside it too. One COMMIT, at the end of the turn (`setImmediate`), writes them all to the WAL:
 * a page many of them changed (the event's row, the last page of the orders table and of each of
 * its indexes) is written once instead of once each. A paid order commits about seven times.
 *
 * What each caller sees is what a commit of its own would give it:
 * - a write, in a transaction or not, resolves once the COMMIT that carries it is done, and
 *   rejects if that COMMIT fails; so nothing is answered, emailed or acted on before it is in
 *   the WAL;
 * - a transaction that throws rolls back to its savepoint: its own work goes, the rest of the
 *   turn's stays;
 * - reads on this connection see the turn's released savepoints before their COMMIT, as the
 *   next transaction would a moment later. Only if that COMMIT failed (a full disk, an I/O error)
 *   would a read have seen work that never happened; `failures` then moves, so the catalogue's
 *   data version moves and nothing read meanwhile is kept under it.
 *
 * A transaction that waits for I/O inside (none does on the purchase path) keeps the turn's
 * COMMIT waiting until it ends. Deferred constraints would be checked for the whole turn at the
 * COMMIT, so one transaction's violation would fail the others: the schema has none.
 */
export class GroupCommit {
  /** Batches committed; tests count them. */
  commits = 0;
  /** Batches whose COMMIT failed and were rolled back (see dataVersionOf in database.ts). */
  failures = 0;
  /** A Kysely transaction is between its savepoint and its release. */
  savepointOpen = false;
  private batch: { committed: Promise<void>; settle: (error?: unknown) => void } | undefined;
  private endWhenReleased = false;
  private readonly sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    this.sqlite = sqlite;
    // BEGIN IMMEDIATE is the only statement that waits for another writer (every write runs
    // inside it); `open` does the waiting.
    sqlite.pragma('busy_timeout = 0');
  }

  /**
   * Opens this turn's transaction if it is not open yet. False if another connection (another
   * process) holds the write lock: then `open` waits for it without blocking the event loop.
   */
  tryOpen(): boolean {
    if (this.batch) return true;
    try {
      this.sqlite.exec('begin immediate');
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
    let settle: (error?: unknown) => void = () => {};
    const committed = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // A caller that rolled back its own savepoint does not wait; nobody may be listening.
    committed.catch(() => {});
    this.batch = { committed, settle };
    setImmediate(() => this.end());
    return true;
  }

  /**
   * Opens this turn's transaction, waiting for another connection's write lock as busy_timeout
   * would, but asynchronously: a wait inside SQLite would stop the event loop, and with it this
   * process's own COMMIT if the other connection is in this process too.
   */
  async open(): Promise<void> {
    const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
    for (;;) {
      if (this.tryOpen()) return;
      if (Date.now() >= giveUpAt) throw busyError();
      await delay(BUSY_RETRY_MS);
    }
  }

  /** The commit of the work written so far (at once if nothing waits for one). */
  committed(): Promise<void> {
    return this.batch?.committed ?? Promise.resolve();
  }

  /** Called as a transaction's savepoint is released or rolled back. */
  savepointEnded(): void {
    this.savepointOpen = false;
    if (this.endWhenReleased) this.end();
  }

  /** Commits the turn's work, once no transaction is half done. */
  end(): void {
    if (this.savepointOpen) {
      this.endWhenReleased = true;
      return;
    }
    this.endWhenReleased = false;
    const batch = this.batch;
    if (!batch) return;
    this.batch = undefined;
    try {
      this.sqlite.exec('commit');
      this.commits += 1;
      batch.settle();
    } catch (error) {
      this.failures += 1;
      if (this.sqlite.inTransaction) this.sqlite.exec('rollback');
      batch.settle(error);
    }
  }
}

/** What Kysely's SQLite driver needs of better-sqlite3, here through the statement cache. */
interface Statements {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/** Kysely's SQLite driver (kysely/dist/esm/dialect/sqlite/sqlite-driver.js) over a GroupCommit. */
export class GroupCommitDriver implements Driver {
  private readonly statements: Statements;
  private readonly group: GroupCommit;
  private lock: Promise<void> | undefined;
  private unlock: (() => void) | undefined;

  constructor(statements: Statements, group: GroupCommit) {
    this.statements = statements;
    this.group = group;
  }

  async init(): Promise<void> {}

  /** The one connection, one holder at a time; each holder gets a handle of its own. */
  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.lock) await this.lock;
    this.lock = new Promise((resolve) => {
      this.unlock = resolve;
    });
    return new GroupConnection(this.statements, this.group);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.group.open();
    run(this.statements, 'savepoint storefront');
    this.group.savepointOpen = true;
    (connection as GroupConnection).inTransaction = true;
  }

  /**
   * Releases the savepoint, lets the next holder in (so it joins the same turn's commit), and
   * waits for the commit: the transaction has happened only once that is done.
   */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    run(this.statements, 'release storefront');
    (connection as GroupConnection).inTransaction = false;
    this.group.savepointEnded();
    const committed = this.group.committed();
    this.releaseHandle(connection as GroupConnection);
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Kysely rolls back a transaction whose commit failed: its savepoint is gone already, and
    // the whole turn was rolled back (GroupCommit.end).
    if (!(connection as GroupConnection).inTransaction) return;
    (connection as GroupConnection).inTransaction = false;
    run(this.statements, 'rollback to storefront');
    run(this.statements, 'release storefront');
    this.group.savepointEnded();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releaseHandle(connection as GroupConnection);
  }

  async destroy(): Promise<void> {
    this.group.end();
    this.statements.close();
  }

  private releaseHandle(handle: GroupConnection): void {
    if (handle.released) return;
    handle.released = true;
    const unlock = this.unlock;
    this.lock = undefined;
    this.unlock = undefined;
    unlock?.();
  }
}

/** How long a write waits for another connection's write lock, then SQLITE_BUSY (a 503). */
const BUSY_TIMEOUT_MS = 5_000;
const BUSY_RETRY_MS = 2;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isBusy(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'SQLITE_BUSY';
}

function busyError(): Error {
  return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
}

/** A statement run as Kysely's SQLite driver runs it: rows if it returns any, else its changes. */
export function runStatement(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

function run(statements: Statements, sql: string): void {
  statements.prepare(sql).run();
}

/** One holder's use of the connection. */
class GroupConnection implements DatabaseConnection {
  inTransaction = false;
  released = false;
  private readonly statements: Statements;
  private readonly group: GroupCommit;

  constructor(statements: Statements, group: GroupCommit) {
    this.statements = statements;
    this.group = group;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.statements.prepare(query.sql);
    if (statement.readonly || this.inTransaction) return runStatement(statement, query.parameters) as QueryResult<R>;
    // A write outside a transaction joins the turn's and answers once it is committed.
    await this.group.open();
    const committed = this.group.committed();
    const result = runStatement(statement, query.parameters) as QueryResult<R>;
    await committed;
    return result;
  }

  // biome-ignore lint/correctness/useYield: no query of ours streams; Kysely's interface asks for it.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on SQLite here');
  }
}
