import type { UserProfile } from '@storefront/contracts/api';
import { authMessages, doorMessages } from '@storefront/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** May admit tickets at the door (staff or admin). */
    isStaff(user: UserProfile): Promise<boolean>;
    /** preHandler: 401 for a guest, 403 for an account that is not door staff. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
}

/**
 * Who is door staff: an account whose role is 'staff' (`npm run staff:add`), or whose email is
 * in STAFF_EMAILS once the owner has confirmed it. Unconfirmed, the setting grants nothing:
 * anyone could sign up with a staff address that has no account yet. Admins (role 'admin' or a
 * confirmed ADMIN_EMAILS address) may admit tickets too: the people who run the storefront
 * often stand at the door, and an admin can already do more than admit a ticket.
 */
export function staffAccess(db: Kysely<Database>, config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>) {
  const staffEmails = new Set([...config.STAFF_EMAILS, ...config.ADMIN_EMAILS]);
  const account = compileOnce((userId: string) =>
    db.selectFrom('users').select(['role', 'email', 'email_verified_at']).where('id', '=', userId),
  );

  async function isStaff(user: UserProfile): Promise<boolean> {
    const [row] = (await account(db, user.id)).rows;
    if (!row) return false;
    return (
      row.role === 'staff' || row.role === 'admin' || (staffEmails.has(row.email) && row.email_verified_at !== null)
    );
  }

  /** preHandler: 401 for a guest, 403 for an account that is not staff. */
  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!request.user) return reply.code(401).send({ message: authMessages.signInRequired });
    if (!(await isStaff(request.user))) return reply.code(403).send({ message: doorMessages.staffOnly });
    return undefined;
  }

  return { isStaff, requireStaff };
}

/**
 * `npm run staff:add -- EMAIL`: makes an existing account staff (an admin stays an admin: they
 * admit tickets already). False when no account has that email.
 */
export async function grantStaff(db: Kysely<Database>, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const result = await db
    .updateTable('users')
    .set({ role: 'staff' })
    .where('email', '=', address)
    .where('role', '!=', 'admin')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const admin = await db.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
  return admin !== undefined;
}
