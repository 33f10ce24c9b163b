import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * When a commit waits for the disk (decision 24). On PostgreSQL every commit waits for its WAL
 * to be flushed (an fsync: about 4 ms on our machines), and a transaction keeps its row locks
 * until then. For a row every request of a rush updates (the event's seats, a mobile carrier's
 * shared rate-limit counter) that wait, not the work, decides how many per second go through:
 * one fsync each, one after the other. So those writes commit without waiting (PostgreSQL's
 * `synchronous_commit = off` for the one transaction: the commit is as atomic, only its
 * durability comes up to ~0.6 s later) and a request that is about to tell the outside world
 * (the provider, the buyer) first waits for the disk once, together with every request doing
 * the same (one fsync serves them all). SQLite in WAL mode with synchronous=NORMAL never waits
 * at commit, so these do nothing there.
 */

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Each PostgreSQL database's twin: the same database through connections set to `synchronous_commit = off`. */
const noWaitTwins = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** database.ts: `twin` reaches the same database as `db` through connections whose commits do not wait. */
export function registerNoWaitTwin(db: Kysely<Database>, twin: Kysely<Database>): void {
  noWaitTwins.set(db, twin);
}

/**
 * Inside a transaction: its commit will not wait for the disk. For writes whose loss in a crash
 * of the database changes nothing anyone was told: a rate-limit count, or a hold followed by
 * `waitForDisk` before anyone hears of it.
 */
export async function commitWithoutWaiting(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql.raw(COMMIT_WITHOUT_WAITING).execute(trx);
}

/**
 * PostgreSQL's statement for the same, to send in a message with others: the setting is read
 * when the transaction commits, so it may come anywhere before the commit. A hold sends it with
 * its stock and its commit (orders-repository.ts, `takeSeatsAndCommit`): no round trip of its own.
 */
export const COMMIT_WITHOUT_WAITING = 'set local synchronous_commit = off';

/**
 * Runs `work` (statements that stand alone: it sees no transaction of the caller's) so that its
 * commits do not wait for the disk: on PostgreSQL through the database's twin connections (one
 * round trip a statement), or in a transaction of its own where there is no twin; on SQLite, and
 * inside a transaction already open, as it is.
 */
export function withoutWaitingForDisk<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db) || db.isTransaction) return work(db);
  const twin = noWaitTwins.get(db);
  if (twin) return work(twin);
  return db.transaction().execute(async (trx) => {
    await commitWithoutWaiting(trx);
    return work(trx);
  });
}

/**
 * Resolves once everything committed before it (by any connection) is on disk: a transaction
 * with an id of its own commits, and with the default `synchronous_commit` its commit waits for
 * the WAL to be flushed up to its own record, which lies after every earlier commit's. No row
 * is touched. Concurrent callers share the flush.
 */
export async function waitForDisk(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) await sql`select txid_current()`.execute(db);
}
