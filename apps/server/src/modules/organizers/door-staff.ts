import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  doorStaffAnswerSchema,
  doorStaffInviteBodySchema,
  doorStaffListSchema,
  doorStaffParamsSchema,
} from '@storefront/contracts/api';
import { type DoorStaffInvite, organizerSalesMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { signedInUser } from '../auth/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import { doorStaffInviteEmail } from './door-staff-email.ts';
import { consoleOrganizer } from './organizer-access.ts';
import { type Scope, scopedOrganizer } from './organizer-scope.ts';

const m = organizerSalesMessages.staff;

/**
 * Door staff an organizer invited (decision 31): `organizer_staff` rows of the scope only. An
 * invitation is active until removed (`removed_at`); the door reads the active ones of approved or
 * paused organizers (door/staff.ts), so a removal takes access away at the next request.
 */
export function doorStaffRepository(db: Kysely<Database>) {
  const active = (scope: Scope) => {
    const organizerId = scopedOrganizer(scope);
    return db
      .selectFrom('organizer_staff')
      .where('organizer_staff.removed_at', 'is', null)
      .$if(organizerId !== null, (query) => query.where('organizer_staff.organizer_id', '=', organizerId as string));
  };
  return {
    async list(scope: Scope): Promise<DoorStaffInvite[]> {
      const rows = await active(scope)
        .select([
          'organizer_staff.id',
          'organizer_staff.email',
          'organizer_staff.created_at',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('users')
                  .select('users.id')
                  .whereRef('users.email', '=', 'organizer_staff.email')
                  .where('users.email_verified_at', 'is not', null),
              )
              .as('has_account'),
        ])
        .orderBy('organizer_staff.email')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        invitedAt: row.created_at,
        hasAccount: row.has_account === true || Number(row.has_account) === 1,
      }));
    },
    /** An active invitation of the scope by id, or undefined (another organizer's is unknown). */
    async find(scope: Scope, id: string) {
      return active(scope)
        .select(['organizer_staff.id', 'organizer_staff.email', 'organizer_staff.organizer_id'])
        .where('organizer_staff.id', '=', id)
        .executeTakeFirst();
    },
    async findByEmail(scope: Scope, email: string) {
      return active(scope).select('organizer_staff.id').where('organizer_staff.email', '=', email).executeTakeFirst();
    },
  };
}

/** GET/POST/DELETE /api/organizer/staff: the organizer's door staff, invited by email. */
export const doorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = doorStaffRepository(app.db);
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/organizer/staff',
    {
      schema: {
        tags: ['organizer'],
        summary: "The organizer's door staff: the active invitations, and whether each has a confirmed account",
        response: { 200: doorStaffListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ staff: await staff.list(consoleOrganizer(request).scope) }),
  );

  app.post(
    '/api/organizer/staff',
    {
      schema: {
        tags: ['organizer'],
        summary: 'Invites door staff by email: they may admit tickets for this organizer’s events only',
        description:
          'Emails them a link to /check-in, telling them to sign in or sign up with that address. Access ' +
          'starts once an account with the address has confirmed it.',
        body: doorStaffInviteBodySchema,
        response: { 200: doorStaffAnswerSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const organizer = consoleOrganizer(request);
      const actor = signedInUser(request);
      const { email } = request.body;
      if (email === actor.email.toLowerCase()) throw httpError(409, m.yourself);
      if (await staff.findByEmail(organizer.scope, email)) throw httpError(409, m.already(email));
      await app.db.transaction().execute(async (trx) => {
        const id = randomUUID();
        await trx
          .insertInto('organizer_staff')
          .values({
            id,
            organizer_id: organizer.id,
            email,
            invited_by: actor.id,
            created_at: new Date().toISOString(),
            removed_at: null,
          })
          .execute();
        await outboxRepository(trx).enqueue(
          doorStaffInviteEmail({ to: email, organizerName: organizer.name, publicUrl: app.config.PUBLIC_URL }),
        );
        await recordAudit(trx, {
          actor,
          action: 'organizer.staff_invite',
          targetType: 'organizer',
          targetId: organizer.id,
          after: { staffId: id, email },
        });
      });
      return { message: m.invited(email), staff: await staff.list(organizer.scope) };
    },
  );

  app.delete(
    '/api/organizer/staff/:id',
    {
      schema: {
        tags: ['organizer'],
        summary: 'Removes a door staff invitation: they can no longer admit for this organizer’s events, at once',
        params: doorStaffParamsSchema,
        response: { 200: doorStaffAnswerSchema, ...refused },
      },
    },
    async (request) => {
      const organizer = consoleOrganizer(request);
      const found = await staff.find(organizer.scope, request.params.id);
      if (!found) throw httpError(404, m.notFound);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organizer_staff')
          .set({ removed_at: new Date().toISOString() })
          .where('id', '=', found.id)
          .where('organizer_id', '=', organizer.id)
          .where('removed_at', 'is', null)
          .execute();
        await recordAudit(trx, {
          actor: signedInUser(request),
          action: 'organizer.staff_remove',
          targetType: 'organizer',
          targetId: organizer.id,
          before: { staffId: found.id, email: found.email },
        });
      });
      return { message: m.removed(found.email), staff: await staff.list(organizer.scope) };
    },
  );
};
