// `npm run bench:profile -- <route>`: where one route's time goes. Starts the compiled server
// in production mode on a fresh SQLite file under `node --cpu-prof`, loads the route with
// autocannon (as `npm run bench` does) or runs the paid-orders loop, stops the server and prints
// the CPU profile's samples of the load itself (start-up and set-up left out): by package, by
// function (self time) and the app's own functions (inclusive).
//   route: tickets | verify | check-in | health | event | landing | page (the event page) | orders
//          | refusal (initialize for a sold-out event, 409)
//   PROFILE_SECONDS (default 6), PROFILE_PORT (default 3251), PROFILE_CONNECTIONS (default 50; 100 for pages)
//   PROFILE_DIR: keep the .cpuprofile there (open it in Chrome's DevTools) instead of a temporary folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from '../build-server.mjs';
import { confirmedAccounts, measurePaidOrders, ORDERS_PER_ACCOUNT } from './checkout-flow.mjs';
import { loadTest } from './load-generator.mjs';
import { ROUTE_LOADS, routeLoad } from './route-loads.mjs';
import { buildWhatProductionRuns, startUntilReady, storefrontEnv } from './storefront-server.mjs';

const route = process.argv[2];
const routes = [...ROUTE_LOADS, 'orders'];
if (!routes.includes(route)) {
  console.error(`usage: npm run bench:profile -- <${routes.join(' | ')}>`);
  process.exit(2);
}
const seconds = Number(process.env.PROFILE_SECONDS ?? 6);
const port = Number(process.env.PROFILE_PORT ?? 3251);
const store = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
const profileDir = process.env.PROFILE_DIR ?? work;
const dbFile = join(work, 'storefront.db');

await buildWhatProductionRuns();
const earlierProfiles = new Set(readdirSync(profileDir));
const server = await startUntilReady(
  'the server',
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...serverCommand('server')],
  {
    env: storefrontEnv({ port, dbFile }),
  },
);

/** Confirmed buyers for the paid-orders loop, each behind an address of its own (as run.mjs's). */
function buyers() {
  return confirmedAccounts(store, dbFile, Math.ceil((seconds * 500) / ORDERS_PER_ACCOUNT) + 50);
}

try {
  const load = route === 'orders' ? null : await routeLoad(route, { store, dbFile });
  const accounts = load ? [] : await buyers();
  const started = Date.now();
  if (load) {
    const result = await loadTest({
      connections: Number(process.env.PROFILE_CONNECTIONS ?? 50),
      duration: seconds,
      ...load,
    });
    console.log(
      `${route}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, answers ${JSON.stringify(result.statusCodeStats)}`,
    );
  } else {
    const paid = await measurePaidOrders(store, { seconds, concurrency: 50, accounts });
    console.log(`orders: ${paid.perSecond} paid orders/s, p50 ${paid.p50} ms, p99 ${paid.p99} ms`);
  }
  const ended = Date.now();
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  // This run's profile: PROFILE_DIR may hold earlier runs' too.
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile') && !earlierProfiles.has(name));
  printProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), (ended - started) * 1000);
  if (process.env.PROFILE_DIR) console.log(`\nprofile: ${join(profileDir, file)}`);
} finally {
  server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

/** The samples of the last `loadMicros` of the profile (the load, which ended as the server was stopped). */
function printProfile(profile, loadMicros) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const counts = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at < profile.endTime - loadMicros) return;
    total += 1;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  const name = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  const packageOf = ({ callFrame: f }) => {
    const inModules = f.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    if (inModules) return inModules[1];
    if (f.url.includes('apps/server/dist/')) return 'the server (apps/server/dist)';
    if (f.url.startsWith('node:')) return `node:${f.url.slice(5).split('/')[0]}`;
    return f.functionName || '(native)';
  };
  const self = new Map();
  const byPackage = new Map();
  const inclusive = new Map();
  const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
  for (const [id, n] of counts) {
    const node = nodes.get(id);
    add(self, name(node), n);
    add(byPackage, packageOf(node), n);
    // Each function once per sample, however deep its recursion.
    const seen = new Set();
    for (let cursor = id; cursor !== undefined; cursor = parents.get(cursor)) {
      const frame = nodes.get(cursor);
      if (!frame.callFrame.url.includes('apps/server/dist/') || seen.has(name(frame))) continue;
      seen.add(name(frame));
      add(inclusive, name(frame), n);
    }
  }
  const table = (title, map, rows) => {
    console.log(`\n${title}`);
    for (const [key, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      console.log(`${((100 * n) / total).toFixed(1).padStart(6)}%  ${key}`);
    }
  };
  console.log(`${total} samples of the load`);
  table('By package (self time; native calls count to their JavaScript caller)', byPackage, 15);
  table('By function (self time)', self, 25);
  table("The server's own functions (inclusive)", inclusive, 25);
}
