import type { AdminEventsQuery, AdminEventUpdate } from '@storefront/contracts/api';
import { eventStartsAt, zoneClock } from '@storefront/contracts/format';
import type { PagedAnswer } from '@storefront/contracts/messages';
import { type AdminEvent, type AdminEventRow, type EventStatus, eventDateParts } from '@storefront/contracts/rules';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, EventsTable } from '../../../db/schema.ts';
import { containsText, pageOf } from '../../../lib/paging.ts';
import { hasPoster, posterOf, shareImagePath } from '../../events/index.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';

/**
 * An event row with its sales, counted from the orders (never from a counter that could drift),
 * and the name of the organizer who runs it (null: the platform's own event).
 */
export type EventWithSales = Selectable<EventsTable> & {
  sold: number;
  held: number;
  revenue: number;
  organizer_name: string | null;
};

/**
 * Seats and money per event, from the orders: sold = seats of paid orders (they hold their
 * seats; a refunded order no longer does), held = seats of pending orders whose hold is still
 * running, revenue = naira of paid orders.
 */
function salesByEvent(db: Kysely<Database>, now: Date) {
  const stamp = now.toISOString();
  return db
    .selectFrom('orders')
    .select([
      'event_id',
      sql<number>`sum(case when status = 'paid' and holds_seats = 1 then quantity else 0 end)`.as('sold'),
      sql<number>`sum(case when status = 'pending' and holds_seats = 1 and hold_expires_at > ${stamp} then quantity else 0 end)`.as(
        'held',
      ),
      sql<number>`sum(case when status = 'paid' then amount else 0 end)`.as('revenue'),
    ])
    .groupBy('event_id')
    .as('sales');
}

function withSales(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('events')
    .leftJoin(salesByEvent(db, now), 'sales.event_id', 'events.id')
    .leftJoin('organizers', 'organizers.id', 'events.organizer_id')
    .selectAll('events')
    .select([
      'organizers.name as organizer_name',
      sql<number>`coalesce(sales.sold, 0)`.as('sold'),
      sql<number>`coalesce(sales.held, 0)`.as('held'),
      sql<number>`coalesce(sales.revenue, 0)`.as('revenue'),
    ]);
}

/** PostgreSQL answers sums as text (bigint); both databases' numbers as numbers. */
function counted<T extends { sold: unknown; held: unknown; revenue: unknown }>(row: T) {
  return { ...row, sold: Number(row.sold), held: Number(row.held), revenue: Number(row.revenue) };
}

const MONTH_NUMBER: Record<string, string> = Object.fromEntries(
  ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].map((m, i) => [
    m,
    String(i + 1).padStart(2, '0'),
  ]),
);

export function toRow(row: EventWithSales): AdminEventRow {
  return {
    id: row.id,
    title: row.title,
    artistName: row.artist_name,
    status: row.status,
    startsAt: row.starts_at,
    timeZone: row.time_zone,
    city: row.city,
    capacity: Number(row.capacity),
    sold: row.sold,
    held: row.held,
    revenue: row.revenue,
    eventImage: posterOf(row).eventImage,
    organizerName: row.organizer_name,
    reviewStatus: row.review_status,
  };
}

export function toAdminEvent(row: EventWithSales): AdminEvent {
  return {
    ...toRow(row),
    eventOwner: row.event_owner ?? '',
    category: row.category as AdminEvent['category'],
    description: row.description,
    about: row.about,
    venue: row.venue,
    startDate: `${row.year}-${MONTH_NUMBER[row.month.toUpperCase()] ?? '01'}-${row.date.padStart(2, '0')}`,
    startTime: row.time,
    ...venueClock(row.ends_at, row.time_zone),
    endsAt: row.ends_at,
    street: row.street,
    region: row.region,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    basePrice: Number(row.base_price),
    maxPerOrder: Number(row.max_per_order),
    maxPerAccount: Number(row.max_per_account),
    doorsOpenMinutes: Number(row.doors_open_minutes),
    remaining: Number(row.remaining),
    subaccountCode: row.subaccount_code === 'null' ? '' : row.subaccount_code,
    hasPoster: hasPoster(row),
    publicPath: `/event-details/${row.id}`,
    shareImagePath: shareImagePath(row.id),
    updatedAt: row.updated_at,
    organizerId: row.organizer_id,
    reviewNote: row.review_note,
    submittedAt: row.submitted_at,
  };
}

/** An instant as the form's date and time boxes show it at the venue's clock (the end's fields). */
function venueClock(iso: string, timeZone: string): { endDate: string; endTime: string } {
  const wall = zoneClock(new Date(iso), timeZone);
  return { endDate: wall.slice(0, 10), endTime: wall.slice(11, 16) };
}

/** How long an event runs when its form gives no end: the door's and the calendar's usual evening. */
export const DEFAULT_DURATION_MS = 3 * 3_600_000;

/** The editable fields as the audit log keeps them (before and after a change). */
export function auditSnapshot(row: Selectable<EventsTable>) {
  const {
    sold: _s,
    held: _h,
    revenue: _r,
    ...fields
  } = toAdminEvent({
    ...row,
    sold: 0,
    held: 0,
    revenue: 0,
    organizer_name: null,
  });
  const {
    eventImage: _i,
    publicPath: _p,
    shareImagePath: _sp,
    updatedAt: _u,
    remaining: _rem,
    organizerName: _o,
    ...kept
  } = fields;
  return { ...kept, posterVersion: row.poster_version };
}

/**
 * The columns an event's form sets, from its checked values (product.md §3.1's stored form: 'APR', '17', '2027').
 * A save that leaves out a limit per buyer keeps the stored one (adminEventUpdateSchema).
 */
export function columnsOf(
  values: Omit<AdminEventUpdate, 'confirmCancel' | 'refundTickets' | 'endDate' | 'endTime'> &
    Partial<Pick<AdminEventUpdate, 'endDate' | 'endTime'>>,
  /** A form without an end keeps this length (the stored event's; a new event's 3 hours). */
  keptDurationMs = DEFAULT_DURATION_MS,
) {
  const parts = eventDateParts(values.startDate, values.startTime, values.timeZone);
  const start = eventStartsAt(parts);
  const end =
    values.endDate && values.endTime
      ? eventStartsAt(eventDateParts(values.endDate, values.endTime, values.timeZone))
      : new Date(start.getTime() + keptDurationMs);
  return {
    title: values.title,
    artist_name: values.artistName,
    event_owner: values.eventOwner || null,
    category: values.category,
    description: values.description,
    about: values.about,
    venue: values.venue,
    city: values.city,
    time_zone: values.timeZone,
    month: parts.month,
    date: parts.date,
    year: parts.year,
    time: parts.time,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    street: values.street,
    region: values.region,
    postal_code: values.postalCode,
    country_code: values.countryCode,
    base_price: values.basePrice,
    subaccount_code: values.subaccountCode || 'null',
    status: values.status as EventStatus,
    ...(values.maxPerOrder === undefined ? {} : { max_per_order: values.maxPerOrder }),
    ...(values.maxPerAccount === undefined ? {} : { max_per_account: values.maxPerAccount }),
    ...(values.doorsOpenMinutes === undefined ? {} : { doors_open_minutes: values.doorsOpenMinutes }),
  };
}

const sortExpressions = {
  startsAt: 'events.starts_at',
  title: 'events.title',
  status: 'events.status',
  capacity: 'events.capacity',
  sold: 'sold',
  revenue: 'revenue',
} as const satisfies Record<AdminEventsQuery['sort'], string>;

/**
 * The back office's events, scoped (organizer-scope.ts): an organizer's scope reads only the
 * events they run, so another's event is not found, exactly like an unknown id.
 */
export function adminEventsRepository(db: Kysely<Database>) {
  return {
    async list(scope: Scope, query: AdminEventsQuery, now = new Date()): Promise<PagedAnswer<AdminEventRow>> {
      let count = db.selectFrom('events');
      let rows = withSales(db, now);
      const organizerId = scopedOrganizer(scope);
      if (organizerId !== null) {
        count = count.where('events.organizer_id', '=', organizerId);
        rows = rows.where('events.organizer_id', '=', organizerId);
      }
      if (query.review) {
        count = count.where('events.review_status', '=', query.review);
        rows = rows.where('events.review_status', '=', query.review);
      }
      if (query.status) {
        count = count.where('events.status', '=', query.status);
        rows = rows.where('events.status', '=', query.status);
      }
      if (query.q) {
        const text = containsText(['events.title', 'events.artist_name', 'events.venue', 'events.city'], query.q);
        count = count.where(text);
        rows = rows.where(text);
      }
      return pageOf(query, {
        count: async () => Number((await count.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
        rows: async (limit, offset) =>
          (
            await rows
              .orderBy(sql.ref(sortExpressions[query.sort]), query.dir)
              .orderBy('events.id', query.dir)
              .limit(limit)
              .offset(offset)
              .execute()
          ).map((row) => toRow(counted(row))),
      });
    },

    async find(scope: Scope, id: string, now = new Date()): Promise<EventWithSales | undefined> {
      const organizerId = scopedOrganizer(scope);
      const row = await withSales(db, now)
        .where('events.id', '=', id)
        .$if(organizerId !== null, (q) => q.where('events.organizer_id', '=', organizerId))
        .executeTakeFirst();
      return row ? counted(row) : undefined;
    },
  };
}
