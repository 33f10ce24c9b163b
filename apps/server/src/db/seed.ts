import { eventStartsAt } from '@storefront/contracts';
import type { Kysely } from 'kysely';
import { catalogue } from './catalogue.ts';
import type { Database } from './schema.ts';

/**
 * Writes the catalogue into `events`. Re-running it updates the descriptive fields and
 * leaves `remaining` alone, so seats already held or sold survive a restart.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, e] of catalogue.entries()) {
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
        year: e.year,
        time: e.time,
        starts_at: eventStartsAt(e).toISOString(),
        base_price: e.basePrice,
        subaccount_code: e.subaccountCode,
        description: e.description,
        about: e.about,
        ticket_file_name: e.ticketFileName,
        ticket_file_type: e.ticketFileType,
        ticket_file_size: e.ticketFileSize,
        sort_order: index,
      };
      await trx
        .insertInto('events')
        .values({ id: e.id, ...descriptive, capacity: e.capacity, remaining: e.capacity })
        .onConflict((oc) => oc.column('id').doUpdateSet(descriptive))
        .execute();
    }
  });
}
