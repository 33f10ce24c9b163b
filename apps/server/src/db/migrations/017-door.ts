import { randomBytes } from 'node:crypto';
import { manualCodeFromBytes } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';

/**
 * The door (decision 26):
 * - `events.doors_open_minutes`: how long before the start the door admits without asking staff
 *   to confirm (the back office sets it; default 3 hours);
 * - `tickets.admits` (the people the ticket is for, its order's quantity) and `tickets.admitted`
 *   (how many have gone in): a scan admits one person, by one conditional UPDATE
 *   `admitted = admitted + 1 WHERE admitted < admits`;
 * - `tickets.manual_code`: 8 Crockford base32 characters staff can type, unique;
 * - an index on `lower(reference)`, so a reference typed in lower case still finds its ticket;
 * - `door_admissions`: one row per person let in (online, or synced from a device that admitted
 *   offline), `counted` 0 for an admission the ticket had no room for (a conflict, kept with the
 *   admission it collided with);
 * - `door_counts`: people admitted per event, kept beside the tickets' counters so a scan reads
 *   the event's count without adding up its tickets (an `events` column would renew the
 *   catalogue's revision on every scan, migration 013).
 * A ticket used before this migration admitted its whole group in one scan: it is full, and its
 * admissions are recorded at its first scan's time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('doors_open_minutes', 'integer', (c) => c.notNull().defaultTo(180))
    .execute();

  await db.schema
    .alterTable('tickets')
    .addColumn('admits', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('admitted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tickets').addColumn('manual_code', 'text').execute();
  await sql`update tickets set admits = (select quantity from orders where orders.id = tickets.order_id)`.execute(db);
  await sql`update tickets set admitted = admits where status = 'used'`.execute(db);
  await backfillManualCodes(db);
  await db.schema.createIndex('tickets_manual_code').on('tickets').column('manual_code').unique().execute();
  await db.schema.createIndex('tickets_reference_lower').on('tickets').expression(sql`lower(reference)`).execute();

  await db.schema
    .createTable('door_admissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('admitted_at', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('conflict_with', 'text')
    .execute();
  await db.schema
    .createIndex('door_admissions_ticket')
    .on('door_admissions')
    .columns(['ticket_id', 'counted', 'admitted_at'])
    .execute();
  await db.schema
    .createIndex('door_admissions_conflicts')
    .on('door_admissions')
    .columns(['event_id', 'counted'])
    .execute();

  await db.schema
    .createTable('door_counts')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('admitted', 'integer', (c) => c.notNull())
    .execute();
  await backfillAdmissions(db);
}

async function backfillManualCodes(db: Kysely<unknown>): Promise<void> {
  const taken = new Set<string>();
  for (;;) {
    const { rows } = await sql<{ id: string }>`select id from tickets where manual_code is null limit 500`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      let code = manualCodeFromBytes(randomBytes(5));
      while (taken.has(code)) code = manualCodeFromBytes(randomBytes(5));
      taken.add(code);
      await sql`update tickets set manual_code = ${code} where id = ${row.id}`.execute(db);
    }
  }
}

/** Tickets used before: one admission row per person, at the first scan's time, and each event's count. */
async function backfillAdmissions(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; event_id: string; admits: number; used_at: string | null }>`
    select tickets.id, orders.event_id, tickets.admits, tickets.used_at
    from tickets join orders on orders.id = tickets.order_id
    where tickets.admitted > 0`.execute(db);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const at = row.used_at ?? new Date(0).toISOString();
    for (let person = 1; person <= Number(row.admits); person += 1) {
      await sql`insert into door_admissions
        (id, ticket_id, event_id, admitted_at, device_id, staff_user_id, recorded_at, offline, counted)
        values (${`${row.id}:${person}`}, ${row.id}, ${row.event_id}, ${at}, 'before-017', '', ${at}, 0, 1)`.execute(
        db,
      );
    }
    counts.set(row.event_id, (counts.get(row.event_id) ?? 0) + Number(row.admits));
  }
  for (const [eventId, admitted] of counts) {
    await sql`insert into door_counts (event_id, admitted) values (${eventId}, ${admitted})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('door_counts').execute();
  await db.schema.dropTable('door_admissions').execute();
  await db.schema.dropIndex('tickets_reference_lower').execute();
  await db.schema.dropIndex('tickets_manual_code').execute();
  await db.schema.alterTable('tickets').dropColumn('manual_code').execute();
  await db.schema.alterTable('tickets').dropColumn('admitted').execute();
  await db.schema.alterTable('tickets').dropColumn('admits').execute();
  await db.schema.alterTable('events').dropColumn('doors_open_minutes').execute();
}
