import { type Kysely, sql } from 'kysely';

/**
 * Outbox delivery (architecture.md §10): what the worker needs to send each message once and retry it.
 * - `attachments`: JSON list of what to attach, rebuilt into files at send time (decision 0009);
 * - `next_attempt_at`: when the message is next due (backoff after a failure);
 * - `claimed_until` / `claim_token`: the lease of the worker sending it, so two processes never
 *   send one message at once and a crashed worker's message is taken again after the lease;
 * - `last_error`, `failed_at`: the last failure, and when the message was given up on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute();
  await sql`update outbox set next_attempt_at = created_at`.execute(db);
  // The worker's question: which unsent, not failed messages are due?
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due').execute();
  for (const column of ['failed_at', 'last_error', 'claim_token', 'claimed_until', 'next_attempt_at', 'attachments']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
