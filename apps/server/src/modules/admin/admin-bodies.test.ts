import { Readable } from 'node:stream';
import { adminMessages, authMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The back office refuses a non-admin before reading the body (architecture.md §15). A guest holding
// only a CSRF token used to make the server read 5 MB poster uploads and event bodies first.

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let staff: SignedInUser;
let guestHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
  guestHeaders = (await getCsrf(t.app)).headers;
});
afterAll(() => t.close());

const CHUNK = Buffer.alloc(64 * 1024, 0x20);
/** Past every body limit (64 KB, the poster's 5 MB), so a server that reads it is refused by the limit at most. */
const STALL_AFTER = 6 * 1024 * 1024;

/**
 * A request body that never ends, counting what the server pulled from it: it gives 6 MB to
 * whoever reads, then stalls without ending, like a slow client that keeps the request open.
 */
function endlessBody() {
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (pulled >= STALL_AFTER) return;
      pulled += CHUNK.length;
      this.push(CHUNK);
    },
  });
  return { stream, pulled: () => pulled };
}

/** Every kind of body the back office takes: JSON (create, edit) and an image (the poster). */
const ROUTES = [
  { method: 'POST', url: '/api/admin/events', type: 'application/json' },
  { method: 'PUT', url: '/api/admin/events/1', type: 'application/json' },
  { method: 'PUT', url: '/api/admin/events/1/poster', type: 'image/png' },
  { method: 'PUT', url: '/api/admin/events/1/poster', type: 'application/octet-stream' },
  { method: 'POST', url: '/api/admin/orders/1/refund', type: 'application/json' },
] as const;

describe('a non-admin is refused before the body is read', () => {
  const cases = [
    { who: 'a guest', headers: () => guestHeaders, status: 401, message: authMessages.signInRequired },
    { who: 'a buyer', headers: () => buyer.headers, status: 403, message: adminMessages.adminOnly },
    { who: 'door staff', headers: () => staff.headers, status: 403, message: adminMessages.adminOnly },
  ];
  for (const { who, headers, status, message } of cases) {
    for (const route of ROUTES) {
      it(`${who}: ${route.method} ${route.url} (${route.type}) with a body that never ends gets ${status} at once`, async () => {
        const body = endlessBody();
        const started = performance.now();
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...headers(), 'content-type': route.type, 'transfer-encoding': 'chunked' },
          payload: body.stream,
        });
        body.stream.destroy();
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message });
        // Not a byte of it was needed to answer: at most what the stream buffers by itself.
        expect(body.pulled()).toBeLessThanOrEqual(CHUNK.length);
        expect(performance.now() - started).toBeLessThan(1000);
      });
    }
  }
});

describe('admins keep their limits', () => {
  it('an admin may send a poster of up to 5 MB; one byte more is refused with a sentence', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/events/1/poster',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
  });

  it('the 5 MB limit is the poster route’s alone: an admin’s event body of an image type is not read as one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.alloc(200 * 1024, 1),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
