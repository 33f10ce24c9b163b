import type { Kysely } from 'kysely';

/**
 * The marketplace (decision 31): organizers who sell for themselves.
 * - `organizers`: one per applying account (`user_id` unique). `status` is 'pending' (applied),
 *   'approved', 'declined' (with `decision_reason`) or 'paused' (an admin stopped their sales;
 *   tickets already sold stay valid). `slug` names the public page `/o/{slug}`.
 *   `commission_bps` is an admin's override of PLATFORM_COMMISSION_PERCENT in basis points (null:
 *   the platform's setting); `publishes_directly` is 1 when an admin trusts them to publish without
 *   review. The payout account: the bank (`bank_code`, `bank_name`), the account's last four
 *   digits and its holder's name as the provider resolved it, and the provider's subaccount code
 *   (null until one is created: their events cannot be published before).
 * - `events.organizer_id`: whose event (null: the platform's own). `review_status` is where an
 *   organizer's event stands with the admins ('none', 'submitted', 'returned'), `review_note`
 *   the admins' words, `submitted_at` when it was last sent for review.
 * - `orders`: the split of an organizer's order, in kobo: the platform's commission (asked for at
 *   initialize as Paystack's `transaction_charge`), and as the provider reported it once paid, its
 *   fee, the organizer's share and who bore the fee ('account' | 'subaccount'); `subaccount` is
 *   the organizer's subaccount it was initialized with (all null: the platform's own event).
 * - `organizer_staff`: door staff an organizer invited by email, for that organizer's events only.
 * - `simulated_subaccounts`: the payment simulator's subaccounts (Paystack keeps its own).
 * - `simulated_payments`: the split the simulator recorded on each payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('commission_bps', 'integer')
    .addColumn('publishes_directly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bank_code', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_last4', 'text')
    .addColumn('account_name', 'text')
    .addColumn('subaccount_code', 'text')
    .addColumn('payout_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organizers_status').on('organizers').columns(['status', 'created_at']).execute();

  await db.schema
    .alterTable('events')
    .addColumn('organizer_id', 'text', (c) => c.references('organizers.id'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('events').addColumn('review_note', 'text').execute();
  await db.schema.alterTable('events').addColumn('submitted_at', 'text').execute();
  await db.schema.createIndex('events_organizer').on('events').column('organizer_id').execute();

  await db.schema.alterTable('orders').addColumn('fee_kobo', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('commission_kobo', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('organizer_share_kobo', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('fee_bearer', 'text').execute();
  await db.schema.alterTable('orders').addColumn('subaccount', 'text').execute();

  await db.schema
    .createTable('organizer_staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organizer_id', 'text', (c) => c.notNull().references('organizers.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('organizer_staff_email')
    .on('organizer_staff')
    .columns(['email', 'organizer_id'])
    .execute();

  await db.schema
    .createTable('simulated_subaccounts')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('percentage_charge', 'real', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('simulated_payments').addColumn('fees_kobo', 'integer').execute();
  await db.schema.alterTable('simulated_payments').addColumn('split', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('simulated_payments').dropColumn('split').execute();
  await db.schema.alterTable('simulated_payments').dropColumn('fees_kobo').execute();
  await db.schema.dropTable('simulated_subaccounts').execute();
  await db.schema.dropTable('organizer_staff').execute();
  for (const column of ['subaccount', 'fee_bearer', 'organizer_share_kobo', 'commission_kobo', 'fee_kobo']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropIndex('events_organizer').execute();
  for (const column of ['submitted_at', 'review_note', 'review_status', 'organizer_id']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
  await db.schema.dropTable('organizers').execute();
}
