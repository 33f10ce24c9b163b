import type { Kysely } from 'kysely';

/**
 * The purchase (architecture.md §9): ticket types, orders made of lines, the tickets issued for paid
 * orders, and the payment simulator's transactions. Timestamps are ISO-8601 UTC text, as in 001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_types')
    // '{eventId}-regular' today; tiers (VIP, tables) are more rows, not a new shape.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Whole naira.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ticket_types_event_id').on('ticket_types').column('event_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The payment reference the provider knows the order by; unguessable.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    // pending → paid | expired | failed; paid → refund_pending → refunded
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Whole naira; the provider is asked for amount × 100 kobo.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 1 while this order's seats are taken from events.remaining (held or sold), else 0.
    .addColumn('holds_seats', 'integer', (c) => c.notNull())
    .addColumn('hold_expires_at', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('is_gift', 'integer', (c) => c.notNull())
    .addColumn('recipient_first_name', 'text', (c) => c.notNull())
    .addColumn('recipient_last_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('orders_user_id').on('orders').column('user_id').execute();
  // The expiry sweep looks for pending orders still holding seats past their deadline.
  await db.schema
    .createIndex('orders_pending_holds')
    .on('orders')
    .columns(['status', 'holds_seats', 'hold_expires_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'text', (c) => c.notNull().references('ticket_types.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_id').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('tickets')
    // TICKET-{timestamp}-{random} (product.md §9).
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One ticket per order, whatever number of verifies and webhooks arrive.
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    // unused → used (checked in) | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('simulated_payments')
    // The simulator's side of a transaction, in the database so every server process sees it.
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('access_code', 'text', (c) => c.notNull())
    .addColumn('amount_kobo', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subaccount', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    // pending → success | failed | abandoned
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('simulated_payments').execute();
  await db.schema.dropTable('tickets').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('ticket_types').execute();
}
