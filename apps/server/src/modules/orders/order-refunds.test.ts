import { adminSalesMessages, doorMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { adminPost, auditOf, emailsOf, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  remainingSeats,
  simulatorButton,
  startOrder,
  verify,
  verifyUntilSettled,
} from '../../../test/checkout-helpers.ts';
import { buyTicket, checkIn, pathOf } from '../../../test/door-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refundDeps, refundOrder } from './order-refunds.ts';

// Refunds in the simulator (instant): exactly once under concurrent clicks, on SQLite and, under
// `npm run test:pg`, on PostgreSQL, where the pool sends the clicks to the database side by side.
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

const refund = (orderId: string, who: SignedInUser = admin, app = t.app) =>
  adminPost(app, who, `/api/admin/orders/${orderId}/refund`, { reason: 'Asked by phone' });

/** The refund's claim reads the order, then moves it from 'paid' with a conditional update. */
const isOrderRead = (text: string) => text === 'select * from "orders" where "id" = ?';

const orderRow = (id: string) =>
  t.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('refunding an order (simulator)', () => {
  it('20 simultaneous clicks refund once: one 200, 19 409s, seats back once, one email, one provider refund', async () => {
    const before = await remainingSeats(t.app, '2');
    const ticket = await buyTicket(t.app, buyer, { eventId: '2', ticketQuantity: 3 });
    expect(await remainingSeats(t.app, '2')).toBe(before - 3);
    const orderId = await orderIdOf(t.app, ticket.transactionReference);

    // Every click reads the order paid before any moves it, on SQLite too (test/simultaneous-reads.ts):
    // only the claim's row count keeps the other 19 from refunding again.
    const racing = await appWithSimultaneousReads(t, isOrderRead);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(orderId, admin, racing.app))).finally(
      () => racing.close(),
    );
    if (t.database.dialect === 'sqlite') expect(racing.staleReads()).toBe(19);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect(winner.message).toBe(adminSalesMessages.refund.done);
    expect(winner.order).toMatchObject({ id: orderId, status: 'refunded', ticket: { status: 'cancelled' } });
    expect(winner.order.actions).toEqual({ refund: false, cancelTicket: false, resendTicketEmail: false });
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect([adminSalesMessages.refund.alreadyRefunded, adminSalesMessages.refund.inProgress]).toContain(
        loser.json().message,
      );
    }

    // The seats are free again, exactly once.
    expect(await remainingSeats(t.app, '2')).toBe(before);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'refunded', refund_provider_status: 'processed', refund_error: null });
    expect(Number(order.holds_seats)).toBe(0);
    expect(order.refunded_at).not.toBeNull();
    const payment = await t.database.db
      .selectFrom('simulated_payments')
      .select('status')
      .where('reference', '=', ticket.transactionReference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('reversed');

    const refundEmails = (await emailsOf(t.app, orderId)).filter((e) => e.subject.startsWith('Your refund'));
    expect(refundEmails).toHaveLength(1);
    expect(refundEmails[0]).toMatchObject({ to_address: 'ada.obi@example.com' });
    expect(refundEmails[0]?.text_body).toContain('NGN 6,000');
    expect(refundEmails[0]?.text_body).toContain(ticket.ticketId);

    const audit = await auditOf(t.app, 'order', orderId);
    expect(audit.map((e) => e.action)).toEqual(['order.refund', 'order.refunded']);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.user.id, actor_email: admin.user.email });
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({
      status: 'paid',
      holdsSeats: true,
      ticketStatus: 'unused',
    });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      status: 'refund_pending',
      ticketStatus: 'cancelled',
      seatsReleased: 3,
      reason: 'Asked by phone',
    });

    // Later clicks change nothing and say why.
    const again = await refund(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminSalesMessages.refund.alreadyRefunded);
    expect(await remainingSeats(t.app, '2')).toBe(before);
  });

  it('the refunded ticket says cancelled on its page, at /api/verify and at the door', async () => {
    const ticket = await buyTicket(t.app, buyer);
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    expect((await refund(orderId)).statusCode).toBe(200);

    const page = await t.app.inject({ url: `/api/tickets/${ticket.transactionReference}` });
    expect(page.json().status).toBe('cancelled');
    const verifyAnswer = await t.app.inject({ url: pathOf(ticket.verifyUrl), headers: { accept: 'application/json' } });
    expect(verifyAnswer.json()).toMatchObject({ status: 'cancelled', message: doorMessages.cancelled });
    const door = await checkIn(t.app, staff.headers, ticket.verifyUrl);
    expect(door.json()).toMatchObject({ result: 'cancelled' });
    const row = await t.database.db
      .selectFrom('tickets')
      .select(['status', 'used_at'])
      .where('id', '=', ticket.ticketId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', used_at: null });
  });

  it('refuses to refund a ticket someone went in on (its seat stays sold, the order paid); the ticket can still be cancelled', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '3', ticketQuantity: 2 });
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json().result).toBe('admitted');
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    const seats = await remainingSeats(t.app, '3');
    const res = await refund(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^1 of 2 people on this ticket were admitted at the door, the first on .+ \(Lagos time\): refunding it would put their seats back on sale/,
    );
    const order = await t.database.db
      .selectFrom('orders')
      .select(['status', 'holds_seats'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'paid', holds_seats: 1 });
    expect(await remainingSeats(t.app, '3')).toBe(seats);
    expect((await t.app.inject({ url: `/api/tickets/${ticket.transactionReference}` })).json()).toMatchObject({
      status: 'unused',
      admitted: 1,
    });
    expect((await auditOf(t.app, 'order', orderId)).map((e) => e.action)).toEqual([]);

    // The admin may still stop the second person explicitly; the refund stays refused.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel-ticket`,
      headers: admin.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl)).json().result).toBe('cancelled');
    expect((await refund(orderId)).statusCode).toBe(409);
  });

  it('refuses orders that were never paid, naming their state', async () => {
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1 });
    const orderId = await orderIdOf(t.app, reference);
    const pending = await refund(orderId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only a paid order can be refunded; this one is pending.');
    // The buyer closes the pop-up: the web app cancels the order at once.
    await t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: buyer.headers, payload: {} });
    expect((await refund(orderId)).json().message).toBe('Only a paid order can be refunded; this one is failed.');
    expect(await auditOf(t.app, 'order', orderId)).toEqual([]);
  });

  it('answers 404 for an unknown order, and refunds for admins only (401 guest, 403 buyer and staff)', async () => {
    const unknown = await refund('no-such-order');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminSalesMessages.orderNotFound);
    const ticket = await buyTicket(t.app, buyer);
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    expect((await refund(orderId, buyer)).statusCode).toBe(403);
    expect((await refund(orderId, staff)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: { cookie: `XSRF-TOKEN=${buyer.csrfToken}`, 'x-xsrf-token': buyer.csrfToken },
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('refundOrder, called directly (a cancelled event refunds all its orders), does the same', async () => {
    const ticket = await buyTicket(t.app, buyer, { eventId: '4' });
    const orderId = await orderIdOf(t.app, ticket.transactionReference);
    const outcome = await refundOrder(refundDeps(t.app), { orderId, actor: admin.user, reason: 'Event cancelled' });
    expect(outcome).toEqual({ orderId, status: 'refunded', providerStatus: 'processed', seatsReleased: 1 });
    await expect(refundOrder(refundDeps(t.app), { orderId, actor: admin.user })).rejects.toMatchObject({
      statusCode: 409,
      message: adminSalesMessages.refund.alreadyRefunded,
    });
  });
});

describe('a late payment for a sold-out event (refund_pending from the checkout)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({}, { capacity: 1 });
  });
  afterAll(() => small.close());

  it('is refunded through the provider without giving back a seat it never held', async () => {
    const [late, first] = await Promise.all([createSignedInUser(small.app), createSignedInUser(small.app)]);
    const smallAdmin = await createSignedInAdmin(small.app);
    const lateRef = await startOrder(small.app, late, { eventId: '5', ticketQuantity: 1 });
    // Its hold runs out; another buyer takes the only seat and pays.
    await small.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('reference', '=', lateRef)
      .execute();
    const firstRef = await startOrder(small.app, first, { eventId: '5', ticketQuantity: 1 });
    await simulatorButton(small.app, first, firstRef, 'pay');
    expect((await verify(small.app, firstRef)).json().data.orderStatus).toBe('paid');
    // Then the late buyer pays: the money is taken but no seat is left (the webhook says so).
    await simulatorButton(small.app, late, lateRef, 'pay');
    expect((await verifyUntilSettled(small.app, lateRef)).json().data.orderStatus).toBe('refund_pending');
    expect(await remainingSeats(small.app, '5')).toBe(0);

    const orderId = await orderIdOf(small.app, lateRef);
    const detail = (
      await small.app.inject({ url: `/api/admin/orders/${orderId}`, headers: smallAdmin.headers })
    ).json();
    expect(detail.actions.refund).toBe(true);
    const res = await adminPost(small.app, smallAdmin, `/api/admin/orders/${orderId}/refund`);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'refunded', ticket: null });
    expect(await remainingSeats(small.app, '5')).toBe(0);
    const emails = (await emailsOf(small.app, orderId)).map((e) => e.subject);
    expect(emails).toEqual(['Your payment for Burna & Friends will be refunded', 'Your refund for Burna & Friends']);
  });
});
