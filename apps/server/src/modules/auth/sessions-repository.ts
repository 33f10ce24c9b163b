import type { UserProfile } from '@storefront/contracts/api';
import type { Kysely, Selectable } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

export interface NewSession {
  /** Goes in the cookie; only its hash is stored. */
  token: string;
  /** The stored id (hash of the token). */
  id: string;
  expiresAt: Date;
}

/**
 * What the session's read brings of its account besides the public profile: its role and whether
 * its email is confirmed, which the back office's and the door's checks need on every request.
 */
export interface AccountStanding {
  role: Selectable<UsersTable>['role'];
  emailConfirmed: boolean;
}

export interface ActiveSession {
  id: string;
  user: UserProfile;
  account: AccountStanding;
}

/** Server-side sessions: the cookie holds a random token, the table holds its SHA-256. */
export function sessionsRepository(db: Kysely<Database>) {
  // Every signed-in API request looks its session up: compiled once (db/compiled-query.ts).
  const activeSession = compileOnce((id: string, now: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'users.id',
        'users.username',
        'users.email',
        'users.role',
        'users.email_verified_at',
      ])
      .where('sessions.id', '=', id)
      .where('sessions.expires_at', '>', now),
  );
  /**
   * The session and its user by the session's stored id (its token hashed), if it exists and has
   * not expired. Initialize reads its session the same way inside the sale's read
   * (orders/sale-read.ts, decision 39), and the payment simulator inside its payment's read
   * (payments/simulator-provider.ts, findForBuyer): what makes a session active must change in all three.
   */
  async function findActiveById(id: string): Promise<ActiveSession | undefined> {
    const [row] = (await activeSession(db, id, new Date().toISOString())).rows;
    if (!row) return undefined;
    return {
      id: row.session_id,
      user: { id: row.id, username: row.username, email: row.email },
      account: { role: row.role, emailConfirmed: row.email_verified_at !== null },
    };
  }

  return {
    async create(userId: string, ttlMs: number): Promise<NewSession> {
      const token = randomToken();
      const id = hashToken(token);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
        .execute();
      return { token, id, expiresAt };
    },

    findActiveById,

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends every session of a user, but the one given (the caller's own), if any. */
    async deleteAllForUser(userId: string, exceptId: string | null = null): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      await query.execute();
    },

    async deleteExpiredForUser(userId: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', new Date().toISOString())
        .execute();
    },
  };
}
