// `npm run bench`: load-tests the storefront API against a bare Fastify baseline, both as
// separate processes on loopback, with autocannon. Prints a Markdown table for docs/performance.md §2,
// with each route's requests a second and the serving process's CPU per request, both against the bare route's.
//   BENCH_SECONDS (default 10) per route, BENCH_CONNECTIONS (default 50); BENCH_EMAILS (outbox-bench.ts);
//   BENCH_PORT (default 3201): the baseline's port, the storefront's is the next one.
//   BENCH_PAGE_CONNECTIONS (default 100): the server-rendered pages' run, beside the bare route at as many.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { serverCommand } from '../build-server.mjs';
import {
  confirmedAccounts,
  measurePaidOrders,
  newAccount,
  ORDERS_PER_ACCOUNT,
  payOneOrder,
  SOLD_OUT_ORDER,
  sellOut,
  signedInHeaders,
  TIERED_ORDER,
} from './checkout-flow.mjs';
import { measureAdmissionList, seedAdmissions, staffHeaders } from './door-flow.mjs';
import { loadTest } from './load-generator.mjs';
import { cpuSeconds } from './process-cpu.mjs';
import { buildWhatProductionRuns, startUntilReady, storefrontEnv } from './storefront-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const basePort = Number(process.env.BENCH_PORT ?? 3201);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 100);
const baselineUrl = `http://127.0.0.1:${basePort}`;
const store = `http://127.0.0.1:${basePort + 1}`;
const dbFile = join(tmpdir(), `storefront-bench-${process.pid}.db`);

// A returning browser already holds its XSRF-TOKEN cookie, so the server does not mint one per response.
// The storefront runs with NODE_ENV=production here, where the cookie is named __Host-XSRF-TOKEN.
const browserCookie = `__Host-XSRF-TOKEN=${randomBytes(32).toString('base64url')}`;

/** What `work` costs the process `pid` in CPU: µs per unit of its result (`units`), or null. */
async function withServerCpu(pid, work, units) {
  const before = cpuSeconds(pid);
  const result = await work();
  const after = cpuSeconds(pid);
  const count = units(result);
  return { ...result, cpuUs: before === null || !count ? null : Math.round(((after - before) * 1e6) / count) };
}

/**
 * One route under load, with the serving process's CPU per request. Two measures run at once on
 * one process share its CPU: their cpuUs is not the route's own.
 */
function measure(
  title,
  url,
  {
    method = 'GET',
    headers = { cookie: browserCookie },
    body,
    connections: clients = connections,
    status = 200, // every answer must have it (409 for the sold-out row)
  } = {},
) {
  const pid = url.startsWith(baselineUrl) ? baseline.pid : storefront.pid;
  return withServerCpu(
    pid,
    async () => {
      const result = await loadTest({ url, connections: clients, duration: seconds, method, headers, body });
      const unexpected = Object.keys(result.statusCodeStats).filter((code) => Number(code) !== status);
      if (unexpected.length > 0 || result.errors) {
        throw new Error(`${title}: answered ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
      }
      return {
        title,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        kb: Math.round(result.throughput.average / 1024),
        requests: result.requests.total,
      };
    },
    (result) => result.requests,
  );
}

/**
 * A row of the printed table. "vs baseline" compares requests a second, which is what the
 * throughput targets read but also counts the load generator's own limit (a 20 KB page costs autocannon more
 * to read than the bare route's 17 bytes, though it no longer keeps the bodies: load-generator.mjs);
 * "CPU vs baseline" compares the servers' CPU per request, the route's capacity per core against
 * the bare route's.
 */
const TABLE_HEAD =
  '| route | req/s | vs baseline | p50 ms | p99 ms | KB/s | server CPU µs/req | CPU vs baseline |\n' +
  '|---|---:|---:|---:|---:|---:|---:|---:|';
function tableRow(r, bare) {
  const share = (value) => `${Math.round(value * 100)}%`;
  const cpuShare = r.cpuUs && bare.cpuUs ? share(bare.cpuUs / r.cpuUs) : '–';
  return `| ${r.title} | ${r.rps} | ${share(r.rps / bare.rps)} | ${r.p50} | ${r.p99} | ${r.kb} | ${r.cpuUs ?? '–'} | ${cpuShare} |`;
}
const cpuMs = (r) => (r.cpuUs === null ? 'not read' : `${(r.cpuUs / 1000).toFixed(1)} ms`);

// The storefront runs as production runs it: the compiled bundle (decision 12), serving the
// built web app and its server renderer.
await buildWhatProductionRuns();
const baseline = await startUntilReady('baseline', [join(root, 'scripts/bench/baseline-server.mjs')], {
  env: { PORT: String(basePort) },
});
const storefront = await startUntilReady('storefront', serverCommand('server'), {
  env: storefrontEnv({ port: basePort + 1, dbFile }),
});

/**
 * The paid-orders run's buyers, signed in beforehand (two scrypt hashes each, so not during the
 * run): enough for 500 orders a second at ORDERS_PER_ACCOUNT each, every one behind an address of
 * its own, and confirmed, as the operator's database would show them (an unconfirmed account may
 * hold only two tickets per event).
 */
function paidOrderAccounts() {
  return confirmedAccounts(store, dbFile, Math.ceil((seconds * 500) / ORDERS_PER_ACCOUNT) + connections);
}

/**
 * Event 1's VIP stock for the whole tiered run (its seeded 40 would sell out in a second), and a
 * 10% code for all events with no cap on its uses, straight in the database as the back office
 * would store them.
 */
function giveTiersAndCodeForTheRun() {
  const db = new Database(dbFile);
  try {
    db.prepare("update ticket_types set capacity = 10000000, remaining = 10000000 where id = '1-vip'").run();
    const stamp = new Date().toISOString();
    db.prepare(
      `insert into promo_codes (id, code, event_id, kind, amount, max_uses, uses, max_uses_per_account, status, created_at, updated_at)
       values ('bench-code', 'BENCH10', null, 'percent', 10, null, 0, null, 'active', ?, ?) on conflict (id) do nothing`,
    ).run(stamp, stamp);
  } finally {
    db.close();
  }
}

/** Resident memory of a process, in MB (`ps` reads what the kernel counts: VmRSS on Linux). */
function residentMb(pid) {
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Math.round(Number(ps.stdout.trim()) / 1024);
}

try {
  // Idle memory: the production process 5 s after it said ready, before any request (budget 120 MB).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleRss = residentMb(storefront.pid);
  const rows = [];
  rows.push(await measure('bare Fastify route (baseline)', `${baselineUrl}/baseline`));
  rows.push(await measure('GET /api/health (database round trip)', `${store}/api/health`));
  rows.push(await measure('GET /api/events (9 events)', `${store}/api/events`));
  rows.push(await measure('GET /api/events/1', `${store}/api/events/1`));
  // The public pages as browsers load them (brotli accepted), at 100 connections beside the bare
  // route at as many; then one client's /api/health alone, and again while 100 load an event page.
  const browser = { cookie: browserCookie, 'accept-encoding': 'gzip, deflate, br' };
  const pageRows = [];
  pageRows.push(
    await measure('bare Fastify route (baseline)', `${baselineUrl}/baseline`, { connections: pageConnections }),
  );
  pageRows.push(
    await measure('GET / (landing page, server-rendered)', `${store}/`, {
      headers: browser,
      connections: pageConnections,
    }),
  );
  pageRows.push(
    await measure('GET /event-details/1 (event page, server-rendered)', `${store}/event-details/1`, {
      headers: browser,
      connections: pageConnections,
    }),
  );
  const healthAlone = await measure('GET /api/health, one client alone', `${store}/api/health`, { connections: 1 });
  const [healthLoaded, pagesMeanwhile] = await Promise.all([
    measure('GET /api/health, one client, while the event page is loaded', `${store}/api/health`, { connections: 1 }),
    measure('GET /event-details/1 meanwhile', `${store}/event-details/1`, {
      headers: browser,
      connections: pageConnections,
    }),
  ]);
  const ticketRef = await payOneOrder(store, await signedInHeaders(store));
  rows.push(
    await measure(
      'GET /api/tickets/{ref} (ticket, order and event joined, token signed)',
      `${store}/api/tickets/${ticketRef}`,
    ),
  );
  // The door: a staff member scans a ticket already admitted (refused with the first scan's time),
  // and the QR's link opened as JSON. Both check the HMAC, read the ticket and (check-in) count the event.
  const buyer = await signedInHeaders(store);
  const doorRef = await payOneOrder(store, buyer);
  const { verifyUrl } = await (await fetch(`${store}/api/tickets/${doorRef}`)).json();
  const staff = await staffHeaders(store, { databaseUrl: `file:${dbFile}`, account: newAccount() });
  // The door admits for the ticket's event (architecture.md §11); `confirm`, because event 2 starts months ahead,
  // before its doors open (a scan then only asks).
  const checkIn = {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ link: verifyUrl, eventId: '2', confirm: true }),
  };
  const first = await (await fetch(`${store}/api/check-in`, checkIn)).json();
  if (first.result !== 'admitted') throw new Error(`check-in: ${JSON.stringify(first)}`);
  rows.push(
    await measure('POST /api/check-in (staff, an admitted ticket scanned again)', `${store}/api/check-in`, checkIn),
  );
  rows.push(
    await measure('GET /api/verify (the QR link, JSON)', verifyUrl.replace(/^https?:\/\/[^/]+/, store), {
      headers: { cookie: browserCookie, accept: 'application/json' },
    }),
  );
  // What nine in ten buyers of an on-sale rush are told: sold out (a signed-in buyer, 409 from
  // the sale's one read, before any write).
  sellOut(dbFile);
  rows.push(
    await measure('POST /api/initialize-transaction, sold out (409)', `${store}/api/initialize-transaction`, {
      method: 'POST',
      headers: buyer,
      body: SOLD_OUT_ORDER,
      status: 409,
    }),
  );
  // The offline door's list of a big night: 10,000 one-person tickets (event 3), as a device downloads it.
  seedAdmissions(dbFile, '3', 10_000);
  const doorList = {
    br: await measureAdmissionList(store, staff, '3', { encoding: 'br' }),
    gzip: await measureAdmissionList(store, staff, '3', { encoding: 'gzip' }),
  };
  const accounts = await paidOrderAccounts();
  const paidOrders = (options) =>
    withServerCpu(
      storefront.pid,
      () => measurePaidOrders(store, options),
      (r) => r.orders,
    );
  const paid = await paidOrders({ seconds, concurrency: connections, accounts });
  // The same with two tiers and a promo code (architecture.md §9.3) in every order (fresh accounts: the
  // per-account ceiling counts the tickets the first run bought).
  giveTiersAndCodeForTheRun();
  const tieredAccounts = await paidOrderAccounts();
  const tiered = await paidOrders({
    seconds,
    concurrency: connections,
    accounts: tieredAccounts,
    order: TIERED_ORDER,
  });
  console.log(`\nStorefront idle after start (production, compiled): ${idleRss} MB resident`);
  console.log(`\n${seconds} s per route, ${connections} connections, Node ${process.version}\n`);
  console.log(TABLE_HEAD);
  for (const r of rows) console.log(tableRow(r, rows[0]));
  console.log(`\nThe public pages, ${pageConnections} connections (brotli accepted)\n`);
  console.log(TABLE_HEAD);
  for (const r of pageRows) console.log(tableRow(r, pageRows[0]));
  console.log(
    `\nGET /api/health from one client: alone p50 ${healthAlone.p50} ms, p99 ${healthAlone.p99} ms; ` +
      `while ${pageConnections} connections load /event-details/1 (${pagesMeanwhile.rps} pages/s, p99 ${pagesMeanwhile.p99} ms) ` +
      `p50 ${healthLoaded.p50} ms, p99 ${healthLoaded.p99} ms`,
  );
  console.log(
    `\nPaid orders (initialize + simulator Pay + verify, its own signed webhook included; every checkout limit on, ` +
      `each buyer a confirmed account and an address of its own), ${connections} buyers for ${seconds} s: ` +
      `${paid.perSecond} orders/s (${paid.orders} orders; one order p50 ${paid.p50} ms, p99 ${paid.p99} ms; ` +
      `the server's CPU ${cpuMs(paid)} per order)`,
  );
  console.log(
    `Paid orders of two tiers with a promo code (event 1: a Regular and a VIP, 10% off): ` +
      `${tiered.perSecond} orders/s (${tiered.orders} orders; p50 ${tiered.p50} ms, p99 ${tiered.p99} ms; ` +
      `CPU ${cpuMs(tiered)} per order), ` +
      `${Math.round((tiered.perSecond / paid.perSecond) * 100)}% of the one-tier figure`,
  );
  for (const [encoding, list] of Object.entries(doorList)) {
    console.log(
      `Door admission list, ${list.tickets} admissions (${encoding}): ${(list.bytes / 1024).toFixed(0)} KB, ` +
        `${list.ms} ms to the last byte on loopback (best of 5)`,
    );
  }
  // Email delivery: its own process (it imports the server's TypeScript through tsx).
  const outbox = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench/outbox-bench.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (outbox.status !== 0) throw new Error(`outbox benchmark exited with ${outbox.status}`);
} finally {
  baseline.kill();
  storefront.kill();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}
