// The purchase as a browser makes it, for the benchmark: sign up and in, then initialize →
// the simulator's Pay → verify. Cookies are taken from the answers by suffix, so the
// production names (`__Host-...`) and the development ones both work.

import Database from 'better-sqlite3';

/** `name=value` of every cookie a response sets, by name. */
function cookiesOf(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A new account's sign-up details. */
export function newAccount() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `bench${stamp}`, email: `bench${stamp}@example.com`, password: 'benchmark-pass' };
}

/**
 * A new signed-in account's request headers (session cookie, CSRF cookie and header). `address`
 * is the client address the storefront sees (X-Forwarded-For, through TRUST_PROXY=1, as behind a
 * load balancer): each benchmark buyer is a person of their own, and the per-address limits meet
 * what they would in production.
 */
export async function signedInHeaders(baseUrl, account = newAccount(), address = undefined) {
  const forwarded = address ? { 'x-forwarded-for': address } : {};
  const jar = cookiesOf(await fetch(`${baseUrl}/api/me`, { headers: forwarded }));
  const xsrf = Object.entries(jar).find(([name]) => name.endsWith('XSRF-TOKEN'))?.[1];
  const cookie = () =>
    Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const headers = () => ({ 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': xsrf, ...forwarded });
  await fetch(`${baseUrl}/api/signup`, { method: 'POST', headers: headers(), body: JSON.stringify(account) });
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}: ${await login.text()}`);
  Object.assign(jar, cookiesOf(login));
  return headers();
}

const BUYER = { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com', phoneNumber: '+2348031234567' };

/** One ticket of event 2's first tier on sale: what the spec's client sends. */
export const ONE_TIER_ORDER = JSON.stringify({ eventId: '2', ticketQuantity: 1, ...BUYER });

/** One ticket of event 4, which `sellOut` sold out: the answer most of a rush's buyers get (409). */
export const SOLD_OUT_ORDER = JSON.stringify({ eventId: '4', ticketQuantity: 1, ...BUYER });

/** Event 4 sold out, in the SQLite file `dbFile`, as the last hold of an on-sale leaves it. */
export function sellOut(dbFile) {
  const db = new Database(dbFile);
  try {
    db.prepare("update ticket_types set remaining = 0 where event_id = '4'").run();
    db.prepare("update events set remaining = 0 where id = '4'").run();
  } finally {
    db.close();
  }
}

/**
 * The tiers' comparison (architecture.md §9.3): a Regular and a VIP of event 1 with a promo code (run.mjs gives the VIP
 * stock enough for the run and stores the code): two tiers held, and a code's use taken, per order.
 */
export const TIERED_ORDER = JSON.stringify({
  eventId: '1',
  ticketQuantity: 2,
  lines: [
    { ticketTypeId: '1-regular', quantity: 1 },
    { ticketTypeId: '1-vip', quantity: 1 },
  ],
  promoCode: 'BENCH10',
  ...BUYER,
});

/** A buyer's headers for a GET, as their browser sends it: the cookies and the forwarded address, no body's type. */
export const browserHeaders = ({ 'content-type': _type, ...headers }) => headers;

/** One paid order: initialize, Pay in the simulator, verify. Answers the reference. */
export async function payOneOrder(baseUrl, headers, order = ONE_TIER_ORDER) {
  const init = await fetch(`${baseUrl}/api/initialize-transaction`, { method: 'POST', headers, body: order });
  if (init.status !== 200) throw new Error(`initialize answered ${init.status}: ${await init.text()}`);
  const { reference } = (await init.json()).data;
  const pay = await fetch(`${baseUrl}/api/payment-simulator/transactions/${reference}/pay`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (pay.status !== 200) throw new Error(`pay answered ${pay.status}`);
  // As the browser's waiting page asks: signed in, from the buyer's address.
  const verified = await (
    await fetch(`${baseUrl}/api/verify-transaction/${reference}`, { headers: browserHeaders(headers) })
  ).json();
  if (verified.data?.orderStatus !== 'paid') throw new Error(`verify: ${JSON.stringify(verified)}`);
  return reference;
}

/** Orders one account may start in a minute (CHECKOUT_ACCOUNT_RATE_LIMIT_MAX's default). */
export const ORDERS_PER_ACCOUNT = 10;

/**
 * Paid orders per second with `concurrency` buyers paying one order after another for `seconds`,
 * with the checkout's limits on (decision 21): each buyer is a confirmed account of its own,
 * behind an address of its own, and moves on to a fresh account after ORDERS_PER_ACCOUNT orders,
 * as the per-account rate limit requires. `accounts` are signed in beforehand (signedInHeaders).
 */
export async function measurePaidOrders(baseUrl, { seconds, concurrency, accounts, order = ONE_TIER_ORDER }) {
  const queue = [...accounts];
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  const latencies = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const headers = queue.shift();
        if (!headers) throw new Error(`the benchmark ran out of its ${accounts.length} accounts: make more`);
        for (let n = 0; n < ORDERS_PER_ACCOUNT && Date.now() < deadline; n += 1) {
          const t0 = performance.now();
          await payOneOrder(baseUrl, headers, order);
          latencies.push(performance.now() - t0);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { perSecond: Math.round(latencies.length / elapsed), orders: latencies.length, p50: at(0.5), p99: at(0.99) };
}

/**
 * `count` buyers signed in beforehand (two scrypt hashes each, so not during a measured run),
 * every one behind an address of its own, and confirmed in the SQLite file `dbFile`, as the
 * operator's database would show them (an unconfirmed account may hold only two tickets per event).
 */
export async function confirmedAccounts(baseUrl, dbFile, count) {
  const accounts = [];
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) => {
      const n = i + j;
      return signedInHeaders(baseUrl, newAccount(), `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    });
    accounts.push(...(await Promise.all(batch)));
  }
  const db = new Database(dbFile);
  try {
    db.prepare("update users set email_verified_at = ? where email like 'bench%@example.com'").run(
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return accounts;
}
