import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { type SeedOptions, seedCatalogue } from '../src/db/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /**
   * Another app on the same database through its own connection, as a second server
   * process behind a load balancer would be (architecture.md §3.2). Closed with this one.
   */
  secondProcess(overrides?: Partial<Record<keyof Config, string>>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty, migrated and seeded database: a fresh SQLite file, or a
 * fresh schema in the PostgreSQL named by TEST_DATABASE_URL (CI sets it), so test files
 * running side by side never share rows.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  { logStream, ...seed }: SeedOptions & { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  let dropDatabase: () => Promise<void>;
  let database: DatabaseHandle;
  let openAgain: () => DatabaseHandle;

  if (pgUrl) {
    const schema = `test_${id}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    openAgain = () => openDatabase(pgUrl, { schema });
    database = openAgain();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    const file = join(tmpdir(), `storefront-test-${id}.db`);
    openAgain = () => openDatabase(`file:${file}`);
    database = openAgain();
    dropDatabase = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    };
  }

  try {
    await migrateToLatest(database.db);
    await seedCatalogue(database.db, seed);
  } catch (error) {
    await database.close();
    await dropDatabase();
    throw error;
  }
  // No web build in API tests: the SPA fallback answers 503, API routes are unaffected.
  const configOverrides = { WEB_DIST: join(tmpdir(), 'no-web-build'), ...overrides };
  const config = testConfig(configOverrides);
  const app = await buildApp({
    config,
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
    logStream,
  });
  await app.ready();

  const others: { app: FastifyInstance; database: DatabaseHandle }[] = [];
  return {
    app,
    database,
    config,
    async secondProcess(overrides = {}) {
      const other = openAgain();
      const otherConfig = Object.keys(overrides).length ? testConfig({ ...configOverrides, ...overrides }) : config;
      const otherApp = await buildApp({
        config: otherConfig,
        db: other.db,
        dialect: other.dialect,
        dataVersion: other.dataVersion,
      });
      await otherApp.ready();
      others.push({ app: otherApp, database: other });
      return otherApp;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
