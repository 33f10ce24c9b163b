import type { Kysely } from 'kysely';

/**
 * The ticket's read (the ticket page, verify, the door; tickets-repository.ts) takes its order's
 * lines cheapest first and the newest ticket email of its order. With indexes on `order_id`
 * alone, SQLite sorted both in temporary B-trees on every read, which made the read about four
 * times as long as the same read without them (51 µs against 13 µs on the benchmark's database,
 * docs/performance-history.md §18). Each index now carries the order it is read in; as they begin with
 * `order_id`, they serve every look-up by order the old ones served, which go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('outbox_order_newest').on('outbox').columns(['order_id', 'id']).execute();
  await db.schema.dropIndex('outbox_order_id').execute();
  await db.schema
    .createIndex('order_lines_order_price')
    .on('order_lines')
    .columns(['order_id', 'unit_price', 'ticket_type_name'])
    .execute();
  await db.schema.dropIndex('order_lines_order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_lines_order_id').on('order_lines').column('order_id').execute();
  await db.schema.dropIndex('order_lines_order_price').execute();
  await db.schema.createIndex('outbox_order_id').on('outbox').column('order_id').execute();
  await db.schema.dropIndex('outbox_order_newest').execute();
}
