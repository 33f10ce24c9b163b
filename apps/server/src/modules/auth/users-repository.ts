import { randomUUID } from 'node:crypto';
import type { BuyerDetails, UserProfile } from '@storefront/contracts/api';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** The case-insensitive form a username is unique under. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

export function toProfile(row: Pick<UserRow, 'id' | 'username' | 'email'>): UserProfile {
  return { id: row.id, username: row.username, email: row.email };
}

export interface NewUser {
  username: string;
  /** Already trimmed and lower-cased (the contract's email field does both). */
  email: string;
  passwordHash: string | null;
  googleSub?: string | null;
  /** Set when the address is already proven (Google said it is verified). */
  emailVerifiedAt?: string | null;
}

/** What linking a Google identity to an existing account did. */
export type GoogleLink = 'linked' | 'taken-over' | 'conflict';

export function usersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts the account; a duplicate email or username throws (see isUniqueViolation). */
    async create(user: NewUser): Promise<UserRow> {
      const now = new Date().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        username: user.username,
        username_key: usernameKey(user.username),
        email: user.email.toLowerCase(),
        password_hash: user.passwordHash,
        google_sub: user.googleSub ?? null,
        email_verified_at: user.emailVerifiedAt ?? null,
        role: 'customer',
        first_name: null,
        last_name: null,
        phone: null,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(row).execute();
      return row;
    },

    /** The buyer's own details (migration 032), for the account itself only: GET /api/me. */
    async buyerDetails(id: string): Promise<BuyerDetails | null> {
      const row = await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'phone'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { firstName: row.first_name, lastName: row.last_name, phone: row.phone } : null;
    },

    /**
     * Sets the details given (an empty string forgets one; one left out is kept) and answers
     * them as stored, in one statement.
     */
    async setBuyerDetails(
      id: string,
      details: { firstName?: string | undefined; lastName?: string | undefined; phone?: string | undefined },
    ): Promise<BuyerDetails | null> {
      const value = (given: string | undefined) => (given === undefined ? undefined : given || null);
      const row = await db
        .updateTable('users')
        .set({
          first_name: value(details.firstName),
          last_name: value(details.lastName),
          phone: value(details.phone),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returning(['first_name', 'last_name', 'phone'])
        .executeTakeFirst();
      return row ? { firstName: row.first_name, lastName: row.last_name, phone: row.phone } : null;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** The owner proved the address; the first proof's time is kept. */
    async markEmailVerified(id: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Links a Google identity (whose email Google verified) to the account with that email,
     * unless the account is linked to another Google identity ('conflict'). An account whose
     * address was never proven may have been opened by someone else with the owner's email
     * (pre-hijack): it is 'taken-over' by the Google identity, its password dropped and the
     * address marked verified, in one conditional update; the caller ends its sessions.
     */
    async linkGoogle(id: string, sub: string): Promise<GoogleLink> {
      const now = new Date().toISOString();
      const notLinkedElsewhere = (eb: ExpressionBuilder<Database, 'users'>) =>
        eb.or([eb('google_sub', 'is', null), eb('google_sub', '=', sub)]);
      const takenOver = await db
        .updateTable('users')
        .set({ google_sub: sub, password_hash: null, email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where(notLinkedElsewhere)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      if (Number(takenOver.numUpdatedRows) > 0) return 'taken-over';
      const linked = await db
        .updateTable('users')
        .set({ google_sub: sub, updated_at: now })
        .where('id', '=', id)
        .where(notLinkedElsewhere)
        .executeTakeFirst();
      return Number(linked.numUpdatedRows) > 0 ? 'linked' : 'conflict';
    },
  };
}
