// `npm run bench:compare -- <other checkout> [path ...]`: this tree's server against another
// checkout's (a `git worktree` of an earlier commit, built), on the same routes, in the same minutes.
// On this shared machine the same server's figures move by up to 2x between runs a few minutes
// apart, which hides a change of 10 or 20%. Here the two run side by side, each on a fresh SQLite
// file, and are loaded in ABBA rounds (other, this, this, other): each round's ratio of the
// server's CPU per request compares two measures taken within seconds of each other, and the
// median of the rounds is what to read.
//   what to load: paths (unauthenticated GETs) or the loads named in route-loads.mjs (tickets,
//   verify, check-in, refusal, ...), each set up on both servers, or `orders`: paid orders
//   (initialize, the simulator's Pay, verify) by confirmed buyers, 50 at a time, as `npm run bench`
//   pays them (its figures: CPU µs per paid order, orders a second). Default / /event-details/1
//   /api/events/1 /api/health
//   COMPARE_ROUNDS (default 6), COMPARE_SECONDS (default 2) per load, COMPARE_CONNECTIONS (default 100),
//   COMPARE_PORT (default 3261): the other checkout's port, this tree's is the next one.
// The other checkout needs its build: `npm run build` there, or copy apps/web/dist and
// apps/web/dist-server from here and run `node scripts/build-server.mjs` there.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverCommand } from '../build-server.mjs';
import { measurePaidOrders, ORDERS_PER_ACCOUNT } from './checkout-flow.mjs';
import { loadTest } from './load-generator.mjs';
import { cpuSeconds } from './process-cpu.mjs';
import { expectedStatus, pageHeaders, ROUTE_LOADS, routeLoad } from './route-loads.mjs';
import { buyersFrom } from './rush-buyers.mjs';
import { insertBuyers, openStore } from './rush-database.mjs';
import { buildWhatProductionRuns, startUntilReady, storefrontEnv } from './storefront-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The load of paid orders, named like route-loads.mjs's, and its buyers paying at once. */
const PAID_ORDERS = 'orders';
const PAID_ORDER_BUYERS = 50;
const [otherTree, ...askedPaths] = process.argv.slice(2);
if (!otherTree || !existsSync(join(otherTree, 'apps/server/dist/server.js'))) {
  const loads = [...ROUTE_LOADS, PAID_ORDERS].join(' | ');
  console.error(`usage: npm run bench:compare -- <other checkout, built> [path | ${loads} ...]`);
  process.exit(2);
}
const paths = askedPaths.length > 0 ? askedPaths : ['/', '/event-details/1', '/api/events/1', '/api/health'];
const rounds = Number(process.env.COMPARE_ROUNDS ?? 6);
const seconds = Number(process.env.COMPARE_SECONDS ?? 2);
const connections = Number(process.env.COMPARE_CONNECTIONS ?? 100);
const basePort = Number(process.env.COMPARE_PORT ?? 3261);
const work = mkdtempSync(join(tmpdir(), 'storefront-compare-'));

/** The compiled server of the checkout `tree` (its own bundle and web build), ready. */
async function startServer(tree, port) {
  // This tree's Node arguments, with the other checkout's bundle.
  const args = [...serverCommand('server').slice(0, -1), join(resolve(tree), 'apps/server/dist/server.js')];
  const dbFile = join(work, `${port}.db`);
  const env = storefrontEnv({ port, dbFile });
  const child = await startUntilReady(`the server in ${tree}`, args, { cwd: tree, env });
  return { child, port, dbFile, loads: new Map() };
}

/** What autocannon sends to `server` for `path` (a path, or a load's name, set up on that server). */
async function loadOn({ port, dbFile }, path) {
  const store = `http://127.0.0.1:${port}`;
  if (path === PAID_ORDERS) {
    // Fresh buyers for every load (a buyer's tickets count against its ceiling): enough for 500
    // orders a second, each buyer paying ORDERS_PER_ACCOUNT.
    const perLoad = Math.ceil((seconds * 500) / ORDERS_PER_ACCOUNT) + PAID_ORDER_BUYERS;
    // Signed in straight in the database, as the rush's buyers are (sign-up's scrypt would take minutes).
    const database = openStore(`file:${dbFile}`);
    const tokens = await insertBuyers(database, perLoad * (rounds * 2 + 1));
    await database.close();
    return { store, perLoad, accounts: buyersFrom(tokens, 0).map((buyer) => buyer.headers) };
  }
  if (path.startsWith('/')) return { url: `${store}${path}`, headers: pageHeaders };
  // A named load's own connections (100 for the pages) give way to the comparison's.
  return { ...(await routeLoad(path, { store, dbFile })), connections };
}

/** One load of `path` on `server`: its CPU µs per request and the requests a second. */
async function load(server, path) {
  const before = cpuSeconds(server.child.pid);
  if (path === PAID_ORDERS) {
    const { store, perLoad, accounts } = server.loads.get(path);
    const paid = await measurePaidOrders(store, {
      seconds,
      concurrency: PAID_ORDER_BUYERS,
      accounts: accounts.splice(0, perLoad),
    });
    return { us: ((cpuSeconds(server.child.pid) - before) * 1e6) / paid.orders, rps: paid.perSecond };
  }
  const result = await loadTest({ connections, duration: seconds, ...server.loads.get(path) });
  const status = path.startsWith('/') ? 200 : expectedStatus(path);
  const unexpected = result.requests.total - (result.statusCodeStats[status]?.count ?? 0);
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(
      `${path} on port ${server.port}: ${unexpected} answers other than ${status}, ${result.errors} errors`,
    );
  }
  return { us: ((cpuSeconds(server.child.pid) - before) * 1e6) / result.requests.total, rps: result.requests.average };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await buildWhatProductionRuns();
// Whichever started is stopped, whatever fails.
const started = [];
try {
  const other = await startServer(otherTree, basePort);
  started.push(other);
  const self = await startServer(root, basePort + 1);
  started.push(self);
  console.log(`\n${rounds} ABBA rounds of ${seconds} s loads at ${connections} connections; other: ${otherTree}\n`);
  console.log(
    '| path | other: CPU µs/req, req/s | this tree: CPU µs/req, req/s | CPU ratio (median, range) | req/s ratio (median) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const path of paths) {
    for (const server of [other, self]) server.loads.set(path, await loadOn(server, path));
    // A load of each first, not counted: the first requests compile the code and render the page.
    await load(other, path);
    await load(self, path);
    const rows = [];
    for (let round = 0; round < rounds; round++) {
      const a1 = await load(other, path);
      const b1 = await load(self, path);
      const b2 = await load(self, path);
      const a2 = await load(other, path);
      rows.push({ a: a1.us + a2.us, b: b1.us + b2.us, aRps: a1.rps + a2.rps, bRps: b1.rps + b2.rps });
    }
    const cpuRatios = rows.map((row) => row.b / row.a);
    console.log(
      `| \`${path}\` | ${median(rows.map((r) => r.a / 2)).toFixed(0)}, ${median(rows.map((r) => r.aRps / 2)).toFixed(0)} | ` +
        `${median(rows.map((r) => r.b / 2)).toFixed(0)}, ${median(rows.map((r) => r.bRps / 2)).toFixed(0)} | ` +
        `${median(cpuRatios).toFixed(2)} (${Math.min(...cpuRatios).toFixed(2)} to ${Math.max(...cpuRatios).toFixed(2)}) | ` +
        `${median(rows.map((row) => row.bRps / row.aRps)).toFixed(2)} |`,
    );
  }
} finally {
  for (const { child } of started) child.kill();
  rmSync(work, { recursive: true, force: true });
}
