// `npm run bench:rush`: an on-sale rush on loopback (decision 32). RUSH_BUYERS buyers (5,000), each a
// confirmed, signed-in account with a client address of its own (X-Forwarded-For through
// TRUST_PROXY=1; one in ten behind one shared carrier address), order one ticket each of the same
// event (with an order key, as the purchase form sends), RUSH_CONCURRENCY at a time, against
// RUSH_CAPACITY seats (500), while RUSH_PAGE_CONNECTIONS readers load its page; on SQLite (one
// process) and on PostgreSQL (a cluster of the script's own, two server processes behind a
// round-robin proxy on one port). Prints the figures as Markdown.
//
// `npm run bench:rush -- --seated`: the rush for reserved seats (decision 51): RUSH_BUYERS (1,000 here)
// for a 500-seat plan given to the event as one date, every other buyer naming a seat (picked
// pseudo-randomly, so many name a seat another has) and the rest asking for best available. Every
// seat must be held once: the seats owned, the holding orders' seats and their owners must agree.
//
// `npm run bench:rush -- --faults`: the PostgreSQL rush with every seat-holder paying (initialize,
// the simulator's Pay, verify until settled; one in fifty walks away), while one server process is
// killed with SIGKILL and started again, PostgreSQL is restarted, and the SMTP sink is stopped for a
// minute. Then, with the survivors and the sweep, the ledger must balance; the script exits 1 if not.
//
// `npm run bench:rush -- --waiting-room`: on each database, the rush above (no paid orders) and then,
// on fresh servers, the same buyers behind the event's waiting room (decision 54): the room turned
// on in the database with its on-sale RUSH_ARRIVAL_SECONDS (60) away, admitting RUSH_ADMIT_PER_SECOND
// buyers a second (default: half the holds a second the rush just sustained on that database, printed
// as "set admitPerSecond to N"), passes of 5 minutes. The buyers take their places at random times
// over the window, RUSH_SAME_SECOND_SHARE (0.2) of them within the second before the on-sale
// (spread over RUSH_SAME_SECOND_SPREAD_MS of it, 1000; 0: all in one instant), read the room every
// 3 to 4 s as the waiting page does, and order with their pass when their turn comes. Prints the
// room's answers' p50/p99 (targets: < 100 ms p99), the admitted buyers' holds (< 250 ms p99), the
// seats held, 5xx, peak RSS (≤ 300 MB), the run's time, and the places' order read back from the
// database against the lottery; exits 1 on a mismatch, a 5xx or other than the capacity held.
//
//   RUSH_BUYERS (5000), RUSH_CAPACITY (500), RUSH_CONCURRENCY (200), RUSH_PAGE_CONNECTIONS (20),
//   RUSH_SHARED_SHARE (0.1), RUSH_DATABASES (sqlite,postgres), RUSH_PORT (3401: the baseline; the
//   front, the servers, PostgreSQL and the SMTP sink take the next ports), RUSH_PG_BIN,
//   RUSH_SERVER_NODE_ARGS (node's options for the servers only, e.g. --cpu-prof to profile them),
//   RUSH_DUMP (a path prefix: every initialize's start, time and status written there as JSON),
//   RUSH_PAID_BUYERS (2000; 0: no paid-orders run), RUSH_PAID_CONCURRENCY (50), RUSH_WARM_BUYERS
//   (2000; 0: none): buyers of another event before the rush, so the servers have sold before it,
//   RUSH_COUNT_STATEMENTS (1: pg_stat_statements in the cluster, and the statements a paid order
//   sends to PostgreSQL printed after the paid-orders run).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundleIsStale } from '../build-server.mjs';
import { loadTest } from './load-generator.mjs';
import { buyersFrom, httpClient, mean, percentile, readPages, runBuyers, sampleMemory } from './rush-buyers.mjs';
import { insertBuyers, openStore } from './rush-database.mjs';
import { printLedger, readLedger } from './rush-ledger.mjs';
import { startOwnCluster } from './rush-postgres.mjs';
import { roundRobinProxy } from './rush-proxy.mjs';
import { seatIdsOfPlan, seatLedger, seatTheEvent } from './rush-seats.mjs';
import { killNow, smtpSink, startProcess, startStorefront, stopProcess } from './rush-servers.mjs';
import {
  admissionOrder,
  admitRateFrom,
  cpuMeter,
  fiveHundredsOf,
  openWaitingRoom,
  queueRush,
  WAITING_TABLE_HEAD,
  waitingRow,
} from './rush-waiting-room.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const faults = process.argv.includes('--faults');
const seated = process.argv.includes('--seated');
const waitingRoom = process.argv.includes('--waiting-room');
const arrivalSeconds = Number(process.env.RUSH_ARRIVAL_SECONDS ?? 60);
const sameSecondShare = Number(process.env.RUSH_SAME_SECOND_SHARE ?? 0.2);
const sameSecondSpreadMs = Number(process.env.RUSH_SAME_SECOND_SPREAD_MS ?? 1000);
const buyersCount = Number(process.env.RUSH_BUYERS ?? (seated ? 1000 : 5000));
const capacity = Number(process.env.RUSH_CAPACITY ?? 500);
const concurrency = Number(process.env.RUSH_CONCURRENCY ?? 200);
const pageConnections = Number(process.env.RUSH_PAGE_CONNECTIONS ?? 20);
const sharedShare = Number(process.env.RUSH_SHARED_SHARE ?? 0.1);
const databases = faults ? ['postgres'] : (process.env.RUSH_DATABASES ?? 'sqlite,postgres').split(',');
const base = Number(process.env.RUSH_PORT ?? 3401);
const ports = { baseline: base, front: base + 1, servers: [base + 2, base + 3], postgres: base + 4, smtp: base + 5 };
const paidBuyers = Math.min(Number(process.env.RUSH_PAID_BUYERS ?? 2000), buyersCount);
const paidConcurrency = Number(process.env.RUSH_PAID_CONCURRENCY ?? 50);
const warmBuyers = Number(process.env.RUSH_WARM_BUYERS ?? 2000);
const countStatements = process.env.RUSH_COUNT_STATEMENTS === '1';
const EVENT = '1';
/** The paid-orders run's event: its Regular tier has no stock of its own, so the event's seats are the only limit. */
const PAID_EVENT = '2';
const EVENT_PAGE = `/event-details/${EVENT}`;
/** The event sold before the rush (the servers' warm-up): its seats, holds and refusals are not the rush's. */
const WARM_EVENT = '3';

const children = new Set();
const cleanups = [];
/** Whatever ends the script (an error, Ctrl-C, a closed pipe), no server or cluster of its own is left running. */
const emergencyStops = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const stop of emergencyStops) stop();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
const track = (child) => {
  children.add(child);
  return child;
};

/** The bare Fastify route at the rush's concurrency, 5 s: what this machine gives right now. */
async function baselineFigures() {
  const baseline = track(
    await startProcess('baseline', [join(root, 'scripts/bench/baseline-server.mjs')], { PORT: String(ports.baseline) }),
  );
  try {
    const result = await loadTest({
      url: `http://127.0.0.1:${ports.baseline}/baseline`,
      connections: concurrency,
      duration: 5,
    });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
  } finally {
    await stopProcess(baseline);
  }
}

/** A fresh database: a SQLite file, or a PostgreSQL cluster of the script's own. */
function freshDatabase(kind) {
  if (kind === 'sqlite') {
    const file = join(tmpdir(), `storefront-rush-${process.pid}-${Date.now()}.db`);
    return {
      url: `file:${file}`,
      stop: () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const cluster = startOwnCluster(ports.postgres, { countStatements });
  if (!cluster) throw new Error('PostgreSQL is not installed here (initdb not found); set RUSH_DATABASES=sqlite');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cluster.stop();
  };
  emergencyStops.push(stop);
  return { url: cluster.url, cluster, stop };
}

/**
 * Starts the servers for a run (one on SQLite, two behind the proxy on PostgreSQL, the first
 * migrating and seeding before the second starts), inserts the buyers, and answers what the run needs.
 */
async function setUp(kind, extraEnv = {}) {
  const label = kind;
  const database = freshDatabase(kind);
  cleanups.push(() => database.stop());
  const env = { DATABASE_URL: database.url, EVENT_CAPACITY: String(capacity), ...extraEnv };
  const count = kind === 'postgres' ? 2 : 1;
  const servers = [];
  for (let i = 0; i < count; i += 1) servers.push(track(await startStorefront(ports.servers[i], env)));
  let front = `http://127.0.0.1:${ports.servers[0]}`;
  if (count > 1) {
    const proxy = await roundRobinProxy(ports.front, ports.servers.slice(0, count));
    cleanups.push(() => proxy.close());
    front = `http://127.0.0.1:${ports.front}`;
  }
  const store = openStore(database.url);
  cleanups.push(() => store.close());
  const started = performance.now();
  const buyers = buyersFrom(await insertBuyers(store, buyersCount), sharedShare);
  const inserted = Math.round(performance.now() - started);
  const buyerClient = httpClient(front, concurrency);
  const pageClient = httpClient(front, pageConnections);
  // Connections open before the rush, as a load balancer keeps its pool of connections to each
  // server and the buyers' browsers theirs to the page they wait on: the rush measures requests,
  // not a burst of new connections. (Without this, on SQLite, connections opened in the middle of
  // the burst waited seconds to be accepted: every query completes synchronously, so the server
  // runs the whole burst's work in microtasks between two turns of its event loop, docs/performance.md §1.3.)
  const warm = (client, count, path, headers) =>
    Promise.all(Array.from({ length: count }, () => client.request('GET', path, headers)));
  await warm(buyerClient, concurrency, '/api/health', {});
  // The page's first render is not the rush's either.
  await warm(pageClient, pageConnections, EVENT_PAGE, { accept: 'text/html' });
  // Servers that have sold before, as on an on-sale night, not just started: the purchase's
  // code is compiled by V8 and the heap has its size. A cold process ran the first 2 s of a
  // sold-out rush at about half the rate of the rest (docs/performance.md §1.3). Accounts of their
  // own, from addresses of their own, buying another event: nothing of the rush's is touched.
  const warmedUp = performance.now();
  const warmers = buyersFrom(await insertBuyers(store, warmBuyers), 0).map((buyer) => ({
    ...buyer,
    headers: { ...buyer.headers, 'x-forwarded-for': `172.16.${buyer.i >> 8}.${buyer.i & 255}` },
  }));
  const warmFigures = await runBuyers(buyerClient, warmers, { eventId: WARM_EVENT, concurrency });
  const warmUp = { buyers: warmBuyers, seconds: (performance.now() - warmedUp) / 1000, statuses: warmFigures.statuses };
  return { label, database, env, servers, front, store, buyers, inserted, warmUp, buyerClient, pageClient };
}

async function tearDown(run) {
  run.buyerClient.close();
  run.pageClient.close();
  await Promise.all(run.servers.map((child) => stopProcess(child)));
  while (cleanups.length > 0) await cleanups.pop()();
}

/** The rush itself, the event page read all along, and the servers' memory sampled. */
async function rush(run, options) {
  const memory = sampleMemory(() => Object.fromEntries(run.servers.map((child, i) => [`process ${i + 1}`, child.pid])));
  let done = false;
  const pages = readPages(run.pageClient, EVENT_PAGE, pageConnections, () => done);
  const started = performance.now();
  const figures = await runBuyers(run.buyerClient, run.buyers, { eventId: EVENT, concurrency, ...options });
  const seconds = (performance.now() - started) / 1000;
  done = true;
  // RUSH_DUMP=prefix: every initialize's buyer, start, time and status, one JSON file per run.
  if (process.env.RUSH_DUMP)
    writeFileSync(`${process.env.RUSH_DUMP}-${run.label}.json`, JSON.stringify(figures.answers));
  return { figures, page: await pages, seconds, memory: memory.stop() };
}

function row(label, { figures, page, seconds, memory }, held) {
  const statuses = figures.statuses;
  const fiveHundreds = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const other = Object.entries(statuses)
    .filter(([status]) => !['200', '409'].includes(status) && Number(status) < 500)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
  return (
    `| ${label} | ${held} | ${statuses[200] ?? 0} / ${statuses[409] ?? 0} / ${fiveHundreds}${other ? ` / ${other}` : ''} | ${figures.networkErrors} ` +
    `| ${percentile(figures.holds, 50)} / ${percentile(figures.holds, 99)} ` +
    `| ${percentile(figures.refusals, 50)} / ${percentile(figures.refusals, 99)} ` +
    `| ${percentile(page.latencies, 50)} / ${percentile(page.latencies, 99)} (${page.latencies.length}${page.statuses[200] === page.latencies.length ? '' : `; ${JSON.stringify(page.statuses)}`}) ` +
    `| ${Object.values(memory).join(', ')} | ${seconds.toFixed(1)} |`
  );
}

const TABLE_HEAD = [
  '| run | held exactly the capacity? | initialize 200 / 409 / 5xx | network errors | holds p50 / p99 ms | refusals p50 / p99 ms | event page p50 / p99 ms (requests) | peak RSS per process, MB | rush, s |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
];

async function heldSeats(store) {
  const [held] = await store.query(
    "select coalesce(sum(quantity), 0) as seats from orders where event_id = ? and status = 'pending' and holds_seats = 1",
    [EVENT],
  );
  const [event] = await store.query('select remaining from events where id = ?', [EVENT]);
  return { seats: Number(held.seats), remaining: Number(event.remaining) };
}

/**
 * Paid orders a second after the rush, on the same servers: RUSH_PAID_BUYERS of the buyers
 * (2,000) each order one ticket of another event with seats for all of them and pay for it
 * (initialize, the simulator's Pay, verify until paid; one in fifty walks away),
 * RUSH_PAID_CONCURRENCY (50) at a time, as `npm run bench` does on SQLite alone.
 */
async function paidOrders(run) {
  const buyers = run.buyers.slice(0, paidBuyers);
  await run.store.query('update events set capacity = ?, remaining = ? where id = ?', [
    buyers.length,
    buyers.length,
    PAID_EVENT,
  ]);
  // A client of its own, its connections opened together so the proxy spreads them over both
  // processes. The rush's client would not do: its agent reuses the sockets freed last (LIFO),
  // and 50 buyers kept on the same 50 of its 200, which the rush's tail had left on one process.
  const client = httpClient(run.front, paidConcurrency);
  await Promise.all(Array.from({ length: paidConcurrency }, () => client.request('GET', '/api/health')));
  const counting = countStatements && run.store.dialect === 'postgres';
  if (counting) {
    await run.store.query('create extension if not exists pg_stat_statements');
    await run.store.query('select pg_stat_statements_reset()');
  }
  const started = performance.now();
  const figures = await runBuyers(client, buyers, {
    eventId: PAID_EVENT,
    concurrency: paidConcurrency,
    pay: true,
  });
  const seconds = (performance.now() - started) / 1000;
  client.close();
  const statements = counting ? await statementsOf(run.store) : undefined;
  return { figures, seconds, perSecond: Math.round(figures.paid / seconds), statements };
}

/** What the servers sent PostgreSQL since the counts were reset, most called first (pg_stat_statements). */
function statementsOf(store) {
  return store.query(
    `select calls, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) order by calls desc`,
  );
}

/** The statements a paid order sent, in all and the most called, as Markdown lines. */
function statementLines(label, statements, orders) {
  const perOrder = (calls) => (Number(calls) / orders).toFixed(2);
  const total = statements.reduce((sum, row) => sum + Number(row.calls), 0);
  return [
    `\n${label}: ${perOrder(total)} statements a paid order (${total} over ${orders} orders, the walked away's included; pg_stat_statements). The most called, a paid order each:`,
    ...statements.slice(0, 30).map((row) => `- ${perOrder(row.calls)} \`${row.query.slice(0, 110)}\``),
  ];
}

async function plainRuns() {
  const rows = [];
  const paidRows = [];
  const statementRows = [];
  const baseline = await baselineFigures();
  for (const kind of databases) {
    const run = await setUp(kind);
    try {
      const result = await rush(run, {});
      const { seats, remaining } = await heldSeats(run.store);
      const exactly = seats === capacity && remaining === 0 && (result.figures.statuses[200] ?? 0) === capacity;
      const label = kind === 'postgres' ? 'PostgreSQL, two processes behind one port' : 'SQLite, one process';
      rows.push(row(label, result, `${exactly ? 'yes' : 'NO'} (${seats} held, ${remaining} left)`));
      const { warmUp } = run;
      console.error(
        `${label}: buyers inserted in ${run.inserted} ms; warmed up by ${warmUp.buyers} orders of event ${WARM_EVENT} ` +
          `in ${warmUp.seconds.toFixed(1)} s (${JSON.stringify(warmUp.statuses)}); rush done in ${result.seconds.toFixed(1)} s`,
      );
      if (paidBuyers > 0) {
        const paid = await paidOrders(run);
        const { figures } = paid;
        paidRows.push(
          `| ${label} | ${paid.perSecond} | ${figures.paid} | ${figures.walkedAway} | ${figures.unsettled.length} ` +
            `| ${percentile(figures.holds, 50)} / ${percentile(figures.holds, 99)} ` +
            `| ${percentile(figures.pays, 50)} / ${percentile(figures.pays, 99)} ` +
            `| ${percentile(figures.verifies, 50)} / ${percentile(figures.verifies, 99)} ` +
            `| ${mean(figures.verifiesPerOrder)} ` +
            `| ${paid.seconds.toFixed(1)} |`,
        );
        if (paid.statements) statementRows.push(...statementLines(label, paid.statements, figures.paid));
      }
    } finally {
      await tearDown(run);
    }
  }
  console.log(
    `\n${buyersCount} buyers (one in ${Math.round(1 / sharedShare)} behind one shared address) for ${capacity} seats, ` +
      `${concurrency} at a time; the event page read over ${pageConnections} connections meanwhile; Node ${process.version}. ` +
      `Bare Fastify route in the same run: ${baseline.rps} req/s, p99 ${baseline.p99} ms at ${concurrency} connections.\n`,
  );
  for (const line of [...TABLE_HEAD, ...rows]) console.log(line);
  if (paidRows.length === 0) return;
  console.log(
    `\nPaid orders after the rush, same servers: ${paidBuyers} buyers, ${paidConcurrency} at a time, ` +
      'each paying for one ticket (initialize, Pay, verify until paid; one in fifty walks away).\n',
  );
  console.log(
    '| run | paid orders/s | paid | walked away | not settled | initialize p50 / p99 ms | Pay p50 / p99 ms | verify p50 / p99 ms | verifies per order | s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const line of paidRows) console.log(line);
  for (const line of statementRows) console.log(line);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seated rush (decision 51) on each database, beside the bare route's figures. */
async function seatedRuns() {
  const rows = [];
  const baseline = await baselineFigures();
  const seatIds = seatIdsOfPlan();
  for (const kind of databases) {
    const run = await setUp(kind);
    try {
      const showtimeId = await seatTheEvent(run.store, EVENT);
      // Even buyers name one seat, spread over the plan so that many name a seat another named too.
      const fieldsOf = (i) =>
        i % 2 === 0 ? { showtimeId, seatIds: [seatIds[(i * 2654435761) % seatIds.length]] } : { showtimeId };
      const result = await rush(run, { fieldsOf });
      const ledger = await seatLedger(run.store, showtimeId);
      const { seats, remaining } = await heldSeats(run.store);
      const once =
        ledger.owned === capacity && ledger.named === capacity && ledger.distinct === capacity && ledger.notOwned === 0;
      const label = kind === 'postgres' ? 'PostgreSQL, two processes behind one port' : 'SQLite, one process';
      rows.push(
        row(
          label,
          result,
          `${once && seats === capacity ? 'yes' : 'NO'} (${ledger.owned} seats owned, ${ledger.distinct} named by ${seats} held tickets, ${remaining} left)`,
        ),
      );
    } finally {
      await tearDown(run);
    }
  }
  console.log(
    `\nSeated rush: ${buyersCount} buyers for a ${capacity}-seat plan (half naming one seat, half best available), ` +
      `${concurrency} at a time; the event page read over ${pageConnections} connections meanwhile; Node ${process.version}. ` +
      `Bare Fastify route in the same run: ${baseline.rps} req/s, p99 ${baseline.p99} ms at ${concurrency} connections.\n`,
  );
  for (const line of [...TABLE_HEAD, ...rows]) console.log(line);
}

/**
 * On each database, the rush as plainRuns runs it (for the side-by-side and the hold rate), then
 * fresh servers and buyers behind the event's waiting room (rush-waiting-room.mjs).
 */
const p50p99 = (values) => `${percentile(values, 50)} / ${percentile(values, 99)}`;

async function waitingRoomRuns() {
  if (!(arrivalSeconds >= 2)) throw new Error('RUSH_ARRIVAL_SECONDS must be 2 or more');
  const plainRows = [];
  const rows = [];
  const notes = [];
  let failed = false;
  for (const kind of databases) {
    const label = kind === 'postgres' ? 'PostgreSQL, two processes behind one port' : 'SQLite, one process';
    let rate;
    const plain = await setUp(kind);
    try {
      const result = await rush(plain, {});
      const { seats, remaining } = await heldSeats(plain.store);
      const exactly = seats === capacity && remaining === 0 && (result.figures.statuses[200] ?? 0) === capacity;
      plainRows.push(row(label, result, `${exactly ? 'yes' : 'NO'} (${seats} held, ${remaining} left)`));
      rate = admitRateFrom(result.figures);
    } finally {
      await tearDown(plain);
    }
    const admitPerSecond = Number(process.env.RUSH_ADMIT_PER_SECOND ?? rate.admitPerSecond);
    notes.push(
      `${label}: the rush held ${rate.holds} seats in ${rate.seconds.toFixed(1)} s (${rate.holdsPerSecond.toFixed(0)} holds/s): ` +
        `set admitPerSecond to ${rate.admitPerSecond}${admitPerSecond === rate.admitPerSecond ? '' : ` (this run: ${admitPerSecond}, RUSH_ADMIT_PER_SECOND)`}.`,
    );
    const run = await setUp(kind);
    try {
      const onSaleAt = new Date(Date.now() + arrivalSeconds * 1000);
      await openWaitingRoom(run.store, EVENT, { onSaleAt, admitPerSecond });
      const deadline = onSaleAt.getTime() + Math.max(120_000, (3000 * capacity) / admitPerSecond);
      const pids = () => Object.fromEntries(run.servers.map((child, i) => [`process ${i + 1}`, child.pid]));
      const memory = sampleMemory(pids);
      const cpu = cpuMeter(pids, run.database.cluster?.cpuSeconds);
      const result = await queueRush(run.buyerClient, run.buyers, {
        eventId: EVENT,
        onSaleAt,
        arrivalMs: arrivalSeconds * 1000,
        sameSecondShare,
        sameSecondSpreadMs,
        deadline,
      });
      result.memory = memory.stop();
      const used = cpu.stop();
      const { seats, remaining } = await heldSeats(run.store);
      const ledger = await readLedger(run.store, EVENT, { slackMs: 20_000 });
      const exactly =
        seats === capacity && remaining === 0 && result.figures.holds.length === capacity && ledger.balanced;
      const order = await admissionOrder(run.store, EVENT, onSaleAt);
      const { statuses, outcomes } = result.figures;
      const fiveHundreds =
        fiveHundredsOf(statuses.place) + fiveHundredsOf(statuses.state) + fiveHundredsOf(statuses.initialize);
      if (!exactly || !order.ok || fiveHundreds > 0) failed = true;
      rows.push(
        waitingRow(label, result, {
          admitPerSecond,
          held: `${exactly ? 'yes' : 'NO'} (${seats} held, ${remaining} left; ledger ${ledger.balanced ? 'balances' : `does NOT balance: ${ledger.problems.join('; ')}`})`,
          order,
        }),
      );
      const c = order.counts;
      notes.push(
        `${label}: lottery order: ${order.ok ? 'ok' : `MISMATCH: ${order.mismatch}`} (${c.places} places, ${c.early} drawn at the on-sale of the ${result.figures.sentBefore} this script sent before it, ` +
          `${c.admitted} let in, ${c.passesUsed} passes used, ${c.lapsed} lapsed). Buyers: ${outcomes.held} held, ` +
          `${outcomes.refused} refused at initialize (409), ${outcomes.soldOutInRoom} told sold out by the room, ` +
          `${outcomes.passLapsed} whose pass had lapsed or been used, ${outcomes.failed} failed, ${outcomes.unanswered} unanswered. ` +
          `Answers by status: place ${JSON.stringify(statuses.place)}, room ${JSON.stringify(statuses.state)}, ` +
          `initialize ${JSON.stringify(statuses.initialize)}${Object.keys(result.figures.refused).length > 0 ? ` (refused: ${JSON.stringify(result.figures.refused)})` : ''}. ` +
          `CPU over the run (${used.seconds.toFixed(0)} s, ${used.cores} cores): servers ${used.servers.toFixed(1)} s, ` +
          `${run.database.cluster ? `PostgreSQL ${used.database.toFixed(1)} s, ` : ''}the buyers (this script) ${used.script.toFixed(1)} s, ` +
          `everything else on the machine ${used.rest.toFixed(1)} s. ` +
          `From the on-sale on: place p50 / p99 ${p50p99(result.figures.placesAfter)} ms (${result.figures.placesAfter.length}), ` +
          `room p50 / p99 ${p50p99(result.figures.statesAfter)} ms (${result.figures.statesAfter.length}).`,
      );
    } finally {
      await tearDown(run);
    }
  }
  console.log(
    `
${buyersCount} buyers (one in ${Math.round(1 / sharedShare)} behind one shared address) for ${capacity} seats; Node ${process.version}.
` +
      `
The rush, ${concurrency} at a time, the event page read over ${pageConnections} connections meanwhile:
`,
  );
  for (const line of [...TABLE_HEAD, ...plainRows]) console.log(line);
  console.log(
    `
Behind the waiting room: places taken over the ${arrivalSeconds} s before the on-sale, ${Math.round(sameSecondShare * 100)}% of the buyers ` +
      `within ${sameSecondSpreadMs} ms of the second before it; the room read every 3 to 4 s, as the waiting page does; passes of 5 minutes; over ${concurrency} kept-open connections. ` +
      'Run: from the first place to the last buyer answered (after the on-sale: the last answer; the last hold). ' +
      'Targets: room answers p99 < 100 ms, holds p99 < 250 ms, the capacity exactly, no 5xx, ≤ 300 MB a process.\n',
  );
  for (const line of [...WAITING_TABLE_HEAD, ...rows]) console.log(line);
  console.log('');
  for (const line of notes) console.log(`- ${line}`);
  if (failed) process.exitCode = 1;
}

async function faultRun() {
  const sink = await smtpSink(ports.smtp);
  cleanups.push(() => sink.stop());
  const run = await setUp('postgres', {
    SMTP_URL: sink.url,
    // Short on purpose: the holds of buyers who walk away must run out (and be swept) within the run.
    ORDER_HOLD_MINUTES: '1',
    RECONCILE_SWEEP_SECONDS: '5',
    SIMULATOR_WEBHOOK_RETRY_SECONDS: '5',
  });
  const t0 = performance.now();
  const timeline = [];
  const mark = (what) => {
    timeline.push(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${what}`);
    console.error(timeline.at(-1));
  };
  const faultsDone = [];
  let smtpBack;
  const onAnswer = (n) => {
    if (n === Math.floor(buyersCount * 0.2)) {
      faultsDone.push(
        (async () => {
          mark('process 2 killed (SIGKILL)');
          await killNow(run.servers[1]);
          run.servers[1] = track(await startStorefront(ports.servers[1], run.env));
          mark('process 2 started again and ready');
        })(),
      );
    }
    if (n === Math.floor(buyersCount * 0.5)) {
      faultsDone.push(
        (async () => {
          mark('PostgreSQL restart (pg_ctl restart -m fast)');
          await run.database.cluster.restart();
          mark('PostgreSQL accepting connections again');
        })(),
      );
    }
  };
  setTimeout(() => {
    mark('SMTP sink stopped');
    smtpBack = sink.stop().then(async () => {
      await sleep(60_000);
      await sink.start();
      mark('SMTP sink listening again');
    });
  }, 1000);
  const result = await rush(run, { pay: true, retryForMs: 120_000, onAnswer });
  mark(`buyers done: ${result.figures.paid} paid, ${result.figures.walkedAway} walked away`);
  await Promise.all(faultsDone);
  await smtpBack;

  // The survivors and the sweep finish the work: the walked-away holds run out (1 minute) and are
  // swept (every 5 s); emails that failed while the sink was down are sent on their next attempt.
  const deadline = Date.now() + 6 * 60_000;
  let ledger = await readLedger(run.store, EVENT, { slackMs: 20_000 });
  while (!ledger.balanced && Date.now() < deadline) {
    await sleep(5000);
    ledger = await readLedger(run.store, EVENT, { slackMs: 20_000 });
  }
  mark(ledger.balanced ? 'the ledger balances' : 'gave up waiting for the ledger to balance');
  const fiveHundreds = (statuses) =>
    Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ') || 'none';
  const { statuses, paymentStatuses } = result.figures;
  console.log(
    `\nFault run: PostgreSQL (own cluster), two processes behind one port, ${buyersCount} buyers for ${capacity} seats, ` +
      `${concurrency} at a time, every seat-holder paying (one in fifty walks away); Node ${process.version}.\n`,
  );
  for (const line of [...TABLE_HEAD, row('faults (buyers press again on an error)', result, '–')]) console.log(line);
  console.log(
    `\nAnswers with a 5xx: initialize ${fiveHundreds(statuses)}; Pay and verify ${fiveHundreds(paymentStatuses)}; ` +
      `the event page ${fiveHundreds(result.page.statuses)} (every request counted, retries included)`,
  );
  console.log(`Buyers whose order was not settled within 3 minutes: ${result.figures.unsettled.length}`);
  console.log(`Emails received by the SMTP sink: ${sink.received}`);
  console.log(`\nTimeline:\n${timeline.map((line) => `  ${line}`).join('\n')}`);
  printLedger(ledger);
  await tearDown(run);
  const serverErrors = (statuses[500] ?? 0) + (paymentStatuses[500] ?? 0);
  if (!ledger.balanced || serverErrors > 0) process.exitCode = 1;
}

try {
  // The servers run as production runs them: the compiled bundle, serving the built web app and
  // its server renderer (the event page), built here if a fresh clone has neither.
  if (!existsSync(join(root, 'apps/web/dist-server/entry-server.js'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web app did not build');
  }
  if (serverBundleIsStale()) await buildServer();
  if (faults) await faultRun();
  else if (seated) await seatedRuns();
  else if (waitingRoom) await waitingRoomRuns();
  else await plainRuns();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(error);
    }
  }
}
