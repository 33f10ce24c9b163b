import { buildApp } from './app.ts';
import { startupBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedCatalogue } from './db/seed.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  await seedCatalogue(database.db, { capacity: config.EVENT_CAPACITY });

  const app = await buildApp({
    config,
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
  });

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
