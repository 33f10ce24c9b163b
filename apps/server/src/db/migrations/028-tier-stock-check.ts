import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A tier's own stock never goes below zero, as the event's seats never do (001's CHECK on
 * `events.remaining`). On PostgreSQL a hold takes its tickets and seats by updates sent with the
 * commit in one message (decision 35), where no statement can look at a row count before the
 * commit: a tier short of tickets must make its update fail, and this constraint is what fails.
 * SQLite cannot add a constraint to an existing column, and its holds keep the conditional
 * updates (`remaining >= n`), so there the migration does nothing. A tier without stock of its
 * own (`remaining` null) passes the check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ticket_types add constraint ticket_types_remaining_check check (remaining >= 0)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ticket_types drop constraint ticket_types_remaining_check`.execute(db);
  }
}
