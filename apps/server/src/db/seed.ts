import { eventStartsAt, writtenStartAt } from '@storefront/contracts/format';
import type { Kysely } from 'kysely';
import { type CatalogueEvent, type CatalogueShowtime, catalogue, cataloguePlans } from './catalogue.ts';
import type { Database } from './schema.ts';
import { assignSeatPlan, insertSeatPlan, seatsOfPlan } from './seat-plans.ts';

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

/** A catalogue event's end: its start plus how long the show runs (concerts 4–5 hours, films their runtime). */
export function catalogueEnd(event: CatalogueEvent, start: Date): string {
  return new Date(start.getTime() + event.durationMinutes * 60_000).toISOString();
}

/**
 * Puts the built-in catalogue into `events` (decision 14: the catalogue is rows, and the back
 * office edits them):
 * - an event that is not there yet is inserted, published, with its 'Regular' ticket type;
 * - an event that is there is left as it is, except that one nobody has edited in the back
 *   office (`admin_edited_at` null) has its date moved on to the next year it is ahead of `now`
 *   (decision 7). Nothing else is rewritten, so an admin's edits, and seats held or sold,
 *   survive every restart.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  { capacity, now = new Date() }: SeedOptions = {},
): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, e] of catalogue.entries()) {
      const year = upcomingYear(e, now);
      const start = eventStartsAt({ ...e, year });
      const startsAt = start.toISOString();
      const endsAt = catalogueEnd(e, start);
      const address = { street: e.street, region: e.region, postal_code: e.postalCode, country_code: e.countryCode };
      const seats = capacity ?? e.capacity;
      const inserted = await trx
        .insertInto('events')
        .values({
          id: e.id,
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
          starts_at: startsAt,
          ends_at: endsAt,
          ...address,
          on_sale_at: stamp,
          base_price: e.basePrice,
          subaccount_code: e.subaccountCode,
          description: e.description,
          about: e.about,
          ticket_file_name: e.ticketFileName,
          ticket_file_type: e.ticketFileType,
          ticket_file_size: e.ticketFileSize,
          sort_order: index,
          capacity: seats,
          remaining: seats,
          status: 'published',
          poster_version: null,
          updated_at: stamp,
          admin_edited_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      // Decision 7, for the rows still as the catalogue wrote them: the same day, a later year.
      await trx
        .updateTable('events')
        .set({ year, starts_at: startsAt, ends_at: endsAt })
        .where('id', '=', e.id)
        .where('admin_edited_at', 'is', null)
        .where('year', '!=', year)
        .execute();
      // Rows stored before events had an end and an address (migration 020 gave them three hours
      // and no street): the catalogue's own, once, and only where nobody has edited the event.
      await trx
        .updateTable('events')
        .set({ ends_at: endsAt, ...address })
        .where('id', '=', e.id)
        .where('admin_edited_at', 'is', null)
        .where('street', '=', '')
        .execute();
      // Standing beside a seated stand (decision 51): Regular is the standing, its stock the places
      // the dates' plans leave, so the pitch never sells the stand's seats. Unnumbered dates
      // (EVENT_CAPACITY) leave it the event's seats, as before.
      const standing = capacity === undefined ? standingPlaces(e) : 0;
      await trx
        .insertInto('ticket_types')
        .values({
          id: regularTicketTypeId(e.id),
          event_id: e.id,
          name: 'Regular',
          price: e.basePrice,
          sort_order: 0,
          ...(e.regularDescription ? { description: e.regularDescription } : {}),
          ...(standing > 0 ? { capacity: standing, remaining: standing } : {}),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      if (Number(inserted?.numInsertedOrUpdatedRows ?? 0n) > 0) await seedTiers(trx, e, now);
      await seedShowtimes(trx, e, year, capacity);
    }
  });
}

const DAY = 86_400_000;

/** The seats of a built-in plan. */
function planSeatCount(planId: string): number {
  const plan = cataloguePlans[planId];
  if (!plan) throw new Error(`the catalogue names no seat plan ${planId}`);
  return seatsOfPlan(plan.sections).length;
}

/** A date's places beside its plan's seats (decision 51): the standing of tiers with no seats on it. */
function standingOf(date: CatalogueShowtime): number {
  if (!date.plan) return 0;
  const standing = date.capacity - planSeatCount(date.plan);
  if (standing < 0) throw new Error(`a date of ${date.plan} has fewer places than the plan has seats`);
  return standing;
}

/** An event's standing places over its dates (a tier's stock is the event's, decision 50); 0 when all seated or none. */
const standingPlaces = (e: CatalogueEvent) => (e.showtimes ?? []).reduce((sum, date) => sum + standingOf(date), 0);

/**
 * The dates of a built-in event with several (decision 50), or with one that sells a seat plan
 * (decision 51), ids '{eventId}-{n}'. Written once with their seats (EVENT_CAPACITY, when set,
 * gives each date the event's seats, so the first date sells as the one-date event did); their
 * times move on with the event's year (decision 7) while nobody has edited the event in the back
 * office.
 */
async function seedShowtimes(trx: Kysely<Database>, e: CatalogueEvent, year: string, capacity: number | undefined) {
  const [first] = e.showtimes ?? [];
  if (!first) return;
  const event = await trx.selectFrom('events').select('admin_edited_at').where('id', '=', e.id).executeTakeFirst();
  for (const [index, date] of (e.showtimes ?? []).entries()) {
    const day = new Date(eventStartsAt({ ...e, year, time: '12:00' }).getTime() + date.daysAfter * DAY);
    const start = eventStartsAt({ ...writtenStartAt(day, e.timeZone), time: date.time, timeZone: e.timeZone });
    const times = { starts_at: start.toISOString(), ends_at: catalogueEnd(e, start) };
    const seats = capacity ?? date.capacity;
    const id = `${e.id}-${index + 1}`;
    const inserted = await trx
      .insertInto('showtimes')
      .values({ id, event_id: e.id, ...times, capacity: seats, remaining: seats })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    // Its venue's seats, when new (EVENT_CAPACITY sells every date unnumbered: a test's or a benchmark's seats).
    if (date.plan && capacity === undefined && Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      await seedSeatPlan(trx, e, id, date);
    }
    if (event?.admin_edited_at === null) await trx.updateTable('showtimes').set(times).where('id', '=', id).execute();
  }
}

/**
 * Gives a built-in date its venue's plan (decision 51), writing the plan once; each section sold at
 * the tier its date names, else the tier of its name. The date keeps its catalogue places: the
 * plan's seats and, for a concert's standing tiers beside them, the rest (so its count, and the
 * event's, stay the catalogue's: decision 50's sum).
 */
async function seedSeatPlan(trx: Kysely<Database>, e: CatalogueEvent, showtimeId: string, date: CatalogueShowtime) {
  const planId = date.plan ?? '';
  const plan = cataloguePlans[planId];
  if (!plan) throw new Error(`the catalogue names no seat plan ${planId}`);
  const tiers = await trx.selectFrom('ticket_types').select(['id', 'name']).where('event_id', '=', e.id).execute();
  const tierOfSection: Record<string, string> = {};
  for (const section of plan.sections) {
    const name = date.sectionTiers?.[section.name] ?? section.name;
    const tier = tiers.find((each) => each.name === name);
    // An event stored before its catalogue had the sections' tiers keeps unnumbered seats.
    if (!tier) return;
    tierOfSection[section.name] = tier.id;
  }
  const stored = await trx.selectFrom('seat_plans').select('id').where('id', '=', planId).executeTakeFirst();
  if (!stored) await insertSeatPlan(trx, { id: planId, ...plan }, new Date());
  await assignSeatPlan(trx, showtimeId, planId, tierOfSection, { standing: standingOf(date) });
}

/**
 * The tiers of a built-in event beside its Regular (architecture.md §9.3), written when the event itself is
 * (a fresh install), never into an event already stored. An early bird's sale ran the month
 * before the install and has ended, and Regular follows it: the spec's price stays the price on
 * sale, and the page shows how a closed early bird reads.
 */
async function seedTiers(trx: Kysely<Database>, e: CatalogueEvent, now: Date) {
  for (const tier of e.tiers ?? []) {
    const id = `${e.id}-${tier.key}`;
    await trx
      .insertInto('ticket_types')
      .values({
        id,
        event_id: e.id,
        name: tier.name,
        description: tier.description,
        price: tier.price,
        capacity: tier.capacity,
        remaining: tier.capacity,
        admits: tier.admits,
        max_per_order: null,
        sort_order: tier.sortOrder,
        sales_start_at: tier.earlyBird ? new Date(now.getTime() - 30 * DAY).toISOString() : null,
        sales_end_at: tier.earlyBird ? new Date(now.getTime() - DAY).toISOString() : null,
        after_ticket_type_id: null,
        access_code: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (tier.earlyBird) {
      await trx
        .updateTable('ticket_types')
        .set({ after_ticket_type_id: id })
        .where('id', '=', regularTicketTypeId(e.id))
        .execute();
    }
  }
}
