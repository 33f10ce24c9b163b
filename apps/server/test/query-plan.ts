import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/** SQLite's plan for `query` (`explain query plan`), one line per step: which index each look-up uses. */
export async function sqlitePlanOf(db: Kysely<Database>, query: Compilable<unknown>): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((row) => row.detail).join('\n');
}
