import { checkoutMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  chargeSuccess,
  initialize,
  postWebhook,
  remainingSeats,
  startOrder,
  verify,
} from '../../../test/checkout-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The whole checkout with PAYMENT_PROVIDER=paystack, against a Paystack-shaped server on loopback.
const SECRET = 'sk_test_checkout0123456789';
let fake: FakePaystack;
let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paystack',
    // Real Google too, so nothing is simulated and the site is not in test mode.
    GOOGLE_CLIENT_ID: 'storefront-test.apps.googleusercontent.com',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_PUBLIC_KEY: 'pk_test_checkout0123456789',
    PAYSTACK_BASE_URL: fake.baseUrl,
    PAYSTACK_TIMEOUT_MS: '300',
    // Fewer than the default four, so the test sees the setting (not a default) reach Paystack and the pop-up.
    PAYMENT_CHANNELS: 'card,bank_transfer',
  });
  buyer = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const status = async (reference: string) =>
  (
    await t.database.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).status;

describe('checkout through Paystack', () => {
  it('initialize asks Paystack for the amount in kobo with the split code and the channels; the config names Paystack', async () => {
    const reference = await startOrder(t.app, buyer);
    const call = fake.requests.find((r) => r.path === '/transaction/initialize');
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(call?.body).toMatchObject({
      email: 'ada.obi@example.com',
      amount: 600000,
      currency: 'NGN',
      reference,
      subaccount: 'ACCT_8f4s1eq7ml6rlzj',
      channels: ['card', 'bank_transfer'],
    });
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config.payment).toEqual({
      provider: 'paystack',
      scriptUrl: 'https://js.paystack.co/v1/inline.js',
      publicKey: 'pk_test_checkout0123456789',
      channels: ['card', 'bank_transfer'],
    });
    expect(config.testMode).toBe(false);
  });

  it('a paid transaction verifies into a ticket', async () => {
    const reference = await startOrder(t.app, buyer);
    fake.settle(reference);
    const { data } = (await verify(t.app, reference)).json();
    expect(data).toMatchObject({ status: 'success', orderStatus: 'paid' });
    expect(data.ticket.transactionReference).toBe(reference);
  });

  it('verify asks Paystack only about a pending order, at most once per 5 seconds; a paid one is answered from the database', async () => {
    const someone = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, someone);
    const verifyCalls = () => fake.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;
    // Pending: the first verify asks; the next ones within the interval answer what we know.
    const first = (await verify(t.app, reference)).json().data;
    expect(first).toMatchObject({ status: 'abandoned', orderStatus: 'pending' });
    expect(verifyCalls()).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(t.app, reference)).json().data).toMatchObject({ status: 'pending', orderStatus: 'pending' });
    }
    expect(verifyCalls()).toBe(1);
    // Paid by webhook: every later verify is answered from the database, the ticket included.
    fake.settle(reference);
    expect((await postWebhook(t.app, chargeSuccess(reference, 600000), SECRET)).statusCode).toBe(200);
    await t.database.db
      .updateTable('orders')
      .set({ provider_checked_at: null })
      .where('reference', '=', reference)
      .execute();
    for (let i = 0; i < 5; i += 1) {
      const { data } = (await verify(t.app, reference)).json();
      expect(data).toMatchObject({ status: 'success', orderStatus: 'paid' });
      expect(data.ticket.transactionReference).toBe(reference);
    }
    expect(verifyCalls()).toBe(1);
  });

  it('a transfer on its way (Paystack says ongoing) keeps its seats for the 30-minute transfer window', async () => {
    const someone = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, someone);
    const before = await t.database.db
      .selectFrom('orders')
      .select('hold_expires_at')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    fake.settle(reference, { status: 'ongoing' });
    const { data } = (await verify(t.app, reference)).json();
    expect(data).toMatchObject({ status: 'ongoing', orderStatus: 'pending', ticket: null, message: null });
    const after = await t.database.db
      .selectFrom('orders')
      .select(['hold_expires_at', 'status', 'holds_seats'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const minutes = (Date.parse(after.hold_expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(Date.parse(after.hold_expires_at)).toBeGreaterThan(Date.parse(before.hold_expires_at));
    expect(after).toMatchObject({ status: 'pending', holds_seats: 1 });
    // The money arrives: the webhook settles it.
    fake.settle(reference);
    expect((await postWebhook(t.app, chargeSuccess(reference, 600000), SECRET)).statusCode).toBe(200);
    expect(await status(reference)).toBe('paid');
  });

  it('a transfer still on its way after the transfer window gives its seats back, and money that comes later takes them again', async () => {
    const someone = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, someone, { ticketQuantity: 1 });
    const seats = await remainingSeats(t.app);
    const longAgo = new Date(Date.now() - 50 * 60_000).toISOString();
    await t.database.db
      .updateTable('orders')
      .set({ created_at: longAgo, hold_expires_at: longAgo })
      .where('reference', '=', reference)
      .execute();
    fake.settle(reference, { status: 'ongoing' });
    const { data } = (await verify(t.app, reference)).json();
    expect(data).toMatchObject({ status: 'ongoing', orderStatus: 'expired' });
    expect(await remainingSeats(t.app)).toBe(seats + 1);
    fake.settle(reference, { amount: 300000 });
    expect((await postWebhook(t.app, chargeSuccess(reference, 300000), SECRET)).statusCode).toBe(200);
    expect(await status(reference)).toBe('paid');
    expect(await remainingSeats(t.app)).toBe(seats);
  });

  it.each(['5xx', 'timeout', 'malformed'] as const)(
    'Paystack %s at verify: a clear 503, the order stays pending, and the webhook heals it',
    async (kind) => {
      const reference = await startOrder(t.app, buyer);
      fake.settle(reference);
      fake.failNext(kind);
      const res = await verify(t.app, reference);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: checkoutMessages.providerUnavailable });
      expect(await status(reference)).toBe('pending');

      const hook = await postWebhook(t.app, chargeSuccess(reference, 600000), SECRET);
      expect(hook.statusCode).toBe(200);
      expect(await status(reference)).toBe('paid');
    },
  );

  it('Paystack reporting a wrong amount: refused with a message, the order stays pending', async () => {
    const reference = await startOrder(t.app, buyer);
    fake.settle(reference, { amount: 100 });
    const res = await verify(t.app, reference);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: checkoutMessages.amountMismatch });
    expect(await status(reference)).toBe('pending');
  });

  it('Paystack failing at initialize: a 502 with its message, and the seats go back', async () => {
    const someone = await createSignedInUser(t.app);
    const before = await remainingSeats(t.app);
    fake.failNext('5xx');
    const res = await initialize(t.app, someone);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The payment service is unavailable/);
    expect(await remainingSeats(t.app)).toBe(before);
  });
});
