import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Password reset tokens: random, stored as SHA-256, single use, one hour. */
export function resetTokensRepository(db: Kysely<Database>) {
  return {
    /** Creates a token for the user; returns the token for the link (only its hash is stored). */
    async create(userId: string): Promise<string> {
      const token = randomToken();
      const now = new Date();
      await db
        .insertInto('password_reset_tokens')
        .values({
          id: hashToken(token),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The user a usable token belongs to (not used, not expired), without using it. */
    async findUsable(token: string): Promise<{ userId: string } | undefined> {
      const row = await db
        .selectFrom('password_reset_tokens')
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
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('id', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row ? { userId: row.user_id } : undefined;
    },

    /** After a reset, every other outstanding link of the user stops working too. */
    async invalidateAllForUser(userId: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
