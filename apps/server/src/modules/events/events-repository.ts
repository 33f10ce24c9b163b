import type { Showtime, StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { eventWeekday } from '@storefront/contracts/format';
import { nextTierBoundary, type TierForSale, ticketsAvailable, ticketTypeState } from '@storefront/contracts/rules';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, EventsTable, OrganizersTable, ShowtimesTable, TicketTypesTable } from '../../db/schema.ts';
import { posterOf } from './event-images.ts';

// The weekday of an event changes only if its date does: work it out once per date.
const weekdays = new Map<string, string>();
function weekdayOf(row: Selectable<EventsTable>): string {
  const key = `${row.year}-${row.month}-${row.date} ${row.time} ${row.time_zone}`;
  let day = weekdays.get(key);
  if (!day) {
    day = eventWeekday({ month: row.month, date: row.date, year: row.year, time: row.time, timeZone: row.time_zone });
    weekdays.set(key, day);
  }
  return day;
}

type TierRow = Selectable<TicketTypesTable>;

/** A tier row as the sale rules read it (contracts/rules/ticket-types.ts): the catalogue and initialize alike. */
export const tierForSale = (tier: TierRow): TierForSale => ({
  id: tier.id,
  remaining: tier.remaining === null ? null : Number(tier.remaining),
  admits: Number(tier.admits),
  salesStartAt: tier.sales_start_at,
  salesEndAt: tier.sales_end_at,
  afterTicketTypeId: tier.after_ticket_type_id,
  paused: tier.status === 'paused',
});

/**
 * An events row as the storefront reads it: with its organizer's status when it has one
 * (architecture.md §16), so a paused organizer's events show every tier as not on sale. Pausing touches their
 * events' rows, so their revisions change and no cached page keeps the old answer.
 */
export type ShownEventRow = Selectable<EventsTable> & { organizer_status?: string | null };

const salesPausedOf = (row: ShownEventRow) => row.organizer_status === 'paused';

/** Whether a buyer with `accessCode` sees the tier: listed, or hidden behind that code (any case). */
const unlockedBy = (tier: TierRow, accessCode: string | undefined) =>
  tier.access_code === null ||
  (accessCode !== undefined && accessCode.toLowerCase() === tier.access_code.toLowerCase());

/**
 * An event's tiers as the storefront shows them at `now` (decision 30): in display
 * order, without those hidden behind an access code other than `accessCode`.
 */
export function storefrontTiers(
  row: ShownEventRow,
  tiers: readonly TierRow[],
  now: Date,
  accessCode?: string,
): TicketType[] {
  const paused = salesPausedOf(row);
  const all = tiers.map((tier) => (paused ? { ...tierForSale(tier), paused } : tierForSale(tier)));
  const eventSeats = Number(row.remaining);
  const eventMax = Number(row.max_per_order);
  return tiers.flatMap((tier, index) => {
    if (!unlockedBy(tier, accessCode)) return [];
    const sale = all[index] as TierForSale;
    return [
      {
        id: tier.id,
        name: tier.name,
        description: tier.description,
        price: Number(tier.price),
        admits: Number(tier.admits),
        minPerOrder: Number(tier.min_per_order),
        maxPerOrder: Math.min(tier.max_per_order === null ? eventMax : Number(tier.max_per_order), eventMax),
        capacity: tier.capacity === null ? null : Number(tier.capacity),
        salesStartAt: tier.sales_start_at,
        salesEndAt: tier.sales_end_at,
        state: ticketTypeState(sale, all, eventSeats, now),
        available: ticketsAvailable(sale, eventSeats),
        opensAfter: tiers.find((other) => other.id === tier.after_ticket_type_id)?.name ?? null,
      },
    ];
  });
}

/** The lowest price on sale, else the lowest shown, else the event's own base price. */
function basePriceOf(row: Selectable<EventsTable>, tiers: readonly TicketType[]): number {
  const onSale = tiers.filter((tier) => tier.state === 'on-sale');
  const prices = (onSale.length > 0 ? onSale : tiers).map((tier) => tier.price);
  return prices.length > 0 ? Math.min(...prices) : Number(row.base_price);
}

/** The event's waiting room as its pages announce it (decision 54). */
function waitingRoomOf(onSaleAt: string, row: ShownEventRow) {
  const opens = Date.parse(onSaleAt) - Number(row.waiting_room_queue_minutes) * 60_000;
  return { onSaleAt, queueOpensAt: new Date(opens).toISOString() };
}

/** An event as the storefront's pages show it (the admin preview shows a draft the same way). */
export function toEvent(
  row: ShownEventRow,
  tierRows: readonly TierRow[],
  now: Date,
  organizer?: EventOrganizer,
  showtimeRows: readonly ShowtimeRow[] = [],
  seatedTiers: ReadonlyMap<string, string[]> = new Map(),
): StorefrontEvent {
  const ticketTypes = storefrontTiers(row, tierRows, now);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    ...posterOf(row),
    description: row.description,
    venue: row.venue,
    city: row.city,
    category: row.category as StorefrontEvent['category'],
    month: row.month,
    date: row.date,
    year: row.year,
    time: row.time,
    timeZone: row.time_zone,
    about: row.about,
    ...(row.event_owner ? { eventOwner: row.event_owner } : {}),
    ...(organizer ? { organizer } : {}),
    artistName: row.artist_name,
    day: weekdayOf(row),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    street: row.street,
    region: row.region,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    onSaleAt: row.on_sale_at,
    subaccount_code: row.subaccount_code,
    ticketFileName: row.ticket_file_name,
    ticketFileType: row.ticket_file_type,
    ticketFileSize: row.ticket_file_size,
    basePrice: basePriceOf(row, ticketTypes),
    capacity: Number(row.capacity),
    remaining: Number(row.remaining),
    maxPerOrder: Number(row.max_per_order),
    ticketTypes,
    ...(showtimeRows.length > 0
      ? { showtimes: showtimeRows.map((date) => toShowtime(date, row, seatedTiers.get(date.id))) }
      : {}),
    ...(salesPausedOf(row) ? { salesPaused: true as const } : {}),
    ...(row.waiting_room_on_sale_at ? { waitingRoom: waitingRoomOf(row.waiting_room_on_sale_at, row) } : {}),
  };
}

type ShowtimeRow = Omit<Selectable<ShowtimesTable>, 'seat_version'>;

/**
 * One date of an event (decision 50): never more left than the event itself has; a seated one
 * with the tiers its plan sells by seat (decision 51).
 */
const toShowtime = (date: ShowtimeRow, event: ShownEventRow, seatedTierIds: string[] = []): Showtime => ({
  id: date.id,
  startsAt: date.starts_at,
  endsAt: date.ends_at,
  capacity: Number(date.capacity),
  remaining: Math.min(Number(date.remaining), Number(event.remaining)),
  seated: date.seat_plan_id !== null,
  ...(date.seat_plan_id !== null ? { seatedTierIds } : {}),
});

/** Who sells an organizer's event, as its page names them (architecture.md §16): name and public page. */
export type EventOrganizer = NonNullable<StorefrontEvent['organizer']>;

/** The organizers whose public page shows (architecture.md §16): approved, or paused by the admins. */
const PUBLIC_ORGANIZER_STATUSES = ['approved', 'paused'] as const;

/** An organizer's public profile's row and their published events (GET /api/organizers/{slug}). */
export interface OrganizerProfileRead {
  organizer: Pick<Selectable<OrganizersTable>, 'name' | 'slug' | 'about'> & { status: 'approved' | 'paused' };
  events: StorefrontEvent[];
  validUntil: number | null;
}

/**
 * The storefront's catalogue: published events are listed and sold; a cancelled one keeps its
 * page (which says so) but is not listed; a draft is nobody's business but the admins'.
 */
export function eventsRepository(db: Kysely<Database>) {
  // The events the catalogue lists: one place, so the list, its revision key and the sitemap
  // always name the same events.
  const listed = () => db.selectFrom('events').where('status', '=', 'published');
  const organizerStatus = (eb: ExpressionBuilder<Database, 'events'>) =>
    eb
      .selectFrom('organizers')
      .select('organizers.status')
      .whereRef('organizers.id', '=', 'events.organizer_id')
      .as('organizer_status');
  const all = compileOnce(() => listed().selectAll().select(organizerStatus).orderBy('sort_order'));
  const ids = compileOnce(() => listed().select('id').orderBy('sort_order'));
  // One short string for the whole list (SQLite 3.44+ and PostgreSQL both have string_agg). In
  // no particular order: the tokens are unique, so the same string means the same rows at the
  // same revisions (an order or membership change renews a token or adds or drops one); a scan
  // that came back in another order would only cost a rebuild. Sorting took half its time.
  const listKey = compileOnce(() =>
    listed().select(sql<string | null>`string_agg(id || ':' || revision, ',')`.as('key')),
  );
  // One event's page: published or cancelled, never a draft.
  const shown = (id: string) => db.selectFrom('events').where('id', '=', id).where('status', '!=', 'draft');
  const byId = compileOnce((id: string) => shown(id).selectAll().select(organizerStatus));
  const revisionById = compileOnce((id: string) => shown(id).select('revision'));
  // An event's dates, soonest first (decision 50). A hold of one changes the event's row too, so
  // the event's revision covers them (catalogue-cache.ts).
  const showtimesOf = compileOnce((id: string) =>
    db
      .selectFrom('showtimes')
      .select(['id', 'event_id', 'starts_at', 'ends_at', 'capacity', 'remaining', 'seat_plan_id'])
      .where('event_id', '=', id)
      .orderBy('starts_at')
      .orderBy('id'),
  );
  // The tiers each seated date of an event sells by seat (decision 51): its seats' tiers. A plan's
  // assignment or edit moves the event's counts, so the event's revision covers these too.
  const seatedTiersOf = compileOnce((id: string) =>
    db
      .selectFrom('showtime_seats as ss')
      .innerJoin('showtimes as s', 's.id', 'ss.showtime_id')
      .select(['ss.showtime_id', 'ss.ticket_type_id'])
      .distinct()
      .where('s.event_id', '=', id)
      .orderBy('ss.showtime_id')
      .orderBy('ss.ticket_type_id'),
  );
  const seatedTiersByDate = async (id: string, dates: readonly ShowtimeRow[]) => {
    const byDate = new Map<string, string[]>();
    if (!dates.some((date) => date.seat_plan_id !== null)) return byDate;
    for (const row of (await seatedTiersOf(db, id)).rows) {
      byDate.set(row.showtime_id, [...(byDate.get(row.showtime_id) ?? []), row.ticket_type_id]);
    }
    return byDate;
  };
  const tiersOf = (eventIds: string[]) =>
    eventIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('ticket_types')
          .selectAll()
          .where('event_id', 'in', eventIds)
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
  // Who sells the organizers' events among `rows` (their names change their events' revisions, migration 025).
  const organizersOf = async (rows: readonly Selectable<EventsTable>[]): Promise<Map<string, EventOrganizer>> => {
    const ids = [...new Set(rows.flatMap((row) => (row.organizer_id ? [row.organizer_id] : [])))];
    if (ids.length === 0) return new Map();
    const found = await db
      .selectFrom('organizers')
      .select(['id', 'name', 'slug'])
      .where('id', 'in', ids)
      .where('status', 'in', PUBLIC_ORGANIZER_STATUSES)
      .execute();
    return new Map(found.map((row) => [row.id, { name: row.name, slug: row.slug }]));
  };
  const organizerOf = (byId: Map<string, EventOrganizer>, row: Selectable<EventsTable>) =>
    row.organizer_id ? byId.get(row.organizer_id) : undefined;
  const grouped = (tiers: TierRow[]) => {
    const byEvent = new Map<string, TierRow[]>();
    for (const tier of tiers) byEvent.set(tier.event_id, [...(byEvent.get(tier.event_id) ?? []), tier]);
    return byEvent;
  };
  return {
    /**
     * The listed events at `now`, and when that answer may next change by the clock alone (a
     * tier's window opening or closing; null: never). A change of rows renews their revisions.
     */
    async list(now = new Date()): Promise<{ events: StorefrontEvent[]; validUntil: number | null }> {
      const rows = (await all(db)).rows;
      const [tiers, organizers] = await Promise.all([tiersOf(rows.map((row) => row.id)), organizersOf(rows)]);
      const byEvent = grouped(tiers);
      return {
        events: rows.map((row) => toEvent(row, byEvent.get(row.id) ?? [], now, organizerOf(organizers, row))),
        validUntil: nextTierBoundary(tiers.map(tierForSale), now),
      };
    },
    async findById(
      id: string,
      now = new Date(),
    ): Promise<{ event: StorefrontEvent; validUntil: number | null } | undefined> {
      const [row] = (await byId(db, id)).rows;
      if (!row) return undefined;
      const [tiers, organizers, dates] = await Promise.all([tiersOf([id]), organizersOf([row]), showtimesOf(db, id)]);
      const seatedTiers = await seatedTiersByDate(id, dates.rows);
      return {
        event: toEvent(row, tiers, now, organizerOf(organizers, row), dates.rows, seatedTiers),
        validUntil: nextTierBoundary(tiers.map(tierForSale), now),
      };
    },
    /**
     * The event's listed tiers plus those `accessCode` unlocks (GET /api/events/{id}/ticket-types):
     * undefined for an unknown event, null when the code unlocks none of its tiers.
     */
    async unlockedTiers(id: string, accessCode: string, now = new Date()): Promise<TicketType[] | null | undefined> {
      const [row] = (await byId(db, id)).rows;
      if (!row) return undefined;
      const tiers = await tiersOf([id]);
      if (!tiers.some((tier) => tier.access_code !== null && unlockedBy(tier, accessCode))) return null;
      return storefrontTiers(row, tiers, now, accessCode);
    },
    /** An event's tiers, all of them (the admin preview builds its storefront view from them). */
    tiersOf: (eventId: string) => tiersOf([eventId]),
    /** The listed events' ids, in list order (the sitemap). */
    async ids(): Promise<string[]> {
      return (await ids(db)).rows.map((row) => row.id);
    },
    /**
     * Every listed event's id and revision (migration 013) in one string: it changes whenever
     * any listed event changes, is added or goes.
     */
    async listKey(): Promise<string> {
      return (await listKey(db)).rows[0]?.key ?? '';
    },
    /**
     * An organizer's public profile by slug (architecture.md §16): undefined unless they are approved or
     * paused. Their published events, upcoming first (soonest first), then those that have
     * started (latest first); none while they are paused (their events are not on sale).
     */
    async organizerProfile(slug: string, now = new Date()): Promise<OrganizerProfileRead | undefined> {
      const organizer = await db
        .selectFrom('organizers')
        .select(['id', 'name', 'slug', 'about', 'status'])
        .where('slug', '=', slug)
        .where('status', 'in', PUBLIC_ORGANIZER_STATUSES)
        .executeTakeFirst();
      if (!organizer || (organizer.status !== 'approved' && organizer.status !== 'paused')) return undefined;
      const { id, status, ...shown } = organizer;
      const rows =
        status === 'paused'
          ? []
          : await listed().where('organizer_id', '=', id).selectAll().orderBy('starts_at').orderBy('id').execute();
      const tiers = await tiersOf(rows.map((row) => row.id));
      const byEvent = grouped(tiers);
      const seller = { name: shown.name, slug: shown.slug };
      const events = rows.map((row) => toEvent(row, byEvent.get(row.id) ?? [], now, seller));
      const upcoming = events.filter((event) => Date.parse(event.startsAt) > now.getTime());
      const past = events.filter((event) => Date.parse(event.startsAt) <= now.getTime()).reverse();
      return {
        organizer: { ...shown, status },
        events: [...upcoming, ...past],
        validUntil: nextTierBoundary(tiers.map(tierForSale), now),
      };
    },
    /**
     * What an organizer's public profile is built from, in one string: their row's revision and
     * their listed events' ids and revisions (migrations 013, 025); undefined when they have no page.
     */
    async organizerProfileKey(slug: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('organizers')
        .leftJoin('events', (join) =>
          join.onRef('events.organizer_id', '=', 'organizers.id').on('events.status', '=', 'published'),
        )
        .select([
          'organizers.revision',
          sql<string | null>`string_agg(events.id || ':' || events.revision, ',')`.as('events'),
        ])
        .where('organizers.slug', '=', slug)
        .where('organizers.status', 'in', PUBLIC_ORGANIZER_STATUSES)
        .groupBy(['organizers.id', 'organizers.revision'])
        .executeTakeFirst();
      return row ? `${row.revision}|${row.events ?? ''}` : undefined;
    },
    /** The approved organizers' slugs (the sitemap). */
    async organizerSlugs(): Promise<string[]> {
      const rows = await db
        .selectFrom('organizers')
        .select('slug')
        .where('status', '=', 'approved')
        .orderBy('created_at')
        .orderBy('slug')
        .execute();
      return rows.map((row) => row.slug);
    },
    /** One event's revision; undefined for an unknown id. */
    async revisionOf(id: string): Promise<string | undefined> {
      return (await revisionById(db, id)).rows[0]?.revision;
    },
  };
}
