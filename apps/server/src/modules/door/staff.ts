import { authMessages, doorMessages } from '@storefront/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Which events an account may admit for (architecture.md §16): every event (the platform's staff and admins),
 * or those of some organizers (an organizer their own; door staff an organizer invited, theirs).
 */
export type DoorAccess = { readonly kind: 'all' } | { readonly kind: 'organizers'; readonly organizerIds: string[] };

/** Whether a door with this access may admit for an event of this organizer (null: the platform's own). */
export function admitsFor(access: DoorAccess, organizerId: string | null): boolean {
  return access.kind === 'all' || (organizerId !== null && access.organizerIds.includes(organizerId));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request's signed-in account may admit tickets at the door for some events (staff, admin, organizer or their invited staff). */
    isStaff(request: FastifyRequest): Promise<boolean>;
    /** The events the request's signed-in account may admit for; null: none (or a guest). */
    doorAccess(request: FastifyRequest): Promise<DoorAccess | null>;
    /** preHandler: 401 for a guest, 403 for an account that is not door staff; sets request.doorAccess. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** Set by requireStaff: the events this request's account may admit for. */
    doorAccess: DoorAccess | null;
  }
}

/** The door access of a request past requireStaff. */
export function requestDoorAccess(request: FastifyRequest): DoorAccess {
  if (!request.doorAccess) throw new Error(`${request.url} is not behind requireStaff`);
  return request.doorAccess;
}

/**
 * Who is door staff: an account whose role is 'staff' (`npm run staff:add`), or whose email is
 * in STAFF_EMAILS once the owner has confirmed it. Unconfirmed, the setting grants nothing:
 * anyone could sign up with a staff address that has no account yet. Admins (role 'admin' or a
 * confirmed ADMIN_EMAILS address) may admit tickets too: the people who run the storefront
 * often stand at the door, and an admin can already do more than admit a ticket.
 *
 * Organizers (architecture.md §16): an approved or paused organizer admits for their own events, and so does
 * door staff they invited: an account whose confirmed email has an active (not removed) invitation
 * of an approved or paused organizer. Read afresh on every request, so a removal counts at once:
 * the role and the email's confirmation with the session (`request.account`), the invitations here.
 */
export function staffAccess(db: Kysely<Database>, config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>) {
  const staffEmails = new Set([...config.STAFF_EMAILS, ...config.ADMIN_EMAILS]);
  const organizersOf = compileOnce((userId: string, email: string) =>
    db
      .selectFrom('organizers')
      .select('organizers.id')
      .where('organizers.status', 'in', ['approved', 'paused'])
      .where((eb) =>
        eb.or([
          eb('organizers.user_id', '=', userId),
          eb(
            'organizers.id',
            'in',
            eb
              .selectFrom('organizer_staff')
              .select('organizer_staff.organizer_id')
              .where('organizer_staff.email', '=', email)
              .where('organizer_staff.removed_at', 'is', null),
          ),
        ]),
      ),
  );

  async function doorAccess({ user, account }: FastifyRequest): Promise<DoorAccess | null> {
    if (!user || !account) return null;
    const { role, emailConfirmed } = account;
    if (role === 'staff' || role === 'admin' || (staffEmails.has(user.email) && emailConfirmed)) {
      return { kind: 'all' };
    }
    // An invitation counts for a confirmed address only: anyone could sign up with an invited one.
    const organizerIds = (await organizersOf(db, user.id, emailConfirmed ? user.email : '')).rows.map((r) => r.id);
    return organizerIds.length > 0 ? { kind: 'organizers', organizerIds } : null;
  }

  async function isStaff(request: FastifyRequest): Promise<boolean> {
    return (await doorAccess(request)) !== null;
  }

  /** preHandler: 401 for a guest, 403 for an account that is not staff; sets request.doorAccess. */
  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!request.user) return reply.code(401).send({ message: authMessages.signInRequired });
    const access = await doorAccess(request);
    if (!access) return reply.code(403).send({ message: doorMessages.staffOnly });
    request.doorAccess = access;
    return undefined;
  }

  return { isStaff, doorAccess, requireStaff };
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
