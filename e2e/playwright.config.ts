import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh SQLite file per run, so the tests never see a developer's data. Named once, by the
// main process: the workers inherit its environment, so a spec can reach the storefront's own
// database (helpers/database.ts) for what no page can do, such as letting a hold run out.
process.env.E2E_DB_FILE ??= join(tmpdir(), `storefront-e2e-${process.pid}-${Date.now()}.db`);
const dbFile = process.env.E2E_DB_FILE;
// The catalogue server's file likewise (a spec arranging an organizer there, helpers/database.ts).
process.env.E2E_CATALOGUE_DB_FILE ??= join(tmpdir(), `storefront-e2e-catalogue-${process.pid}-${Date.now()}.db`);
const catalogueDbFile = process.env.E2E_CATALOGUE_DB_FILE;

function server(listenOn: number, databaseFile: string) {
  return {
    // The compiled server, as `npm start` runs it (decision 12): e2e/run.mjs builds it with the web app.
    command: 'node --enable-source-maps --max-semi-space-size=4 apps/server/dist/server.js',
    cwd: '..',
    url: `http://127.0.0.1:${listenOn}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
      DATABASE_URL: `file:${databaseFile}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every spec signs up and in from 127.0.0.1; the real limits are proven by the API tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_ADDRESS_REQUEST_LIMIT_MAX: '1000',
      // The same for the newsletter and inquiry forms (their limit is proven by the API tests).
      FORM_RATE_LIMIT_MAX: '1000',
      // door.spec.ts and the accessibility checks sign this account in at /check-in (helpers/door.ts).
      STAFF_EMAILS: 'door.staff@example.com',
      // The back-office specs and the accessibility checks sign this account in (helpers/admin.ts).
      ADMIN_EMAILS: 'back.office@example.com',
      // A simulated bank transfer or USSD payment arrives 2 s after the buyer says it is sent (default 10 s).
      SIMULATOR_SETTLE_DELAY_SECONDS: '2',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: Debian's Chromium 156.0.8078.108 (2026-11-26) runs axe and Lighthouse several times
  // slower than the build before it on the same machine; at 30 s and 5 s, specs that had passed
  // for days timed out on unchanged code.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Separate folders let several runs share the machine (E2E_OUTPUT, or one per E2E_PORT) without
  // deleting each other's.
  outputDir: process.env.E2E_OUTPUT ?? (process.env.E2E_PORT ? `test-results-${port}` : 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Two servers, each on a fresh database: the storefront every spec shares, and a second one for
  // the specs that change the catalogue (the back office publishes events), so the others always
  // see the nine seeded events and nothing else (helpers/admin.ts: CATALOGUE_SERVER).
  webServer: [server(port, dbFile), server(port + 1, catalogueDbFile)],
});
