import { type Kysely, sql } from 'kysely';

/**
 * Email verification (architecture.md §7): `users.email_verified_at`, and the single-use tokens of the
 * confirmation links, stored hashed like the reset tokens. Accounts linked to Google already
 * had their address confirmed by Google; password accounts start unconfirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await sql`update users set email_verified_at = updated_at where google_sub is not null`.execute(db);

  await db.schema
    .createTable('email_verification_tokens')
    // SHA-256 (hex) of the token in the emailed link.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_id')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
