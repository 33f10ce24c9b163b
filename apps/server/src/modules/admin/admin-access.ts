import { adminMessages, authMessages } from '@storefront/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { guardRoutesUnder } from '../../plugins/guard-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the request's signed-in account may use the back office (role 'admin', or a confirmed ADMIN_EMAILS address). */
    isAdmin(request: FastifyRequest): boolean;
    /**
     * The back office's guard: 401 for a guest, 403 for anyone not an admin (staff too). Every
     * /api/admin route runs it in `onRequest` (registerAdminGuard), before its body is read.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
}

/**
 * Who is an admin: an account whose role is 'admin' (`npm run admin:add`), or whose email is in
 * ADMIN_EMAILS once the owner has confirmed it. Unconfirmed, the setting grants nothing: anyone
 * could sign up with an admin address that has no account yet. Read from the database with the
 * session on every request (`request.account`), so a role taken away counts at once, in every process.
 */
export function adminAccess(config: Pick<Config, 'ADMIN_EMAILS'>) {
  const adminEmails = new Set(config.ADMIN_EMAILS);

  function isAdmin({ user, account }: FastifyRequest): boolean {
    if (!user || !account) return false;
    return account.role === 'admin' || (adminEmails.has(user.email) && account.emailConfirmed);
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!request.user) return reply.code(401).send({ message: authMessages.signInRequired });
    if (!isAdmin(request)) return reply.code(403).send({ message: adminMessages.adminOnly });
    // Admin answers are never cached by a browser or a proxy: they hold buyers' data.
    reply.header('cache-control', 'no-store');
    return undefined;
  }

  return { isAdmin, requireAdmin };
}

/** Where the back office's API lives: every route under it is for admins only. */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Guards every /api/admin route, whichever module registers it after this call, as soon as the
 * request is routed: in its `onRequest` (guardRoutesUnder), after the CSRF check and the session
 * (root hooks), and before Fastify reads the body. A guest or a buyer is refused without a byte
 * of a 5 MB poster or event body being read (architecture.md §15); the large limits are an admin's alone.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  guardRoutesUnder(app, ADMIN_API_PREFIX, async (request, reply) => {
    await app.requireAdmin(request, reply);
  });
}

/** `npm run admin:add -- EMAIL`: makes an existing account an admin. False when no account has that email. */
export async function grantAdmin(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
