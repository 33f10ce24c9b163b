import { adminMessages, adminSalesMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../../test/admin-helpers.ts';
import { adminPost, auditOf, emailsOf, orderIdOf } from '../../../../test/admin-sales-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { startOrder } from '../../../../test/checkout-helpers.ts';
import { buyTicket, checkIn, pathOf } from '../../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
});
afterAll(() => t.close());

const get = (url: string, who: SignedInUser | null = admin) => t.app.inject({ url, headers: who?.headers ?? {} });

describe('who may use the orders routes', () => {
  const reads = [
    '/api/admin/dashboard',
    '/api/admin/orders',
    '/api/admin/orders.csv',
    '/api/admin/orders/some-id',
    '/api/admin/events/1/attendees.csv',
    '/api/admin/event-options',
  ];
  const writes = ['refund', 'cancel-ticket', 'resend-ticket-email'].map((a) => `/api/admin/orders/some-id/${a}`);

  it.each(reads)('GET %s: 401 for a guest, 403 for a buyer and for door staff', async (url) => {
    const guest = await get(url, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please sign in to continue.');
    for (const who of [buyer, staff]) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only admins can use the back office.');
    }
  });

  it.each(writes)('POST %s: 401 for a guest, 403 for a buyer and for door staff', async (url) => {
    const csrf = await getCsrf(t.app);
    expect((await adminPost(t.app, csrf, url)).statusCode).toBe(401);
    expect((await adminPost(t.app, buyer, url)).statusCode).toBe(403);
    expect((await adminPost(t.app, staff, url)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders', () => {
  let gift: string;
  let hostile: string;
  beforeAll(async () => {
    const other = await createSignedInUser(t.app);
    gift = (
      await buyTicket(t.app, other, {
        eventId: '2',
        firstName: 'Chioma',
        lastName: 'Eze',
        email: 'chioma.eze@example.com',
        phoneNumber: '+2347061234589',
        isGift: true,
        recipientFirstName: 'Bola',
        recipientEmail: 'bola.gift@example.com',
      })
    ).transactionReference;
    hostile = (await buyTicket(t.app, other, { eventId: '3', firstName: '=HYPERLINK("http://x")', lastName: '@SUM' }))
      .transactionReference;
    await startOrder(t.app, other, { eventId: '3', email: 'still.pending@example.com' });
  });

  it('pages newest first, with the ticket of each paid order', async () => {
    const res = await get('/api/admin/orders?pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ status: 'pending', email: 'still.pending@example.com', ticketId: null });
    expect(page.items[1]).toMatchObject({ reference: hostile, status: 'paid', ticketStatus: 'unused', eventId: '3' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['email', 'CHIOMA.EZE@example'],
    ['name', 'chioma eze'],
    ['recipient email', 'bola.gift'],
  ])('finds an order by %s', async (_what, q) => {
    const { items, total } = (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
    expect(total).toBe(1);
    expect(items[0].reference).toBe(gift);
  });

  // The phone as the buyer says it on the phone (architecture.md §15.2), not only as the checkout stored it.
  it.each([
    '+2347061234589',
    '+234 706 123 4589',
    '+234 (0) 706 123 4589',
    '2347061234589',
    '07061234589',
    '0706 123 4589',
    '0706-123-4589',
    '7061234589',
    '4589',
  ])('finds an order by its phone number written %s, and shows the number', async (q) => {
    const { items, total } = (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ reference: gift, phoneNumber: '+2347061234589' });
  });

  it('does not read a phone number into what is not one', async () => {
    // The other orders' phone (+2348031234567) has these digits, but with a letter it is not a number.
    expect((await get(`/api/admin/orders?q=${encodeURIComponent('0803a')}`)).json().total).toBe(0);
    expect((await get(`/api/admin/orders?q=${encodeURIComponent('0706 999 9999')}`)).json().total).toBe(0);
  });

  it('finds an order by its reference and by its ticket id; % and _ are taken literally', async () => {
    expect((await get(`/api/admin/orders?q=${gift}`)).json().items[0].reference).toBe(gift);
    const ticketId = (await get(`/api/admin/orders?q=${gift}`)).json().items[0].ticketId;
    expect(
      (await get(`/api/admin/orders?q=${ticketId}`)).json().items.map((o: { reference: string }) => o.reference),
    ).toEqual([gift]);
    expect((await get('/api/admin/orders?q=%25')).json().total).toBe(0);
    // As a wildcard, _ would match the dot of ada.obi@example.com.
    expect((await get('/api/admin/orders?q=ada_obi')).json().total).toBe(0);
  });

  it('filters by event, status and day (Lagos), and sorts by any listed field', async () => {
    const byEvent = (await get('/api/admin/orders?eventId=3&status=paid')).json();
    expect(byEvent.items.map((o: { reference: string }) => o.reference)).toEqual([hostile]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect((await get(`/api/admin/orders?from=${today}&to=${today}`)).json().total).toBeGreaterThanOrEqual(3);
    expect((await get('/api/admin/orders?to=2020-01-01')).json().total).toBe(0);
    const cheapest = (await get('/api/admin/orders?sort=amount&dir=asc&status=paid')).json().items[0];
    expect(cheapest.amount).toBe(1500);
    const byTitle = (await get('/api/admin/orders?sort=eventTitle&dir=asc'))
      .json()
      .items.map((o: { eventTitle: string }) => o.eventTitle);
    expect(byTitle).toEqual([...byTitle].sort());
  });

  it.each([
    ['status=shipped', adminSalesMessages.status],
    ['from=14-03-2027', adminSalesMessages.date],
    ['from=2027-02-30x', adminSalesMessages.date],
    ['from=2027-03-15&to=2027-03-14', adminSalesMessages.dateRange],
    ['sort=password', 'Sort by one of: createdAt, paidAt, amount, quantity, status, email, eventTitle.'],
    ['pageSize=1000', 'The page size must be a whole number from 1 to 100.'],
    [`q=${'x'.repeat(201)}`, adminMessages.search],
    ['q=a%00b', adminMessages.search],
    ['eventId=%00', 'The event filter is not valid.'],
  ])('refuses %s with a sentence', async (query, message) => {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('exports the filtered orders as CSV, with formulas defused', async () => {
    const res = await get('/api/admin/orders.csv?eventId=3&status=paid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Order ID","Reference","Status","Event"');
    expect(lines[1]).toContain(`"${hostile}","Paid","Alakada: Bad and Boujee"`);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://x"")","\'@SUM"');
    // The phone column is data, not a formula: no apostrophe in front of it (architecture.md §15.2).
    expect(lines[1]).toContain('"ada.obi@example.com","+2348031234567",1,1500,');
    expect(lines[1]).toContain(',1,1500,');
    expect((await get('/api/admin/orders.csv?status=nope')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows the order with its payment, ticket, emails and check-in', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '6', ticketQuantity: 2 });
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json().result).toBe('admitted');
    const id = await orderIdOf(t.app, ticket.transactionReference);
    const res = await get(`/api/admin/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id,
      reference: ticket.transactionReference,
      status: 'paid',
      event: { id: '6', title: 'Afrobeats Festival' },
      buyer: { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com', userId: buyer.user.id },
      gift: null,
      quantity: 2,
      unitPrice: 3000,
      amount: 6000,
      currency: 'NGN',
      payment: { provider: 'simulator', refundRequestedAt: null, refundedAt: null },
      // One of its two people is in: it stays valid for the other; it can no longer be refunded.
      ticket: {
        id: ticket.ticketId,
        status: 'unused',
        admits: 2,
        admitted: 1,
        pagePath: `/ticket/${ticket.transactionReference}`,
      },
      actions: { refund: false, cancelTicket: true, resendTicketEmail: true },
    });
    expect(order.payment.paidAt).not.toBeNull();
    expect(order.ticket.usedAt).not.toBeNull();
    expect(order.emails).toEqual([
      expect.objectContaining({
        to: 'ada.obi@example.com',
        subject: 'Your ticket for Afrobeats Festival',
        sentAt: null,
      }),
    ]);
  });

  it('answers 404 with a sentence for an unknown id, and 414 for an absurdly long one', async () => {
    const res = await get('/api/admin/orders/0123456789abcdef0123456789abcdef');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adminSalesMessages.orderNotFound);
    const long = await get(`/api/admin/orders/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toBe('The address is too long.');
  });
});

describe('cancelling a ticket', () => {
  it('cancels once: the ticket page, /api/verify and the door say cancelled; seat and money stay; buyer emailed; audited', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '7' });
    const id = await orderIdOf(t.app, ticket.transactionReference);
    const seats = (await t.app.inject({ url: '/api/events/7' })).json().remaining;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        adminPost(t.app, admin, `/api/admin/orders/${id}/cancel-ticket`, { reason: 'Resold online' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = answers.find((a) => a.statusCode === 200)?.json();
    expect(done.message).toBe(adminSalesMessages.cancel.done);
    expect(done.order).toMatchObject({
      status: 'paid',
      ticket: { status: 'cancelled' },
      actions: { refund: true, cancelTicket: false },
    });
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(adminSalesMessages.cancel.alreadyCancelled);

    expect((await t.app.inject({ url: `/api/tickets/${ticket.transactionReference}` })).json().status).toBe(
      'cancelled',
    );
    const verified = await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { accept: 'application/json' } });
    expect(verified.json().status).toBe('cancelled');
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json().result).toBe('cancelled');
    expect((await t.app.inject({ url: '/api/events/7' })).json().remaining).toBe(seats);

    const emails = await emailsOf(t.app, id);
    expect(emails.map((e) => e.subject)).toEqual([
      'Your ticket for Ravage Uprising',
      'Your ticket for Ravage Uprising was cancelled',
    ]);
    expect(emails[1]?.text_body).toContain('Reason: Resold online');
    const audit = await auditOf(t.app, 'order', id);
    expect(audit.map((e) => e.action)).toEqual(['ticket.cancel']);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({
      ticketId: ticket.ticketId,
      ticketStatus: 'cancelled',
      reason: 'Resold online',
    });
  });

  it('cancels a used ticket explicitly (once); refuses an order without a ticket, an unknown order, and an overlong reason', async () => {
    const used = await buyTicket(t.app, buyer, { eventId: '8' });
    await checkIn(t.app, staff.headers, used.verifyUrl, '8');
    const usedId = await orderIdOf(t.app, used.transactionReference);
    const cancelled = await adminPost(t.app, admin, `/api/admin/orders/${usedId}/cancel-ticket`);
    expect(cancelled.statusCode).toBe(200);
    const audit = await auditOf(t.app, 'order', usedId);
    expect(JSON.parse(audit.at(-1)?.before_json ?? '{}')).toMatchObject({
      ticketStatus: 'used',
      admitted: 1,
      admits: 1,
    });
    const again = await adminPost(t.app, admin, `/api/admin/orders/${usedId}/cancel-ticket`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminSalesMessages.cancel.alreadyCancelled);

    const pending = await orderIdOf(t.app, await startOrder(t.app, buyer, { eventId: '8' }));
    const none = await adminPost(t.app, admin, `/api/admin/orders/${pending}/cancel-ticket`);
    expect(none.json()).toEqual({ message: adminSalesMessages.cancel.noTicket });
    expect((await adminPost(t.app, admin, '/api/admin/orders/nope/cancel-ticket')).statusCode).toBe(404);
    const long = await adminPost(t.app, admin, `/api/admin/orders/${usedId}/cancel-ticket`, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(adminSalesMessages.reason);
    const notObject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${usedId}/cancel-ticket`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
  });
});

describe('resending the ticket email', () => {
  it('writes the ticket emails again to the ticket own addresses (gift recipient too), audited', async () => {
    const ticket = await buyTicket(t.app, buyer, {
      eventId: '1',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientEmail: 'bola@example.com',
    });
    const id = await orderIdOf(t.app, ticket.transactionReference);
    const res = await adminPost(t.app, admin, `/api/admin/orders/${id}/resend-ticket-email`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The ticket email is on its way to ada.obi@example.com.');
    const emails = await emailsOf(t.app, id);
    expect(emails.map((e) => e.to_address)).toEqual([
      'ada.obi@example.com',
      'bola@example.com',
      'ada.obi@example.com',
      'bola@example.com',
    ]);
    expect(res.json().order.emails).toHaveLength(4);
    expect((await auditOf(t.app, 'order', id)).map((e) => e.action)).toEqual(['order.resend_ticket_email']);
  });

  it('refuses a cancelled ticket and an unpaid order', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '1' });
    const id = await orderIdOf(t.app, ticket.transactionReference);
    await adminPost(t.app, admin, `/api/admin/orders/${id}/cancel-ticket`);
    const res = await adminPost(t.app, admin, `/api/admin/orders/${id}/resend-ticket-email`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminSalesMessages.resend.notSendable);
  });
});

describe('GET /api/admin/event-options', () => {
  it('lists every event by date, for the filters', async () => {
    const options = (await get('/api/admin/event-options')).json();
    expect(options).toHaveLength(9);
    expect(options[0]).toEqual({ id: expect.any(String), title: expect.any(String), startsAt: expect.any(String) });
    const dates = options.map((o: { startsAt: string }) => o.startsAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('GET /api/admin/events/{id}/attendees.csv', () => {
  it("lists the tickets of the event's paid orders, with check-ins", async () => {
    const res = await get('/api/admin/events/6/attendees.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendees-6.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Ticket ID","Reference","First name","Last name","Email","Phone","Seats","Ticket types","Gift recipient","Recipient email","Ticket status","People in","Paid (Lagos time)","Checked in (Lagos time)"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^"TICKET-\d+-[A-Z0-9]+","OWB-[^"]+","Ada","Obi","ada\.obi@example\.com","\+2348031234567",2,"2 × Regular","","","Valid \(unused\)",1,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/,
    );
  });

  it('answers 404 for an unknown event', async () => {
    const res = await get('/api/admin/events/999/attendees.csv');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adminSalesMessages.eventNotFound);
  });
});
