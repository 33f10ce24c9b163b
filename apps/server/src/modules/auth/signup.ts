import type { SignupRequest } from '@storefront/contracts/api';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { publicLink } from '../../lib/public-link.ts';
import { outboxRepository } from '../outbox/index.ts';
import { signupAttemptEmail, verifyEmailEmail } from './account-emails.ts';
import { hashPassword } from './password.ts';
import { type UserRow, usersRepository } from './users-repository.ts';
import { verificationTokensRepository } from './verification-tokens-repository.ts';

export type SignupOutcome = 'username-taken' | 'check-email';

/**
 * Sign-up without account discovery: a new email gets an unverified account and a
 * confirmation link; an email that already has an account gets the same outcome, and its
 * owner an email saying someone tried. Only a taken username is told (usernames are public).
 */
export async function createAccount(
  app: FastifyInstance,
  { username, email, password }: SignupRequest,
): Promise<SignupOutcome> {
  const users = usersRepository(app.db);
  // Hashed on every path, so an existing email is not told apart by a quicker answer.
  const passwordHash = await hashPassword(password);
  if (await users.isUsernameTaken(username)) return 'username-taken';

  const tellOwner = async (owner: UserRow | undefined): Promise<SignupOutcome> => {
    if (owner) {
      const notice = signupAttemptEmail({
        to: owner.email,
        username: owner.username,
        publicUrl: app.config.PUBLIC_URL,
      });
      await outboxRepository(app.db).enqueue(notice);
    }
    return 'check-email';
  };
  const owner = await users.findByEmail(email);
  if (owner) return tellOwner(owner);

  try {
    // The account, its token and its email commit together (architecture.md §10).
    await app.db.transaction().execute(async (trx) => {
      const user = await usersRepository(trx).create({ username, email, passwordHash });
      const token = await verificationTokensRepository(trx).create(user.id);
      const link = publicLink(app.config.PUBLIC_URL, `/verify-email/${token}`);
      await outboxRepository(trx).enqueue(verifyEmailEmail({ to: user.email, username: user.username, link }));
    });
    return 'check-email';
  } catch (error) {
    // Someone took the username or the email between the checks and the insert.
    if (!isUniqueViolation(error)) throw error;
    return (await users.isUsernameTaken(username)) ? 'username-taken' : tellOwner(await users.findByEmail(email));
  }
}
