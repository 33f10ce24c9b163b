import type { Kysely } from 'kysely';

/**
 * Why a paid order got no ticket (`refund_pending`), kept with the order so every answer about it
 * (verify, My orders, the email) gives the same reason: 'sold_out' (the seats its hold gave back
 * were gone), 'cancelled' (the event was), 'over_limit' (a late payment that would take the
 * account past its per-account ceiling: architecture.md §9.5), 'code_used_up' (a late payment
 * whose promo code has no use left). Null for every
 * other order, and for refunds pending before this column: those read as before, from the
 * event's status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('refund_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('refund_reason').execute();
}
