import pg from 'pg';

// Runs before each server test file (vitest.config.ts). On PostgreSQL (TEST_DATABASE_URL), each
// Vitest worker gets a database of its own, `<name>_w<worker>`, made on first use and kept for
// the next run. Files still take a fresh schema each (test-app.ts), but two workers must not
// share a database: Kysely's migrator looks for its own tables across every schema of the
// database, and a schema another worker drops during that look fails it ("schema ... does not
// exist"). The catalogue it reads is per database, so workers in databases of their own never meet.

const DUPLICATE_DATABASE = '42P04';

const given = process.env.TEST_DATABASE_URL_GIVEN ?? process.env.TEST_DATABASE_URL;
if (given) {
  // Kept: with isolation off, a worker runs this again for each file on the URL it set before.
  process.env.TEST_DATABASE_URL_GIVEN = given;
  const url = new URL(given);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Another run on the machine may make it at the same moment: theirs serves as well.
      await admin.query(`create database ${admin.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== DUPLICATE_DATABASE) throw error;
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
