import type { Kysely } from 'kysely';

/**
 * Promo codes (decision 30):
 * - `promo_codes`: a code (stored upper-case, so the unique index makes it unique whatever the
 *   case typed), for one event (`event_id`) or all (null); `kind` 'percent' (amount 1..100) or
 *   'fixed' (amount in whole naira); `max_uses` (null: no limit) and `uses`, the orders holding or
 *   having used it, taken by one conditional UPDATE (`uses < max_uses`) in the hold's transaction
 *   and given back with the seats when a hold ends unpaid; `max_uses_per_account`; a window
 *   (`starts_at`/`ends_at`, ISO text, null: open on that side); `status` 'active' or 'paused';
 * - `promo_code_ticket_types`: the tiers a code covers (no row: every tier of its event);
 * - `orders.promo_code_id` and `orders.discount` (whole naira): `orders.amount` stays what is paid,
 *   after the discount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.references('events.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses_per_account', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_codes_code').unique().on('promo_codes').column('code').execute();
  await db.schema
    .createTable('promo_code_ticket_types')
    .addColumn('promo_code_id', 'text', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'text', (c) => c.notNull().references('ticket_types.id'))
    .addPrimaryKeyConstraint('promo_code_ticket_types_pk', ['promo_code_id', 'ticket_type_id'])
    .execute();
  await db.schema.alterTable('orders').addColumn('promo_code_id', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The per-account count and the back office's revenue per code read the orders of one code.
  await db.schema.createIndex('orders_promo_code').on('orders').columns(['promo_code_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code').execute();
  await db.schema.alterTable('orders').dropColumn('discount').execute();
  await db.schema.alterTable('orders').dropColumn('promo_code_id').execute();
  await db.schema.dropTable('promo_code_ticket_types').execute();
  await db.schema.dropTable('promo_codes').execute();
}
