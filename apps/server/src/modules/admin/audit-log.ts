import { randomUUID } from 'node:crypto';
import type { AdminListQuery, AuditEntry, AuditLogQuery, PagedAnswer, UserProfile } from '@storefront/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';
import { containsText, pageOf } from './paging.ts';

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
  createdAt: 'created_at',
  action: 'action',
  actorEmail: 'actor_email',
} as const satisfies Record<AuditLogQuery['sort'], keyof AuditLogTable>;

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
    createdAt: row.created_at,
  };
}

/** The audit log, a page at a time: `q` searches the actor's email, the action and the target id. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: AuditLogQuery & AdminListQuery<AuditLogQuery['sort']>,
): Promise<PagedAnswer<AuditEntry>> {
  let filtered = db.selectFrom('audit_log');
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.targetType) filtered = filtered.where('target_type', '=', query.targetType);
  if (query.targetId) filtered = filtered.where('target_id', '=', query.targetId);
  if (query.q) filtered = filtered.where(containsText(['actor_email', 'action', 'target_id'], query.q));
  const column = sortColumns[query.sort];
  return pageOf(query, {
    count: async () => Number((await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    rows: async (limit, offset) =>
      (
        await filtered
          .selectAll()
          .orderBy(column, query.dir)
          // Ties (the same second, the same action) in a stable order, so pages never overlap.
          .orderBy('id', query.dir)
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(toEntry),
  });
}
