import { checkoutMessages } from '@storefront/contracts/api';
import { organizerMessages } from '@storefront/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, postWebhook, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { type FakePaystack, paystackLocalFee, startFakePaystack } from '../../../test/fake-paystack.ts';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localFeeKobo } from '../payments/simulator-payouts.ts';

// The split of an organizer's sale (decision 31): at initialize the organizer's subaccount, the
// commission as a flat charge and who bears the fee; once paid, the fee and the organizer's share.
// Event 1 (NGN 3,000 a ticket): two tickets are ₦6,000 = 600,000 kobo.

const splitOf = (t: TestApp, reference: string) =>
  t.database.db
    .selectFrom('orders')
    .select(['status', 'amount', 'subaccount', 'commission_kobo', 'fee_kobo', 'organizer_share_kobo', 'fee_bearer'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();

describe('the split through Paystack (loopback)', () => {
  const SECRET = 'sk_test_checkout_split';
  let fake: FakePaystack;
  let t: TestApp;
  let buyer: SignedInUser;
  let organizer: SignedInOrganizer;
  beforeAll(async () => {
    fake = await startFakePaystack(SECRET);
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_checkout_split',
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_TIMEOUT_MS: '1500',
    });
    buyer = await createSignedInUser(t.app);
    organizer = await createSignedInOrganizer(t.app, { subaccountCode: 'ACCT_lagoslive' });
    await giveEventTo(t.app, '1', organizer.organizerId);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const initializeBody = () => fake.requests.find((r) => r.path === '/transaction/initialize')?.body;

  it("initializes with the organizer's subaccount, the commission as transaction_charge and the bearer", async () => {
    const reference = await startOrder(t.app, buyer);
    expect(initializeBody()).toMatchObject({
      amount: 600_000,
      subaccount: 'ACCT_lagoslive',
      transaction_charge: 60_000,
      bearer: 'account',
    });
    expect(await splitOf(t, reference)).toMatchObject({
      status: 'pending',
      subaccount: 'ACCT_lagoslive',
      commission_kobo: 60_000,
      fee_bearer: 'account',
      fee_kobo: null,
      organizer_share_kobo: null,
    });
  });

  it('a settled order keeps the fee and share Paystack reported, and they add up to what was paid', async () => {
    const reference = await startOrder(t.app, buyer);
    fake.settle(reference);
    expect((await verify(t.app, reference)).json().data.orderStatus).toBe('paid');
    const order = await splitOf(t, reference);
    const fee = paystackLocalFee(600_000);
    expect(order).toMatchObject({ fee_kobo: fee, commission_kobo: 60_000, organizer_share_kobo: 540_000 });
    // The platform bears the fee: its part is the commission less the fee.
    const platform = 600_000 - fee - Number(order.organizer_share_kobo);
    expect(platform + fee + Number(order.organizer_share_kobo)).toBe(Number(order.amount) * 100);
    expect(platform).toBe(Number(order.commission_kobo) - fee);
  });

  it("a promo order's commission is the rate times what the buyer pays, not the full price", async () => {
    await addPromo(t, { code: 'SPLIT20', event_id: '1', kind: 'percent', amount: 20 });
    const reference = await startOrder(t.app, buyer, { promoCode: 'split20' });
    // Two tickets of ₦3,000 less 20%: ₦4,800 paid, and 10% of that to the platform.
    expect(initializeBody()).toMatchObject({ amount: 480_000, transaction_charge: 48_000 });
    fake.settle(reference);
    expect((await verify(t.app, reference)).json().data.orderStatus).toBe('paid');
    expect(await splitOf(t, reference)).toMatchObject({ amount: 4_800, commission_kobo: 48_000 });
  });

  it("an admin's commission override counts from the next order, with no call to Paystack but the initialize", async () => {
    await t.database.db
      .updateTable('organizers')
      .set({ commission_bps: 500 })
      .where('id', '=', organizer.organizerId)
      .execute();
    const reference = await startOrder(t.app, buyer);
    expect(fake.requests.map((r) => r.path)).toEqual(['/transaction/initialize']);
    expect(initializeBody()).toMatchObject({ transaction_charge: 30_000 });
    fake.settle(reference);
    await verify(t.app, reference);
    expect(await splitOf(t, reference)).toMatchObject({ commission_kobo: 30_000, organizer_share_kobo: 570_000 });
    await t.database.db
      .updateTable('organizers')
      .set({ commission_bps: null })
      .where('id', '=', organizer.organizerId)
      .execute();
  });

  it('the webhook path stores the split from charge.success; without fees the share is computed', async () => {
    const reference = await startOrder(t.app, buyer);
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        reference,
        amount: 600_000,
        currency: 'NGN',
        status: 'success',
        fees: 19_000,
        fees_split: { paystack: 19_000, integration: 41_000, subaccount: 540_000, params: { bearer: 'account' } },
      },
    });
    expect((await postWebhook(t.app, raw, SECRET)).statusCode).toBe(200);
    expect(await splitOf(t, reference)).toMatchObject({
      status: 'paid',
      fee_kobo: 19_000,
      organizer_share_kobo: 540_000,
    });

    const bare = await startOrder(t.app, buyer);
    const plain = JSON.stringify({
      event: 'charge.success',
      data: { reference: bare, amount: 600_000, currency: 'NGN', status: 'success', fees_split: 'odd' },
    });
    expect((await postWebhook(t.app, plain, SECRET)).statusCode).toBe(200);
    // The platform bears the fee, so the organizer's share does not depend on it.
    expect(await splitOf(t, bare)).toMatchObject({ status: 'paid', fee_kobo: null, organizer_share_kobo: 540_000 });
  });

  it('a platform event initializes as before: its own split code, no charge, no split columns', async () => {
    await t.database.db.updateTable('events').set({ organizer_id: null }).where('id', '=', '1').execute();
    try {
      const reference = await startOrder(t.app, buyer);
      const body = initializeBody() as Record<string, unknown>;
      expect(body.subaccount).toBe('ACCT_8f4s1eq7ml6rlzj');
      expect(body).not.toHaveProperty('transaction_charge');
      expect(body).not.toHaveProperty('bearer');
      fake.settle(reference);
      await verify(t.app, reference);
      expect(await splitOf(t, reference)).toMatchObject({
        status: 'paid',
        subaccount: null,
        commission_kobo: null,
        fee_kobo: null,
        organizer_share_kobo: null,
        fee_bearer: null,
      });
    } finally {
      await giveEventTo(t.app, '1', organizer.organizerId);
    }
  });

  it('a paused organizer, or one without a payout account, does not sell', async () => {
    const refusals = [
      { change: { status: 'paused' as const }, message: organizerMessages.salesPaused },
      { change: { subaccount_code: null }, message: checkoutMessages.salesPaused },
    ];
    for (const { change, message } of refusals) {
      await t.database.db.updateTable('organizers').set(change).where('id', '=', organizer.organizerId).execute();
      const res = await initialize(t.app, buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
      await t.database.db
        .updateTable('organizers')
        .set({ status: 'approved', subaccount_code: 'ACCT_lagoslive' })
        .where('id', '=', organizer.organizerId)
        .execute();
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the split through Paystack when the organizer bears the fee', () => {
  const SECRET = 'sk_test_checkout_split_sub';
  let fake: FakePaystack;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakePaystack(SECRET);
    t = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_checkout_split_sub',
      PAYSTACK_BASE_URL: fake.baseUrl,
      PAYSTACK_TIMEOUT_MS: '1500',
      PAYSTACK_FEE_BEARER: 'subaccount',
      PLATFORM_COMMISSION_PERCENT: '8',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends bearer subaccount and the share is what is left after the commission and the fee', async () => {
    const buyer = await createSignedInUser(t.app);
    const organizer = await createSignedInOrganizer(t.app, { subaccountCode: 'ACCT_bearer' });
    await giveEventTo(t.app, '1', organizer.organizerId);
    const reference = await startOrder(t.app, buyer);
    expect(fake.requests.find((r) => r.path === '/transaction/initialize')?.body).toMatchObject({
      transaction_charge: 48_000,
      bearer: 'subaccount',
    });
    fake.settle(reference);
    await verify(t.app, reference);
    const fee = paystackLocalFee(600_000);
    const order = await splitOf(t, reference);
    expect(order).toMatchObject({ fee_bearer: 'subaccount', commission_kobo: 48_000, fee_kobo: fee });
    expect(Number(order.commission_kobo) + fee + Number(order.organizer_share_kobo)).toBe(600_000);
  });
});

describe('the split in the simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("records the split on the simulated payment and the order keeps it once paid (the pop-up's webhook or verify)", async () => {
    const buyer = await createSignedInUser(t.app);
    const organizer = await createSignedInOrganizer(t.app, { subaccountCode: 'ACCT_simorganizer' });
    await giveEventTo(t.app, '1', organizer.organizerId);
    const reference = await startOrder(t.app, buyer);
    const payment = await t.database.db
      .selectFrom('simulated_payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const fee = localFeeKobo(600_000);
    expect(payment.subaccount).toBe('ACCT_simorganizer');
    expect(payment.fees_kobo).toBe(fee);
    expect(JSON.parse(payment.split ?? 'null')).toEqual({
      subaccount_code: 'ACCT_simorganizer',
      paystack: fee,
      integration: 60_000 - fee,
      subaccount: 540_000,
      params: { bearer: 'account', transaction_charge: 60_000 },
    });
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    let order = await splitOf(t, reference);
    for (let i = 0; i < 50 && order.status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order = await splitOf(t, reference);
    }
    if (order.status === 'pending') await verify(t.app, reference);
    expect(await splitOf(t, reference)).toMatchObject({
      status: 'paid',
      commission_kobo: 60_000,
      fee_kobo: fee,
      organizer_share_kobo: 540_000,
      fee_bearer: 'account',
    });
  });

  it("a platform event's simulated payment has a fee and no split", async () => {
    const buyer = await createSignedInUser(t.app);
    await t.database.db.updateTable('events').set({ organizer_id: null }).where('id', '=', '1').execute();
    const reference = await startOrder(t.app, buyer);
    const payment = await t.database.db
      .selectFrom('simulated_payments')
      .select(['fees_kobo', 'split'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ fees_kobo: localFeeKobo(600_000), split: null });
  });
});
