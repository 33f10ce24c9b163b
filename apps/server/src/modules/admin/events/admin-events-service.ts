import { randomBytes } from 'node:crypto';
import type { AdminEventCreate, AdminEventUpdate, EventRefunds, UserProfile } from '@storefront/contracts/api';
import { type AdminEvent, EVENT_LIMITS, adminEventMessages as m } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors.ts';
import type { Database } from '../../../db/schema.ts';
import { regularTicketTypeId } from '../../../db/seed.ts';
import { httpError } from '../../../lib/http-error.ts';
import { recordAudit } from '../../audit/index.ts';
import { hasPoster } from '../../events/index.ts';
import { eventImagesRepository, processPoster } from '../../media/index.ts';
import {
  adminEventsRepository,
  auditSnapshot,
  columnsOf,
  type EventWithSales,
  toAdminEvent,
} from './admin-events-repository.ts';

/**
 * Refunds one paid order in full. This is admin-sales' `refundOrder` (modules/orders/order-refunds.ts),
 * handed in by admin-module.ts once both halves of the back office are merged:
 *
 *   refundOrder: (orderId, actor, reason) => refundOrder(refundDeps(app), { orderId, actor, reason })
 *
 * Without it, cancelling an event cannot refund its tickets (the screen says so).
 */
export type RefundOrder = (orderId: string, actor: UserProfile, reason: string) => Promise<{ status: string }>;

export interface AdminEventsDeps {
  db: Kysely<Database>;
  /** Gives back the seats of holds that ran out (the checkout's own sweep, for one event). */
  releaseExpiredHolds(now: Date, eventId: string): Promise<number>;
  refundOrder: RefundOrder;
}

/** The first attempt found too few free seats for the new capacity. */
class CapacityTaken extends Error {}

/**
 * Every change an admin makes to an event, each in one transaction with its audit entry
 * (modules/admin/audit-log.ts). Capacity is changed by one conditional UPDATE, so however
 * many buyers are holding seats at that moment it never falls below what is sold or held.
 */
export function adminEventsService({ db, releaseExpiredHolds, refundOrder }: AdminEventsDeps) {
  const events = adminEventsRepository(db);

  async function load(id: string): Promise<EventWithSales> {
    const row = await events.find(id);
    if (!row) throw httpError(404, m.notFound(id));
    return row;
  }

  /** Seats of the event's paid orders, read in the transaction about to change it. */
  async function soldSeats(trx: Kysely<Database>, eventId: string): Promise<number> {
    const row = await trx
      .selectFrom('orders')
      .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
      .where('event_id', '=', eventId)
      .where('status', '=', 'paid')
      .where('holds_seats', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A start in the past, or so far ahead it can only be a typing mistake, is refused. */
  function startMustBeAhead(startsAt: string, now: Date) {
    const start = new Date(startsAt);
    if (start.getTime() <= now.getTime()) throw httpError(400, m.startInPast);
    const horizon = new Date(now);
    horizon.setUTCFullYear(horizon.getUTCFullYear() + EVENT_LIMITS.yearsAhead);
    if (start.getTime() > horizon.getTime()) throw httpError(400, m.startTooFar);
  }

  async function create(values: AdminEventCreate, actor: UserProfile, now = new Date()): Promise<AdminEvent> {
    startMustBeAhead(columnsOf(values).starts_at, now);
    // A new event has no poster yet, so it cannot be published until one is uploaded.
    if (values.status === 'published') throw httpError(400, m.posterNeeded);
    if (values.status === 'cancelled') throw httpError(400, m.newStatus);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const id = await db.transaction().execute(async (trx) => {
          const next = await trx
            .selectFrom('events')
            .select([
              sql<number>`coalesce(max(cast(id as integer)), 0) + 1`.as('id'),
              sql<number>`coalesce(max(sort_order), -1) + 1`.as('sort'),
            ])
            .executeTakeFirstOrThrow();
          const eventId = String(next.id);
          const slug =
            values.title
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '') || 'ticket';
          await trx
            .insertInto('events')
            .values({
              id: eventId,
              ...columnsOf(values),
              ticket_file_name: `${slug.slice(0, 60)}.png`,
              ticket_file_type: 'PNG',
              // The ticket card the ticket page saves is about this size (product.md §3.1 keeps it as text).
              ticket_file_size: '1.2 MB',
              capacity: values.capacity,
              remaining: values.capacity,
              sort_order: Number(next.sort),
              poster_version: null,
              on_sale_at: now.toISOString(),
              updated_at: now.toISOString(),
              admin_edited_at: now.toISOString(),
            })
            .execute();
          await trx
            .insertInto('ticket_types')
            .values({
              id: regularTicketTypeId(eventId),
              event_id: eventId,
              name: 'Regular',
              price: values.basePrice,
              sort_order: 0,
            })
            .execute();
          const row = await trx.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
          await recordAudit(trx, {
            actor,
            action: 'event.create',
            targetType: 'event',
            targetId: eventId,
            after: auditSnapshot(row),
          });
          return eventId;
        });
        return toAdminEvent(await load(id));
      } catch (error) {
        // Two admins created an event at the same moment and took the same id: take the next.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not find a free event id');
  }

  async function saveOnce(id: string, values: AdminEventUpdate, actor: UserProfile, now: Date) {
    return db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw httpError(404, m.notFound(id));
      // A save without an end keeps the show's length, wherever its start moves.
      const columns = columnsOf(values, new Date(before.ends_at).getTime() - new Date(before.starts_at).getTime());
      const becoming = (status: string) => columns.status === status && before.status !== status;

      if (before.status === 'cancelled' && columns.status !== 'cancelled') throw httpError(409, m.cancelledIsFinal);
      if (columns.status === 'published' && !hasPoster(before)) throw httpError(400, m.posterNeeded);
      if (columns.starts_at !== before.starts_at) startMustBeAhead(columns.starts_at, now);
      // The form judged the pair; a save that kept one of them is judged against the stored one.
      const perOrder = columns.max_per_order ?? Number(before.max_per_order);
      if ((columns.max_per_account ?? Number(before.max_per_account)) < perOrder) {
        throw httpError(400, m.accountBelowOrder);
      }
      const sold = await soldSeats(trx, id);
      if (becoming('draft') && sold > 0) throw httpError(409, m.soldCannotBeDraft(sold));
      if (becoming('cancelled') && sold > 0 && !values.confirmCancel) throw httpError(409, m.confirmCancel(sold));

      // One statement: the new capacity is taken only if the free seats can absorb the change,
      // i.e. never below the seats sold or held at this very moment (holds change concurrently).
      const capacity = values.capacity;
      const updated = await trx
        .updateTable('events')
        .set({
          ...columns,
          capacity,
          remaining: sql`remaining + ${capacity} - capacity`,
          updated_at: now.toISOString(),
          admin_edited_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where(sql<boolean>`remaining + ${capacity} - capacity >= 0`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new CapacityTaken();
      // The form's price is the Regular tier's: only a changed price is passed on, so a save of
      // other fields never undoes a price set in the tier editor (issue 22, decision 30).
      if (values.basePrice !== Number(before.base_price)) {
        await trx
          .updateTable('ticket_types')
          .set({ price: values.basePrice })
          .where('id', '=', regularTicketTypeId(id))
          .execute();
      }
      const after = await trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: becoming('cancelled') ? 'event.cancel' : becoming('published') ? 'event.publish' : 'event.update',
        targetType: 'event',
        targetId: id,
        before: auditSnapshot(before),
        after: {
          ...auditSnapshot(after),
          ...(becoming('cancelled') ? { ticketsSold: sold, refundTickets: values.refundTickets } : {}),
        },
      });
      return { cancelled: becoming('cancelled') };
    });
  }

  /** Refunds every paid order of a cancelled event, one after another; says how it went. */
  async function refundAll(eventId: string, actor: UserProfile, refund: RefundOrder): Promise<EventRefunds> {
    const orders = await db
      .selectFrom('orders')
      .select('id')
      .where('event_id', '=', eventId)
      .where('status', '=', 'paid')
      .orderBy('paid_at')
      .execute();
    const outcome: EventRefunds = { refunded: 0, pending: 0, failed: 0, firstError: null };
    for (const order of orders) {
      try {
        const { status } = await refund(order.id, actor, 'Event cancelled');
        if (status === 'refunded') outcome.refunded += 1;
        else outcome.pending += 1;
      } catch (error) {
        outcome.failed += 1;
        outcome.firstError ??= (error as Error).message;
      }
    }
    return outcome;
  }

  async function update(
    id: string,
    values: AdminEventUpdate,
    actor: UserProfile,
    now = new Date(),
  ): Promise<{ event: AdminEvent; refunds?: EventRefunds }> {
    let saved: { cancelled: boolean };
    try {
      saved = await saveOnce(id, values, actor, now);
    } catch (error) {
      if (!(error instanceof CapacityTaken)) throw error;
      // Holds that ran out may be keeping seats: give them back and try once more.
      await releaseExpiredHolds(now, id);
      try {
        saved = await saveOnce(id, values, actor, now);
      } catch (again) {
        if (!(again instanceof CapacityTaken)) throw again;
        const row = await load(id);
        throw httpError(409, m.capacityBelowTaken(Number(row.capacity) - Number(row.remaining)));
      }
    }
    // The refunds talk to the payment provider: after the cancellation is committed, never inside it.
    const refunds =
      saved.cancelled && values.refundTickets && refundOrder ? await refundAll(id, actor, refundOrder) : undefined;
    return { event: toAdminEvent(await load(id)), ...(refunds ? { refunds } : {}) };
  }

  /** A new poster: checked, re-encoded into every size and the share image, stored with its audit entry. */
  async function uploadPoster(id: string, bytes: Buffer, actor: UserProfile, now = new Date()): Promise<AdminEvent> {
    await load(id);
    const images = await processPoster(bytes);
    const version = randomBytes(9).toString('base64url');
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('events').select('poster_version').where('id', '=', id).executeTakeFirst();
      if (!before) throw httpError(404, m.notFound(id));
      await eventImagesRepository(trx).replaceAll(id, version, images, now);
      await trx
        .updateTable('events')
        .set({ poster_version: version, updated_at: now.toISOString(), admin_edited_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'event.poster',
        targetType: 'event',
        targetId: id,
        before: { posterVersion: before.poster_version },
        after: {
          posterVersion: version,
          files: images.map((image) => ({ name: image.name, bytes: image.bytes.length })),
        },
      });
    });
    return toAdminEvent(await load(id));
  }

  return {
    list: events.list,
    async get(id: string) {
      return load(id);
    },
    create,
    update,
    uploadPoster,
  };
}
