// The storefront as the benchmarks run it (`npm run bench`, `bench:profile`, `bench:compare`): the
// compiled bundle in production mode on a SQLite file of the benchmark's own, with the built web app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundleIsStale } from '../build-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds what production runs (decision 12) when it is missing or stale: the web app and its
 * server renderer (a fresh clone has neither), and the server bundle.
 */
export async function buildWhatProductionRuns() {
  if (!existsSync(join(root, 'apps/web/dist-server/entry-server.js'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (serverBundleIsStale()) await buildServer();
}

/** The storefront's settings for a benchmark on `port` with the database `file:${dbFile}`. */
export function storefrontEnv({ port, dbFile }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${dbFile}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The benchmark pays through the simulator, asked for by name as production requires.
    PAYMENT_PROVIDER: 'simulator',
    SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123',
    // Enough seats that the paid-orders run never sells out.
    EVENT_CAPACITY: '10000000',
    // Every limit at its default. The benchmark's buyers each come from an address of their own,
    // told by X-Forwarded-For as a load balancer in front would (one trusted hop).
    TRUST_PROXY: '1',
  };
}

/**
 * Node running `args` (a server of ours, or the bare baseline), once it has printed "ready":
 * the child process. Rejects, naming `name`, if it exits first.
 */
export function startUntilReady(name, args, { cwd = root, env = {} } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (/ready/i.test(String(chunk))) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}
