import {
  type AdminShowtimesAnswer,
  showtimeAdminMessages as m,
  SHOWTIMES_PER_EVENT_MAX,
  type ShowtimeCreateBody,
  type UserProfile,
} from '@storefront/contracts/api';
import { adminEventMessages, readWindowEnd } from '@storefront/contracts/rules';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';
import { randomBytes } from '../../../lib/random-bytes.ts';
import { recordAudit } from '../../audit/index.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';

/**
 * An event's dates in the back office and the organizer console (decision 50,
 * architecture.md §9.3.1). The event's `capacity` and `remaining` stay the sum of its dates': a new date adds its
 * seats to both, a removed one takes them away. The first date added to a one-date event first
 * turns the event's own date into a date row holding the event's seats and orders, so nothing
 * sold before is lost. Each change starts by updating the event's row, which every hold of the
 * event also updates: on PostgreSQL a hold in flight commits first or waits for this change, and
 * never sees the event half converted.
 */
export function showtimesService(db: Kysely<Database>) {
  /** The event in the scope (an organizer's own events only: another's is 404). */
  async function eventOf(trx: Kysely<Database>, scope: Scope, eventId: string) {
    const organizerId = scopedOrganizer(scope);
    let query = trx
      .selectFrom('events')
      .select(['id', 'time_zone', 'starts_at', 'ends_at', 'capacity', 'remaining', 'status'])
      .where('id', '=', eventId);
    if (organizerId !== null) query = query.where('organizer_id', '=', organizerId);
    const event = await query.executeTakeFirst();
    if (!event) throw httpError(404, adminEventMessages.notFound(eventId));
    return event;
  }

  async function list(scope: Scope, eventId: string): Promise<AdminShowtimesAnswer> {
    const event = await eventOf(db, scope, eventId);
    const dates = await db
      .selectFrom('showtimes')
      .leftJoin('seat_plans', 'seat_plans.id', 'showtimes.seat_plan_id')
      .select([
        'showtimes.id',
        'showtimes.starts_at',
        'showtimes.ends_at',
        'showtimes.capacity',
        'showtimes.remaining',
        'showtimes.seat_plan_id',
        'seat_plans.name as plan_name',
      ])
      .select((eb) => [seatsOf(eb, 'paid').as('sold'), seatsOf(eb, 'pending').as('held')])
      .where('showtimes.event_id', '=', eventId)
      .orderBy('showtimes.starts_at')
      .orderBy('showtimes.id')
      .execute();
    return {
      timeZone: event.time_zone,
      showtimes: dates.map((date) => ({
        id: date.id,
        startsAt: date.starts_at,
        endsAt: date.ends_at,
        capacity: Number(date.capacity),
        remaining: Number(date.remaining),
        seated: date.seat_plan_id !== null,
        sold: Number(date.sold ?? 0),
        held: Number(date.held ?? 0),
        own: date.starts_at === event.starts_at,
        seatPlan: date.seat_plan_id === null ? null : { id: date.seat_plan_id, name: date.plan_name ?? '' },
      })),
    };
  }

  async function create(scope: Scope, eventId: string, body: ShowtimeCreateBody, actor: UserProfile, now = new Date()) {
    await db.transaction().execute(async (trx) => {
      // The event's row first: the lock every hold of the event also takes (see above).
      await trx
        .updateTable('events')
        .set({ capacity: sql`capacity + ${body.capacity}`, remaining: sql`remaining + ${body.capacity}` })
        .where('id', '=', eventId)
        .execute();
      const event = await eventOf(trx, scope, eventId);
      if (event.status === 'cancelled') throw httpError(409, m.cancelled);
      const startsAt = readWindowEnd(body.startsAt, event.time_zone);
      if (!startsAt) throw httpError(400, m.startsAt);
      if (Date.parse(startsAt) <= now.getTime()) throw httpError(400, m.inPast);
      if (Date.parse(startsAt) < Date.parse(event.starts_at)) throw httpError(400, m.beforeFirst);
      const dates = await trx
        .selectFrom('showtimes')
        .select(['id', 'starts_at'])
        .where('event_id', '=', eventId)
        .execute();
      if (dates.length >= SHOWTIMES_PER_EVENT_MAX) throw httpError(409, m.tooMany);
      if (dates.some((date) => Date.parse(date.starts_at) === Date.parse(startsAt))) throw httpError(409, m.sameTime);
      if (dates.length === 0) await ownDateFirst(trx, event, body.capacity);
      const length = Date.parse(event.ends_at) - Date.parse(event.starts_at);
      const id = `${eventId}-${randomBytes(5).toString('hex')}`;
      const endsAt = new Date(Date.parse(startsAt) + Math.max(length, 0)).toISOString();
      const row = { id, event_id: eventId, starts_at: startsAt, ends_at: endsAt, capacity: body.capacity };
      await trx
        .insertInto('showtimes')
        .values({ ...row, remaining: body.capacity })
        .execute();
      await recordAudit(trx, { actor, action: 'showtime.create', targetType: 'event', targetId: eventId, after: row });
    });
    return list(scope, eventId);
  }

  async function remove(scope: Scope, eventId: string, showtimeId: string, actor: UserProfile) {
    await db.transaction().execute(async (trx) => {
      const event = await eventOf(trx, scope, eventId);
      const date = await trx
        .selectFrom('showtimes')
        .select(['id', 'starts_at', 'ends_at', 'capacity', 'remaining'])
        .where('id', '=', showtimeId)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (!date) throw httpError(404, m.notFound);
      if (date.starts_at === event.starts_at) throw httpError(409, m.ownDate);
      // The event's row first, as create does: a hold of this date in flight commits before this
      // reads the orders, and a later one waits for it (and then finds no date).
      await trx
        .updateTable('events')
        .set({ capacity: sql`capacity - ${date.capacity}`, remaining: sql`remaining - ${date.capacity}` })
        .where('id', '=', eventId)
        .execute();
      const ordered = await trx
        .selectFrom('orders')
        .select('id')
        .where('showtime_id', '=', showtimeId)
        .limit(1)
        .execute();
      if (ordered.length > 0) throw httpError(409, m.hasOrders);
      await trx.deleteFrom('showtimes').where('id', '=', showtimeId).execute();
      await recordAudit(trx, {
        actor,
        action: 'showtime.delete',
        targetType: 'event',
        targetId: eventId,
        before: date,
      });
    });
    return list(scope, eventId);
  }

  return { list, create, remove };
}

/** People on the date's orders of one kind, as a scalar subquery of the dates' list. */
function seatsOf(eb: ExpressionBuilder<Database, 'showtimes'>, status: 'paid' | 'pending') {
  return eb
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(orders.seats), 0)`.as('seats'))
    .whereRef('orders.showtime_id', '=', 'showtimes.id')
    .where('orders.holds_seats', '=', 1)
    .where('orders.status', '=', status);
}

/**
 * The event's own date, as the first date row: its start and end, the event's seats before this
 * change (`added` already counted in), and every order of the event so far.
 */
async function ownDateFirst(
  trx: Kysely<Database>,
  event: { id: string; starts_at: string; ends_at: string; capacity: number; remaining: number },
  added: number,
) {
  const id = `${event.id}-${randomBytes(5).toString('hex')}`;
  await trx
    .insertInto('showtimes')
    .values({
      id,
      event_id: event.id,
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      capacity: Number(event.capacity) - added,
      remaining: Number(event.remaining) - added,
    })
    .execute();
  await trx
    .updateTable('orders')
    .set({ showtime_id: id })
    .where('event_id', '=', event.id)
    .where('showtime_id', 'is', null)
    .execute();
}
