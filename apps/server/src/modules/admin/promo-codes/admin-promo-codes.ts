import type { AdminPromoCode, UserProfile } from '@storefront/contracts/api';
import {
  promoAdminMessages as m,
  type PromoCodeFields,
  type PromoKind,
  type PromoStatus,
  promoDescription,
} from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors.ts';
import type { Database } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';
import { containsText, pageOf } from '../../../lib/paging.ts';
import { recordAudit } from '../../audit/index.ts';
import { newId } from '../../orders/index.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';

export interface PromoListQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'code' | 'uses';
  dir: 'asc' | 'desc';
  q?: string | undefined;
}

const sortColumns = {
  createdAt: 'promo_codes.created_at',
  code: 'promo_codes.code',
  uses: 'promo_codes.uses',
} as const;

/** What the audit log keeps of a code: its fields, not what it sold. */
const snapshot = (code: AdminPromoCode) => {
  const { revenue: _revenue, discountGiven: _discount, eventTitle: _title, ticketTypeNames: _names, ...fields } = code;
  return fields;
};

/**
 * The back office's promo codes (decision 30): the list with each code's uses, the
 * revenue of its paid orders and the discount they got; create, edit, pause and resume, each in
 * the audit log. The fields were checked by the contract (rules/promo-codes.ts); what needs the
 * database is checked here: the event and its tiers exist, the code is not taken, total uses
 * are not set below the uses already counted.
 *
 * Scoped (decision 31, organizer-scope.ts): in an organizer's scope only the codes of their own
 * events exist (another's is 404 like an unknown id), and a code must name one of their events.
 */
export function adminPromoCodes(db: Kysely<Database>) {
  /** Codes in the scope: an organizer's are those naming one of their events. */
  const inScope = (executor: Kysely<Database>, scope: Scope) => {
    const organizerId = scopedOrganizer(scope);
    const all = executor.selectFrom('promo_codes');
    if (organizerId === null) return all;
    return all.where('promo_codes.event_id', 'in', (eb) =>
      eb.selectFrom('events').select('events.id').where('events.organizer_id', '=', organizerId),
    );
  };

  const rows = (executor: Kysely<Database>, scope: Scope) =>
    inScope(executor, scope)
      .leftJoin('events', 'events.id', 'promo_codes.event_id')
      .selectAll('promo_codes')
      .select([
        'events.title as event_title',
        (eb) =>
          eb
            .selectFrom('orders')
            .select(sql<number>`coalesce(sum(orders.amount), 0)`.as('revenue'))
            .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
            .where('orders.status', '=', 'paid')
            .as('revenue'),
        (eb) =>
          eb
            .selectFrom('orders')
            .select(sql<number>`coalesce(sum(orders.discount), 0)`.as('discount'))
            .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
            .where('orders.status', '=', 'paid')
            .as('discount_given'),
      ]);

  async function withTiers(executor: Kysely<Database>, list: Awaited<ReturnType<ReturnType<typeof rows>['execute']>>) {
    const ids = list.map((row) => row.id);
    const tiers =
      ids.length === 0
        ? []
        : await executor
            .selectFrom('promo_code_ticket_types')
            .innerJoin('ticket_types', 'ticket_types.id', 'promo_code_ticket_types.ticket_type_id')
            .select(['promo_code_ticket_types.promo_code_id', 'ticket_types.id', 'ticket_types.name'])
            .where('promo_code_ticket_types.promo_code_id', 'in', ids)
            .orderBy('ticket_types.sort_order')
            .orderBy('ticket_types.id')
            .execute();
    return list.map((row): AdminPromoCode => {
      const own = tiers.filter((tier) => tier.promo_code_id === row.id);
      const kind = row.kind as PromoKind;
      const names = own.map((tier) => tier.name);
      return {
        id: row.id,
        code: row.code,
        eventId: row.event_id,
        eventTitle: row.event_title ?? null,
        ticketTypeIds: own.map((tier) => tier.id),
        ticketTypeNames: names,
        kind,
        amount: Number(row.amount),
        description: promoDescription(kind, Number(row.amount), names),
        maxUses: row.max_uses === null ? null : Number(row.max_uses),
        uses: Number(row.uses),
        maxUsesPerAccount: row.max_uses_per_account === null ? null : Number(row.max_uses_per_account),
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        status: row.status as PromoStatus,
        revenue: Number(row.revenue ?? 0),
        discountGiven: Number(row.discount_given ?? 0),
        createdAt: row.created_at,
      };
    });
  }

  async function one(executor: Kysely<Database>, scope: Scope, id: string): Promise<AdminPromoCode> {
    const found = await withTiers(executor, await rows(executor, scope).where('promo_codes.id', '=', id).execute());
    const code = found[0];
    if (!code) throw httpError(404, m.notFound);
    return code;
  }

  /** The event and tiers named exist (in the scope), and the tiers are that event's. */
  async function checkTargets(executor: Kysely<Database>, scope: Scope, fields: PromoCodeFields) {
    const organizerId = scopedOrganizer(scope);
    if (fields.eventId === null) {
      // A code for every event would reach other organizers' events (decision 31).
      if (organizerId !== null) throw httpError(400, m.organizerEvent);
      return;
    }
    let query = executor.selectFrom('events').select('id').where('id', '=', fields.eventId);
    if (organizerId !== null) query = query.where('organizer_id', '=', organizerId);
    const event = await query.executeTakeFirst();
    if (!event) throw httpError(400, m.unknownEvent);
    if (fields.ticketTypeIds.length === 0) return;
    const tiers = await executor
      .selectFrom('ticket_types')
      .select('id')
      .where('id', 'in', fields.ticketTypeIds)
      .where('event_id', '=', fields.eventId)
      .execute();
    if (tiers.length !== fields.ticketTypeIds.length) throw httpError(400, m.unknownTier);
  }

  const columns = (fields: PromoCodeFields) => ({
    code: fields.code,
    event_id: fields.eventId,
    kind: fields.kind,
    amount: fields.amount,
    max_uses: fields.maxUses,
    max_uses_per_account: fields.maxUsesPerAccount,
    starts_at: fields.startsAt,
    ends_at: fields.endsAt,
    status: fields.status,
  });

  async function setTiers(executor: Kysely<Database>, id: string, ticketTypeIds: readonly string[]) {
    await executor.deleteFrom('promo_code_ticket_types').where('promo_code_id', '=', id).execute();
    if (ticketTypeIds.length > 0) {
      await executor
        .insertInto('promo_code_ticket_types')
        .values(ticketTypeIds.map((ticketTypeId) => ({ promo_code_id: id, ticket_type_id: ticketTypeId })))
        .execute();
    }
  }

  /** A code already taken answers 409 with the form's sentence, whichever request inserted it first. */
  const uniquely = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(409, m.duplicate);
      throw error;
    }
  };

  return {
    async list(scope: Scope, query: PromoListQuery) {
      const matching = containsText(['promo_codes.code'], query.q ?? '');
      return pageOf(query, {
        count: async () =>
          Number(
            (await inScope(db, scope).select(sql<number>`count(*)`.as('n')).where(matching).executeTakeFirstOrThrow())
              .n,
          ),
        rows: async (limit, offset) =>
          withTiers(
            db,
            await rows(db, scope)
              .where(matching)
              .orderBy(sortColumns[query.sort], query.dir)
              .orderBy('promo_codes.id')
              .limit(limit)
              .offset(offset)
              .execute(),
          ),
      });
    },

    create(scope: Scope, fields: PromoCodeFields, actor: UserProfile): Promise<AdminPromoCode> {
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          await checkTargets(trx, scope, fields);
          const id = newId();
          const stamp = new Date().toISOString();
          await trx
            .insertInto('promo_codes')
            .values({ id, ...columns(fields), uses: 0, created_at: stamp, updated_at: stamp })
            .execute();
          await setTiers(trx, id, fields.ticketTypeIds);
          const after = await one(trx, scope, id);
          await recordAudit(trx, {
            actor,
            action: 'promo_code.create',
            targetType: 'promo_code',
            targetId: id,
            after: snapshot(after),
          });
          return after;
        }),
      );
    },

    update(scope: Scope, id: string, fields: PromoCodeFields, actor: UserProfile): Promise<AdminPromoCode> {
      return uniquely(() =>
        db.transaction().execute(async (trx) => {
          const before = await one(trx, scope, id);
          await checkTargets(trx, scope, fields);
          // Conditional on the uses as they are now: a hold taking one meanwhile is counted too.
          let change = trx
            .updateTable('promo_codes')
            .set({ ...columns(fields), updated_at: new Date().toISOString() })
            .where('id', '=', id);
          if (fields.maxUses !== null) change = change.where('uses', '<=', fields.maxUses);
          const result = await change.executeTakeFirst();
          if (result.numUpdatedRows === 0n) throw httpError(409, m.belowUses);
          await setTiers(trx, id, fields.ticketTypeIds);
          const after = await one(trx, scope, id);
          await recordAudit(trx, {
            actor,
            action: 'promo_code.update',
            targetType: 'promo_code',
            targetId: id,
            before: snapshot(before),
            after: snapshot(after),
          });
          return after;
        }),
      );
    },

    setStatus(scope: Scope, id: string, status: PromoStatus, actor: UserProfile): Promise<AdminPromoCode> {
      return db.transaction().execute(async (trx) => {
        const before = await one(trx, scope, id);
        await trx
          .updateTable('promo_codes')
          .set({ status, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const after = await one(trx, scope, id);
        await recordAudit(trx, {
          actor,
          action: status === 'paused' ? 'promo_code.pause' : 'promo_code.resume',
          targetType: 'promo_code',
          targetId: id,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
    },
  };
}
