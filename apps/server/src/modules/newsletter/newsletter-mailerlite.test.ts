import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { type FakeMailerLite, startFakeMailerLite } from '../../../test/fake-mailerlite.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const KEY = 'mlsk-secret-never-in-an-answer';
let fake: FakeMailerLite;
let t: TestApp;
let csrf: CsrfPair;

beforeAll(async () => {
  fake = await startFakeMailerLite(KEY);
  t = await createTestApp({
    MAILERLITE_API_KEY: KEY,
    MAILERLITE_GROUP_ID: '777',
    MAILERLITE_BASE_URL: fake.baseUrl,
    FORM_RATE_LIMIT_MAX: '100',
  });
  csrf = await getCsrf(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: csrf.headers, payload: { email } });

describe('POST /api/newsletter/subscribe with MailerLite (its key set: the default provider)', () => {
  it('creates the subscriber in the group at MailerLite; nothing is stored or emailed here', async () => {
    const res = await subscribe('ada@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(fake.groups.get('ada@example.com')).toEqual(['777']);
    expect(await t.database.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('answers 409 with the spec message when MailerLite has the address active', async () => {
    fake.subscribers.set('bola@example.com', 'active');
    const res = await subscribe('bola@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This email is already subscribed to the newsletter.' });
  });

  it('answers 409 for the 422 "already been subscribed"', async () => {
    fake.failNext('422-already', 'create');
    expect((await subscribe('chi@example.com')).statusCode).toBe(409);
  });

  it('answers 502 { message } when MailerLite fails, and the key appears nowhere in the answer', async () => {
    fake.failNext('5xx');
    const res = await subscribe('dayo@example.com');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The newsletter service is not available right now. Please try again later.',
    });
    expect(res.body).not.toContain(KEY);
  });

  it('keeps the key off the public config the browser reads', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
  });
});
