import type { Kysely } from 'kysely';

/**
 * The door (architecture.md §11): `users.role`, 'staff' for the accounts that may admit tickets
 * (granted by `npm run staff:add`; STAFF_EMAILS grants it by setting); indexes for the running
 * count of admitted tickets and for My tickets' gifts (found by the recipient's email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .execute();
  await db.schema.createIndex('tickets_status').on('tickets').column('status').execute();
  await db.schema.createIndex('orders_recipient_email').on('orders').column('recipient_email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_recipient_email').execute();
  await db.schema.dropIndex('tickets_status').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
