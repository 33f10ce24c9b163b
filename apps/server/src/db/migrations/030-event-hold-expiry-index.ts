import type { Kysely } from 'kysely';

/**
 * Whether an event has a hold past its expiry (the sale's read, before every order: its seats may
 * come free; and the release of those holds) was answered from `orders_pending_holds (status,
 * holds_seats, hold_expires_at)`: every expired hold of every event, oldest first, until one of
 * this event. Expired holds wait up to a minute for the sweep, so after one show's holds ran out,
 * every buyer of another show read them all: with 500 of them, the sale's read took 44 µs more
 * (4 µs with this index; docs/performance-history.md §29). `orders_event_status (event_id,
 * status)` gains the hold's expiry as its last column, so it still serves every look-up it did,
 * and the orders table keeps the number of indexes every order writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_event_status').execute();
  await db.schema
    .createIndex('orders_event_status')
    .on('orders')
    .columns(['event_id', 'status', 'hold_expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_event_status').execute();
  await db.schema.createIndex('orders_event_status').on('orders').columns(['event_id', 'status']).execute();
}
