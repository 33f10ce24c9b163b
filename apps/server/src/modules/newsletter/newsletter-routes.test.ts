import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailFromRow } from '../outbox/outbox-message.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const ALREADY = { message: 'This email is already subscribed to the newsletter.' };

let t: TestApp;
let csrf: CsrfPair;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_MAX: '3', PUBLIC_URL: 'https://tickets.example.ng' });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

/** Each call comes from its own client address unless one is given, so the limit of 3 only bites where meant. */
function subscribe(payload: unknown, remoteAddress = `10.0.0.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: csrf.headers,
    payload: payload as object,
    remoteAddress,
  });
}

const subscriberRows = (email: string) =>
  t.database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
const outboxTo = (to: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('POST /api/newsletter/subscribe (local provider)', () => {
  it('stores a new subscriber and queues a welcome email with a working unsubscribe link', async () => {
    const res = await subscribe({ email: '  Ada@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    const [row] = await subscriberRows('ada@example.com');
    expect(row).toMatchObject({ email: 'ada@example.com', unsubscribed_at: null });

    const [mail] = await outboxTo('ada@example.com');
    expect(mail?.subject).toBe('Welcome to the Owambe Tickets newsletter');
    const link = `https://tickets.example.ng/api/newsletter/unsubscribe?token=${encodeURIComponent(
      unsubscribeToken(t.config.SESSION_SECRET, row?.id ?? ''),
    )}`;
    expect(mail?.text_body).toContain(link);
    expect(mail?.html_body).toContain('Unsubscribe</a>');
  });

  it('answers 409 with the spec message for an address already on the list, and sends nothing more', async () => {
    await subscribe({ email: 'bola@example.com' });
    const res = await subscribe({ email: 'BOLA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ALREADY);
    expect(await subscriberRows('bola@example.com')).toHaveLength(1);
    expect(await outboxTo('bola@example.com')).toHaveLength(1);
  });

  it('unsubscribes through the emailed link; a later sign-up subscribes again and welcomes again', async () => {
    await subscribe({ email: 'chi@example.com' });
    const [mail] = await outboxTo('chi@example.com');
    const url = /https:\/\/tickets\.example\.ng(\/api\/newsletter\/unsubscribe\?token=\S+)/.exec(
      mail?.text_body ?? '',
    )?.[1];
    expect(url).toBeDefined();
    const page = await t.app.inject({ url: url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>You are unsubscribed</h1>');
    expect((await subscriberRows('chi@example.com'))[0]?.unsubscribed_at).not.toBeNull();
    // A second click changes nothing and still says so.
    expect((await t.app.inject({ url: url ?? '' })).statusCode).toBe(200);

    const again = await subscribe({ email: 'chi@example.com' });
    expect(again.statusCode).toBe(201);
    expect((await subscriberRows('chi@example.com'))[0]?.unsubscribed_at).toBeNull();
    expect(await outboxTo('chi@example.com')).toHaveLength(2);
  });

  it('refuses a forged or malformed unsubscribe token and changes nothing', async () => {
    await subscribe({ email: 'dayo@example.com' });
    const [row] = await subscriberRows('dayo@example.com');
    const forged = unsubscribeToken('another-secret-of-at-least-32-characters!!', row?.id ?? '');
    for (const token of [forged, `${row?.id}.`, 'nonsense', '']) {
      const res = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
    expect((await subscriberRows('dayo@example.com'))[0]?.unsubscribed_at).toBeNull();
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(await subscriberRows('bot@example.com')).toHaveLength(0);
    expect(await outboxTo('bot@example.com')).toHaveLength(0);
  });

  it.each([
    [{}, 'Please enter an email address.'],
    [{ email: '' }, 'Please enter an email address.'],
    [{ email: '   ' }, 'Please enter an email address.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address.'],
    [{ email: 42 }, 'Please enter an email address.'],
    [[], 'The request body must be a JSON object.'],
  ])('answers 400 with the message for %j', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('needs the CSRF token like every POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'eze@example.com' },
      remoteAddress: '10.1.0.2',
    });
    expect(res.statusCode).toBe(403);
    expect(await subscriberRows('eze@example.com')).toHaveLength(0);
  });

  it('limits sign-ups per client address: the 4th in the window is 429 with Retry-After', async () => {
    const from = '10.2.0.1';
    for (const n of [1, 2, 3]) expect((await subscribe({ email: `flood${n}@example.com` }, from)).statusCode).toBe(201);
    const res = await subscribe({ email: 'flood4@example.com' }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscriberRows('flood4@example.com')).toHaveLength(0);
  });

  it('limits sign-ups per email across addresses, so one inbox cannot be flooded', async () => {
    for (let n = 0; n < 3; n += 1) await subscribe({ email: 'target@example.com' });
    const res = await subscribe({ email: 'target@example.com' });
    expect(res.statusCode).toBe(429);
  });
});

describe('List-Unsubscribe with one click (RFC 8058)', () => {
  /** The message as nodemailer writes it for SMTP, headers and all. */
  async function rawMessage(to: string): Promise<string> {
    const [row] = await outboxTo(to);
    if (!row) throw new Error(`no email to ${to}`);
    const { default: nodemailer } = await import('nodemailer');
    const info = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail(mailFromRow(row, t.config.MAIL_FROM));
    // Unfolded: a long header goes on over several lines.
    return String(info.message).replace(/\r\n[ \t]+/g, ' ');
  }

  it('the newsletter email carries List-Unsubscribe (its HTTPS link) and List-Unsubscribe-Post', async () => {
    await subscribe({ email: 'dayo@example.com' });
    const [row] = await outboxTo('dayo@example.com');
    expect(row?.list_unsubscribe).toMatch(/^https:\/\/tickets\.example\.ng\/api\/newsletter\/unsubscribe\?token=/);
    const raw = await rawMessage('dayo@example.com');
    expect(raw).toContain(`List-Unsubscribe: <${row?.list_unsubscribe}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it("a mail provider's one-click POST unsubscribes without a page, a cookie or a CSRF header", async () => {
    await subscribe({ email: 'femi@example.com' });
    const [row] = await outboxTo('femi@example.com');
    const url = new URL(row?.list_unsubscribe ?? '');
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unsubscribed: true });
    }
    expect((await subscriberRows('femi@example.com'))[0]?.unsubscribed_at).not.toBeNull();
  });

  it('refuses a forged token with a sentence, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
  });

  it('transactional emails carry no List-Unsubscribe', async () => {
    const headers = (await getCsrf(t.app)).headers;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers,
      payload: { username: 'gbenga', email: 'gbenga@example.com', password: 'secret-pass' },
      remoteAddress: '10.9.9.9',
    });
    expect(signup.statusCode).toBe(201);
    const [confirmation] = await outboxTo('gbenga@example.com');
    expect(confirmation?.subject).toBeTruthy();
    expect(confirmation?.list_unsubscribe).toBeNull();
    expect(await rawMessage('gbenga@example.com')).not.toContain('List-Unsubscribe');
  });
});
