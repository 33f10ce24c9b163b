import { adminSupportMessages as m } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../../test/admin-helpers.ts';
import { adminPost, auditOf } from '../../../../test/admin-sales-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let staff: SignedInUser;
let address = 0;

/** A Create Ticket submission from the helpdesk, as a guest from its own address. */
async function helpdeskTicket(
  email: string,
  subject: string,
  description = 'My ticket email never arrived, please help.',
) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    headers: (await getCsrf(t.app)).headers,
    payload: { email, subject, description, category: 'Ticketing', eventId: '1' },
    remoteAddress: `10.9.0.${address}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().ticketNumber as string;
}

let first: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'team@support.example' });
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
  first = await helpdeskTicket('kemi@example.com', 'Where is my ticket?');
  second = await helpdeskTicket('tunde@example.com', 'Refund for a cancelled show', 'Line one\nLine <two>');
});
afterAll(() => t.close());

const get = (url: string, who: SignedInUser | null = admin) => t.app.inject({ url, headers: who?.headers ?? {} });
const reply = (id: string, body: unknown, who: SignedInUser = admin) =>
  adminPost(t.app, who, `/api/admin/support-tickets/${id}/replies`, body);
const setStatus = (id: string, status: unknown) =>
  adminPost(t.app, admin, `/api/admin/support-tickets/${id}/status`, { status });

describe('who may use the support, inquiry and subscriber routes', () => {
  it.each([
    '/api/admin/support-tickets',
    '/api/admin/support-tickets/SUP-00000000',
    '/api/admin/inquiries',
    '/api/admin/inquiries/x',
    '/api/admin/subscribers',
    '/api/admin/subscribers.csv',
  ])('GET %s: 401 guest, 403 buyer and staff', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, buyer)).statusCode).toBe(403);
    expect((await get(url, staff)).statusCode).toBe(403);
  });

  it.each(['replies', 'status'])(
    'POST /api/admin/support-tickets/{id}/%s: 401 guest, 403 buyer and staff',
    async (what) => {
      const url = `/api/admin/support-tickets/${first}/${what}`;
      const payload = what === 'replies' ? { body: 'Hello there' } : { status: 'closed' };
      expect((await adminPost(t.app, await getCsrf(t.app), url, payload)).statusCode).toBe(401);
      expect((await adminPost(t.app, buyer, url, payload)).statusCode).toBe(403);
      expect((await adminPost(t.app, staff, url, payload)).statusCode).toBe(403);
      expect((await get(`/api/admin/support-tickets/${first}`)).json().messages).toHaveLength(1);
    },
  );
});

describe('the support inbox', () => {
  it('lists the helpdesk tickets as open, newest activity first, with counts per status', async () => {
    const res = await get('/api/admin/support-tickets');
    expect(res.statusCode).toBe(200);
    const inbox = res.json();
    expect(inbox.total).toBe(2);
    expect(inbox.counts).toEqual({ open: 2, answered: 0, closed: 0 });
    expect(inbox.items.map((row: { id: string }) => row.id)).toEqual([second, first]);
    expect(inbox.items[1]).toMatchObject({
      id: first,
      email: 'kemi@example.com',
      subject: 'Where is my ticket?',
      category: 'Ticketing',
      eventName: 'Davido Live In Concert',
      status: 'open',
      replies: 0,
    });
  });

  it('shows the thread, starting with what the requester wrote', async () => {
    const res = await get(`/api/admin/support-tickets/${second}`);
    expect(res.json()).toMatchObject({
      id: second,
      email: 'tunde@example.com',
      status: 'open',
      userId: 'guest',
      event: { id: '1', name: 'Davido Live In Concert' },
      messages: [{ author: 'requester', authorEmail: 'tunde@example.com', body: 'Line one\nLine <two>', email: null }],
    });
  });

  it('a reply is emailed to the requester through the outbox, kept in the thread, and answers the ticket (audited)', async () => {
    const res = await reply(first, { body: '  Hello Kemi,\nyour ticket is on its way. <b>Sorry!</b>  ' });
    expect(res.statusCode).toBe(201);
    const { message, ticket } = res.json();
    expect(message).toBe(m.replied('kemi@example.com'));
    expect(ticket.status).toBe('answered');
    expect(ticket.messages).toHaveLength(2);
    expect(ticket.messages[1]).toMatchObject({
      author: 'staff',
      authorEmail: admin.user.email,
      body: 'Hello Kemi,\nyour ticket is on its way. <b>Sorry!</b>',
      email: { to: 'kemi@example.com', sentAt: null, failedAt: null },
    });

    const mail = await t.app.inject({ url: '/api/dev/outbox?to=kemi@example.com' });
    const replyMail = mail.json().messages.find((e: { subject: string }) => e.subject.startsWith('Re: '));
    expect(replyMail.subject).toBe(`Re: [${first}] Where is my ticket?`);
    expect(replyMail.text).toContain('your ticket is on its way. <b>Sorry!</b>');
    expect(replyMail.text).toContain(`Your ticket number is ${first}. To answer, write to team@support.example`);
    expect(replyMail.html).toContain('&lt;b&gt;Sorry!&lt;/b&gt;');
    expect(replyMail.html).not.toContain('<b>Sorry!</b>');

    const audit = await auditOf(t.app, 'support_ticket', first);
    expect(audit.map((e) => e.action)).toEqual(['support.reply']);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({ status: 'open' });

    const answered = await get('/api/admin/support-tickets?status=answered');
    expect(answered.statusCode, answered.body).toBe(200);
    const inbox = answered.json();
    expect(inbox.items.map((row: { id: string; replies: number }) => [row.id, row.replies])).toEqual([[first, 1]]);
    expect(inbox.counts).toEqual({ open: 1, answered: 1, closed: 0 });
  });

  it('status changes are audited with the status before; setting the same status changes nothing', async () => {
    const closed = await setStatus(second, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: 'The ticket is now closed.', ticket: { status: 'closed' } });
    expect((await setStatus(second, 'closed')).statusCode).toBe(200);
    expect((await setStatus(second, 'open')).json().ticket.status).toBe('open');
    const audit = await auditOf(t.app, 'support_ticket', second);
    expect(
      audit.map((e) => [e.action, JSON.parse(e.before_json ?? '{}').status, JSON.parse(e.after_json ?? '{}').status]),
    ).toEqual([
      ['support.status', 'open', 'closed'],
      ['support.status', 'closed', 'open'],
    ]);
  });

  it('searches by number, email and subject, and sorts', async () => {
    expect((await get(`/api/admin/support-tickets?q=${first.toLowerCase()}`)).json().items).toHaveLength(1);
    expect((await get('/api/admin/support-tickets?q=TUNDE')).json().items[0].id).toBe(second);
    expect((await get('/api/admin/support-tickets?q=refund%20for')).json().items[0].id).toBe(second);
    const bySubject = (await get('/api/admin/support-tickets?sort=subject&dir=asc'))
      .json()
      .items.map((r: { subject: string }) => r.subject);
    expect(bySubject).toEqual(['Refund for a cancelled show', 'Where is my ticket?']);
  });

  it.each([
    ['a reply too short', { body: ' x ' }, m.replyLength],
    ['a reply too long', { body: 'x'.repeat(5001) }, m.replyLength],
    ['a reply with control characters', { body: 'Hello\u0000there' }, m.replyControl],
    ['no body text', {}, m.replyLength],
    ['a reply that is not text', { body: 42 }, m.replyLength],
  ])('refuses %s with a sentence', async (_what, payload, message) => {
    const res = await reply(first, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown status or list filter, and answers 404 for an unknown ticket', async () => {
    expect((await setStatus(first, 'archived')).json()).toEqual({ message: m.status });
    expect((await get('/api/admin/support-tickets?status=archived')).json()).toEqual({ message: m.status });
    const unknown = await get('/api/admin/support-tickets/SUP-ZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.ticketNotFound);
    expect((await reply('SUP-ZZZZZZZZ', { body: 'Hello there' })).statusCode).toBe(404);
    expect((await setStatus('SUP-ZZZZZZZZ', 'closed')).statusCode).toBe(404);
  });
});

describe('organizer inquiries', () => {
  let id: string;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizer-inquiries',
      headers: (await getCsrf(t.app)).headers,
      payload: {
        name: 'Funke Akindele',
        email: 'funke@example.com',
        organization: 'Scene One Productions',
        eventType: 'Film premiere',
        message: 'We would like to sell tickets for our premiere in Lagos.',
      },
      remoteAddress: '10.9.1.1',
    });
    expect(res.statusCode).toBe(201);
    id = (await t.database.db.selectFrom('organizer_inquiries').select('id').executeTakeFirstOrThrow()).id;
  });

  it('lists them newest first without the message, and finds them by name, email, organization or message', async () => {
    const list = (await get('/api/admin/inquiries')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual({
      id,
      name: 'Funke Akindele',
      email: 'funke@example.com',
      organization: 'Scene One Productions',
      eventType: 'Film premiere',
      createdAt: expect.any(String),
    });
    for (const q of ['funke', 'SCENE one', 'premiere in lagos']) {
      expect((await get(`/api/admin/inquiries?q=${encodeURIComponent(q)}`)).json().total).toBe(1);
    }
    expect((await get('/api/admin/inquiries?q=nobody')).json().total).toBe(0);
    expect((await get('/api/admin/inquiries?sort=message')).statusCode).toBe(400);
  });

  it('shows one in full; 404 for an unknown id', async () => {
    expect((await get(`/api/admin/inquiries/${id}`)).json().message).toBe(
      'We would like to sell tickets for our premiere in Lagos.',
    );
    const unknown = await get('/api/admin/inquiries/00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.inquiryNotFound);
  });
});

describe('newsletter subscribers', () => {
  beforeAll(async () => {
    const rows = [
      ['a1', 'ada@example.com', '2030-01-01T10:00:00.000Z', null],
      ['b2', '=cmd|calc@example.com', '2030-01-02T10:00:00.000Z', null],
      ['c3', 'gone@example.com', '2030-01-03T10:00:00.000Z', '2030-02-01T10:00:00.000Z'],
    ] as const;
    for (const [id, email, subscribed, unsubscribed] of rows) {
      await t.database.db
        .insertInto('newsletter_subscribers')
        .values({ id, email, subscribed_at: subscribed, unsubscribed_at: unsubscribed })
        .execute();
    }
  });

  it('lists them newest first, filters active or unsubscribed, and names the provider', async () => {
    const all = (await get('/api/admin/subscribers')).json();
    expect(all.provider).toBe('local');
    expect(all.items.map((s: { email: string }) => s.email)).toEqual([
      'gone@example.com',
      '=cmd|calc@example.com',
      'ada@example.com',
    ]);
    expect((await get('/api/admin/subscribers?status=active')).json().total).toBe(2);
    expect((await get('/api/admin/subscribers?status=unsubscribed')).json().items[0]).toEqual({
      id: 'c3',
      email: 'gone@example.com',
      subscribedAt: '2030-01-03T10:00:00.000Z',
      unsubscribedAt: '2030-02-01T10:00:00.000Z',
    });
    expect((await get('/api/admin/subscribers?status=maybe')).json().message).toBe(m.subscriberStatus);
  });

  it('exports the filtered list as CSV with Lagos times and formulas defused', async () => {
    const res = await get('/api/admin/subscribers.csv?status=active&sort=email&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(
      '"Email","Status","Subscribed (Lagos time)","Unsubscribed (Lagos time)"\r\n' +
        '"\'=cmd|calc@example.com","Active","2030-01-02 11:00",""\r\n' +
        '"ada@example.com","Active","2030-01-01 11:00",""\r\n',
    );
  });
});
