import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A confirmation link works for two days, once. */
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** Email confirmation tokens: random, stored as SHA-256, single use, two days (like the reset tokens). */
export function verificationTokensRepository(db: Kysely<Database>) {
  return {
    /** Creates a token for the user; returns the token for the link (only its hash is stored). */
    async create(userId: string): Promise<string> {
      const token = randomToken();
      const now = new Date();
      await db
        .insertInto('email_verification_tokens')
        .values({
          id: hashToken(token),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** Marks a usable token used, atomically (of two requests with one link, one gets the user). */
    async consume(token: string): Promise<{ userId: string } | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable('email_verification_tokens')
        .set({ used_at: now })
        .where('id', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row ? { userId: row.user_id } : undefined;
    },
  };
}
