import { type Kysely, sql } from 'kysely';

/**
 * The back office's support inbox (architecture.md §15.2): each support ticket gets a status (open → answered
 * → closed, and back to open) and a thread of messages. The requester's first message stays in
 * `support_tickets.description`; `support_messages` holds what came after it: the team's replies
 * (emailed through the outbox, `outbox_id` names the email) and, later, the requester's answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('support_tickets')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  // When the ticket last changed (a reply, a status): the inbox lists the most recent first.
  await db.schema.alterTable('support_tickets').addColumn('updated_at', 'text').execute();
  await sql`update support_tickets set updated_at = created_at`.execute(db);
  await db.schema
    .createIndex('support_tickets_status')
    .on('support_tickets')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    // 'staff' (a reply from the back office) or 'requester'.
    .addColumn('author', 'text', (c) => c.notNull())
    // The admin who wrote a reply; null for the requester.
    .addColumn('author_user_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    // The email that carried a reply to the requester.
    .addColumn('outbox_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_ticket')
    .on('support_messages')
    .columns(['ticket_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropIndex('support_tickets_status').execute();
  await db.schema.alterTable('support_tickets').dropColumn('updated_at').execute();
  await db.schema.alterTable('support_tickets').dropColumn('status').execute();
}
