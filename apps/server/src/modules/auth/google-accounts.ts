import { randomInt } from 'node:crypto';
import { USERNAME_MIN } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { GoogleIdentity } from './google-verifier.ts';
import { resetTokensRepository } from './reset-tokens-repository.ts';
import { sessionsRepository } from './sessions-repository.ts';
import { type UserRow, usersRepository } from './users-repository.ts';

const BASE_MAX = 30;

/** A readable username from the Google name, else the email's local part; at least 3 characters. */
export function baseUsername(name: string | null, email: string): string {
  const clean = (value: string) =>
    value
      .normalize('NFKC')
      .replace(/[\p{C}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  let base = clean(name ?? '');
  if ([...base].length < USERNAME_MIN) base = clean(email.split('@')[0] ?? '');
  base = [...base].slice(0, BASE_MAX).join('').trim();
  if ([...base].length < USERNAME_MIN) base = `${base}user`;
  return base;
}

/** The base first, then the base with a random number, until one is free. */
function candidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${randomInt(10 ** Math.min(attempt + 2, 8))}`;
}

export type GoogleSignIn = { user: UserRow; created: boolean } | { conflict: true };

/**
 * Finds or creates the account for a verified Google identity:
 * 1. the account already linked to this Google subject;
 * 2. else the account with the same (verified) email, which gets linked, unless it is
 *    already linked to another Google account (conflict). If that account's email was never
 *    confirmed, whoever opened it may not own the address (pre-hijack): the Google owner takes
 *    it over, and its password, sessions and reset links stop working;
 * 3. else a new account without a password, with a unique username made from the name, and
 *    its email verified (Google said so).
 */
export async function signInWithGoogle(db: Kysely<Database>, identity: GoogleIdentity): Promise<GoogleSignIn> {
  const users = usersRepository(db);
  for (let attempt = 0; attempt < 12; attempt++) {
    const bySub = await users.findByGoogleSub(identity.sub);
    if (bySub) return { user: bySub, created: false };

    const byEmail = await users.findByEmail(identity.email);
    if (byEmail) {
      let link: Awaited<ReturnType<typeof users.linkGoogle>>;
      try {
        link = await db.transaction().execute(async (trx) => {
          const result = await usersRepository(trx).linkGoogle(byEmail.id, identity.sub);
          if (result === 'taken-over') {
            await sessionsRepository(trx).deleteAllForUser(byEmail.id);
            await resetTokensRepository(trx).invalidateAllForUser(byEmail.id);
          }
          return result;
        });
      } catch (error) {
        // Another request linked this Google subject a moment ago: look again.
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      if (link === 'conflict') return { conflict: true };
      const user = (await users.findByGoogleSub(identity.sub)) ?? { ...byEmail, google_sub: identity.sub };
      return { user, created: false };
    }

    const username = candidate(baseUsername(identity.name, identity.email), attempt);
    try {
      const user = await users.create({
        username,
        email: identity.email,
        passwordHash: null,
        googleSub: identity.sub,
        emailVerifiedAt: new Date().toISOString(),
      });
      return { user, created: true };
    } catch (error) {
      // Username taken (try another) or the same person signing in twice at once (look again).
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not find a free username for a Google account');
}
