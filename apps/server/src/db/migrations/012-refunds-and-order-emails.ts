import { type Kysely, sql } from 'kysely';

/**
 * The back office's orders (architecture.md §15.2):
 * - refunds: when one was asked for, the lease of the request calling the provider (so of any
 *   number of clicks, one calls it), what the provider last said, its last error, and when the
 *   money went back (`paid → refund_pending → refunded`, product.md §4.4);
 * - `outbox.order_id`: the emails an order caused, for its page in the back office. Filled in
 *   here for the ticket emails already sent (they carry the order's reference in their link);
 * - indexes for the dashboard (paid orders by time and event) and the orders list (newest first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'refund_requested_at',
    'refund_claimed_until',
    'refund_provider_status',
    'refund_error',
    'refunded_at',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('orders_status_paid_at').on('orders').columns(['status', 'paid_at']).execute();
  await db.schema.createIndex('orders_event_status').on('orders').columns(['event_id', 'status']).execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();

  await db.schema.alterTable('outbox').addColumn('order_id', 'text').execute();
  await db.schema.createIndex('outbox_order_id').on('outbox').column('order_id').execute();
  await backfillOrderEmails(db);
}

const TICKET_LINK = /\/ticket\/(OWB-[A-Za-z0-9_-]{24})/;

/** Ticket emails written before this migration: their link names the order's reference. */
async function backfillOrderEmails(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; text_body: string }>`
      select id, text_body from outbox
      where id > ${after} and order_id is null and text_body like ${'%/ticket/OWB-%'}
      order by id limit 500`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const reference = TICKET_LINK.exec(row.text_body)?.[1];
      if (reference) {
        await sql`update outbox set order_id = (select id from orders where reference = ${reference})
          where id = ${row.id}`.execute(db);
      }
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_order_id').execute();
  await db.schema.alterTable('outbox').dropColumn('order_id').execute();
  await db.schema.dropIndex('orders_created_at').execute();
  await db.schema.dropIndex('orders_event_status').execute();
  await db.schema.dropIndex('orders_status_paid_at').execute();
  for (const column of [
    'refunded_at',
    'refund_error',
    'refund_provider_status',
    'refund_claimed_until',
    'refund_requested_at',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
