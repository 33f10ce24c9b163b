import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/** SQLite's plan for `query` (`explain query plan`), one line per step: which index each look-up uses. */
export async function sqlitePlanOf(db: Kysely<Database>, query: Compilable<unknown>): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((row) => row.detail).join('\n');
}

/** An index as the database holds it written (`pg_indexes` on PostgreSQL, `sqlite_master` on SQLite). */
export async function indexDefinition(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const { rows } = process.env.TEST_DATABASE_URL
    ? await sql<{ text: string }>`select indexdef as text from pg_indexes where indexname = ${name}`.execute(db)
    : await sql<{ text: string }>`select sql as text from sqlite_master where name = ${name}`.execute(db);
  return rows[0]?.text;
}
