import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { startupBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { isDatabaseUnavailable } from './db/database-errors.ts';
import { seedCatalogue } from './db/seed.ts';

/** How long start-up waits for a database that cannot be reached yet (it is starting, or restarting). */
const DATABASE_WAIT_MS = 60_000;

/** Runs `work`, again every second while the database cannot be reached, for up to DATABASE_WAIT_MS. */
async function whenDatabaseAnswers<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      console.error(`The database cannot be reached yet (${(error as Error).message}); trying again.`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // A broken connection is reported through the app's log once there is one (decision 24).
  let log: FastifyBaseLogger | undefined;
  const database = openDatabase(config.DATABASE_URL, {
    onConnectionError: (error) =>
      log
        ? log.warn({ err: error }, 'database connection lost')
        : console.error(`database connection lost: ${error.message}`),
  });
  await whenDatabaseAnswers(() => migrateToLatest(database.db));
  await whenDatabaseAnswers(() => seedCatalogue(database.db, { capacity: config.EVENT_CAPACITY }));

  const app = await buildApp({
    config,
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
  });
  log = app.log;

  // Finish in-flight requests and the emails being sent (the outbox worker stops on close),
  // then close the database, on Ctrl-C or a platform stop.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(startupBanner(config, port, database.dialect));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
