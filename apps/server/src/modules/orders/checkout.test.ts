import { checkoutMessages, ticketSchema, verifyTransactionResponseSchema } from '@storefront/contracts/api';
import { qrReferencePart, REFERENCE_PATTERN } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, saveEvent } from '../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  initialize,
  orderBody,
  remainingSeats,
  simulatorButton,
  startOrder,
  verify,
  verifyUntilSettled,
} from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/providers.ts';
import { ticketQrMac, ticketToken } from '../tickets/ticket-token.ts';
import { checkoutService } from './checkout-service.ts';

let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const order = (reference: string) =>
  t.database.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

describe('POST /api/initialize-transaction', () => {
  it('holds the seats, prices the order on the server and answers Paystack-style', async () => {
    const before = await remainingSeats(t.app);
    // The spec's client sends an amount, a split code and a title: none of them is trusted.
    const res = await initialize(t.app, buyer, { amount: 1, subaccount_code: 'ACCT_evil', eventTitle: 'Free stuff' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.reference).toMatch(REFERENCE_PATTERN);
    expect(data.access_code).toMatch(/^[\w-]{16}$/);
    expect(data.authorization_url).toContain(data.reference);
    expect(await remainingSeats(t.app)).toBe(before - 2);

    const row = await order(data.reference);
    expect(row).toMatchObject({ status: 'pending', quantity: 2, amount: 6000, currency: 'NGN', holds_seats: 1 });
    expect(Number(row.holds_seats)).toBe(1);
    const lines = await t.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).execute();
    expect(lines).toEqual([expect.objectContaining({ ticket_type_id: '1-regular', quantity: 2, unit_price: 3000 })]);
    const simulated = await t.database.db
      .selectFrom('simulated_payments')
      .selectAll()
      .where('reference', '=', data.reference)
      .executeTakeFirstOrThrow();
    expect(simulated).toMatchObject({ amount_kobo: 600000, currency: 'NGN', subaccount: 'ACCT_8f4s1eq7ml6rlzj' });
    expect(JSON.parse(simulated.metadata)).toEqual({
      eventTitle: 'Davido Live In Concert',
      ticketQuantity: 2,
      customerName: 'Ada Obi',
    });
  });

  it('sends no split code for an event without one', async () => {
    const reference = await startOrder(t.app, buyer, { eventId: '2' });
    const simulated = await t.database.db
      .selectFrom('simulated_payments')
      .select('subaccount')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(simulated.subaccount).toBeNull();
  });

  it('needs a signed-in buyer and the CSRF header', async () => {
    const csrf = await getCsrf(t.app);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/initialize-transaction',
      headers: csrf.headers,
      payload: orderBody(),
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please sign in to continue.' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/initialize-transaction',
      headers: { cookie: buyer.headers.cookie ?? '' },
      payload: orderBody(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('reads the session with the sale: an ended or unknown one is a guest, answered before the event', async () => {
    const someone = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app);
    const asSomeone = (body: Record<string, unknown> = {}) => initialize(t.app, someone, body);
    // An event no one has: 404 for the signed in, and 401 (not 404) for a guest.
    const unknownEvent = await asSomeone({ eventId: '999' });
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json()).toEqual({ message: 'No event found for ID 999' });
    const sessions = () => t.database.db.updateTable('sessions').where('user_id', '=', someone.user.id);
    await sessions().set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    for (const body of [{}, { eventId: '999' }]) {
      const expired = await asSomeone(body);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: 'Please sign in to continue.' });
    }
    // Signed out elsewhere (the session gone) with the cookie still sent; and a token never issued.
    await t.database.db.deleteFrom('sessions').where('user_id', '=', someone.user.id).execute();
    expect((await asSomeone()).statusCode).toBe(401);
    const neverIssued = {
      ...someone,
      headers: {
        ...someone.headers,
        cookie: someone.headers.cookie?.replace(someone.sessionToken, 'x'.repeat(43)) ?? '',
      },
    };
    expect(neverIssued.headers.cookie).not.toContain(someone.sessionToken);
    expect((await initialize(t.app, neverIssued, {})).statusCode).toBe(401);
    expect(await remainingSeats(t.app)).toBe(before);
    const held = await t.database.db.selectFrom('orders').select('id').where('user_id', '=', someone.user.id).execute();
    expect(held).toEqual([]);
  });

  it.each([
    ['quantity 0', { ticketQuantity: 0 }, checkoutMessages.quantity],
    ['quantity 10^9', { ticketQuantity: 1e9 }, checkoutMessages.quantity],
    ['quantity as text', { ticketQuantity: '2' }, checkoutMessages.quantity],
    ['fractional quantity', { ticketQuantity: 1.5 }, checkoutMessages.quantity],
    ['no first name', { firstName: '  ' }, checkoutMessages.firstName],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a bad phone', { phoneNumber: '0803' }, checkoutMessages.phoneNumber],
    ['a malformed event id', { eventId: 'abc' }, 'Event id must be a number, like 1.'],
    ['an over-long name', { lastName: 'x'.repeat(5000) }, 'Last name must be at most 100 characters.'],
  ])('refuses %s with a message and changes nothing', async (_case, change, message) => {
    const before = await remainingSeats(t.app);
    const res = await initialize(t.app, buyer, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await remainingSeats(t.app)).toBe(before);
  });

  it('answers 404 for an unknown event, 400 for malformed JSON', async () => {
    const unknown = await initialize(t.app, buyer, { eventId: '42' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No event found for ID 42' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/initialize-transaction',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"eventId": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses an event that has started', async () => {
    await t.database.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', '9')
      .execute();
    const res = await initialize(t.app, buyer, { eventId: '9' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: checkoutMessages.eventStarted });
  });
});

describe('capacity', () => {
  it('says how many are left, then that the event is sold out', async () => {
    const small = await createTestApp({}, { capacity: 3 });
    try {
      const someone = await createSignedInUser(small.app);
      const another = await createSignedInUser(small.app);
      const third = await createSignedInUser(small.app);
      const tooMany = await initialize(small.app, someone, { ticketQuantity: 4 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({ message: 'Only 3 tickets are left for this event.' });
      await startOrder(small.app, someone, { ticketQuantity: 2 });
      expect((await initialize(small.app, another, { ticketQuantity: 2 })).json()).toEqual({
        message: 'Only 1 ticket is left for this event.',
      });
      await startOrder(small.app, another, { ticketQuantity: 1 });
      const soldOut = await initialize(small.app, third, { ticketQuantity: 1 });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json()).toEqual({ message: 'Sorry, this event is sold out.' });
    } finally {
      await small.close();
    }
  });
});

describe('pay, verify, ticket', () => {
  it('Pay in the simulator, then verify: the order is paid and exactly one ticket is issued', async () => {
    const reference = await startOrder(t.app, buyer);
    const pending = verifyTransactionResponseSchema.parse((await verify(t.app, reference)).json());
    expect(pending.data).toMatchObject({ status: 'abandoned', orderStatus: 'pending', ticket: null });

    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    // Verify asked the provider a moment ago, so it answers from the database until the
    // simulator's webhook (or the next provider check) settles the order.
    // As its buyer: anyone else sees the emails masked (ticket-privacy.test.ts).
    const res = await verifyUntilSettled(t.app, reference, 3000, buyer.headers);
    expect(res.statusCode).toBe(200);
    const { data } = verifyTransactionResponseSchema.parse(res.json());
    expect(data).toMatchObject({ status: 'success', orderStatus: 'paid', message: null });
    const ticket = ticketSchema.parse(data.ticket);
    expect(ticket).toMatchObject({
      transactionReference: reference,
      eventId: '1',
      eventTitle: 'Davido Live In Concert',
      ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com' },
      isGift: false,
      ticketQuantity: 2,
      totalPrice: 6000,
      status: 'unused',
    });
    expect(ticket.ticketId).toMatch(/^TICKET-\d{13}-[A-Z2-9]{8}$/);
    expect(ticket.verificationToken).toBe(ticketToken(t.config.SESSION_SECRET, ticket.ticketId, reference));
    // What the QR holds (architecture.md §11): our origin, /T/, the reference and its MAC; nothing personal.
    expect(ticket.verifyUrl).toBe(
      `${t.config.PUBLIC_URL.toUpperCase()}/T/${qrReferencePart(reference)}${ticketQrMac(t.config.SESSION_SECRET, reference)}`,
    );

    // The ticket page's call (by reference, here by its buyer) and the spec's POST /api/tickets give the same ticket.
    const fetched = await t.app.inject({ url: `/api/tickets/${reference}`, headers: buyer.headers });
    expect(fetched.json()).toEqual(ticket);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: buyer.headers,
      // A forged client ticket: only the reference is read.
      payload: { transactionReference: reference, ticketId: 'TICKET-1-FAKE', totalPrice: 1, status: 'used' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(ticket);
    const count = await t.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The buyer gets one email, with the ticket page's link.
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('text_body', 'like', `%${ticket.ticketId}%`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_address).toBe('ada.obi@example.com');
    expect(mail[0]?.text_body).toContain(`/ticket/${reference}`);
  });

  it('the ticket page offers the event as a calendar file', async () => {
    const reference = await startOrder(t.app, buyer);
    await simulatorButton(t.app, buyer, reference, 'pay');
    await verify(t.app, reference);
    const res = await t.app.inject({ url: `/api/tickets/${reference}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${reference}.ics"`);
    const ics = res.body.replaceAll('\r\n ', '');
    expect(ics).toContain('SUMMARY:Davido Live In Concert');
    expect(ics).toContain('LOCATION:State Farm Arena\\, 1 State Farm Drive\\, Atlanta\\, Georgia 30303');
    // The end (decision 27; the catalogue's 4½-hour show), so calendars show its length.
    expect(ics).toMatch(/DTEND:\d{8}T043000Z/);
    expect(ics).toMatch(/DTSTART:\d{8}T000000Z/);
    expect(ics).toContain(`/ticket/${reference}`);
    const unknown = await t.app.inject({ url: '/api/tickets/OWB-aaaaaaaaaaaaaaaaaaaaaaaa/calendar.ics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Ticket not found' });
  });

  it('a gift carries the recipient on the ticket, and the recipient is emailed too', async () => {
    const reference = await startOrder(t.app, buyer, {
      isGift: true,
      recipientFirstName: 'Bola',
      recipientLastName: 'Ade',
      recipientEmail: 'Bola.Ade@example.com',
    });
    await simulatorButton(t.app, buyer, reference, 'pay');
    const { data } = (await verify(t.app, reference, buyer.headers)).json();
    expect(data.ticket).toMatchObject({
      isGift: true,
      recipient: { firstName: 'Bola', lastName: 'Ade', email: 'bola.ade@example.com' },
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('to_address')
      .where('text_body', 'like', `%${data.ticket.ticketId}%`)
      .execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual(['ada.obi@example.com', 'bola.ade@example.com']);
  });

  it('tickets: unknown reference 404, malformed 400, another buyer cannot claim it', async () => {
    expect((await t.app.inject({ url: '/api/tickets/OWB-aaaaaaaaaaaaaaaaaaaaaaaa' })).json()).toEqual({
      message: 'Ticket not found',
    });
    const malformed = await t.app.inject({ url: '/api/tickets/..%2F..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'This transaction reference is not valid.' });

    const reference = await startOrder(t.app, buyer);
    await simulatorButton(t.app, buyer, reference, 'pay');
    await verify(t.app, reference);
    const stranger = await createSignedInUser(t.app);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: stranger.headers,
      payload: { transactionReference: reference },
    });
    expect(claim.statusCode).toBe(404);
  });

  it('an unpaid order has no ticket, and verify of an unknown or forged reference is refused', async () => {
    const reference = await startOrder(t.app, buyer);
    const unpaid = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: buyer.headers,
      payload: { transactionReference: reference },
    });
    expect(unpaid.statusCode).toBe(404);
    expect((await verify(t.app, 'OWB-bbbbbbbbbbbbbbbbbbbbbbbb')).statusCode).toBe(404);
    expect((await verify(t.app, 'not a reference')).statusCode).toBe(400);
  });
});

describe('decline, close and expiry', () => {
  it('Decline: verify reports the failure; cancelling gives the seats back at once', async () => {
    // A buyer of its own: another hold of the same buyer for this event would be replaced (decision 21).
    const buyer = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app);
    const reference = await startOrder(t.app, buyer);
    await simulatorButton(t.app, buyer, reference, 'decline');
    const { data } = (await verify(t.app, reference)).json();
    expect(data).toMatchObject({
      status: 'failed',
      orderStatus: 'pending',
      ticket: null,
      message: checkoutMessages.paymentNotSuccessful,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.json()).toEqual({ orderStatus: 'failed' });
    expect(await remainingSeats(t.app)).toBe(before);
    // A second cancel changes nothing; a stranger cannot cancel.
    await t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: buyer.headers });
    expect(await remainingSeats(t.app)).toBe(before);
    const stranger = await createSignedInUser(t.app);
    const other = await startOrder(t.app, buyer);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other}/cancel`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('a lapsed hold is released by verify, and a late payment takes the seats again', async () => {
    // A buyer of its own: another hold of the same buyer for this event would be replaced (decision 21).
    const buyer = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app);
    const reference = await startOrder(t.app, buyer);
    await t.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('reference', '=', reference)
      .execute();
    expect((await verify(t.app, reference)).json().data.orderStatus).toBe('expired');
    expect(await remainingSeats(t.app)).toBe(before);

    // The late payment's webhook takes the seats again; verify answers an expired order from the database.
    await simulatorButton(t.app, buyer, reference, 'pay');
    const { data } = (await verifyUntilSettled(t.app, reference)).json();
    expect(data.orderStatus).toBe('paid');
    expect(data.ticket.status).toBe('unused');
    expect(await remainingSeats(t.app)).toBe(before - 2);
  });

  it('a late payment for a sold-out event becomes refund_pending and the buyer is told', async () => {
    const small = await createTestApp({}, { capacity: 2 });
    try {
      const late = await createSignedInUser(small.app);
      const next = await createSignedInUser(small.app);
      const reference = await startOrder(small.app, late, { email: 'late@example.com' });
      await small.database.db
        .updateTable('orders')
        .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      // The next buyer meets the lapsed hold, which is released for them.
      await startOrder(small.app, next, { email: 'next@example.com' });
      const row = await small.database.db
        .selectFrom('orders')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');

      await simulatorButton(small.app, late, reference, 'pay');
      const { data } = (await verifyUntilSettled(small.app, reference)).json();
      expect(data).toMatchObject({
        status: 'success',
        orderStatus: 'refund_pending',
        ticket: null,
        message: checkoutMessages.refundPending,
      });
      expect(await remainingSeats(small.app)).toBe(0);
      const mail = await small.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', 'late@example.com')
        .execute();
      expect(mail.map((m) => m.subject)).toEqual(['Your payment for Davido Live In Concert will be refunded']);
    } finally {
      await small.close();
    }
  });

  it('a payment for an event cancelled meanwhile gets no ticket: refund_pending, seats back, the buyer told', async () => {
    const small = await createTestApp({}, { capacity: 10 });
    try {
      const someone = await createSignedInUser(small.app);
      const another = await createSignedInUser(small.app);
      const admin = await createSignedInAdmin(small.app);
      // One order still holding its seats, one whose hold lapsed (its seats already went back).
      const holding = await startOrder(small.app, someone, { ticketQuantity: 2, email: 'holding@example.com' });
      const lapsed = await startOrder(small.app, another, { ticketQuantity: 3, email: 'lapsed@example.com' });
      await small.database.db
        .updateTable('orders')
        .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('reference', '=', lapsed)
        .execute();
      expect((await verify(small.app, lapsed)).json().data.orderStatus).toBe('expired');
      expect(await remainingSeats(small.app)).toBe(8);

      const cancelled = await saveEvent(small.app, admin, '1', {
        ...(await formOf(small.app, admin, '1')),
        status: 'cancelled',
      });
      expect(cancelled.statusCode).toBe(200);

      // Each paid by its own buyer: the simulator answers no one else (simulator-routes.ts).
      for (const [reference, payer] of [
        [holding, someone],
        [lapsed, another],
      ] as const) {
        expect((await simulatorButton(small.app, payer, reference, 'pay')).statusCode).toBe(200);
        const { data } = (await verifyUntilSettled(small.app, reference)).json();
        expect(data).toMatchObject({
          status: 'success',
          orderStatus: 'refund_pending',
          ticket: null,
          message: checkoutMessages.refundEventCancelled,
        });
        const row = await small.database.db
          .selectFrom('orders')
          .selectAll()
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'refund_pending', holds_seats: 0 });
        const tickets = await small.database.db
          .selectFrom('tickets')
          .select('id')
          .where('order_id', '=', row.id)
          .execute();
        expect(tickets).toEqual([]);
        // A second verify (a reload of the page) says the same and changes nothing.
        expect((await verify(small.app, reference)).json().data.message).toBe(checkoutMessages.refundEventCancelled);
      }
      expect(await remainingSeats(small.app)).toBe(10);
      const mail = await small.database.db
        .selectFrom('outbox')
        .select(['to_address', 'subject', 'text_body'])
        .where('to_address', 'in', ['holding@example.com', 'lapsed@example.com'])
        .orderBy('to_address')
        .execute();
      expect(mail.map((m) => [m.to_address, m.subject])).toEqual([
        ['holding@example.com', 'Your payment for Davido Live In Concert will be refunded'],
        ['lapsed@example.com', 'Your payment for Davido Live In Concert will be refunded'],
      ]);
      for (const m of mail) expect(m.text_body).toContain(checkoutMessages.refundEventCancelled);
    } finally {
      await small.close();
    }
  });

  it('the sweep releases every lapsed hold', async () => {
    const small = await createTestApp({}, { capacity: 10 });
    try {
      const someone = await createSignedInUser(small.app);
      const another = await createSignedInUser(small.app);
      await startOrder(small.app, someone, { ticketQuantity: 3 });
      await startOrder(small.app, another, { ticketQuantity: 4 });
      expect(await remainingSeats(small.app)).toBe(3);
      await small.database.db
        .updateTable('orders')
        .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const service = checkoutService({
        db: small.database.db,
        config: small.config,
        provider: choosePaymentProvider(small.config, small.database.db).provider,
        log: small.app.log,
      });
      expect(await service.releaseExpiredHolds(new Date())).toBe(2);
      expect(await remainingSeats(small.app)).toBe(10);
      expect(await service.releaseExpiredHolds(new Date())).toBe(0);
    } finally {
      await small.close();
    }
  });
});
