import { type Kysely, sql } from 'kysely';

/**
 * The payment simulator's channels (decision 20): card and "pay with bank" settle at once, as before;
 * a bank transfer or USSD payment is 'ongoing' until its money arrives, later, by webhook only.
 * - `channel`: how the buyer paid or is paying (card, bank_transfer, ussd, bank);
 * - `gateway_response`: the provider's words on the outcome ('Declined: insufficient funds');
 * - `settles_at`: when the money of an ongoing transfer or USSD payment arrives (set by the
 *   buyer's 'I have sent the money'), or when a settled payment's money arrived;
 * - `expires_at`: when the account given for a bank transfer stops taking money (30 minutes);
 * - `webhook_sent_at`: who claimed the `charge.success` webhook, so of all processes one posts it.
 * The index holds only the payments whose webhook is still to go (a handful at any time), which
 * every process checks every few seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['channel', 'gateway_response', 'settles_at', 'expires_at', 'webhook_sent_at']) {
    await db.schema.alterTable('simulated_payments').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('simulated_payments_webhooks_due')
    .on('simulated_payments')
    .column('settles_at')
    .where(sql.ref('webhook_sent_at'), 'is', null)
    .where(sql.ref('settles_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('simulated_payments_webhooks_due').execute();
  for (const column of ['webhook_sent_at', 'expires_at', 'settles_at', 'gateway_response', 'channel']) {
    await db.schema.alterTable('simulated_payments').dropColumn(column).execute();
  }
}
