// The loads `bench:profile` and `bench:compare` can run by name: what autocannon sends for each,
// after the set-up it needs on the server at `store` (whose SQLite file is `dbFile`).
import { newAccount, payOneOrder, SOLD_OUT_ORDER, sellOut, signedInHeaders } from './checkout-flow.mjs';
import { staffHeaders } from './door-flow.mjs';

export const ROUTE_LOADS = ['tickets', 'verify', 'check-in', 'health', 'event', 'landing', 'page', 'refusal'];

// As run.mjs sends them: a returning browser's XSRF cookie, and brotli for the pages.
const cookie = `__Host-XSRF-TOKEN=${'x'.repeat(43)}`;
export const pageHeaders = { cookie, 'accept-encoding': 'br' };

/** The status every answer of the load must have: a sold-out initialize refuses with 409. */
export const expectedStatus = (name) => (name === 'refusal' ? 409 : 200);

/** The load named `name` (one of ROUTE_LOADS) against the server at `store`. */
export async function routeLoad(name, { store, dbFile }) {
  const page = (path) => ({ url: `${store}${path}`, headers: pageHeaders, connections: 100 });
  if (name === 'health') return { url: `${store}/api/health`, headers: { cookie } };
  if (name === 'event') return { url: `${store}/api/events/1`, headers: { cookie } };
  if (name === 'landing') return page('/');
  if (name === 'page') return page('/event-details/1');
  if (name === 'refusal') {
    const buyer = await signedInHeaders(store);
    sellOut(dbFile);
    const url = `${store}/api/initialize-transaction`;
    return { url, method: 'POST', headers: buyer, body: SOLD_OUT_ORDER };
  }
  const reference = await payOneOrder(store, await signedInHeaders(store));
  const { verifyUrl } = await (await fetch(`${store}/api/tickets/${reference}`)).json();
  if (name === 'tickets') return { url: `${store}/api/tickets/${reference}`, headers: { cookie } };
  if (name === 'verify') {
    return { url: verifyUrl.replace(/^https?:\/\/[^/]+/, store), headers: { cookie, accept: 'application/json' } };
  }
  if (name !== 'check-in') throw new Error(`no load named ${name}: ${ROUTE_LOADS.join(', ')}`);
  // A ticket already admitted, scanned again (run.mjs's row).
  const staff = await staffHeaders(store, { databaseUrl: `file:${dbFile}`, account: newAccount() });
  const body = JSON.stringify({ link: verifyUrl, eventId: '2', confirm: true });
  await fetch(`${store}/api/check-in`, { method: 'POST', headers: staff, body });
  return { url: `${store}/api/check-in`, method: 'POST', headers: staff, body };
}
