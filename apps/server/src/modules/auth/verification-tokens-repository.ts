import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { oneTimeTokens } from './one-time-tokens.ts';

/** A confirmation link works for two days, once. */
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export const verificationTokensRepository = (db: Kysely<Database>) =>
  oneTimeTokens(db, 'email_verification_tokens', VERIFICATION_TOKEN_TTL_MS);
