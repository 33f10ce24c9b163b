import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The organizer's public page `/o/{slug}` (architecture.md §16) is cached like the other public pages
 * (decision 25), so a change of an organizers row must be seen by the next request:
 * - `organizers.revision`: a random token the database gives the row again whenever anything in
 *   it changes, and on insert, as `events.revision` (migration 013), by triggers no writer can forget.
 * - A change of an organizer's name, slug or status renews the revision of each of their events
 *   too: the event pages and lists show who runs an event ("By {name}", linked to `/o/{slug}`),
 *   and the catalogue's cached answers are kept by the events' revisions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizers')
    .addColumn('revision', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`update organizers set revision = md5(random()::text || clock_timestamp()::text)`.execute(db);
    await sql`
      create function organizers_new_revision() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or new.revision is not distinct from old.revision then
          new.revision := md5(random()::text || clock_timestamp()::text);
        end if;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger organizers_revision before insert or update on organizers
      for each row execute function organizers_new_revision()`.execute(db);
    await sql`
      create function organizers_renew_events() returns trigger language plpgsql as $$
      begin
        update events set revision = md5(random()::text || clock_timestamp()::text) where organizer_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger organizers_renew_events after update on organizers
      for each row
      when (old.name is distinct from new.name or old.slug is distinct from new.slug or old.status is distinct from new.status)
      execute function organizers_renew_events()`.execute(db);
    return;
  }
  // SQLite cannot change NEW in a trigger: it updates the row again (migration 013's way).
  await sql`update organizers set revision = lower(hex(randomblob(8)))`.execute(db);
  await sql`
    create trigger organizers_revision_on_update after update on organizers
    for each row when new.revision is old.revision
    begin
      update organizers set revision = lower(hex(randomblob(8))) where id = new.id;
    end`.execute(db);
  await sql`
    create trigger organizers_revision_on_insert after insert on organizers
    for each row
    begin
      update organizers set revision = lower(hex(randomblob(8))) where id = new.id;
    end`.execute(db);
  await sql`
    create trigger organizers_renew_events after update on organizers
    for each row when old.name is not new.name or old.slug is not new.slug or old.status is not new.status
    begin
      update events set revision = lower(hex(randomblob(8))) where organizer_id = new.id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger organizers_renew_events on organizers`.execute(db);
    await sql`drop function organizers_renew_events()`.execute(db);
    await sql`drop trigger organizers_revision on organizers`.execute(db);
    await sql`drop function organizers_new_revision()`.execute(db);
  } else {
    await sql`drop trigger organizers_renew_events`.execute(db);
    await sql`drop trigger organizers_revision_on_update`.execute(db);
    await sql`drop trigger organizers_revision_on_insert`.execute(db);
  }
  await db.schema.alterTable('organizers').dropColumn('revision').execute();
}
