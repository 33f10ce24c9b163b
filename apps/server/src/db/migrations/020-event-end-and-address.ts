import { type Kysely, sql } from 'kysely';

/** How long an event stored before its end was known is taken to last (the back office can change it). */
const ASSUMED_HOURS = 3;

/**
 * Events get an end and a postal address (decision 27):
 * - `events.ends_at`: the end instant (ISO 8601 UTC). Calendar files carry it as DTEND and the
 *   pages and JSON-LD show it; without one, calendars showed a show of no length. Events stored
 *   before this get their start plus three hours; the catalogue's own rows get theirs from the seed.
 * - `events.street`, `events.region`, `events.postal_code` and `events.country_code` (ISO 3166
 *   alpha-2, 'NG' unless said): the venue's address, for the map's fallback, the ticket and
 *   schema.org's PostalAddress. Empty text when unknown, never null, so the pages need no guard.
 * - `events.on_sale_at`: when tickets went on sale (JSON-LD `offers.validFrom`). Set when the event
 *   is stored; rows stored before this take their last change's time, the nearest thing known.
 * - `outbox.kind`: 'ticket' for a ticket's own email to its buyer or gift recipient (not a
 *   forward, not a notice), null for the rest. The ticket page reads the delivery state of the
 *   buyer's newest one (item 6); rows stored before this are found by their subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('ends_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['street', 'region', 'postal_code']) {
    await db.schema
      .alterTable('events')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('events')
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('NG'))
    .execute();
  await db.schema.alterTable('events').addColumn('on_sale_at', 'text').execute();

  await db.schema.alterTable('outbox').addColumn('kind', 'text').execute();
  await sql`update outbox set kind = 'ticket' where order_id is not null and (subject like 'Your ticket for %' or subject like '% sent you a ticket for %')`.execute(
    db,
  );

  const k = db as unknown as Kysely<{
    events: { id: string; starts_at: string; ends_at: string; updated_at: string | null; on_sale_at: string | null };
  }>;
  const rows = await k.selectFrom('events').select(['id', 'starts_at', 'updated_at']).execute();
  for (const row of rows) {
    const start = new Date(row.starts_at).getTime();
    await k
      .updateTable('events')
      .set({
        ends_at: new Date(start + ASSUMED_HOURS * 3_600_000).toISOString(),
        on_sale_at: row.updated_at ?? new Date().toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('kind').execute();
  for (const column of ['on_sale_at', 'country_code', 'postal_code', 'region', 'street', 'ends_at']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
