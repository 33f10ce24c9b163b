import { type Kysely, sql } from 'kysely';

/**
 * The waitlist (decision 30).
 * - `waitlist_entries`: a place in line for a sold-out tier: the email (lower-cased), the account
 *   if one was signed in, the tickets wanted, and where it stands: 'unconfirmed' (the email's
 *   link not opened yet), 'waiting', 'offered' (a claim holds seats for it), 'claimed' (the claim
 *   became an order), 'lapsed' (the claim ran out), 'left'. `confirm_token_hash` is the emailed
 *   link's token, stored hashed, and `confirm_sent_at` when it was last sent (joining again
 *   within a few minutes sends no second email). One active entry (unconfirmed, waiting, offered) per tier and
 *   email: a partial unique index, so joining twice cannot make two.
 * - `waitlist_claims`: a hold for one entry (decision 30: it took its tier's stock and the event's
 *   seats like an order's hold, so there are never more claims than seats released): `seats` in
 *   people, `quantity` in tickets, the claim link's token hashed, `expires_at` 30 minutes on,
 *   and its status 'open' | 'used' (became an order) | 'lapsed' (gave its seats back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('ticket_type_id', 'text', (c) => c.notNull().references('ticket_types.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_entries_active')
    .unique()
    .on('waitlist_entries')
    .columns(['ticket_type_id', 'email'])
    .where(sql.ref('status'), 'in', sql`('unconfirmed', 'waiting', 'offered')`)
    .execute();
  // The line: a tier's waiting entries, oldest confirmed first.
  await db.schema
    .createIndex('waitlist_entries_line')
    .on('waitlist_entries')
    .columns(['ticket_type_id', 'status', 'confirmed_at'])
    .execute();
  await db.schema.createIndex('waitlist_entries_confirm').on('waitlist_entries').column('confirm_token_hash').execute();

  await db.schema
    .createTable('waitlist_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('waitlist_entries.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The sweep's question: open claims past their end.
  await db.schema
    .createIndex('waitlist_claims_open')
    .on('waitlist_claims')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_claims').execute();
  await db.schema.dropTable('waitlist_entries').execute();
}
