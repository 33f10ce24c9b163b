import type { Kysely } from 'kysely';

/**
 * A support ticket may name the transaction its question is about (product.md §2.10): the team
 * then finds the order at once instead of asking for it by email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_tickets').addColumn('order_reference', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_tickets').dropColumn('order_reference').execute();
}
