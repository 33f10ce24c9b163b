import { eventStartsAt } from '@storefront/contracts';
import type { Kysely } from 'kysely';
import { type CatalogueEvent, catalogue } from './catalogue.ts';
import type { Database } from './schema.ts';

export interface SeedOptions {
  /** Seats of every event inserted now (EVENT_CAPACITY); events already stored keep theirs. */
  capacity?: number;
  /** The moment the catalogue must be ahead of (tests pin it; the server uses the clock). */
  now?: Date;
}

/** The id of an event's one ticket type today (orders reference types, so tiers can come later). */
export const regularTicketTypeId = (eventId: string) => `${eventId}-regular`;

/**
 * The catalogue's year for one event: its written year, moved on a whole year at a time
 * until the event starts after `now`. A demo install keeps selling the same nine events on
 * the same calendar days however long after the written dates it is started (decision 7).
 */
export function upcomingYear(event: CatalogueEvent, now: Date): string {
  let year = Number(event.year);
  while (eventStartsAt({ ...event, year: String(year) }).getTime() <= now.getTime()) year += 1;
  return String(year);
}

/**
 * Writes the catalogue into `events` and each event's 'Regular' ticket type. Re-running it
 * updates the descriptive fields and leaves `capacity` and `remaining` alone, so seats
 * already held or sold survive a restart.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  { capacity, now = new Date() }: SeedOptions = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, e] of catalogue.entries()) {
      const year = upcomingYear(e, now);
      const descriptive = {
        title: e.title,
        category: e.category,
        event_owner: e.eventOwner,
        artist_name: e.artistName,
        venue: e.venue,
        city: e.city,
        time_zone: e.timeZone,
        month: e.month,
        date: e.date,
        year,
        time: e.time,
        starts_at: eventStartsAt({ ...e, year }).toISOString(),
        base_price: e.basePrice,
        subaccount_code: e.subaccountCode,
        description: e.description,
        about: e.about,
        ticket_file_name: e.ticketFileName,
        ticket_file_type: e.ticketFileType,
        ticket_file_size: e.ticketFileSize,
        sort_order: index,
      };
      const seats = capacity ?? e.capacity;
      await trx
        .insertInto('events')
        .values({ id: e.id, ...descriptive, capacity: seats, remaining: seats })
        .onConflict((oc) => oc.column('id').doUpdateSet(descriptive))
        .execute();
      const regular = { event_id: e.id, name: 'Regular', price: e.basePrice, sort_order: 0 };
      await trx
        .insertInto('ticket_types')
        .values({ id: regularTicketTypeId(e.id), ...regular })
        .onConflict((oc) => oc.column('id').doUpdateSet(regular))
        .execute();
    }
  });
}
