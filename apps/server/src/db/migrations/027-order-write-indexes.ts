import { type Kysely, sql } from 'kysely';

/**
 * Every order written (a hold, its settlement) writes each of the orders table's indexes; on
 * SQLite each index it changes is one more page in the commit's WAL frames (two system calls
 * each). Three of them carried nothing most orders need (docs/performance-history.md §20, decision 34):
 * - `orders_user_id`: `orders_user_event (user_id, event_id)` begins with the same column and
 *   serves every look-up by account it served.
 * - `orders_recipient_email` and `orders_promo_code`: most orders are not gifts and use no code,
 *   and the index kept an entry for each empty value. Only the rows that have one are indexed
 *   now; the look-ups compare the column with a value (`=`), which both databases know excludes
 *   an empty one, so they still use them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_id').execute();
  await db.schema.dropIndex('orders_recipient_email').execute();
  await db.schema
    .createIndex('orders_recipient_email')
    .on('orders')
    .column('recipient_email')
    .where(sql.ref('recipient_email'), 'is not', null)
    .execute();
  await db.schema.dropIndex('orders_promo_code').execute();
  await db.schema
    .createIndex('orders_promo_code')
    .on('orders')
    .columns(['promo_code_id', 'user_id'])
    .where(sql.ref('promo_code_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code').execute();
  await db.schema.createIndex('orders_promo_code').on('orders').columns(['promo_code_id', 'user_id']).execute();
  await db.schema.dropIndex('orders_recipient_email').execute();
  await db.schema.createIndex('orders_recipient_email').on('orders').column('recipient_email').execute();
  await db.schema.createIndex('orders_user_id').on('orders').column('user_id').execute();
}
