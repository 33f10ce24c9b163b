// The rush's buyers and readers, over HTTP on loopback: a keep-alive client, the purchase as a
// browser makes it (initialize; with payment, the simulator's Pay and verify until settled), the
// event page read while the rush runs, and the figures (percentiles, resident memory).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { browserHeaders } from './checkout-flow.mjs';

/** A keep-alive HTTP client for one server address, at most `sockets` connections at once. */
export function httpClient(baseUrl, sockets) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  return {
    /**
     * Resolves with the status, headers, body and time taken; rejects on a network error (reset, refused).
     * The body is decoded only when `text` is read: the event page's readers never read it, and
     * decoding 20 KB of brotli as UTF-8 costs about 70 µs of the CPU the servers share
     * (load-generator.mjs says the same of autocannon).
     */
    request(method, path, headers = {}, body = undefined) {
      const started = performance.now();
      // When a connection took the request (it may wait for one of the `sockets`): when it was sent.
      let sentAt = Date.now();
      return new Promise((resolve, reject) => {
        const req = http.request({ hostname, port, path, method, headers, agent, timeout: 120_000 }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode,
              headers: res.headers,
              get text() {
                return bytes.toString();
              },
              ms,
              sentAt,
            });
          });
          res.on('error', reject);
        });
        req.on('socket', () => {
          sentAt = Date.now();
        });
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Where a buyer's request comes from: an address of its own, or a mobile carrier's shared one. */
export const SHARED_ADDRESS = '100.64.0.1';
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * The buyers' request headers, production cookie names (`__Host-`): the session token inserted
 * for them, a CSRF token of their own, and the client address a load balancer would forward.
 * One buyer in `1 / sharedShare` comes from SHARED_ADDRESS.
 */
export function buyersFrom(tokens, sharedShare) {
  const every = sharedShare > 0 ? Math.round(1 / sharedShare) : 0;
  return tokens.map((token, i) => {
    const xsrf = randomBytes(32).toString('base64url');
    return {
      i,
      headers: {
        'content-type': 'application/json',
        cookie: `__Host-sid=${token}; __Host-XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'x-forwarded-for': every && i % every === 0 ? SHARED_ADDRESS : addressOf(i + 1),
      },
    };
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mean of `values` to two decimals, or '–' when there are none. */
export function mean(values) {
  return values.length === 0 ? '–' : (values.reduce((sum, n) => sum + n, 0) / values.length).toFixed(2);
}

/** The p-th percentile of `values` (milliseconds, rounded), or '–' when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/**
 * Buyer `i`'s initialize body: one ticket of `eventId` with an order key of its own, as the
 * storefront's purchase form sends (decision 21), and `fields` (the seated run's date and seat, the
 * waiting room's pass).
 */
export function initializeBody(eventId, i, fields = {}) {
  return JSON.stringify({
    eventId,
    ticketQuantity: 1,
    firstName: 'Rush',
    lastName: `Buyer${i}`,
    email: `rush.buyer${i}@example.com`,
    phoneNumber: '+2348031234567',
    isGift: false,
    orderKey: `rush-event-${eventId}-buyer-${i}`,
    ...fields,
  });
}

/**
 * Every buyer orders one ticket of `eventId`, `concurrency` at a time. With `pay`, each one
 * holding a seat pays in the simulator and verifies until the order is settled, except one in
 * fifty, who walks away (the hold must run out). With `retryForMs`, a step that meets a network
 * error, a 502 or a 503 is tried again a moment later, as a person presses again (the fault run);
 * without, it counts as failed. `onAnswer(n)` is told after each initialize is answered.
 */
export async function runBuyers(
  client,
  buyers,
  { eventId, concurrency, pay = false, retryForMs = 0, onAnswer, fieldsOf = () => ({}) },
) {
  const figures = {
    holds: [],
    refusals: [],
    /** Every answer of initialize, by status (retries included). */
    statuses: {},
    /** Every answer of the payment's steps (Pay, verify), by status. */
    paymentStatuses: {},
    networkErrors: 0,
    answered: 0,
    paid: 0,
    refundPending: 0,
    walkedAway: 0,
    unsettled: [],
    /** The simulator's Pay and each verify of a paying buyer, in ms, and how many verifies each order took. */
    pays: [],
    verifies: [],
    verifiesPerOrder: [],
    /** Every initialize: the buyer, when it was sent (ms after the start), how long it took, its status. */
    answers: [],
  };
  const started = performance.now();
  const tally = (into, status) => {
    into[status] = (into[status] ?? 0) + 1;
  };
  async function step(send, into = figures.paymentStatuses) {
    const deadline = Date.now() + retryForMs;
    for (;;) {
      let answer;
      try {
        answer = await send();
      } catch (error) {
        figures.networkErrors += 1;
        if (Date.now() < deadline) {
          await sleep(250);
          continue;
        }
        throw error;
      }
      tally(into, answer.status);
      if ((answer.status === 502 || answer.status === 503) && Date.now() < deadline) {
        await sleep(250);
        continue;
      }
      return answer;
    }
  }
  async function settle(buyer, reference) {
    const path = `/api/payment-simulator/transactions/${reference}`;
    const paid = await step(() => client.request('POST', `${path}/pay`, buyer.headers, '{}'));
    if (paid.status !== 200) throw new Error(`pay answered ${paid.status}: ${paid.text}`);
    figures.pays.push(paid.ms);
    const deadline = Date.now() + 180_000;
    for (let verifies = 1; Date.now() < deadline; verifies += 1) {
      // As the browser's waiting page asks: signed in, from the buyer's address.
      const verified = await step(() =>
        client.request('GET', `/api/verify-transaction/${reference}`, browserHeaders(buyer.headers)),
      );
      figures.verifies.push(verified.ms);
      const status = verified.status === 200 ? JSON.parse(verified.text).data.orderStatus : null;
      if (status === 'paid' || status === 'refund_pending') figures.verifiesPerOrder.push(verifies);
      if (status === 'paid') return 'paid';
      if (status === 'refund_pending') return 'refundPending';
      await sleep(300);
    }
    return null;
  }
  const body = (i) => initializeBody(eventId, i, fieldsOf(i));

  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, buyers.length) }, async () => {
      while (next < buyers.length) {
        const buyer = buyers[next];
        next += 1;
        let answer;
        const sentAt = performance.now() - started;
        try {
          answer = await step(
            () => client.request('POST', '/api/initialize-transaction', buyer.headers, body(buyer.i)),
            figures.statuses,
          );
        } catch {
          continue;
        }
        figures.answered += 1;
        figures.answers.push({
          buyer: buyer.i,
          sentAt: Math.round(sentAt),
          ms: Math.round(answer.ms),
          status: answer.status,
        });
        onAnswer?.(figures.answered);
        if (answer.status === 200) figures.holds.push(answer.ms);
        else if (answer.status === 409) figures.refusals.push(answer.ms);
        if (!pay || answer.status !== 200) continue;
        if (buyer.i % 50 === 7) {
          figures.walkedAway += 1;
          continue;
        }
        const reference = JSON.parse(answer.text).data.reference;
        const outcome = await settle(buyer, reference).catch(() => null);
        if (outcome) figures[outcome] += 1;
        else figures.unsettled.push(reference);
      }
    }),
  );
  return figures;
}

/** Reads `path` over `connections` connections until `done()` says stop; answers the latencies and statuses. */
export async function readPages(client, path, connections, done) {
  const latencies = [];
  const statuses = {};
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done()) {
        try {
          const answer = await client.request('GET', path, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
          latencies.push(answer.ms);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        } catch {
          statuses.error = (statuses.error ?? 0) + 1;
          await sleep(100);
        }
      }
    }),
  );
  return { latencies, statuses };
}

/** Resident memory of a process in MB (VmRSS), or 0 once it is gone. */
function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of the processes `pids()` names every 250 ms; `stop()` answers each name's peak. */
export function sampleMemory(pids) {
  const peaks = {};
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids())) peaks[name] = Math.max(peaks[name] ?? 0, residentMb(pid));
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return peaks;
    },
    now: (pid) => residentMb(pid),
  };
}
