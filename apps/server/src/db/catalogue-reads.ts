import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * PostgreSQL: a few connections of their own for the public catalogue's reads (the revision
 * checks and rebuilds behind /api/events and every public page, modules/events/catalogue-cache.ts).
 * During an on-sale rush the main pool's connections are all busy with buyers' transactions, and
 * a visitor's event page, which needs one small read, queued behind them for about half a second
 * (docs/performance-history.md §18). The catalogue only reads, and what it reads is committed, so which
 * connection it reads through changes nothing else. SQLite has one connection and reads without
 * waiting; there the catalogue uses the database itself (decision 32).
 */
const catalogueConnections = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** database.ts: `reads` reaches the same database as `db` through connections of the catalogue's own. */
export function registerCatalogueReads(db: Kysely<Database>, reads: Kysely<Database>): void {
  catalogueConnections.set(db, reads);
}

/** What the catalogue reads through: its own connections where there are some, else `db`. */
export function catalogueReads(db: Kysely<Database>): Kysely<Database> {
  return catalogueConnections.get(db) ?? db;
}
