import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('event_owner', 'text')
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('year', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('subaccount_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('ticket_file_name', 'text', (c) => c.notNull())
    .addColumn('ticket_file_type', 'text', (c) => c.notNull())
    .addColumn('ticket_file_size', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    // Seats not yet held or sold; only ever changed by a conditional UPDATE.
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
