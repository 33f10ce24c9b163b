import { randomUUID } from 'node:crypto';
import type { UserProfile } from '@storefront/contracts/api';
import { organizerMessages as m, type OrganizerApplication } from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import { applicationReceivedEmail } from './organizer-emails.ts';
import type { OrganizerRow } from './organizers-repository.ts';

/** The application as the contract checked it (a missing registration number is null). */
export interface ApplicationInput {
  name: string;
  phone: string;
  about: string;
  registrationNumber: string | null;
}

const SLUG_MAX = 60;

/**
 * The public page's path segment made from a name (`/o/{slug}`): lower-case ASCII letters and
 * digits joined by single dashes, accents dropped ('Ọlá Events' → 'ola-events'); 'organizer'
 * when nothing is left.
 */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return base || 'organizer';
}

/** The base itself when free, else the first free `base-2`, `base-3`... (`own`: the applicant's own row may keep its slug). */
async function freeSlug(db: Kysely<Database>, name: string, own: string | null): Promise<string> {
  const base = slugBase(name);
  // The base holds only [a-z0-9-], so it needs no escaping in LIKE.
  const taken = new Set(
    (
      await db
        .selectFrom('organizers')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .$if(own !== null, (qb) => qb.where('id', '!=', own as string))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function toApplication(row: OrganizerRow): OrganizerApplication {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    about: row.about,
    registrationNumber: row.registration_number,
    status: row.status,
    reason: row.status === 'declined' || row.status === 'paused' ? row.decision_reason : null,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

const refusal = (row: OrganizerRow) =>
  row.status === 'pending' ? httpError(409, m.alreadyPending) : httpError(409, m.alreadyApproved);

/**
 * Applying to sell as an organizer (architecture.md §16): one organizers row per account, 'pending' until an
 * admin decides. A declined applicant applies again on the same row (back to pending, the old
 * decision cleared); pending, approved or paused: 409. The applicant is emailed that it arrived,
 * in the same transaction (decision 9), and the application goes to the audit log.
 */
export function organizerApplications(db: Kysely<Database>, config: Pick<Config, 'PUBLIC_URL'>) {
  async function mine(userId: string) {
    return db.selectFrom('organizers').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async function attempt(user: UserProfile, input: ApplicationInput): Promise<OrganizerRow> {
    return db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('organizers').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      if (before && before.status !== 'declined') throw refusal(before);
      const stamp = new Date().toISOString();
      const fields = {
        name: input.name,
        phone: input.phone,
        about: input.about,
        registration_number: input.registrationNumber,
        slug: await freeSlug(trx, input.name, before?.id ?? null),
        status: 'pending' as const,
        decision_reason: null,
        decided_at: null,
        decided_by: null,
        updated_at: stamp,
      };
      let id: string;
      if (before) {
        id = before.id;
        // Only from 'declined': a second request that got here first has made it pending already.
        const changed = await trx
          .updateTable('organizers')
          .set({ ...fields, created_at: stamp })
          .where('id', '=', id)
          .where('status', '=', 'declined')
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw httpError(409, m.alreadyPending);
      } else {
        id = randomUUID();
        await trx
          .insertInto('organizers')
          .values({ id, user_id: user.id, ...fields, created_at: stamp })
          .execute();
      }
      const row = await trx.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await outboxRepository(trx).enqueue(
        applicationReceivedEmail({ to: user.email, name: row.name, publicUrl: config.PUBLIC_URL }),
      );
      await recordAudit(trx, {
        actor: user,
        action: before ? 'organizer.reapply' : 'organizer.apply',
        targetType: 'organizer',
        targetId: id,
        ...(before ? { before: toApplication(before) } : {}),
        after: toApplication(row),
      });
      return row;
    });
  }

  return {
    async mine(userId: string): Promise<OrganizerApplication | null> {
      const row = await mine(userId);
      return row ? toApplication(row) : null;
    },

    async apply(user: UserProfile, input: ApplicationInput): Promise<OrganizerApplication> {
      // A unique slug or account taken by a request that committed meanwhile: the account's row
      // answers 409 on the next attempt; a slug gets the next free suffix.
      for (let tries = 0; ; tries++) {
        try {
          return toApplication(await attempt(user, input));
        } catch (error) {
          if (!isUniqueViolation(error) || tries >= 3) throw error;
        }
      }
    },
  };
}
