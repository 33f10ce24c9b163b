import type { AdminOrganizersQuery, UserProfile } from '@storefront/contracts/api';
import {
  type AdminOrganizerDetail,
  type AdminOrganizersAnswer,
  organizerMessages as m,
  type OrganizerStatusName,
} from '@storefront/contracts/messages';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { containsText, pageOf } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import {
  applicationApprovedEmail,
  applicationDeclinedEmail,
  type OrganizerMailTarget,
  organizerPausedEmail,
  organizerResumedEmail,
} from './organizer-emails.ts';
import { commissionBps, type OrganizerRow, payoutAccountOf } from './organizers-repository.ts';

/** What each decision moves an organizer from and to, the sentence for any other status, and its email. */
const transitions = {
  approve: { from: 'pending', to: 'approved', refused: m.cannotApprove },
  decline: { from: 'pending', to: 'declined', refused: m.cannotDecline },
  pause: { from: 'approved', to: 'paused', refused: m.cannotPause },
  resume: { from: 'paused', to: 'approved', refused: m.cannotResume },
} as const satisfies Record<
  string,
  { from: OrganizerStatusName; to: OrganizerStatusName; refused(status: OrganizerStatusName): string }
>;
export type OrganizerDecision = keyof typeof transitions;

// Pending first, then the ones selling, then the stopped ones (the list's default order, `sort=status`).
const statusRank = sql<number>`case organizers.status when 'pending' then 0 when 'approved' then 1 when 'paused' then 2 else 3 end`;

/** What the audit log keeps of an organizer: its decision and settings, not its application text. */
const snapshot = (row: OrganizerRow) => ({
  status: row.status,
  decisionReason: row.decision_reason,
  commissionBps: row.commission_bps,
  publishesDirectly: row.publishes_directly === 1,
});

/**
 * The platform in charge of its organizers (architecture.md §16): every organizer and application, approve or
 * decline with a reason, pause and resume, the commission override and publishing without review.
 * Each change is one conditional UPDATE on the status it expects (decision 8): a second admin's
 * click on the same application gets 409, not a second email. Emails go through the outbox and
 * the change to the audit log, in the change's transaction. Admins only: the routes are under
 * /api/admin/ (admin-access.ts); there is no organizer route to any of this.
 */
export function adminOrganizers(
  db: Kysely<Database>,
  config: Pick<Config, 'PUBLIC_URL' | 'PLATFORM_COMMISSION_PERCENT'>,
) {
  async function existing(executor: Kysely<Database>, id: string) {
    const row = await executor
      .selectFrom('organizers')
      .innerJoin('users', 'users.id', 'organizers.user_id')
      .selectAll('organizers')
      .select('users.email')
      .where('organizers.id', '=', id)
      .executeTakeFirst();
    if (!row) throw httpError(404, m.notFound);
    return row;
  }

  async function detail(executor: Kysely<Database>, id: string): Promise<AdminOrganizerDetail> {
    const row = await existing(executor, id);
    const [decider, events] = await Promise.all([
      row.decided_by
        ? executor.selectFrom('users').select('email').where('id', '=', row.decided_by).executeTakeFirst()
        : undefined,
      executor
        .selectFrom('events')
        .select(['id', 'title', 'status', 'review_status'])
        .where('organizer_id', '=', id)
        .orderBy('starts_at', 'desc')
        .orderBy('id')
        .execute(),
    ]);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      email: row.email,
      phone: row.phone,
      about: row.about,
      registrationNumber: row.registration_number,
      status: row.status,
      decisionReason: row.decision_reason,
      decidedAt: row.decided_at,
      decidedByEmail: decider?.email ?? null,
      createdAt: row.created_at,
      commissionPercent: commissionBps(row, config) / 100,
      commissionOverridePercent: row.commission_bps === null ? null : Number(row.commission_bps) / 100,
      platformCommissionPercent: config.PLATFORM_COMMISSION_PERCENT,
      publishesDirectly: row.publishes_directly === 1,
      payoutAccount: payoutAccountOf(row),
      events: events.map((event) => ({
        id: event.id,
        title: event.title,
        status: event.status,
        reviewStatus: event.review_status,
      })),
    };
  }

  const sortColumns = { createdAt: 'organizers.created_at', name: 'organizers.name' } as const;

  return {
    detail: (id: string) => detail(db, id),

    async list(query: AdminOrganizersQuery): Promise<AdminOrganizersAnswer> {
      let filtered = db.selectFrom('organizers').innerJoin('users', 'users.id', 'organizers.user_id');
      if (query.q)
        filtered = filtered.where(containsText(['organizers.name', 'organizers.slug', 'users.email'], query.q));
      const searched = filtered;
      if (query.status) filtered = filtered.where('organizers.status', '=', query.status);
      const [page, counts] = await Promise.all([
        pageOf(query, {
          count: async () => Number((await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
          rows: (limit, offset) => {
            let ordered = filtered.select((eb) => [
              'organizers.id',
              'organizers.name',
              'organizers.slug',
              'organizers.status',
              'organizers.created_at',
              'organizers.decided_at',
              'users.email',
              eb
                .selectFrom('events')
                .select(sql<number>`count(*)`.as('n'))
                .whereRef('events.organizer_id', '=', 'organizers.id')
                .as('events'),
            ]);
            ordered =
              query.sort === 'status'
                ? ordered.orderBy(statusRank, query.dir).orderBy('organizers.created_at', 'desc')
                : ordered.orderBy(sortColumns[query.sort], query.dir);
            return ordered.orderBy('organizers.id').limit(limit).offset(offset).execute();
          },
        }),
        searched
          .select(['organizers.status', sql<number>`count(*)`.as('n')])
          .groupBy('organizers.status')
          .execute(),
      ]);
      const tally = { pending: 0, approved: 0, declined: 0, paused: 0 };
      for (const row of counts) tally[row.status] = Number(row.n);
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          email: row.email,
          status: row.status,
          events: Number(row.events ?? 0),
          createdAt: row.created_at,
          decidedAt: row.decided_at,
        })),
        counts: tally,
      };
    },

    /**
     * Approve, decline, pause or resume. Approval gives a customer's account the role 'organizer'
     * (an admin or door staff keeps theirs: the console is opened by the organizers row, not the
     * role). Pause and resume touch the organizer's events, so their `revision` changes (migration
     * 013) and every cached page and catalogue answer is built again with the new sale state.
     */
    decide(id: string, decision: OrganizerDecision, actor: UserProfile, reason: string | null = null) {
      const { from, to, refused } = transitions[decision];
      return db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        const stamp = new Date().toISOString();
        const decisionFields =
          decision === 'approve' || decision === 'decline'
            ? { decided_at: stamp, decided_by: actor.id, decision_reason: reason }
            : { decision_reason: reason };
        const changed = await trx
          .updateTable('organizers')
          .set({ status: to, ...decisionFields, updated_at: stamp })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) {
          const now = await existing(trx, id);
          throw httpError(409, refused(now.status));
        }
        if (decision === 'approve') {
          await trx
            .updateTable('users')
            .set({ role: 'organizer' })
            .where('id', '=', before.user_id)
            .where('role', '=', 'customer')
            .execute();
        }
        if (decision === 'pause' || decision === 'resume') {
          await trx.updateTable('events').set({ updated_at: stamp }).where('organizer_id', '=', id).execute();
        }
        const after = await existing(trx, id);
        const target: OrganizerMailTarget = { to: before.email, name: before.name, publicUrl: config.PUBLIC_URL };
        const email =
          decision === 'approve'
            ? applicationApprovedEmail(target)
            : decision === 'decline'
              ? applicationDeclinedEmail(target, reason ?? '')
              : decision === 'pause'
                ? organizerPausedEmail(target, reason)
                : organizerResumedEmail(target);
        await outboxRepository(trx).enqueue(email);
        await recordAudit(trx, {
          actor,
          action: `organizer.${decision}`,
          targetType: 'organizer',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return detail(trx, id);
      });
    },

    /** The commission override (percent; null: the platform's setting) and publishing without review. */
    updateSettings(
      id: string,
      settings: { commissionPercent?: number | null | undefined; publishesDirectly?: boolean | undefined },
      actor: UserProfile,
    ) {
      return db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        const change: { commission_bps?: number | null; publishes_directly?: number; updated_at: string } = {
          updated_at: new Date().toISOString(),
        };
        if (settings.commissionPercent !== undefined) {
          change.commission_bps =
            settings.commissionPercent === null ? null : Math.round(settings.commissionPercent * 100);
        }
        if (settings.publishesDirectly !== undefined) change.publishes_directly = settings.publishesDirectly ? 1 : 0;
        await trx.updateTable('organizers').set(change).where('id', '=', id).execute();
        const after = await existing(trx, id);
        await recordAudit(trx, {
          actor,
          action: 'organizer.settings',
          targetType: 'organizer',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return detail(trx, id);
      });
    },
  };
}
