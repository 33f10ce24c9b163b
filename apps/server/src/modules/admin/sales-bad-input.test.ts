import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { orderIdOf } from '../../../test/admin-sales-helpers.ts';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The sales side of the back office, fed what a careless or hostile client sends, as an admin:
// every answer is a 4xx with a sentence, never a 500, and nothing changes.
let t: TestApp;
let admin: SignedInUser;
let orderId: string;
let ticketNumber: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  orderId = await orderIdOf(t.app, (await buyTicket(t.app, admin)).transactionReference);
  ticketNumber = 'SUP-AAAAAAAA';
  await t.database.db
    .insertInto('support_tickets')
    .values({
      id: ticketNumber,
      user_id: 'guest',
      email: 'kemi@example.com',
      subject: 'Where is my ticket?',
      description: 'It never came.',
      category: 'General',
      event_id: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => t.close());

const long = 'x'.repeat(70_000);
const BODIES: [string, string][] = [
  ['malformed JSON', '{"reason": '],
  ['an array', '[1, 2, 3]'],
  ['a number', '42'],
  ['null', 'null'],
  ['wrong types everywhere', JSON.stringify({ reason: 5, body: [], status: {} })],
  ['huge strings', JSON.stringify({ reason: long, body: long, status: long })],
  ['NUL and lone surrogates', JSON.stringify({ reason: 'a\u0000b', body: '\ud800', status: 'open\u0000' })],
];

describe('bad input to the sales back office never reaches a 500', () => {
  it.each(['refund', 'cancel-ticket', 'resend-ticket-email'])('POST /api/admin/orders/{id}/%s', async (action) => {
    for (const [what, payload] of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/${action}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message, what).toMatch(/\S/);
    }
    const order = await t.database.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
  });

  it.each(['replies', 'status'])('POST /api/admin/support-tickets/{id}/%s', async (what) => {
    for (const [kind, payload] of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/support-tickets/${ticketNumber}/${what}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${kind}: ${res.body}`).toBeLessThan(500);
    }
    const messages = await t.database.db.selectFrom('support_messages').selectAll().execute();
    expect(messages).toEqual([]);
  });

  it.each([
    '/api/admin/orders?page=-1',
    '/api/admin/orders?page=1e400',
    '/api/admin/orders?status=paid&status=pending',
    '/api/admin/orders?from=%00',
    '/api/admin/orders?q=%00',
    '/api/admin/orders?eventId=%00',
    '/api/admin/orders/%00',
    '/api/admin/orders/%00/refund',
    '/api/admin/events/%00/attendees.csv',
    '/api/admin/inquiries/%00',
    '/api/admin/inquiries?q=%00',
    '/api/admin/subscribers?q=%00',
    '/api/admin/support-tickets?q=%00',
    '/api/admin/audit-log?q=%00',
    `/api/admin/orders?q=${'x'.repeat(300)}`,
    '/api/admin/orders.csv?to=2027-13-01',
    '/api/admin/orders/%E0%A4%A',
    '/api/admin/orders/..%2F..%2Fetc%2Fpasswd',
    `/api/admin/events/${'9'.repeat(150)}/attendees.csv`,
    '/api/admin/support-tickets?status=%00',
    '/api/admin/support-tickets/%00',
    '/api/admin/inquiries/%ff',
    '/api/admin/subscribers?sort=id;drop table users',
    '/api/admin/subscribers.csv?dir=sideways',
  ])('GET %s', async (url) => {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
