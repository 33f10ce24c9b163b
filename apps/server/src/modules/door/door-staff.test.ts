import type { Ticket } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import { formatManualCode } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, moveEvent, oldVerifyLink, pathOf } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Staff where they stand (architecture.md §11): the verify page's Admit button, manual codes, and every
// one of our links resolving at the door. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: SignedInUser;
let buyer: SignedInUser;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createSignedInStaff(t.app);
  buyer = await createSignedInUser(t.app);
  // Event 2's doors are open (it starts in an hour), so nothing asks to confirm unless a test moves it.
  await moveEvent(t.database.db, '2', new Date(Date.now() + HOUR));
});
afterAll(() => t.close());

const admittedOf = async (ticketId: string) =>
  Number(
    (await t.database.db.selectFrom('tickets').select('admitted').where('id', '=', ticketId).executeTakeFirstOrThrow())
      .admitted,
  );

/** The verify page's Admit form as a browser would post it: the page's hidden fields, in the form's encoding. */
function formFields(page: string): Record<string, string> {
  const form = /<form method="post" action="\/api\/verify\/admit"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name as string] = (value as string)
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return fields;
}

/** As Chromium posts the form from the verify page, whose referrer policy (no-referrer) makes its Origin 'null'. */
const postForm = (headers: Record<string, string>, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify/admit',
    headers: {
      cookie: headers.cookie ?? '',
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the verify page's Admit button", () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 2 });
  });

  it('shows to signed-in door staff only, as a form carrying their CSRF token', async () => {
    const page = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { cookie: headers.cookie ?? '' } })).body;
    expect(await page()).not.toContain('<form');
    expect(await page(buyer.headers)).not.toContain('<form');
    const staffPage = await page(staff.headers);
    expect(staffPage).toContain('Admit one person (2 of 2 left)');
    // Before the press: not admitted, in no green (decision 47); green is the press's answer below.
    expect(staffPage).toContain('<h1>Ticket found</h1>');
    expect(staffPage).toContain(doorMessages.pressAdmit);
    expect(staffPage).not.toContain('#047857');
    // The form carries the QR's link, the short one here: no name, title or date.
    expect(formFields(staffPage)).toEqual({ link: pathOf(ticket.verifyUrl), _xsrf: staff.csrfToken, confirm: '0' });
    expect(staffPage).toContain('<a href="/check-in">Open the door app</a>');
    // Showing it changed nothing.
    expect(await admittedOf(ticket.ticketId)).toBe(0);
  });

  it('admits one person per press, and says how many are in; then offers no more', async () => {
    const fields = formFields(
      (await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { cookie: staff.headers.cookie ?? '' } })).body,
    );
    const first = await postForm(staff.headers, fields);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain('<h1>Admitted</h1>');
    expect(first.body).toContain('Checked in: let one person in. 1 of 2 in, 1 left.');
    expect(first.body).toContain('Admit one person (1 of 2 left)');
    expect(first.body).toContain('#047857');
    const second = await postForm(staff.headers, formFields(first.body));
    expect(second.body).toContain('2 of 2 in, 0 left.');
    expect(second.body).not.toContain('<form');
    const third = await postForm(staff.headers, fields);
    expect(third.body).toContain('<h1>Already used</h1>');
    expect(await admittedOf(ticket.ticketId)).toBe(2);
  });

  it('the page of an old QR link (tickets emailed before the short link) admits too', async () => {
    const old = await buyTicket(t.app, await createSignedInUser(t.app), { eventId: '2' });
    const page = (
      await t.app.inject({ url: pathOf(oldVerifyLink(old)), headers: { cookie: staff.headers.cookie ?? '' } })
    ).body;
    const fields = formFields(page);
    expect(fields.link).toBe(pathOf(oldVerifyLink(old)));
    expect((await postForm(staff.headers, fields)).body).toContain('<h1>Admitted</h1>');
    expect(await admittedOf(old.ticketId)).toBe(1);
  });

  it('admits nothing for a form whose link is not a QR link (a reference is typed at /check-in, and counted)', async () => {
    const typed = await buyTicket(t.app, await createSignedInUser(t.app), { eventId: '2' });
    const res = await postForm(staff.headers, {
      link: typed.transactionReference,
      _xsrf: staff.csrfToken,
      confirm: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<h1>Invalid ticket</h1>');
    expect(await admittedOf(typed.ticketId)).toBe(0);
  });

  it('before the doors open, asks first: Admit anyway posts the yes', async () => {
    const early = await buyTicket(t.app, buyer, { eventId: '3' }); // event 3 starts months ahead
    const fields = formFields(
      (await t.app.inject({ url: pathOf(early.verifyUrl), headers: { cookie: staff.headers.cookie ?? '' } })).body,
    );
    const asked = await postForm(staff.headers, fields);
    expect(asked.body).toContain('<h1>Confirm first</h1>');
    expect(asked.body).toMatch(/Doors open .+\. Admit anyway\?/);
    expect(asked.body).toContain('Do not admit');
    expect(await admittedOf(early.ticketId)).toBe(0);
    const yes = formFields(asked.body);
    expect(yes.confirm).toBe('1');
    expect((await postForm(staff.headers, yes)).body).toContain('<h1>Admitted</h1>');
    expect(await admittedOf(early.ticketId)).toBe(1);
  });

  it('refuses a post without the page token, from another site, or from someone who is not staff', async () => {
    const target = await buyTicket(t.app, buyer, { eventId: '2' });
    const fields = formFields(
      (await t.app.inject({ url: pathOf(target.verifyUrl), headers: { cookie: staff.headers.cookie ?? '' } })).body,
    );
    expect((await postForm(staff.headers, { ...fields, _xsrf: 'forged' })).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/verify/admit',
      headers: {
        cookie: staff.headers.cookie ?? '',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await postForm(buyer.headers, { ...fields, _xsrf: buyer.csrfToken })).statusCode).toBe(403);
    const guest = await getCsrf(t.app);
    expect((await postForm(guest.headers, { ...fields, _xsrf: guest.token })).statusCode).toBe(401);
    expect(await admittedOf(target.ticketId)).toBe(0);
  });
});

describe('who is door staff', () => {
  it('a staff role taken away counts at once: the next scan is refused, and /api/me says so', async () => {
    const former = await createSignedInStaff(t.app);
    const ticket = await buyTicket(t.app, await createSignedInUser(t.app), { eventId: '2', ticketQuantity: 2 });
    const me = async () => (await t.app.inject({ url: '/api/me', headers: former.headers })).json();
    expect((await me()).isStaff).toBe(true);
    expect((await checkIn(t.app, former.headers, ticket.verifyUrl, '2')).json().result).toBe('admitted');
    await t.database.db.updateTable('users').set({ role: 'customer' }).where('id', '=', former.user.id).execute();
    const refused = await checkIn(t.app, former.headers, ticket.verifyUrl, '2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: doorMessages.staffOnly });
    expect((await me()).isStaff).toBe(false);
  });
});

describe('manual codes', () => {
  it('are 8 Crockford characters, unique, printed XXXX-XXXX, and resolve at the door in any case, with or without the dash', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 5 });
    expect(ticket.manualCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const printed = formatManualCode(ticket.manualCode);
    const typings = [printed, printed.toLowerCase(), ticket.manualCode.toLowerCase(), ` ${printed.replace('-', ' ')} `];
    for (const typed of typings) {
      const answer = (await checkIn(t.app, staff.headers, typed, '2', { confirm: false })).json();
      expect(answer, typed).toMatchObject({ result: 'admitted', ticket: { ticketId: ticket.ticketId } });
    }
    expect(await admittedOf(ticket.ticketId)).toBe(4);
  });

  it('read I and L as 1 and O as 0, as Crockford does; an unknown code is invalid', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 2 });
    await t.database.db
      .updateTable('tickets')
      .set({ manual_code: '0K1M2XD4' })
      .where('id', '=', ticket.ticketId)
      .execute();
    for (const typed of ['ok1m-2xd4', 'OKLM 2XD4']) {
      expect((await checkIn(t.app, staff.headers, typed, '2')).json().result, typed).toBe('admitted');
    }
    expect((await checkIn(t.app, staff.headers, 'ZZZZ-ZZZZ', '2')).json().result).toBe('invalid');
  });
});

describe('every one of our ticket links resolves at the door', () => {
  it('the QR link (and the old one), the ticket page link, the email link, the calendar link and a reference in any case', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 10 });
    const reference = ticket.transactionReference;
    const email = await t.database.db
      .selectFrom('outbox')
      .innerJoin('orders', 'orders.id', 'outbox.order_id')
      .select('outbox.text_body')
      .where('orders.reference', '=', reference)
      .executeTakeFirstOrThrow();
    const emailLink = /https?:\/\/\S+\/ticket\/\S+/.exec(email.text_body)?.[0];
    expect(emailLink).toBeDefined();
    const links = [
      ticket.verifyUrl,
      ticket.verifyUrl.toLowerCase(),
      oldVerifyLink(ticket),
      `${t.config.PUBLIC_URL}/ticket/${reference}`,
      emailLink ?? '',
      `${t.config.PUBLIC_URL}/api/tickets/${reference}/calendar.ics`,
      reference,
      reference.toLowerCase(),
      reference.toUpperCase(),
      // Printed before a move to another domain, or shared from the app's address bar with a query.
      `https://old.example.ng/ticket/${reference}?utm_source=whatsapp`,
    ];
    for (const link of links) {
      expect((await checkIn(t.app, staff.headers, link, '2')).json(), link).toMatchObject({
        result: 'admitted',
        ticket: { ticketId: ticket.ticketId },
      });
    }
    expect(await admittedOf(ticket.ticketId)).toBe(links.length);
    // Not ours: another site's page, a reference of the right shape that names nothing.
    for (const link of ['https://example.com/ticket/nope', 'OWB-AAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await checkIn(t.app, staff.headers, link, '2')).json().result, link).toBe('invalid');
    }
  });
});
