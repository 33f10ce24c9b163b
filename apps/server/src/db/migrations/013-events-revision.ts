import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * `events.revision`: a random token the database gives a row again whenever anything in it
 * changes (a seat held or sold, an edit, a re-seed), and on insert. The catalogue's serialised
 * answers are cached against it (modules/events/catalogue-cache.ts): one small query tells a
 * process whether its copy still holds, whichever process or script made the change.
 *
 * Set by triggers, not by the code that writes, so no writer can forget it. Random rather than
 * counted: a deleted event inserted again with its id never comes back with a token some
 * process already holds, and no shared counter row serialises the checkouts of different events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('revision', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`update events set revision = md5(random()::text || clock_timestamp()::text)`.execute(db);
    await sql`
      create function events_new_revision() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or new.revision is not distinct from old.revision then
          new.revision := md5(random()::text || clock_timestamp()::text);
        end if;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger events_revision before insert or update on events
      for each row execute function events_new_revision()`.execute(db);
    return;
  }
  // SQLite cannot change NEW in a trigger: it updates the row again. An update that sets the
  // revision itself (this one) does not fire it a second time.
  await sql`update events set revision = lower(hex(randomblob(8)))`.execute(db);
  await sql`
    create trigger events_revision_on_update after update on events
    for each row when new.revision is old.revision
    begin
      update events set revision = lower(hex(randomblob(8))) where id = new.id;
    end`.execute(db);
  await sql`
    create trigger events_revision_on_insert after insert on events
    for each row
    begin
      update events set revision = lower(hex(randomblob(8))) where id = new.id;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger events_revision on events`.execute(db);
    await sql`drop function events_new_revision()`.execute(db);
  } else {
    await sql`drop trigger events_revision_on_update`.execute(db);
    await sql`drop trigger events_revision_on_insert`.execute(db);
  }
  await db.schema.alterTable('events').dropColumn('revision').execute();
}
