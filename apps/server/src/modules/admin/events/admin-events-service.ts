import type { AdminEventCreate, AdminEventUpdate, EventRefunds, UserProfile } from '@storefront/contracts/api';
import {
  type AdminEvent,
  EVENT_LIMITS,
  adminEventMessages as m,
  eventReviewMessages as review,
} from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors.ts';
import type { Database } from '../../../db/schema.ts';
import { regularTicketTypeId } from '../../../db/seed.ts';
import { httpError } from '../../../lib/http-error.ts';
import { randomBytes } from '../../../lib/random-bytes.ts';
import { recordAudit } from '../../audit/index.ts';
import { hasPoster } from '../../events/index.ts';
import { eventImagesRepository, processPoster } from '../../media/index.ts';
import { payoutAccountOf, type Scope, scopedOrganizer } from '../../organizers/index.ts';
import { outboxRepository } from '../../outbox/index.ts';
import {
  adminEventsRepository,
  auditSnapshot,
  columnsOf,
  type EventWithSales,
  toAdminEvent,
} from './admin-events-repository.ts';
import { eventPublishedEmail, eventReturnedEmail } from './event-review-emails.ts';

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
  /** The site's address, for the links in the organizer's emails. */
  publicUrl: string;
}

/**
 * An event with dates (decision 50, architecture.md §9.3.1): its own date (the one at the event's
 * start) moves with the form's start and takes the form's change of seats, so the event's seats
 * stay the sum of its dates'; never below what that date has sold or held (CapacityTaken).
 */
async function followOwnDate(
  trx: Kysely<Database>,
  id: string,
  before: { starts_at: string },
  columns: { starts_at: string; ends_at: string },
  change: number,
) {
  const moved = await trx
    .updateTable('showtimes')
    .set({
      starts_at: columns.starts_at,
      ends_at: columns.ends_at,
      capacity: sql`capacity + ${change}`,
      remaining: sql`remaining + ${change}`,
    })
    .where('event_id', '=', id)
    .where('starts_at', '=', before.starts_at)
    .where(sql<boolean>`remaining + ${change} >= 0`)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return;
  const dated = await trx.selectFrom('showtimes').select('id').where('event_id', '=', id).limit(1).execute();
  if (dated.length > 0) throw new CapacityTaken();
}

/** The first attempt found too few free seats for the new capacity. */
class CapacityTaken extends Error {}

/**
 * Every change an admin makes to an event, each in one transaction with its audit entry
 * (modules/admin/audit-log.ts). Capacity is changed by one conditional UPDATE, so however
 * many buyers are holding seats at that moment it never falls below what is sold or held.
 */
export function adminEventsService({ db, releaseExpiredHolds, refundOrder, publicUrl }: AdminEventsDeps) {
  const events = adminEventsRepository(db);

  async function load(scope: Scope, id: string): Promise<EventWithSales> {
    const row = await events.find(scope, id);
    if (!row) throw httpError(404, m.notFound(id));
    return row;
  }

  /** The event's row in the scope, read in the transaction about to change it (404 outside it). */
  async function rowInScope(trx: Kysely<Database>, scope: Scope, id: string) {
    const organizerId = scopedOrganizer(scope);
    let query = trx.selectFrom('events').selectAll().where('id', '=', id);
    if (organizerId !== null) query = query.where('organizer_id', '=', organizerId);
    const row = await query.executeTakeFirst();
    if (!row) throw httpError(404, m.notFound(id));
    return row;
  }

  /** The organizer who runs an event, with the email of their account. */
  async function organizerOf(trx: Kysely<Database>, organizerId: string) {
    return trx
      .selectFrom('organizers')
      .innerJoin('users', 'users.id', 'organizers.user_id')
      .selectAll('organizers')
      .select('users.email as email')
      .where('organizers.id', '=', organizerId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Whether an organizer's event may go on sale (decision 31): never while its organizer is paused
   * or has no payout account (its payments are split to that account); and by the organizer
   * themselves only when an admin trusts them to publish directly. The platform's own events have
   * no such rule. Answers the organizer for the email, or null for the platform's own event.
   */
  async function mayPublish(trx: Kysely<Database>, organizerId: string | null, scope: Scope) {
    if (organizerId === null) return null;
    const organizer = await organizerOf(trx, organizerId);
    if (organizer.status !== 'approved') throw httpError(409, review.organizerPaused);
    if (!payoutAccountOf(organizer)) throw httpError(409, review.noPayoutAccount);
    if (scope.kind === 'organizer' && organizer.publishes_directly !== 1) throw httpError(403, review.reviewFirst);
    return organizer;
  }

  const base = publicUrl.replace(/\/$/, '');

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

  /**
   * A new event. In an organizer's scope it is theirs (`organizer_id`) and a draft: it goes on sale
   * once submitted and published, or published by a trusted organizer (mayPublish).
   */
  async function create(
    scope: Scope,
    values: AdminEventCreate,
    actor: UserProfile,
    now = new Date(),
  ): Promise<AdminEvent> {
    startMustBeAhead(columnsOf(values).starts_at, now);
    const organizerId = scopedOrganizer(scope);
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
              // An organizer's payments go to their payout account, never to a code typed here.
              ...(organizerId === null ? {} : { organizer_id: organizerId, subaccount_code: 'null' }),
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
        return toAdminEvent(await load(scope, id));
      } catch (error) {
        // Two admins created an event at the same moment and took the same id: take the next.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not find a free event id');
  }

  async function saveOnce(scope: Scope, id: string, values: AdminEventUpdate, actor: UserProfile, now: Date) {
    return db.transaction().execute(async (trx) => {
      const before = await rowInScope(trx, scope, id);
      // A save without an end keeps the show's length, wherever its start moves.
      const columns = columnsOf(values, new Date(before.ends_at).getTime() - new Date(before.starts_at).getTime());
      // An organizer's event is paid to their payout account (decision 31): no split code of its own.
      if (before.organizer_id !== null) columns.subaccount_code = 'null';
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
      const publisher = becoming('published') ? await mayPublish(trx, before.organizer_id, scope) : null;

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
          // Published: nothing waits for review any more.
          ...(becoming('published') ? { review_status: 'none' as const } : {}),
        })
        .where('id', '=', id)
        .where(sql<boolean>`remaining + ${capacity} - capacity >= 0`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new CapacityTaken();
      await followOwnDate(trx, id, before, columns, capacity - Number(before.capacity));
      // The form's price is the Regular tier's: only a changed price is passed on, so a save of
      // other fields never undoes a price set in the tier editor (decision 30).
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
      // The organizer hears that an admin put their event on sale (a trusted organizer knows already).
      if (publisher && scope.kind === 'platform') {
        await outboxRepository(trx).enqueue(
          eventPublishedEmail({
            to: publisher.email,
            organizerName: publisher.name,
            eventTitle: after.title,
            link: `${base}/event-details/${encodeURIComponent(id)}`,
          }),
        );
      }
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
    scope: Scope,
    id: string,
    values: AdminEventUpdate,
    actor: UserProfile,
    now = new Date(),
  ): Promise<{ event: AdminEvent; refunds?: EventRefunds }> {
    let saved: { cancelled: boolean };
    try {
      saved = await saveOnce(scope, id, values, actor, now);
    } catch (error) {
      if (!(error instanceof CapacityTaken)) throw error;
      // Holds that ran out may be keeping seats: give them back and try once more.
      await releaseExpiredHolds(now, id);
      try {
        saved = await saveOnce(scope, id, values, actor, now);
      } catch (again) {
        if (!(again instanceof CapacityTaken)) throw again;
        const row = await load(scope, id);
        throw httpError(409, m.capacityBelowTaken(Number(row.capacity) - Number(row.remaining)));
      }
    }
    // The refunds talk to the payment provider: after the cancellation is committed, never inside it.
    const refunds =
      saved.cancelled && values.refundTickets && refundOrder ? await refundAll(id, actor, refundOrder) : undefined;
    return { event: toAdminEvent(await load(scope, id)), ...(refunds ? { refunds } : {}) };
  }

  /** A new poster: checked, re-encoded into every size and the share image, stored with its audit entry. */
  async function uploadPoster(
    scope: Scope,
    id: string,
    bytes: Buffer,
    actor: UserProfile,
    now = new Date(),
  ): Promise<AdminEvent> {
    await load(scope, id);
    const images = await processPoster(bytes);
    const version = randomBytes(9).toString('base64url');
    await db.transaction().execute(async (trx) => {
      const before = await rowInScope(trx, scope, id);
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
    return toAdminEvent(await load(scope, id));
  }

  /**
   * The organizer sends their event to the admins (decision 31): it waits for review until an
   * admin publishes it or returns it with a note. Refused while the organizer is paused or has no
   * payout account, and for an event without a poster (it could not be published).
   */
  async function submit(scope: Scope, id: string, actor: UserProfile, now = new Date()): Promise<AdminEvent> {
    await db.transaction().execute(async (trx) => {
      const before = await rowInScope(trx, scope, id);
      if (before.organizer_id === null) throw httpError(404, m.notFound(id));
      if (before.status === 'cancelled') throw httpError(409, review.cancelled);
      if (before.status === 'published') throw httpError(409, review.alreadyPublished);
      if (before.review_status === 'submitted') throw httpError(409, review.alreadySubmitted);
      const organizer = await organizerOf(trx, before.organizer_id);
      if (organizer.status !== 'approved') throw httpError(409, review.organizerPaused);
      if (!payoutAccountOf(organizer)) throw httpError(409, review.noPayoutAccount);
      if (!hasPoster(before)) throw httpError(400, review.posterNeeded);
      const updated = await trx
        .updateTable('events')
        .set({ review_status: 'submitted', submitted_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('review_status', '!=', 'submitted')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw httpError(409, review.alreadySubmitted);
      await recordAudit(trx, {
        actor,
        action: 'event.submit',
        targetType: 'event',
        targetId: id,
        before: { reviewStatus: before.review_status },
        after: { reviewStatus: 'submitted' },
      });
    });
    return toAdminEvent(await load(scope, id));
  }

  /** An admin sends an organizer's event back with a note (the organizer sees it and may submit again). */
  async function returnToOrganizer(
    scope: Scope,
    id: string,
    note: string,
    actor: UserProfile,
    now = new Date(),
  ): Promise<AdminEvent> {
    await db.transaction().execute(async (trx) => {
      const before = await rowInScope(trx, scope, id);
      if (before.organizer_id === null || before.review_status !== 'submitted' || before.status !== 'draft') {
        throw httpError(409, review.notWaiting);
      }
      const updated = await trx
        .updateTable('events')
        .set({ review_status: 'returned', review_note: note, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('review_status', '=', 'submitted')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw httpError(409, review.notWaiting);
      await recordAudit(trx, {
        actor,
        action: 'event.return',
        targetType: 'event',
        targetId: id,
        before: { reviewStatus: before.review_status },
        after: { reviewStatus: 'returned', note },
      });
      const organizer = await organizerOf(trx, before.organizer_id);
      await outboxRepository(trx).enqueue(
        eventReturnedEmail({
          to: organizer.email,
          organizerName: organizer.name,
          eventTitle: before.title,
          link: `${base}/organizer/events/${encodeURIComponent(id)}`,
          note,
        }),
      );
    });
    return toAdminEvent(await load(scope, id));
  }

  return {
    list: events.list,
    get: load,
    create,
    update,
    uploadPoster,
    submit,
    returnToOrganizer,
  };
}
