import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Ticket tiers (decision 30). `ticket_types` existed since 003 with one 'Regular' row
 * per event; a tier is now a full row:
 * - `description`: what the tier includes ('' when nothing to say);
 * - `capacity` and `remaining`: the tier's own stock, in tickets (a table for 10 is one ticket).
 *   Null means the tier has no cap of its own: only the event's seats limit it, as every
 *   event's Regular did before this. A hold takes the tier's stock by one conditional UPDATE
 *   (`remaining >= n`), beside the event's (`events.remaining`, in people);
 * - `admits`: people one ticket lets in (a table for 10 admits 10, one scan each);
 * - `min_per_order`, `max_per_order` (null: the event's per-order maximum);
 * - `sales_start_at`, `sales_end_at`: the sale window (null: open on that side);
 * - `after_ticket_type_id`: the tier goes on sale only once that one is sold out or its sale has
 *   ended (an early bird, then Regular);
 * - `access_code`: hidden from the storefront unless the buyer has this code;
 * - `status`: 'on_sale' or 'paused' (the back office stops a tier without deleting it).
 * `order_lines` keep the tier's name and admits as they were when bought, like `unit_price`, so
 * editing a tier never changes an order already made. `orders.seats` is the people the order
 * takes from the event's seats (its lines' quantity × admits); every order before this had
 * admits 1, so its seats are its quantity.
 *
 * An edit to a tier renews its event's revision (the catalogue's cache key, migration 013); a
 * hold changes only `remaining`, and the event's own row changes in the same transaction.
 */
const TIER_COLUMNS = [
  'name',
  'price',
  'sort_order',
  'description',
  'capacity',
  'admits',
  'min_per_order',
  'max_per_order',
  'sales_start_at',
  'sales_end_at',
  'after_ticket_type_id',
  'access_code',
  'status',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const tiers = db.schema.alterTable('ticket_types');
  await tiers.addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await tiers.addColumn('capacity', 'integer').execute();
  await tiers.addColumn('remaining', 'integer').execute();
  await tiers.addColumn('admits', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await tiers.addColumn('min_per_order', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await tiers.addColumn('max_per_order', 'integer').execute();
  await tiers.addColumn('sales_start_at', 'text').execute();
  await tiers.addColumn('sales_end_at', 'text').execute();
  await tiers.addColumn('after_ticket_type_id', 'text').execute();
  await tiers.addColumn('access_code', 'text').execute();
  await tiers.addColumn('status', 'text', (c) => c.notNull().defaultTo('on_sale')).execute();

  const lines = db.schema.alterTable('order_lines');
  await lines.addColumn('ticket_type_name', 'text', (c) => c.notNull().defaultTo('Regular')).execute();
  await lines.addColumn('admits', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update order_lines set ticket_type_name = (select name from ticket_types where ticket_types.id = order_lines.ticket_type_id)`.execute(
    db,
  );

  await db.schema
    .alterTable('orders')
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set seats = quantity`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function ticket_types_renew_event_revision() returns trigger language plpgsql as $$
      begin
        update events set revision = md5(random()::text || clock_timestamp()::text)
        where id = coalesce(new.event_id, old.event_id);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ticket_types_edited after insert or delete or update of ${sql.raw(TIER_COLUMNS.join(', '))}
      on ticket_types for each row execute function ticket_types_renew_event_revision()`.execute(db);
    return;
  }
  for (const [name, when, row] of [
    ['ticket_types_inserted', 'after insert', 'new'],
    ['ticket_types_deleted', 'after delete', 'old'],
    ['ticket_types_edited', `after update of ${TIER_COLUMNS.join(', ')}`, 'new'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(name)} ${sql.raw(when)} on ticket_types
      for each row
      begin
        update events set revision = lower(hex(randomblob(8))) where id = ${sql.raw(row)}.event_id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger ticket_types_edited on ticket_types`.execute(db);
    await sql`drop function ticket_types_renew_event_revision()`.execute(db);
  } else {
    for (const name of ['ticket_types_inserted', 'ticket_types_deleted', 'ticket_types_edited']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.alterTable('orders').dropColumn('seats').execute();
  for (const column of ['admits', 'ticket_type_name']) {
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  }
  for (const column of [
    'status',
    'access_code',
    'after_ticket_type_id',
    'sales_end_at',
    'sales_start_at',
    'max_per_order',
    'min_per_order',
    'admits',
    'remaining',
    'capacity',
    'description',
  ]) {
    await db.schema.alterTable('ticket_types').dropColumn(column).execute();
  }
}
