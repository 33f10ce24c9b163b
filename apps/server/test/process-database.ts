import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';

export interface ProcessDatabase {
  /** DATABASE_URL for a server process: a SQLite file, or a schema of its own in the PostgreSQL of TEST_DATABASE_URL. */
  url: string;
  dialect: 'sqlite' | 'postgres';
  /** The schema, on PostgreSQL (for a URL of the test's own, e.g. through a proxy). */
  schema?: string;
  /** A handle of the test's own on the same database, to arrange and check rows. */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for tests that start real server processes (which migrate and seed
 * it themselves): PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file in the temp folder.
 */
export async function processDatabase(prefix: string): Promise<ProcessDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  if (pgUrl) {
    const schema = `${prefix}_${id}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      url: url.toString(),
      dialect: 'postgres',
      schema,
      open: () => openDatabase(pgUrl, { schema }),
      async drop() {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const file = join(tmpdir(), `${prefix}-${id}.db`);
  return {
    url: `file:${file}`,
    dialect: 'sqlite',
    open: () => openDatabase(`file:${file}`),
    async drop() {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}
