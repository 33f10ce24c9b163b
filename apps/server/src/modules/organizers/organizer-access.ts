import type { UserProfile } from '@storefront/contracts/api';
import { authMessages, organizerMessages } from '@storefront/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, OrganizerStatus } from '../../db/schema.ts';
import { guardRoutesUnder } from '../../plugins/guard-routes.ts';
import { organizerScope, type Scope } from './organizer-scope.ts';

/** The organizer behind an /api/organizer request (read afresh per request: a pause counts at once). */
export interface ConsoleOrganizer {
  id: string;
  userId: string;
  name: string;
  slug: string;
  status: Extract<OrganizerStatus, 'approved' | 'paused'>;
  subaccountCode: string | null;
  publishesDirectly: boolean;
  /** Their data only: pass it to every repository call (organizer-scope.ts). */
  scope: Scope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An approved or paused organizer (GET /api/me tells the web app to link to the console). */
    isOrganizer(user: UserProfile): Promise<boolean>;
  }
  interface FastifyRequest {
    /** Set by the /api/organizer guard for an approved or paused organizer; null elsewhere. */
    organizer: ConsoleOrganizer | null;
  }
}

/** Where the organizer console's API lives: every route under it is for approved organizers only. */
export const ORGANIZER_API_PREFIX = '/api/organizer/';

/**
 * Guards every /api/organizer route registered after this call in its `onRequest`, like the back
 * office's guard (admin-access.ts): 401 for a guest, 403 for an account without an approved or
 * paused organizer, before a body is read. A paused organizer keeps the console (to see sales
 * and refund), not the right to sell.
 */
export function registerOrganizerGuard(app: FastifyInstance, db: Kysely<Database>): void {
  const organizerOfUser = compileOnce((userId: string) =>
    db
      .selectFrom('organizers')
      .select(['id', 'user_id', 'name', 'slug', 'status', 'subaccount_code', 'publishes_directly'])
      .where('user_id', '=', userId),
  );
  app.decorate('isOrganizer', async (user: UserProfile) => {
    const [row] = (await organizerOfUser(db, user.id)).rows;
    return row?.status === 'approved' || row?.status === 'paused';
  });
  app.decorateRequest('organizer', null);
  guardRoutesUnder(app, ORGANIZER_API_PREFIX, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.code(401).send({ message: authMessages.signInRequired });
    const [row] = (await organizerOfUser(db, request.user.id)).rows;
    if (!row || (row.status !== 'approved' && row.status !== 'paused')) {
      return reply.code(403).send({ message: organizerMessages.organizersOnly });
    }
    reply.header('cache-control', 'no-store');
    request.organizer = {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      subaccountCode: row.subaccount_code,
      publishesDirectly: row.publishes_directly === 1,
      scope: organizerScope(row.id),
    };
    return undefined;
  });
}

/** The guarded request's organizer (routes under ORGANIZER_API_PREFIX only). */
export function consoleOrganizer(request: FastifyRequest): ConsoleOrganizer {
  if (!request.organizer) throw new Error(`${request.url} is not under ${ORGANIZER_API_PREFIX}`);
  return request.organizer;
}
