import type { Kysely } from 'kysely';

/**
 * The buyer's own details, remembered on the account so a returning buyer's purchase form starts
 * filled (architecture.md §9.2): first name, last name and phone (E.164), as the buyer last typed
 * them on an order (the hold writes them with the account's lock, never a gift's recipient's) or
 * set them at `PUT /api/me/buyer-details`. Null until then. They are the buyer's own: no organizer
 * or other account reads them from here (docs/security.md); an order keeps its own copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('first_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('phone').execute();
  await db.schema.alterTable('users').dropColumn('last_name').execute();
  await db.schema.alterTable('users').dropColumn('first_name').execute();
}
