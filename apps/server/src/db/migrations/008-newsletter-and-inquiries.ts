import type { Kysely } from 'kysely';

/**
 * The local newsletter's subscribers (architecture.md §12) (one row per address, unique; unsubscribing keeps
 * the row with its time, so a later sign-up is a re-subscription) and the organizer inquiries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('subscribed_at', 'text', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createTable('organizer_inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('organization', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organizer_inquiries').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
}
