import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

/** The tables of emailed one-time links; they have the same columns. */
type TokenTable = 'password_reset_tokens' | 'email_verification_tokens';

/**
 * Emailed one-time links (password reset, email confirmation): random, stored as SHA-256 (a
 * leaked table gives no usable link), single use, and valid for `ttlMs`.
 */
export function oneTimeTokens(db: Kysely<Database>, table: TokenTable, ttlMs: number) {
  return {
    /** Creates a token for the user; returns the token for the link (only its hash is stored). */
    async create(userId: string): Promise<string> {
      const token = randomToken();
      const now = new Date();
      await db
        .insertInto(table)
        .values({
          id: hashToken(token),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlMs).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The user a usable token belongs to (not used, not expired), without using it. */
    async findUsable(token: string): Promise<{ userId: string } | undefined> {
      const row = await db
        .selectFrom(table)
        .select('user_id')
        .where('id', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row ? { userId: row.user_id } : undefined;
    },

    /**
     * Marks a usable token used, atomically: of two requests racing with the same link only
     * one gets the user id back.
     */
    async consume(token: string): Promise<{ userId: string } | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable(table)
        .set({ used_at: now })
        .where('id', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row ? { userId: row.user_id } : undefined;
    },

    /** Every outstanding link of the user stops working (after a reset, or a take-over). */
    async invalidateAllForUser(userId: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ used_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
