import type { Kysely } from 'kysely';

/**
 * Checkout for a real on-sale (decision 21):
 * - `events.max_per_order` and `events.max_per_account`: the most tickets one order may hold, and
 *   the most one account may hold or have bought for the event (set per event in the back office);
 * - `orders.order_key`: the key the purchase form gives an order, so a second Pay for an order
 *   already paid answers that order instead of charging again;
 * - `orders.provider_checked_at`: when verify last asked the provider about a pending order, so
 *   anyone holding a reference cannot make us call the provider on every request;
 * - an index for the questions initialize asks about one account and one event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('max_per_order', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('max_per_account', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
  await db.schema.alterTable('orders').addColumn('order_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('provider_checked_at', 'text').execute();
  await db.schema.createIndex('orders_user_event').on('orders').columns(['user_id', 'event_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_event').execute();
  await db.schema.alterTable('orders').dropColumn('provider_checked_at').execute();
  await db.schema.alterTable('orders').dropColumn('order_key').execute();
  await db.schema.alterTable('events').dropColumn('max_per_account').execute();
  await db.schema.alterTable('events').dropColumn('max_per_order').execute();
}
