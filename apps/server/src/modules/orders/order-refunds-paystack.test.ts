import { adminSalesMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { adminPost, auditOf, emailsOf, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { postWebhook, remainingSeats, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Refunds with PAYMENT_PROVIDER=paystack, through the Paystack-shaped server on loopback: Create
// Refund (POST /refund), its refusals and outages, and the refund.processed / refund.failed webhooks.
const SECRET = 'sk_test_refunds0123456789';
let fake: FakePaystack;
let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_PUBLIC_KEY: 'pk_test_refunds0123456789',
    PAYSTACK_BASE_URL: fake.baseUrl,
    PAYSTACK_TIMEOUT_MS: '300',
  });
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A paid order through Paystack (event 1, NGN 3,000 a seat): its id and reference. */
async function paidOrder(quantity = 1) {
  const reference = await startOrder(t.app, buyer, { ticketQuantity: quantity });
  fake.settle(reference);
  expect((await verify(t.app, reference)).json().data.orderStatus).toBe('paid');
  return { reference, orderId: await orderIdOf(t.app, reference) };
}

const refund = (orderId: string) => adminPost(t.app, admin, `/api/admin/orders/${orderId}/refund`, {});
const refundWebhook = (event: 'refund.processed' | 'refund.failed', reference: string) =>
  postWebhook(
    t.app,
    JSON.stringify({
      event,
      data: {
        status: event === 'refund.processed' ? 'processed' : 'failed',
        transaction_reference: reference,
        refund_reference: null,
        amount: '300000',
        currency: 'NGN',
        customer: { email: 'ada.obi@example.com' },
        domain: 'test',
      },
    }),
    SECRET,
  );
const order = (id: string) =>
  t.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('refunds through Paystack', () => {
  it('asks Paystack once for the whole amount; the order waits in refund_pending until refund.processed', async () => {
    const seats = await remainingSeats(t.app);
    const { reference, orderId } = await paidOrder(2);
    const refundsBefore = fake.refunds.length;

    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(orderId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect(winner.message).toBe(adminSalesMessages.refund.queued);
    expect(winner.order).toMatchObject({
      status: 'refund_pending',
      payment: { refundProviderStatus: 'pending', refundError: null, refundedAt: null },
      actions: { refund: false },
    });

    expect(fake.refunds.slice(refundsBefore)).toEqual([
      {
        reference,
        amount: 600000,
        customerNote: `Refund of order ${reference}`,
        merchantNote: `Refunded from the back office by ${admin.user.email}`,
      },
    ]);
    expect(await remainingSeats(t.app)).toBe(seats);
    expect((await emailsOf(t.app, orderId)).filter((e) => e.subject.startsWith('Your refund'))).toHaveLength(1);

    // Paystack says the money went back: refunded, once, whatever number of deliveries.
    for (let i = 0; i < 3; i += 1) expect((await refundWebhook('refund.processed', reference)).statusCode).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refund_provider_status: 'processed' });
    const audit = await auditOf(t.app, 'order', orderId);
    expect(audit.map((e) => [e.action, e.actor_email])).toEqual([
      ['order.refund', admin.user.email],
      ['order.refund_accepted', admin.user.email],
      ['order.refunded', 'payment provider (webhook)'],
    ]);
    expect(await remainingSeats(t.app)).toBe(seats);
  });

  it('a refund webhook with a bad signature changes nothing', async () => {
    const { reference, orderId } = await paidOrder();
    expect((await refund(orderId)).statusCode).toBe(200);
    const raw = JSON.stringify({ event: 'refund.processed', data: { transaction_reference: reference } });
    expect((await postWebhook(t.app, raw, 'sk_test_wrong')).statusCode).toBe(401);
    expect((await order(orderId)).status).toBe('refund_pending');
  });

  it.each(['5xx', 'timeout'] as const)(
    'Paystack %s: a 502 that says so; seats freed and ticket cancelled once; a second click refunds',
    async (kind) => {
      const seats = await remainingSeats(t.app);
      const { reference, orderId } = await paidOrder();
      fake.failNext(kind);
      const failed = await refund(orderId);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toMatch(/^The payment service did not take the refund \(The payment service /);
      expect(failed.json().message).toContain('try the refund again from its page.');
      const stuck = await order(orderId);
      expect(stuck).toMatchObject({
        status: 'refund_pending',
        refund_provider_status: null,
        refund_claimed_until: null,
      });
      expect(stuck.refund_error).toMatch(/^The payment service/);
      expect(await remainingSeats(t.app)).toBe(seats);
      const detail = (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json();
      expect(detail).toMatchObject({ ticket: { status: 'cancelled' }, actions: { refund: true } });

      const retried = await refund(orderId);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().order.payment).toMatchObject({ refundProviderStatus: 'pending', refundError: null });
      expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
      expect(await remainingSeats(t.app)).toBe(seats);
      expect((await auditOf(t.app, 'order', orderId)).map((e) => e.action)).toEqual([
        'order.refund',
        'order.refund_failed',
        'order.refund',
        'order.refund_accepted',
      ]);
    },
  );

  it('a transaction Paystack already reversed (refunded in its dashboard) counts as refunded', async () => {
    const { reference, orderId } = await paidOrder();
    const direct = await fetch(`${fake.baseUrl}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: reference }),
    });
    expect(direct.status).toBe(200);
    const res = await refund(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'refunded', payment: { refundProviderStatus: 'processed' } });
  });

  it('refund.failed puts the order back in the hands of the back office', async () => {
    const { reference, orderId } = await paidOrder();
    expect((await refund(orderId)).statusCode).toBe(200);
    expect((await refundWebhook('refund.failed', reference)).statusCode).toBe(200);
    const row = await order(orderId);
    expect(row).toMatchObject({
      status: 'refund_pending',
      refund_provider_status: null,
      refund_error: adminSalesMessages.refund.providerFailed,
    });
    const detail = (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json();
    expect(detail.actions.refund).toBe(true);
  });

  it('refund webhooks for references that are not ours, or orders not being refunded, are acknowledged and ignored', async () => {
    const { reference, orderId } = await paidOrder();
    expect((await refundWebhook('refund.processed', reference)).statusCode).toBe(200);
    expect((await refundWebhook('refund.processed', 'T685312322670591')).statusCode).toBe(200);
    expect((await order(orderId)).status).toBe('paid');
  });
});
