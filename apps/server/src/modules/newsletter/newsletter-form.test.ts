import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The newsletter form posted by the page before its scripts run (decision 28).

let t: TestApp;
let csrf: CsrfPair;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_MAX: '3', PUBLIC_URL: 'https://tickets.example.ng' });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SAME_ORIGIN = { ...FORM, 'sec-fetch-site': 'same-origin', origin: 'null' };

/** A form post from its own client address unless one is given, so the limit of 3 only bites where meant. */
function post(body: string, headers: Record<string, string> = SAME_ORIGIN, remoteAddress = `10.1.0.${++client}`) {
  return t.app.inject({ method: 'POST', url: '/newsletter/subscribe', headers, payload: body, remoteAddress });
}

const subscriberRows = (email: string) =>
  t.database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();

describe('POST /newsletter/subscribe (the plain form)', () => {
  it('subscribes and answers 303 to the menu page naming the outcome, never the email', async () => {
    const res = await post('email=%20Form.Reader%40Example.com%20&website=');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/menu?newsletter=subscribed#newsletter');
    expect(await subscriberRows('form.reader@example.com')).toHaveLength(1);
  });

  it('answers an address already subscribed, an empty and an invalid one with their outcomes', async () => {
    await post('email=twice%40example.com');
    expect((await post('email=TWICE%40example.com')).headers.location).toBe(
      '/menu?newsletter=already-subscribed#newsletter',
    );
    expect((await post('email=')).headers.location).toBe('/menu?newsletter=empty#newsletter');
    expect((await post('website=')).headers.location).toBe('/menu?newsletter=empty#newsletter');
    expect((await post('email=not-an-email')).headers.location).toBe('/menu?newsletter=invalid#newsletter');
    expect(await subscriberRows('not-an-email')).toHaveLength(0);
  });

  it('keeps nothing a bot typed into the honeypot, and answers as usual', async () => {
    const res = await post('email=bot%40example.com&website=spam');
    expect(res.headers.location).toBe('/menu?newsletter=subscribed#newsletter');
    expect(await subscriberRows('bot@example.com')).toHaveLength(0);
  });

  it('counts against the same limit as the JSON endpoint (per address), with the seconds to wait', async () => {
    const address = '10.9.9.9';
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: csrf.headers,
      payload: { email: 'limit1@example.com' },
      remoteAddress: address,
    });
    expect((await post('email=limit2%40example.com', SAME_ORIGIN, address)).statusCode).toBe(303);
    expect((await post('email=limit3%40example.com', SAME_ORIGIN, address)).headers.location).toContain(
      'newsletter=subscribed',
    );
    const refused = await post('email=limit4%40example.com', SAME_ORIGIN, address);
    expect(refused.headers.location).toMatch(/^\/menu\?newsletter=too-many&retry=\d+#newsletter$/);
    expect(await subscriberRows('limit4@example.com')).toHaveLength(0);
    // And the JSON endpoint sees the form's attempts.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: csrf.headers,
      payload: { email: 'limit5@example.com' },
      remoteAddress: address,
    });
    expect(api.statusCode).toBe(429);
  });

  it('refuses a post another site made, or one that says nothing about where it came from, before reading it', async () => {
    for (const headers of [
      { ...FORM, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { ...FORM, 'sec-fetch-site': 'same-site', origin: 'https://shop.tickets.example.ng' },
      { ...FORM, origin: 'https://evil.example' },
      { ...FORM, origin: 'null' },
      FORM,
    ]) {
      const res = await post('email=forged%40example.com', headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This request came from another website, so it was refused.');
    }
    expect(await subscriberRows('forged@example.com')).toHaveLength(0);
    // A browser without Sec-Fetch-Site that names our origin is believed.
    const old = await post('email=older.browser%40example.com', { ...FORM, origin: 'https://tickets.example.ng' });
    expect(old.headers.location).toBe('/menu?newsletter=subscribed#newsletter');
  });

  it('refuses a body larger than a form of ours with 413', async () => {
    const res = await post(`email=a%40example.com&website=${'x'.repeat(9000)}`);
    expect(res.statusCode).toBe(413);
  });
});
