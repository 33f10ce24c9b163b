import { type Kysely, sql } from 'kysely';

/**
 * An event's dates (decision 50): a film's showtimes, a play's run. Each has its own seats
 * (`remaining`, taken by the hold beside the event's and the tiers' by one conditional UPDATE, or
 * on PostgreSQL by an update sent with the commit that this CHECK makes fail, as 028's does for
 * tiers). An event without rows here is one date, `events.starts_at`, as before. `orders.showtime_id`
 * names the date an order is for (null: a one-date event's order, or one from before dates).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showtimes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addCheckConstraint('showtimes_remaining_check', sql`remaining >= 0 and remaining <= capacity`)
    .execute();
  await db.schema.createIndex('showtimes_event_starts').on('showtimes').columns(['event_id', 'starts_at']).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('showtime_id', 'text', (c) => c.references('showtimes.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('showtime_id').execute();
  await db.schema.dropTable('showtimes').execute();
}
