import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { oneTimeTokens } from './one-time-tokens.ts';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const resetTokensRepository = (db: Kysely<Database>) =>
  oneTimeTokens(db, 'password_reset_tokens', RESET_TOKEN_TTL_MS);
