import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const THANKS = { message: 'Thank you for your interest! We’ll get back to you within 24 hours.' };
const REQUIRED = { message: 'Please fill in all required fields.' };
const valid = {
  name: 'Ada Obi',
  email: 'Ada@Example.com',
  organization: 'Lagos Live',
  eventType: 'Concert',
  message: 'A show in Lekki\nfor 2,000 people.',
};

let t: TestApp;
let csrf: CsrfPair;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_MAX: '3', SALES_EMAIL: 'partners@example.ng' });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

function send(payload: unknown, remoteAddress = `10.0.1.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/organizer-inquiries',
    headers: csrf.headers,
    payload: payload as object,
    remoteAddress,
  });
}

const inquiries = () => t.database.db.selectFrom('organizer_inquiries').selectAll().execute();
const salesMail = () =>
  t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', 'partners@example.ng')
    .orderBy('id')
    .execute();

describe('POST /api/organizer-inquiries', () => {
  it('stores the inquiry and emails the sales team in the same transaction', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(THANKS);
    const rows = await inquiries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Obi',
      email: 'ada@example.com',
      organization: 'Lagos Live',
      event_type: 'Concert',
      message: 'A show in Lekki\nfor 2,000 people.',
    });
    const [mail] = await salesMail();
    expect(mail?.subject).toBe('Organizer inquiry from Ada Obi');
    expect(mail?.text_body).toContain('Email: ada@example.com');
    expect(mail?.text_body).toContain('A show in Lekki\nfor 2,000 people.');
    expect(mail?.text_body).toContain(`Inquiry ${rows[0]?.id}`);
  });

  it("escapes the visitor's text in the HTML email", async () => {
    await send({ ...valid, name: '<b>Eve</b>', message: '<script>alert(1)</script>' });
    const mail = (await salesMail()).at(-1);
    expect(mail?.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html_body).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail?.html_body).not.toContain('<script>');
  });

  it('needs only name and email: the other fields default to empty', async () => {
    const res = await send({ name: 'Bola', email: 'bola@example.com' });
    expect(res.statusCode).toBe(201);
    expect((await inquiries()).find((row) => row.name === 'Bola')).toMatchObject({
      organization: '',
      event_type: '',
      message: '',
    });
  });

  it.each([
    ['an empty name', { ...valid, name: '' }, REQUIRED.message],
    ['a blank name', { ...valid, name: '   ' }, REQUIRED.message],
    ['an empty email', { ...valid, email: '' }, REQUIRED.message],
    ['no name', { email: 'x@example.com' }, REQUIRED.message],
    ['no email', { name: 'Ada' }, REQUIRED.message],
    ['a malformed email', { ...valid, email: 'ada' }, 'Please enter a valid email address.'],
    ['a 101-character name', { ...valid, name: 'a'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['a name with a line break', { ...valid, name: 'Ada\r\nBcc: x@y.z' }, 'Name must not contain control characters.'],
    [
      'a 151-character organization',
      { ...valid, organization: 'o'.repeat(151) },
      'Organization must be at most 150 characters.',
    ],
    ['a 61-character event type', { ...valid, eventType: 'e'.repeat(61) }, 'Event type must be at most 60 characters.'],
    ['a 2001-character message', { ...valid, message: 'm'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    ['a NUL in the message', { ...valid, message: 'hi\u0000' }, 'Message must not contain control characters.'],
    ['an array body', [], 'The request body must be a JSON object.'],
  ])('answers 400 for %s and stores nothing', async (_label, payload, message) => {
    const before = (await inquiries()).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await inquiries()).toHaveLength(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizer-inquiries',
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"name":"Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('thanks a filled honeypot like a person and stores and sends nothing', async () => {
    const before = { rows: (await inquiries()).length, mail: (await salesMail()).length };
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(THANKS);
    expect(await inquiries()).toHaveLength(before.rows);
    expect(await salesMail()).toHaveLength(before.mail);
  });

  it('limits inquiries per client address: the 4th in the window is 429 and is not stored', async () => {
    const from = '10.9.0.1';
    for (let n = 0; n < 3; n += 1) expect((await send({ ...valid, name: `Flood ${n}` }, from)).statusCode).toBe(201);
    const res = await send({ ...valid, name: 'Flood 3' }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts/);
    expect((await inquiries()).some((row) => row.name === 'Flood 3')).toBe(false);
  });
});
