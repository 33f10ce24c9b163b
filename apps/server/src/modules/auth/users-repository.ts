import { randomUUID } from 'node:crypto';
import type { UserProfile } from '@storefront/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** The case-insensitive form a username is unique under. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

export function toProfile(row: Pick<UserRow, 'id' | 'username' | 'email'>): UserProfile {
  return { id: row.id, username: row.username, email: row.email };
}

/** A unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export interface NewUser {
  username: string;
  /** Already trimmed and lower-cased (the contract's email field does both). */
  email: string;
  passwordHash: string | null;
  googleSub?: string | null;
}

/** Which of the two unique identities an account already holds. */
export type Taken = 'email' | 'username' | null;

export function usersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    /** Email first: that is the more useful thing to tell someone signing up. */
    async whichTaken(email: string, username: string): Promise<Taken> {
      const rows = await db
        .selectFrom('users')
        .select(['email', 'username_key'])
        .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb('username_key', '=', usernameKey(username))]))
        .execute();
      if (rows.some((row) => row.email === email.toLowerCase())) return 'email';
      return rows.length > 0 ? 'username' : null;
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
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(row).execute();
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Links a Google identity to an account that has none yet; false if it already has another. */
    async linkGoogle(id: string, sub: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ google_sub: sub, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('google_sub', 'is', null), eb('google_sub', '=', sub)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
