import { adminMessages, authMessages, organizerMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The back office's and the organizer console's guards sit on their routes only
// (guard-routes.ts): every route under their prefixes, from whichever module, must still get them.

let t: TestApp;
let buyer: SignedInUser;
let guestHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
  guestHeaders = (await getCsrf(t.app)).headers;
});
afterAll(() => t.close());

/** Every operation the API describes under `prefix`, its path parameters filled in. */
async function operationsUnder(prefix: string) {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path.replaceAll(/\{[^}]+\}/g, '1'),
      })),
    );
}

describe.each([
  { prefix: '/api/admin/', minimum: 20, refusal: adminMessages.adminOnly },
  { prefix: '/api/organizer/', minimum: 10, refusal: organizerMessages.organizersOnly },
])('every route under $prefix', ({ prefix, minimum, refusal }) => {
  it('refuses a guest (401) and a buyer (403) with a sentence', async () => {
    const operations = await operationsUnder(prefix);
    expect(operations.length).toBeGreaterThanOrEqual(minimum);
    const wrong: string[] = [];
    for (const { method, url } of operations) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const guest = await t.app.inject({ method, url, headers: guestHeaders, ...body });
      const asBuyer = await t.app.inject({ method, url, headers: buyer.headers, ...body });
      if (guest.statusCode !== 401 || guest.json().message !== authMessages.signInRequired) {
        wrong.push(`${method} ${url} as a guest: ${guest.statusCode}`);
      }
      if (asBuyer.statusCode !== 403 || asBuyer.json().message !== refusal) {
        wrong.push(`${method} ${url} as a buyer: ${asBuyer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
