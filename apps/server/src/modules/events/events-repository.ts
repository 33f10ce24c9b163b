import type { StorefrontEvent } from '@storefront/contracts';
import { eventWeekday } from '@storefront/contracts';
import type { Kysely, Selectable } from 'kysely';
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
    subaccount_code: row.subaccount_code,
    ticketFileName: row.ticket_file_name,
    ticketFileType: row.ticket_file_type,
    ticketFileSize: row.ticket_file_size,
    basePrice: Number(row.base_price),
    capacity: Number(row.capacity),
    remaining: Number(row.remaining),
  };
}

/**
 * The storefront's catalogue: published events are listed and sold; a cancelled one keeps its
 * page (which says so) but is not listed; a draft is nobody's business but the admins'.
 */
export function eventsRepository(db: Kysely<Database>) {
  const byId = compileOnce((id: string) =>
    db.selectFrom('events').selectAll().where('id', '=', id).where('status', '!=', 'draft'),
  );
  return {
    async list(): Promise<StorefrontEvent[]> {
      const rows = await db
        .selectFrom('events')
        .selectAll()
        .where('status', '=', 'published')
        .orderBy('sort_order')
        .execute();
      return rows.map(toEvent);
    },
    async findById(id: string): Promise<StorefrontEvent | undefined> {
      const [row] = (await byId(db, id)).rows;
      return row ? toEvent(row) : undefined;
    },
  };
}
