import { type Kysely, sql } from 'kysely';

/**
 * Reconciliation (decision 24): a paid order can only end with its ticket or in the
 * late-payment path, never silently expired.
 * - `orders.recheck_at`: when the provider is next asked about an order that closed unpaid
 *   (expired, or failed: declined, replaced, cancelled), in case its money came after all and
 *   the webhook was lost; null for every other order and once the look-back window has passed.
 *   Its partial index holds only those orders (a day's worth at most).
 * - the simulator's webhook is retried the way Paystack retries one until our route answers
 *   200: `webhook_attempts` made so far, `webhook_next_at` when the next one is due (null:
 *   nothing to send, delivered, or given up), `webhook_delivered_at` when our route took it.
 *   `webhook_sent_at` stays the claim of the latest attempt. The partial index of migration 015
 *   (arrivals whose webhook nobody claimed) is replaced by one on `webhook_next_at`.
 *
 * Existing rows: orders that closed unpaid in the last 24 hours are asked about at once; a
 * payment whose webhook was claimed is taken as delivered (it was, unless its process died,
 * which is what reconciliation now catches), one whose arrival is due and unclaimed is due now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('recheck_at', 'text').execute();
  await db.schema
    .createIndex('orders_recheck_at')
    .on('orders')
    .column('recheck_at')
    .where(sql.ref('recheck_at'), 'is not', null)
    .execute();
  const now = new Date();
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  await sql`update orders set recheck_at = ${now.toISOString()}
    where status in ('expired', 'failed') and updated_at >= ${since}`.execute(db);

  await db.schema
    .alterTable('simulated_payments')
    .addColumn('webhook_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('simulated_payments').addColumn('webhook_next_at', 'text').execute();
  await db.schema.alterTable('simulated_payments').addColumn('webhook_delivered_at', 'text').execute();
  await sql`update simulated_payments set webhook_delivered_at = webhook_sent_at, webhook_attempts = 1
    where webhook_sent_at is not null`.execute(db);
  await sql`update simulated_payments set webhook_next_at = settles_at
    where webhook_sent_at is null and settles_at is not null and status in ('ongoing', 'success')`.execute(db);
  await db.schema.dropIndex('simulated_payments_webhooks_due').execute();
  await db.schema
    .createIndex('simulated_payments_webhook_next')
    .on('simulated_payments')
    .column('webhook_next_at')
    .where(sql.ref('webhook_next_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('simulated_payments_webhook_next').execute();
  await db.schema
    .createIndex('simulated_payments_webhooks_due')
    .on('simulated_payments')
    .column('settles_at')
    .where(sql.ref('webhook_sent_at'), 'is', null)
    .where(sql.ref('settles_at'), 'is not', null)
    .execute();
  for (const column of ['webhook_delivered_at', 'webhook_next_at', 'webhook_attempts']) {
    await db.schema.alterTable('simulated_payments').dropColumn(column).execute();
  }
  await db.schema.dropIndex('orders_recheck_at').execute();
  await db.schema.alterTable('orders').dropColumn('recheck_at').execute();
}
