import type { Kysely } from 'kysely';

/**
 * Reserved seats (decision 51). A venue's plan (`seat_plans`) is its seats (`plan_seats`:
 * section, row letter, number, where it is drawn, and its kind), generated from sections × rows
 * × seats per row. A date that sells seats names its plan, and has one `showtime_seats` row per
 * seat with the tier it is sold at and the order holding or having bought it (null: free); a
 * hold takes its seats by one conditional UPDATE of these rows (`order_id is null`), all or
 * nothing. `seat_version` changes with every change of a date's seats: the picker's ETag.
 * `order_seats` keeps the seats an order chose, with their names, for the ticket and for a late
 * payment that takes them again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seat_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The sections it was built from (JSON, rules/seats.ts SectionSpec), for the back office to edit.
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('plan_seats')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('seat_plans.id'))
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('standard'))
    .addPrimaryKeyConstraint('plan_seats_pk', ['plan_id', 'seat_id'])
    .execute();
  await db.schema
    .alterTable('showtimes')
    .addColumn('seat_plan_id', 'text', (c) => c.references('seat_plans.id'))
    .execute();
  await db.schema
    .alterTable('showtimes')
    .addColumn('seat_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('showtime_seats')
    .addColumn('showtime_id', 'text', (c) => c.notNull().references('showtimes.id'))
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('ticket_type_id', 'text', (c) => c.notNull().references('ticket_types.id'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addPrimaryKeyConstraint('showtime_seats_pk', ['showtime_id', 'seat_id'])
    .execute();
  await db.schema.createIndex('showtime_seats_order').on('showtime_seats').column('order_id').execute();
  await db.schema
    .createTable('order_seats')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_seats_pk', ['order_id', 'seat_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_seats').execute();
  await db.schema.dropTable('showtime_seats').execute();
  await db.schema.alterTable('showtimes').dropColumn('seat_version').execute();
  await db.schema.alterTable('showtimes').dropColumn('seat_plan_id').execute();
  await db.schema.dropTable('plan_seats').execute();
  await db.schema.dropTable('seat_plans').execute();
}
