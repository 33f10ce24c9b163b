import type { Ticket } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, oldVerifyLink, pathOf, withField } from '../../../test/door-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantStaff } from './staff.ts';

const STAFF_EMAIL = 'door.lead@example.com';

let t: TestApp;
let buyer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAILS: `someone@example.com, ${STAFF_EMAIL.toUpperCase()}` });
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInUser(t.app, { email: STAFF_EMAIL, confirmed: false });
  // STAFF_EMAILS counts once the address is confirmed.
  await t.database.db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', staff.user.id)
    .execute();
});
afterAll(() => t.close());

const verifyJson = (link: string) => t.app.inject({ url: pathOf(link), headers: { accept: 'application/json' } });

/**
 * The door's read of a scanned link's ticket (a short link's by `lower(reference)`, an old link's by
 * id and reference, a refusal's again by id), which its admitting update follows.
 */
const isDoorRead = (text: string) =>
  /from "tickets"/.test(text) && /"tickets"\."id" = \?|lower\(tickets\.reference\) = \?/.test(text);

async function ticketRow(ticketId: string) {
  return t.database.db.selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();
}

// The verify link QR codes held before the short link (ticket-qr-link.test.ts tests that one):
// tickets emailed then still carry it, and it keeps working.
describe('GET /api/verify', () => {
  let ticket: Ticket;
  let link: string;
  beforeAll(async () => {
    ticket = await buyTicket(t.app, buyer);
    link = oldVerifyLink(ticket);
  });

  it('says valid for the old QR link of an unused ticket, with its holder and event', async () => {
    const res = await verifyJson(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'valid',
      message: doorMessages.valid,
      ticket: {
        ticketId: ticket.ticketId,
        holderName: 'Ada Obi',
        // What the ticket is (architecture.md §9.3), from its order's lines.
        ticketTypes: '1 × Regular',
        quantity: 1,
        admitted: 0,
        eventTitle: ticket.eventTitle,
        eventStatus: 'published',
      },
    });
  });

  it('answers a page for a phone by default, with the result and user text escaped', async () => {
    const res = await t.app.inject({ url: pathOf(link) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Not admitted yet: neutral, never the green of an admission (decision 47).
    expect(res.body).toContain('<h1>Ticket found</h1>');
    expect(res.body).not.toContain('#047857');
    expect(res.body).toContain(doorMessages.valid);
    expect(res.body).toContain(ticket.ticketId);
  });

  it('opening the link 10 times changes nothing', async () => {
    const before = await ticketRow(ticket.ticketId);
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ url: pathOf(link) })).statusCode).toBe(200);
    }
    expect(await ticketRow(ticket.ticketId)).toEqual(before);
    expect(before.status).toBe('unused');
  });

  it.each([
    ['token', 'x'.repeat(43)],
    ['ticketId', 'TICKET-1767225600000-AAAAAAAA'],
    ['code', 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses the link with a tampered %s as invalid', async (field, value) => {
    const res = await verifyJson(withField(link, field, value));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'invalid', message: doorMessages.invalid, ticket: null });
  });

  it.each([
    ['eventTitle', 'Another Show'],
    ['firstName', 'Mallory'],
    ['eventDate', '2030-01-01T00:00:00.000Z'],
  ])(
    'takes the ticket from the signed id and reference, not the printed %s (an event renamed or moved keeps its QR codes)',
    async (field, value) => {
      const res = await verifyJson(withField(link, field, value));
      expect(res.json()).toMatchObject({
        status: 'valid',
        ticket: {
          ticketId: ticket.ticketId,
          holderName: 'Ada Obi',
          eventTitle: ticket.eventTitle,
          eventDate: ticket.eventDate,
        },
      });
    },
  );

  it('answers a malformed link (missing or oversized fields, repeated ones) as invalid with 400, never 500', async () => {
    for (const url of [
      '/api/verify',
      '/api/verify?ticketId=x',
      pathOf(withField(link, 'token', 'a'.repeat(5000))),
      `${pathOf(link)}&token=second`,
      '/api/verify?ticketId=%E0%A4%A',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status, url).toBe('invalid');
    }
    const page = await t.app.inject({ url: '/api/verify?eventTitle=<script>alert(1)</script>' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Invalid ticket');
    expect(page.body).not.toContain('<script>alert');
  });
});

describe('POST /api/check-in', () => {
  it('answers 401 to a guest and 403 to a signed-in user who is not staff', async () => {
    const ticket = await buyTicket(t.app, buyer);
    const guest = await checkIn(t.app, (await getCsrf(t.app)).headers, ticket.verifyUrl);
    expect(guest.statusCode).toBe(401);
    const customer = await checkIn(t.app, buyer.headers, ticket.verifyUrl);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: doorMessages.staffOnly });
    expect((await ticketRow(ticket.ticketId)).status).toBe('unused');
  });

  it('needs the CSRF header like every POST', async () => {
    const ticket = await buyTicket(t.app, buyer);
    const { 'x-xsrf-token': _dropped, ...cookieOnly } = staff.headers;
    expect((await checkIn(t.app, cookieOnly, ticket.verifyUrl)).statusCode).toBe(403);
    expect((await ticketRow(ticket.ticketId)).status).toBe('unused');
  });

  it('admits once, then refuses with the time of the first scan; the verify link then says used', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '3' });
    const first = await checkIn(t.app, staff.headers, ticket.verifyUrl);
    expect(first.statusCode).toBe(200);
    const admitted = first.json();
    expect(admitted).toMatchObject({
      result: 'admitted',
      message: doorMessages.admitted,
      ticket: { ticketId: ticket.ticketId, holderName: 'Ada Obi', quantity: 1, eventTitle: ticket.eventTitle },
      admittedCount: 1,
    });
    expect(admitted.ticket.usedAt).toEqual(expect.any(String));

    const again = (await checkIn(t.app, staff.headers, ticket.verifyUrl)).json();
    expect(again).toMatchObject({ result: 'used', message: doorMessages.used, admittedCount: 1 });
    expect(again.ticket.usedAt).toBe(admitted.ticket.usedAt);

    const row = await ticketRow(ticket.ticketId);
    expect(row).toMatchObject({ status: 'used', used_at: admitted.ticket.usedAt });
    const verified = (await verifyJson(ticket.verifyUrl)).json();
    expect(verified.status).toBe('used');
    expect(verified.message).toMatch(/^First admitted on .+\d{2}:\d{2}/);
    expect((await t.app.inject({ url: `/api/tickets/${ticket.transactionReference}` })).json().status).toBe('used');
  });

  it('accepts a pasted transaction reference and counts the admitted tickets of the event', async () => {
    const [a, b] = [await buyTicket(t.app, buyer, { eventId: '4' }), await buyTicket(t.app, buyer, { eventId: '4' })];
    expect((await checkIn(t.app, staff.headers, ` ${a?.transactionReference} `)).json()).toMatchObject({
      result: 'admitted',
      admittedCount: 1,
    });
    expect((await checkIn(t.app, staff.headers, b?.verifyUrl ?? '')).json()).toMatchObject({
      result: 'admitted',
      admittedCount: 2,
    });
  });

  it('refuses a cancelled ticket and leaves it cancelled', async () => {
    const ticket = await buyTicket(t.app, buyer);
    await t.database.db.updateTable('tickets').set({ status: 'cancelled' }).where('id', '=', ticket.ticketId).execute();
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json()).toMatchObject({
      result: 'cancelled',
      message: doorMessages.cancelled,
    });
    expect((await ticketRow(ticket.ticketId)).status).toBe('cancelled');
  });

  it.each([
    ['token', 'x'.repeat(43)],
    ['ticketId', 'TICKET-1767225600000-AAAAAAAA'],
    ['code', 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses an old link with a tampered %s and admits nothing', async (field, value) => {
    const ticket = await buyTicket(t.app, buyer);
    const res = await checkIn(t.app, staff.headers, withField(oldVerifyLink(ticket), field, value), ticket.eventId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'invalid',
      message: doorMessages.invalid,
      ticket: null,
      timing: null,
      admittedCount: expect.any(Number),
    });
    expect((await ticketRow(ticket.ticketId)).status).toBe('unused');
  });

  it('refuses text that is neither a link nor a reference, and answers 400 to a bad body', async () => {
    expect((await checkIn(t.app, staff.headers, 'hello')).json().result).toBe('invalid');
    expect((await checkIn(t.app, staff.headers, 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA')).json().result).toBe('invalid');
    const empty = await checkIn(t.app, staff.headers, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Scan a QR code or paste a ticket link.' });
    const long = await checkIn(t.app, staff.headers, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
  });

  it('100 simultaneous check-ins of one ticket admit it exactly once', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '5' });
    // Every scan reads the ticket unused before any admits it, on SQLite too (test/simultaneous-reads.ts):
    // only the update's `status = 'unused'` keeps the other 99 out.
    const racing = await appWithSimultaneousReads(t, isDoorRead);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => checkIn(racing.app, staff.headers, ticket.verifyUrl)),
    ).finally(() => racing.close());
    // Every scan but the first read the ticket as the first saw it (a scan reads it more than once).
    if (t.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThanOrEqual(99);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const results = answers.map((a) => a.json().result);
    expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
    expect(results.filter((r) => r === 'used')).toHaveLength(99);
    const used = await t.database.db
      .selectFrom('tickets')
      .select('id')
      .where('id', '=', ticket.ticketId)
      .where('status', '=', 'used')
      .execute();
    expect(used).toHaveLength(1);
    const times = new Set(answers.map((a) => a.json().ticket.usedAt));
    expect(times.size).toBe(1);
  });
});

describe('who is staff', () => {
  const access = (who: SignedInUser) => t.app.inject({ url: '/api/check-in/access', headers: who.headers });

  it('STAFF_EMAILS grants the role once the email is confirmed, in any case', async () => {
    expect((await access(staff)).json()).toEqual({ staff: true });
    expect((await access(buyer)).json()).toEqual({ staff: false });
    expect((await t.app.inject({ url: '/api/check-in/access' })).statusCode).toBe(401);
  });

  it('STAFF_EMAILS grants nothing to an account that has not confirmed the address', async () => {
    const squatter = await createSignedInUser(t.app, { email: 'someone@example.com', confirmed: false });
    expect((await access(squatter)).json()).toEqual({ staff: false });
    const ticket = await buyTicket(t.app, buyer);
    expect((await checkIn(t.app, squatter.headers, ticket.verifyUrl)).statusCode).toBe(403);
  });

  it('staff:add (grantStaff) makes an existing account staff, and says when there is none', async () => {
    const usher = await createSignedInUser(t.app);
    expect((await access(usher)).json()).toEqual({ staff: false });
    expect(await grantStaff(t.database.db, ` ${usher.user.email.toUpperCase()} `)).toBe(true);
    expect((await access(usher)).json()).toEqual({ staff: true });
    const ticket = await buyTicket(t.app, buyer);
    expect((await checkIn(t.app, usher.headers, ticket.verifyUrl)).json().result).toBe('admitted');
    expect(await grantStaff(t.database.db, 'nobody@example.com')).toBe(false);
  });
});
