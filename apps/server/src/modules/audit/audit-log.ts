import { randomUUID } from 'node:crypto';
import type { AdminListQuery, AuditLogQuery, UserProfile } from '@storefront/contracts/api';
import type { AuditEntry, AuditSubject, PagedAnswer } from '@storefront/contracts/messages';
import { type Kysely, sql } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';
import { containsText, pageOf } from '../../lib/paging.ts';

export interface AuditRecord {
  actor: UserProfile;
  /** Dotted, area first: 'event.create', 'event.update', 'order.refund', 'ticket.cancel', ... */
  action: string;
  /** 'event', 'order', 'ticket', 'support_ticket', ... */
  targetType: string;
  targetId: string;
  /** The target as it was, and as it is now (omit for a creation or a deletion); stored as JSON. */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction of the change it records, so the entry
 * and the change are kept or lost together:
 *
 *   await db.transaction().execute(async (trx) => {
 *     await trx.updateTable('events')...;
 *     await recordAudit(trx, { actor, action: 'event.update', targetType: 'event', targetId, before, after });
 *   });
 */
export async function recordAudit(executor: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_user_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

const sortColumns = {
  createdAt: 'audit_log.created_at',
  action: 'audit_log.action',
  actorEmail: 'audit_log.actor_email',
} as const satisfies Record<AuditLogQuery['sort'], `audit_log.${keyof AuditLogTable}`>;

/**
 * The log with what each entry was done to, by name (architecture.md §15): one left join per kind of
 * target, each on its primary key and only for entries of that kind, so a row stays one row.
 * A ticket's event is found through its order. The names are today's (an event renamed since
 * shows its new title; the entry's before and after keep the old one).
 */
function withSubjects(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .leftJoin('events as target_event', (join) =>
      join.onRef('target_event.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'event'),
    )
    .leftJoin('orders as target_order', (join) =>
      join.onRef('target_order.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'order'),
    )
    .leftJoin('events as order_event', 'order_event.id', 'target_order.event_id')
    .leftJoin('tickets as target_ticket', (join) =>
      join.onRef('target_ticket.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'ticket'),
    )
    .leftJoin('orders as ticket_order', 'ticket_order.id', 'target_ticket.order_id')
    .leftJoin('events as ticket_event', 'ticket_event.id', 'ticket_order.event_id')
    .leftJoin('support_tickets as target_support', (join) =>
      join.onRef('target_support.id', '=', 'audit_log.target_id').on('audit_log.target_type', '=', 'support_ticket'),
    );
}

/** What `q` also finds an entry by: the names the screen shows (columns of withSubjects). */
const SEARCHED = [
  'audit_log.actor_email',
  'audit_log.action',
  'audit_log.target_id',
  'target_event.title',
  'target_order.reference',
  'target_order.email',
  'order_event.title',
  'target_ticket.reference',
  'ticket_event.title',
  'target_support.subject',
  'target_support.email',
] as const;

/** The names the screen shows with each entry (columns of withSubjects). */
const SUBJECT_COLUMNS = [
  'target_event.title as event_title',
  'target_order.reference as order_reference',
  'target_order.first_name as order_first_name',
  'target_order.last_name as order_last_name',
  'order_event.title as order_event_title',
  'target_ticket.reference as ticket_reference',
  'ticket_event.title as ticket_event_title',
  'target_support.subject as support_subject',
  'target_support.email as support_email',
] as const;

function filtered(db: Kysely<Database>, query: AuditLogQuery & Pick<AdminListQuery, 'q'>) {
  let builder = withSubjects(db);
  if (query.action) builder = builder.where('audit_log.action', '=', query.action);
  if (query.targetType) builder = builder.where('audit_log.target_type', '=', query.targetType);
  if (query.targetId) builder = builder.where('audit_log.target_id', '=', query.targetId);
  if (query.q) builder = builder.where(containsText(SEARCHED, query.q));
  return builder;
}

const rowsOf = (db: Kysely<Database>, query: AuditLogQuery & Pick<AdminListQuery, 'q'>) =>
  filtered(db, query).selectAll('audit_log').select(SUBJECT_COLUMNS);

type AuditRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

const joinedText = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ') || null;

/**
 * By kind: an event by its title; an order by its reference, with its buyer and event; a ticket
 * by its order's reference, with its event (the id is the target id, shown beside it); a support
 * ticket by its subject line, with who sent it (its SUP number is the target id).
 */
function subjectOf(row: AuditRow): AuditSubject | null {
  switch (row.target_type) {
    case 'event':
      return row.event_title === null ? null : { name: row.event_title, detail: null };
    case 'order': {
      if (row.order_reference === null) return null;
      const buyer = [row.order_first_name, row.order_last_name].filter(Boolean).join(' ');
      return { name: row.order_reference, detail: joinedText([buyer, row.order_event_title]) };
    }
    case 'ticket':
      return row.ticket_reference === null ? null : { name: row.ticket_reference, detail: row.ticket_event_title };
    case 'support_ticket':
      return row.support_subject === null ? null : { name: row.support_subject, detail: row.support_email };
    default:
      return null;
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    subject: subjectOf(row),
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
    createdAt: row.created_at,
  };
}

/**
 * The audit log, a page at a time: `q` searches the actor's email, the action, the target id and
 * the target's names (an event's title, an order's reference and buyer's email, a support ticket's
 * subject and sender).
 */
export async function listAuditLog(
  db: Kysely<Database>,
  query: AuditLogQuery & AdminListQuery<AuditLogQuery['sort']>,
): Promise<PagedAnswer<AuditEntry>> {
  const column = sortColumns[query.sort];
  return pageOf(query, {
    count: async () =>
      Number((await filtered(db, query).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    rows: async (limit, offset) =>
      (
        await rowsOf(db, query)
          .orderBy(sql.ref(column), query.dir)
          // Ties (the same second, the same action) in a stable order, so pages never overlap.
          .orderBy('audit_log.id', query.dir)
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(toEntry),
  });
}
