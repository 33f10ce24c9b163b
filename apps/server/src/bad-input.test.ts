import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// "Bad input gets a clear error and changes nothing": every endpoint that takes a body or a
// parameter, fed what a careless or hostile client sends, answers a 4xx with a sentence, never a 500.
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', FORM_RATE_LIMIT_MAX: '10000' });
  user = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const POSTS = [
  '/api/signup',
  '/api/login',
  '/api/google-login',
  '/api/forgot-password',
  '/api/reset-password/abc',
  '/api/verify-email/abc',
  '/api/initialize-transaction',
  '/api/orders/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/cancel',
  '/api/tickets',
  '/api/email/send-ticket-email',
  '/api/check-in',
  '/api/support-tickets',
  '/api/newsletter/subscribe',
  '/api/organizer-inquiries',
  '/api/payment-simulator/transactions/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/pay',
  '/api/payment-simulator/transactions/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/decline',
  '/api/payment-simulator/transactions/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/transfer',
  '/api/payment-simulator/transactions/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/ussd',
  '/api/payment-simulator/transactions/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/arrive',
];

const long = 'x'.repeat(70_000);
const BODIES: [string, string][] = [
  ['malformed JSON', '{"email": '],
  ['an array', '[1, 2, 3]'],
  ['a number', '42'],
  ['null', 'null'],
  ['wrong types everywhere', JSON.stringify({ email: 5, password: [], eventId: {}, ticketQuantity: 'two', link: 7 })],
  ['huge strings', JSON.stringify({ email: `${long}@x.io`, subject: long, name: long, link: long, idToken: long })],
  ['NUL and lone surrogates', JSON.stringify({ email: 'a\u0000@b.co', name: '\ud800', subject: 'hi\u0000there' })],
];

const GETS = [
  '/api/events/%E0%A4%A',
  `/api/events/${'9'.repeat(500)}`,
  '/api/tickets/..%2F..%2Fetc%2Fpasswd',
  `/api/tickets/OWB-${'a'.repeat(5000)}/calendar.ics`,
  '/api/verify-transaction/%00',
  '/api/verify?ticketId=%00&code=x&token=y',
  `/api/verify?ticketId=${long}`,
  '/api/newsletter/unsubscribe?token=%00%ff',
  '/api/payment-simulator/transactions/nope',
  '/api/dev/outbox?to=%00&limit=-1',
];

describe('bad input never reaches a 500', () => {
  it.each(POSTS)('POST %s', async (url) => {
    for (const [what, payload] of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message, what).toMatch(/\S/);
    }
  });

  it.each(GETS)('GET %s', async (url) => {
    const res = await t.app.inject({ url, headers: { ...user.headers, accept: 'application/json' } });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
