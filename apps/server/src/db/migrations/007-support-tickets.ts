import type { Kysely } from 'kysely';

/**
 * The helpdesk (architecture.md §13): support tickets from the Create Ticket form. `id` is the ticket number the
 * sender is emailed (SUP-XXXXXXXX); `user_id` is the signed-in user's id or 'guest' (product.md §3.5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.references('events.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_tickets_created_at').on('support_tickets').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_tickets').execute();
}
