import { type Kysely, sql } from 'kysely';

/**
 * The waitlist by date (decision 53). `waitlist_entries.showtime_id`: the date a place in line is
 * for, of an event with several (null: any date, as before); one active place per tier, date and
 * email. `showtime_seats.claim_id`: on a seated date, the seats a waitlist claim holds for the
 * person it was offered to (a seat is free when neither an order nor a claim holds it); the
 * claim's order takes them over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('waitlist_entries')
    .addColumn('showtime_id', 'text', (c) => c.references('showtimes.id'))
    .execute();
  await db.schema.dropIndex('waitlist_entries_active').execute();
  await db.schema
    .createIndex('waitlist_entries_active')
    .unique()
    .on('waitlist_entries')
    .expression(sql`ticket_type_id, coalesce(showtime_id, ''), email`)
    .where(sql.ref('status'), 'in', sql`('unconfirmed', 'waiting', 'offered')`)
    .execute();
  await db.schema
    .alterTable('showtime_seats')
    .addColumn('claim_id', 'text', (c) => c.references('waitlist_claims.id'))
    .execute();
  await db.schema.createIndex('showtime_seats_claim').on('showtime_seats').column('claim_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('showtime_seats_claim').execute();
  await db.schema.alterTable('showtime_seats').dropColumn('claim_id').execute();
  await db.schema.dropIndex('waitlist_entries_active').execute();
  await db.schema
    .createIndex('waitlist_entries_active')
    .unique()
    .on('waitlist_entries')
    .columns(['ticket_type_id', 'email'])
    .where(sql.ref('status'), 'in', sql`('unconfirmed', 'waiting', 'offered')`)
    .execute();
  await db.schema.alterTable('waitlist_entries').dropColumn('showtime_id').execute();
}
