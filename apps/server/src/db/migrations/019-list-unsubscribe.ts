import type { Kysely } from 'kysely';

/**
 * A message that is not transactional (the newsletter) names the link that ends the subscription,
 * sent as its List-Unsubscribe header with RFC 8058's one-click List-Unsubscribe-Post
 * (architecture.md §12): mail providers show an Unsubscribe button and file such mail as wanted, not as spam.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('list_unsubscribe').execute();
}
