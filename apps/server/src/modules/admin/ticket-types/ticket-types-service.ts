import type { AdminTicketTypesAnswer, TicketTypeBody, UserProfile } from '@storefront/contracts/api';
import {
  adminEventMessages,
  followsInCycle,
  tierAdminMessages as m,
  readTicketTypeInput,
  TIER_LIMITS,
  type TicketTypeFields,
  type TicketTypeInput,
  ticketTypeProblems,
} from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { regularTicketTypeId } from '../../../db/seed.ts';
import { httpError } from '../../../lib/http-error.ts';
import { randomBytes } from '../../../lib/random-bytes.ts';
import { recordAudit } from '../../audit/index.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';
import { columnsOfTier, type TierRow, ticketTypesRepository, toFields } from './ticket-types-repository.ts';

export interface TicketTypesDeps {
  db: Kysely<Database>;
  /** Gives back the stock of holds that ran out (the checkout's own sweep, for one event). */
  releaseExpiredHolds(now: Date, eventId: string): Promise<number>;
}

/** The conditional UPDATE found too little stock free for the new capacity. */
class CapacityTaken extends Error {}

/** A new tier's fields before the request's: no stock of its own, admits 1, on sale, listed. */
const DEFAULTS: Omit<TicketTypeFields, 'name' | 'price'> = {
  description: '',
  capacity: null,
  admits: 1,
  minPerOrder: 1,
  maxPerOrder: null,
  salesStartAt: null,
  salesEndAt: null,
  afterTicketTypeId: null,
  accessCode: null,
  status: 'on_sale',
};

const firstProblem = (problems: Record<string, string | undefined>) => Object.values(problems).find(Boolean);

/**
 * The back office's tier editor (decision 30). Each change is one transaction with its
 * audit entry (on the event: the log names it). A capacity change moves `remaining` by the
 * difference in one conditional UPDATE, as the event's own capacity does
 * (admin-events-service.ts), so however many buyers are holding at that moment it never falls
 * below what is sold or held. Orders already made keep their lines' price, name and admits.
 */
export function ticketTypesService({ db, releaseExpiredHolds }: TicketTypesDeps) {
  /**
   * The event the tiers hang off, in the scope (organizer-scope.ts): every call reaches a tier
   * through its event, so an organizer's request for another's event or tier is 404.
   */
  async function eventOf(trx: Kysely<Database>, scope: Scope, eventId: string) {
    const organizerId = scopedOrganizer(scope);
    let query = trx.selectFrom('events').select(['id', 'time_zone', 'base_price']).where('id', '=', eventId);
    if (organizerId !== null) query = query.where('organizer_id', '=', organizerId);
    const event = await query.executeTakeFirst();
    if (!event) throw httpError(404, adminEventMessages.notFound(eventId));
    return event;
  }

  async function answer(scope: Scope, eventId: string, now = new Date()): Promise<AdminTicketTypesAnswer> {
    const event = await eventOf(db, scope, eventId);
    return {
      timeZone: event.time_zone,
      basePrice: Number(event.base_price),
      ticketTypes: await ticketTypesRepository(db).list(eventId, now),
    };
  }

  /** The request's fields as stored values, or a 400 with the first field's sentence. */
  function readBody(body: TicketTypeBody, timeZone: string): Partial<TicketTypeFields> {
    const problem = firstProblem(ticketTypeProblems(body as TicketTypeInput, timeZone));
    if (problem) throw httpError(400, problem);
    return readTicketTypeInput(body as TicketTypeInput, timeZone);
  }

  /** The tier as it would be, judged whole and among its event's tiers. */
  function judge(id: string, fields: TicketTypeFields, tiers: readonly TierRow[], timeZone: string) {
    const problem = firstProblem(ticketTypeProblems(fields, timeZone));
    if (problem) throw httpError(400, problem);
    const others = tiers.filter((tier) => tier.id !== id);
    if (others.some((tier) => tier.name.toLowerCase() === fields.name.toLowerCase())) throw httpError(409, m.nameTaken);
    const code = fields.accessCode?.toLowerCase();
    if (code && others.some((tier) => tier.access_code?.toLowerCase() === code)) {
      throw httpError(409, m.accessCodeTaken);
    }
    const after = fields.afterTicketTypeId;
    if (after !== null) {
      if (after === id) throw httpError(400, m.afterSelf);
      if (!others.some((tier) => tier.id === after)) throw httpError(400, m.afterTicketType);
      const chain = tiers.map((tier) => ({ id: tier.id, afterTicketTypeId: tier.after_ticket_type_id }));
      if (followsInCycle(id, after, chain)) throw httpError(400, m.afterCycle);
    }
  }

  async function tiersInTransaction(trx: Kysely<Database>, eventId: string) {
    return ticketTypesRepository(trx).tiersOf(eventId);
  }

  async function create(scope: Scope, eventId: string, body: TicketTypeBody, actor: UserProfile, now = new Date()) {
    await db.transaction().execute(async (trx) => {
      const event = await eventOf(trx, scope, eventId);
      const tiers = await tiersInTransaction(trx, eventId);
      if (tiers.length >= TIER_LIMITS.tiersMax) throw httpError(409, m.tooMany);
      const fields = { ...DEFAULTS, ...readBody(body, event.time_zone) } as TicketTypeFields;
      const id = `${eventId}-${randomBytes(5).toString('hex')}`;
      judge(id, fields, tiers, event.time_zone);
      const sortOrder = tiers.reduce((max, tier) => Math.max(max, Number(tier.sort_order)), -1) + 1;
      await trx
        .insertInto('ticket_types')
        .values({
          id,
          event_id: eventId,
          name: fields.name,
          price: fields.price,
          ...columnsOfTier(fields),
          capacity: fields.capacity,
          // A new tier has no orders: all of its stock is free.
          remaining: fields.capacity,
          sort_order: sortOrder,
        })
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'ticket_type.create',
        targetType: 'event',
        targetId: eventId,
        after: { ticketTypeId: id, ...fields },
      });
    });
    return answer(scope, eventId, now);
  }

  /**
   * The new capacity, taken only if the free stock can absorb the change: one conditional UPDATE
   * on the tier's row (`remaining + new - old >= 0`). From no stock of its own to some, what the
   * orders hold is counted after the row is locked (a hold updates the tier's row even without
   * stock, orders-repository.ts), so no hold slips between the count and the change.
   */
  async function changeCapacity(trx: Kysely<Database>, before: TierRow, capacity: number | null) {
    if (capacity === null) {
      await trx
        .updateTable('ticket_types')
        .set({ capacity: null, remaining: null })
        .where('id', '=', before.id)
        .execute();
      return;
    }
    if (before.capacity === null) {
      await trx.updateTable('ticket_types').set({ remaining: sql`remaining` }).where('id', '=', before.id).execute();
      const taken = sql<number>`(select coalesce(sum(order_lines.quantity), 0) from order_lines
        join orders on orders.id = order_lines.order_id
        where order_lines.ticket_type_id = ${before.id} and orders.holds_seats = 1)`;
      const result = await trx
        .updateTable('ticket_types')
        .set({ capacity, remaining: sql`${capacity} - ${taken}` })
        .where('id', '=', before.id)
        .where('capacity', 'is', null)
        .where(sql<boolean>`${capacity} - ${taken} >= 0`)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new CapacityTaken();
      return;
    }
    const result = await trx
      .updateTable('ticket_types')
      .set({ capacity, remaining: sql`remaining + ${capacity} - capacity` })
      .where('id', '=', before.id)
      .where('capacity', 'is not', null)
      .where(sql<boolean>`remaining + ${capacity} - capacity >= 0`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new CapacityTaken();
  }

  async function updateOnce(scope: Scope, eventId: string, typeId: string, body: TicketTypeBody, actor: UserProfile) {
    await db.transaction().execute(async (trx) => {
      const event = await eventOf(trx, scope, eventId);
      const tiers = await tiersInTransaction(trx, eventId);
      const before = tiers.find((tier) => tier.id === typeId);
      if (!before) throw httpError(404, m.notFound(typeId));
      const changes = readBody(body, event.time_zone);
      const was = toFields(before);
      const fields = { ...was, ...changes };
      judge(typeId, fields, tiers, event.time_zone);

      if (changes.capacity !== undefined && changes.capacity !== was.capacity) {
        await changeCapacity(trx, before, changes.capacity);
      }
      const columns = columnsOfTier(changes);
      if (Object.keys(columns).length > 0) {
        await trx.updateTable('ticket_types').set(columns).where('id', '=', typeId).execute();
      }
      // The event form's price is the Regular tier's (admin-events-service.ts passes a changed one
      // on): a price set here keeps the two in step. A free Regular leaves the form's price as it
      // was (the form takes 1 naira at least); the storefront's basePrice is read from the tiers.
      if (
        typeId === regularTicketTypeId(eventId) &&
        changes.price !== undefined &&
        changes.price !== was.price &&
        changes.price >= 1
      ) {
        await trx.updateTable('events').set({ base_price: changes.price }).where('id', '=', eventId).execute();
      }
      const changed = (Object.keys(changes) as (keyof TicketTypeFields)[]).filter((key) => changes[key] !== was[key]);
      const onlyStatus = changed.length === 1 && changed[0] === 'status';
      await recordAudit(trx, {
        actor,
        action: onlyStatus
          ? fields.status === 'paused'
            ? 'ticket_type.pause'
            : 'ticket_type.resume'
          : 'ticket_type.update',
        targetType: 'event',
        targetId: eventId,
        before: { ticketTypeId: typeId, ...Object.fromEntries(changed.map((key) => [key, was[key]])) },
        after: { ticketTypeId: typeId, ...Object.fromEntries(changed.map((key) => [key, fields[key]])) },
      });
    });
  }

  async function update(
    scope: Scope,
    eventId: string,
    typeId: string,
    body: TicketTypeBody,
    actor: UserProfile,
    now = new Date(),
  ) {
    try {
      await updateOnce(scope, eventId, typeId, body, actor);
    } catch (error) {
      if (!(error instanceof CapacityTaken)) throw error;
      // Holds that ran out may be keeping stock: give it back and try once more.
      await releaseExpiredHolds(now, eventId);
      try {
        await updateOnce(scope, eventId, typeId, body, actor);
      } catch (again) {
        if (!(again instanceof CapacityTaken)) throw again;
        const sales = (await ticketTypesRepository(db).salesOf(eventId, now, typeId)).get(typeId);
        throw httpError(409, m.capacityBelowTaken(sales?.sold ?? 0, sales?.held ?? 0));
      }
    }
    return answer(scope, eventId, now);
  }

  async function reorder(scope: Scope, eventId: string, ids: readonly string[], actor: UserProfile, now = new Date()) {
    await db.transaction().execute(async (trx) => {
      await eventOf(trx, scope, eventId);
      const tiers = await tiersInTransaction(trx, eventId);
      const known = new Set(tiers.map((tier) => tier.id));
      if (ids.length !== tiers.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw httpError(400, m.reorder);
      }
      for (const [index, id] of ids.entries()) {
        await trx.updateTable('ticket_types').set({ sort_order: index }).where('id', '=', id).execute();
      }
      await recordAudit(trx, {
        actor,
        action: 'ticket_type.reorder',
        targetType: 'event',
        targetId: eventId,
        before: { order: tiers.map((tier) => tier.id) },
        after: { order: ids },
      });
    });
    return answer(scope, eventId, now);
  }

  async function remove(scope: Scope, eventId: string, typeId: string, actor: UserProfile, now = new Date()) {
    await db.transaction().execute(async (trx) => {
      await eventOf(trx, scope, eventId);
      const tiers = await tiersInTransaction(trx, eventId);
      const tier = tiers.find((row) => row.id === typeId);
      if (!tier) throw httpError(404, m.notFound(typeId));
      if (tiers.length === 1) throw httpError(409, m.deleteLast);
      const follower = tiers.find((row) => row.after_ticket_type_id === typeId);
      if (follower) throw httpError(409, m.deleteFollowed(follower.name));
      // One statement: deleted only while no order line names it, whatever a buyer does meanwhile.
      const result = await trx
        .deleteFrom('ticket_types')
        .where('id', '=', typeId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('order_lines').select('order_lines.id').where('order_lines.ticket_type_id', '=', typeId)),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) {
        const lines = await trx
          .selectFrom('order_lines')
          .select(sql<number>`count(distinct order_id)`.as('n'))
          .where('ticket_type_id', '=', typeId)
          .executeTakeFirstOrThrow();
        throw httpError(409, m.deleteOrdered(Number(lines.n)));
      }
      await recordAudit(trx, {
        actor,
        action: 'ticket_type.delete',
        targetType: 'event',
        targetId: eventId,
        before: { ticketTypeId: typeId, ...toFields(tier) },
      });
    });
    return answer(scope, eventId, now);
  }

  return { list: answer, create, update, reorder, remove };
}
