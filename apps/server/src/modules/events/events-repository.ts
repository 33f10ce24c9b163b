import type { StorefrontEvent } from '@storefront/contracts/api';
import { eventWeekday } from '@storefront/contracts/format';
import { type Kysely, type Selectable, sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, EventsTable } from '../../db/schema.ts';
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

/** An event as the storefront's pages show it (the admin preview shows a draft the same way). */
export function toEvent(row: Selectable<EventsTable>): StorefrontEvent {
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
    basePrice: Number(row.base_price),
    capacity: Number(row.capacity),
    remaining: Number(row.remaining),
    maxPerOrder: Number(row.max_per_order),
  };
}

/**
 * The storefront's catalogue: published events are listed and sold; a cancelled one keeps its
 * page (which says so) but is not listed; a draft is nobody's business but the admins'.
 */
export function eventsRepository(db: Kysely<Database>) {
  // The events the catalogue lists: one place, so the list, its revision key and the sitemap
  // always name the same events.
  const listed = () => db.selectFrom('events').where('status', '=', 'published');
  const all = compileOnce(() => listed().selectAll().orderBy('sort_order'));
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
  const byId = compileOnce((id: string) => shown(id).selectAll());
  const revisionById = compileOnce((id: string) => shown(id).select('revision'));
  return {
    async list(): Promise<StorefrontEvent[]> {
      return (await all(db)).rows.map(toEvent);
    },
    async findById(id: string): Promise<StorefrontEvent | undefined> {
      const [row] = (await byId(db, id)).rows;
      return row ? toEvent(row) : undefined;
    },
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
    /** One event's revision; undefined for an unknown id. */
    async revisionOf(id: string): Promise<string | undefined> {
      return (await revisionById(db, id)).rows[0]?.revision;
    },
  };
}
