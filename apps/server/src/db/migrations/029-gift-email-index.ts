import { type Kysely, sql } from 'kysely';

/**
 * Migration 027 meant `orders_recipient_email` to hold gifts only, but its condition
 * (`recipient_email is not null`) holds every order: an order that is not a gift stores `''`
 * there, never null (`insertPending`). So every hold still wrote an entry for an empty email.
 * The index now holds the rows with an email; "my tickets" repeats the same literal term
 * (`recipient_email <> ''`) beside its `= ?`, since neither database proves from a bound value
 * that it is not empty, and a partial index is only used when the query implies its condition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_recipient_email').execute();
  await db.schema
    .createIndex('orders_recipient_email')
    .on('orders')
    .column('recipient_email')
    .where(sql.ref('recipient_email'), '<>', sql.lit(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_recipient_email').execute();
  await db.schema
    .createIndex('orders_recipient_email')
    .on('orders')
    .column('recipient_email')
    .where(sql.ref('recipient_email'), 'is not', null)
    .execute();
}
