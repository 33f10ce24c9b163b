import type { DoorEvent } from '@storefront/contracts/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { doorHours } from './door-window.ts';
import type { DoorAccess } from './staff.ts';

/** How far back the door's list of events goes: a show a month ago may still need a late admission looked up. */
const PAST_DAYS = 30;

const ORDER = { today: 0, upcoming: 1, past: 2 } as const;

/**
 * The events door staff may admit for, as GET /api/door/events lists them (or one, by id): of
 * those, only the events of the organizers the access names (architecture.md §16).
 */
function doorEventsQuery(db: Kysely<Database>, access: DoorAccess) {
  return db
    .selectFrom('events')
    .$if(access.kind === 'organizers', (query) =>
      query.where('events.organizer_id', 'in', access.kind === 'organizers' ? access.organizerIds : []),
    )
    .leftJoin('door_counts', 'door_counts.event_id', 'events.id')
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.month',
      'events.date',
      'events.year',
      'events.time',
      'events.time_zone',
      'events.city',
      'events.venue',
      'events.status',
      'events.doors_open_minutes',
      sql<number>`coalesce(door_counts.admitted, 0)`.as('admitted'),
      (eb) =>
        eb
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .select(sql<number>`coalesce(sum(tickets.admits), 0)`.as('n'))
          .whereRef('orders.event_id', '=', 'events.id')
          .where('tickets.status', '!=', 'cancelled')
          .as('expected'),
    ])
    .where('events.status', '!=', 'draft');
}

/**
 * The dates of the events door staff may admit for (decision 52), each with its own people in and
 * expected: those of its orders' tickets (the event's door count is the sum over its dates).
 */
function doorDatesQuery(db: Kysely<Database>, access: DoorAccess) {
  return db
    .selectFrom('showtimes')
    .innerJoin('events', 'events.id', 'showtimes.event_id')
    .leftJoin('seat_plans', 'seat_plans.id', 'showtimes.seat_plan_id')
    .$if(access.kind === 'organizers', (query) =>
      query.where('events.organizer_id', 'in', access.kind === 'organizers' ? access.organizerIds : []),
    )
    .select([
      'showtimes.id as showtime_id',
      'showtimes.event_id',
      'showtimes.starts_at',
      'seat_plans.name as room',
      (eb) =>
        eb
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .select([sql<number>`coalesce(sum(tickets.admitted), 0)`.as('n')])
          .whereRef('orders.showtime_id', '=', 'showtimes.id')
          .as('admitted'),
      (eb) =>
        eb
          .selectFrom('tickets')
          .innerJoin('orders', 'orders.id', 'tickets.order_id')
          .select(sql<number>`coalesce(sum(tickets.admits), 0)`.as('n'))
          .whereRef('orders.showtime_id', '=', 'showtimes.id')
          .where('tickets.status', '!=', 'cancelled')
          .as('expected'),
    ])
    .where('events.status', '!=', 'draft');
}

type DoorEventRow = Awaited<ReturnType<ReturnType<typeof doorEventsQuery>['execute']>>[number];
type DoorDateRow = Awaited<ReturnType<ReturnType<typeof doorDatesQuery>['execute']>>[number];

/** A date's door: its event's, with the date's start and its own people (decision 52). */
const dateRow = (event: DoorEventRow, date: DoorDateRow): DoorEventRow & DateDoor => ({
  ...event,
  starts_at: date.starts_at,
  admitted: Number(date.admitted ?? 0),
  expected: date.expected,
  showtime_id: date.showtime_id,
  room: date.room,
});

/** What a date's door adds to its event's row. */
interface DateDoor {
  showtime_id: string;
  room: string | null;
}

export function toDoorEvent(row: DoorEventRow & Partial<DateDoor>, now: Date): DoorEvent {
  const hours = doorHours(row);
  const at = now.toISOString();
  const when = at < hours.dayStartsAt ? 'upcoming' : at <= hours.dayEndsAt ? 'today' : 'past';
  return {
    id: row.id,
    showtimeId: row.showtime_id ?? null,
    title: row.title,
    startsAt: row.starts_at,
    timeZone: row.time_zone,
    city: row.city,
    venue: row.venue,
    room: row.room ?? null,
    status: row.status === 'cancelled' ? 'cancelled' : 'published',
    doorsOpenAt: hours.doorsOpenAt,
    dayEndsAt: hours.dayEndsAt,
    when,
    admitted: Number(row.admitted),
    expected: Number(row.expected ?? 0),
  };
}

export function doorEvents(db: Kysely<Database>) {
  return {
    /**
     * Today's events first (by start), then the next ones (soonest first), then the last month's
     * (latest first); an event with several dates is listed once per date (decision 52).
     */
    async list(access: DoorAccess, now = new Date()): Promise<DoorEvent[]> {
      const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const [rows, dates] = await Promise.all([
        doorEventsQuery(db, access)
          .where((eb) =>
            eb.or([
              eb('events.starts_at', '>=', since),
              eb.exists(eb.selectFrom('showtimes').select('id').whereRef('showtimes.event_id', '=', 'events.id')),
            ]),
          )
          .execute(),
        doorDatesQuery(db, access).execute(),
      ]);
      // An event with dates (even all past) has its dates' doors, never its own.
      const dated = new Set(dates.map((date) => date.event_id));
      const datesOf = new Map<string, DoorDateRow[]>();
      for (const date of dates.filter((date) => date.starts_at >= since)) {
        datesOf.set(date.event_id, [...(datesOf.get(date.event_id) ?? []), date]);
      }
      return [
        ...rows.filter((row) => !dated.has(row.id) && row.starts_at >= since),
        ...rows.flatMap((row) => (datesOf.get(row.id) ?? []).map((date) => dateRow(row, date))),
      ]
        .map((row) => toDoorEvent(row, now))
        .sort((a, b) => {
          if (a.when !== b.when) return ORDER[a.when] - ORDER[b.when];
          const byStart = a.startsAt.localeCompare(b.startsAt);
          return a.when === 'past' ? -byStart : byStart;
        });
    },
    /**
     * One event the door may admit for (published or cancelled: a draft is not), or one of its
     * dates (decision 52), or undefined.
     */
    async find(id: string, access: DoorAccess, now = new Date(), showtimeId?: string): Promise<DoorEvent | undefined> {
      const row = await doorEventsQuery(db, access).where('events.id', '=', id).executeTakeFirst();
      if (!row || showtimeId === undefined) return row ? toDoorEvent(row, now) : undefined;
      const date = await doorDatesQuery(db, access)
        .where('showtimes.id', '=', showtimeId)
        .where('showtimes.event_id', '=', id)
        .executeTakeFirst();
      return date ? toDoorEvent(dateRow(row, date), now) : undefined;
    },
  };
}

export type DoorEvents = ReturnType<typeof doorEvents>;
