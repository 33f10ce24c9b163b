import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './schema.ts';

/**
 * When a commit waits for the disk (decision 24). On PostgreSQL every commit waits for its WAL
 * to be flushed (an fsync: about 4 ms on our machines), and a transaction keeps its row locks
 * until then. For a row every request of a rush updates (the event's seats, a mobile carrier's
 * shared rate-limit counter) that wait, not the work, decides how many per second go through:
 * one fsync each, one after the other. So those writes commit without waiting (PostgreSQL's
 * `synchronous_commit = off` for the one transaction: the commit is as atomic, only its
 * durability comes up to ~0.6 s later). A hold, which the provider and the buyer will hear of,
 * then waits for the disk in the same transaction's last round trip, once its rows are unlocked
 * (`commitWith` in commit-in-one-message.ts, decision 41); concurrent commits share the flush.
 * SQLite in WAL mode with synchronous=NORMAL never waits at commit, so these do nothing there.
 */

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Each PostgreSQL database's twin: the same database through connections set to `synchronous_commit = off`. */
const noWaitTwins = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** database.ts: `twin` reaches the same database as `db` through connections whose commits do not wait. */
export function registerNoWaitTwin(db: Kysely<Database>, twin: Kysely<Database>): void {
  noWaitTwins.set(db, twin);
}

/**
 * PostgreSQL's statement that makes the transaction it runs in commit without waiting for the
 * disk. The setting is read when the transaction commits, so it may come anywhere before the
 * commit: a hold sends it in one message with its stock and its commit (commit-in-one-message.ts).
 */
export const COMMIT_WITHOUT_WAITING = 'set local synchronous_commit = off';

/**
 * Runs `work` (statements that stand alone: it sees no transaction of the caller's) so that its
 * commits do not wait for the disk: on PostgreSQL through the database's twin connections (one
 * round trip a statement), which `openDatabase` opens with every PostgreSQL database; on SQLite,
 * and inside a transaction already open, as it is.
 */
export function withoutWaitingForDisk<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db) || db.isTransaction) return work(db);
  const twin = noWaitTwins.get(db);
  if (!twin) throw new Error('a PostgreSQL database without its no-wait twin: open it with openDatabase (database.ts)');
  return work(twin);
}
