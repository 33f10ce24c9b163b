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

type DoorEventRow = Awaited<ReturnType<ReturnType<typeof doorEventsQuery>['execute']>>[number];

export function toDoorEvent(row: DoorEventRow, now: Date): DoorEvent {
  const hours = doorHours(row);
  const at = now.toISOString();
  const when = at < hours.dayStartsAt ? 'upcoming' : at <= hours.dayEndsAt ? 'today' : 'past';
  return {
    id: row.id,
    title: row.title,
    startsAt: row.starts_at,
    timeZone: row.time_zone,
    city: row.city,
    venue: row.venue,
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
    /** Today's events first (by start), then the next ones (soonest first), then the last month's (latest first). */
    async list(access: DoorAccess, now = new Date()): Promise<DoorEvent[]> {
      const since = new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const rows = await doorEventsQuery(db, access).where('events.starts_at', '>=', since).execute();
      return rows
        .map((row) => toDoorEvent(row, now))
        .sort((a, b) => {
          if (a.when !== b.when) return ORDER[a.when] - ORDER[b.when];
          const byStart = a.startsAt.localeCompare(b.startsAt);
          return a.when === 'past' ? -byStart : byStart;
        });
    },
    /** One event the door may admit for (published or cancelled: a draft is not), or undefined. */
    async find(id: string, access: DoorAccess, now = new Date()): Promise<DoorEvent | undefined> {
      const row = await doorEventsQuery(db, access).where('events.id', '=', id).executeTakeFirst();
      return row ? toDoorEvent(row, now) : undefined;
    },
  };
}

export type DoorEvents = ReturnType<typeof doorEvents>;
