import { checkoutMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { chargeSuccess, postWebhook, remainingSeats, startOrder } from '../../../test/checkout-helpers.ts';
import { orderOf, simulatorPost } from '../../../test/simulator-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { choosePaymentProvider } from '../payments/providers.ts';
import type { SimulatorProvider } from '../payments/simulator-provider.ts';
import { checkoutService } from './checkout-service.ts';
import { TRANSFER_WINDOW_MS, UNREACHABLE_PROVIDER_MARGIN_MS } from './hold-times.ts';
import { nextRecheck } from './reconciliation.ts';

// Reconciliation (decision 24) through the real checkout on a real database (SQLite, or the
// PostgreSQL of TEST_DATABASE_URL): the sweep asks the provider about every expired hold before
// giving its seats away, and asks again about orders that closed unpaid. Payments are made "at
// the provider" with the simulator's own pay(), which claims the webhook's first attempt and
// posts nothing, as when the process that was to post it died. The app's own sweep and the
// simulator's retries are set far off; the tests run the sweep themselves, with their own clock.

const HOLD_MS = 15 * 60_000;
const MINUTE = 60_000;

/** The checkout with a provider the test can take down: the simulator's record, or no answer. */
function checkoutWithSwitch(t: TestApp) {
  const { simulator } = choosePaymentProvider(t.config, t.database.db);
  if (!simulator) throw new Error('these tests run on the simulator');
  let down = false;
  const calls: string[] = [];
  const provider = {
    ...simulator,
    async verify(reference: string) {
      calls.push(reference);
      if (down) throw new ProviderUnavailableError('The payment service could not be reached.');
      return simulator.verify(reference);
    },
  };
  const checkout = checkoutService({ db: t.database.db, config: t.config, provider, log: t.app.log });
  return {
    checkout,
    simulator: simulator as SimulatorProvider,
    calls,
    setDown(value: boolean) {
      down = value;
    },
  };
}

const ticketsOf = (t: TestApp, orderId: string) =>
  t.database.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute();
const emailsOf = (t: TestApp, orderId: string) =>
  t.database.db.selectFrom('outbox').select(['to_address', 'subject']).where('order_id', '=', orderId).execute();
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

function expireHold(t: TestApp, reference: string, at: Date) {
  return t.database.db
    .updateTable('orders')
    .set({ hold_expires_at: at.toISOString() })
    .where('reference', '=', reference)
    .execute();
}

const quietSweeps = { RECONCILE_SWEEP_SECONDS: '3600', SIMULATOR_WEBHOOK_RETRY_SECONDS: '3600' };

describe('expired holds: the provider is asked before the seats go back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...quietSweeps, SIMULATOR_SETTLE_DELAY_SECONDS: '600' }, { capacity: 20 });
  });
  afterAll(() => t.close());

  it('a pending order paid at the provider, whose webhook never came, is settled with its ticket, not expired', async () => {
    const { checkout, simulator } = checkoutWithSwitch(t);
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 2, email: 'paid@example.com' });
    const seats = await remainingSeats(t.app);
    expect(await simulator.pay(reference, 'card')).toBe(true);
    const now = later(new Date(), HOLD_MS + MINUTE);
    await expireHold(t, reference, later(now, -1000));

    expect(await checkout.reconcile(now)).toMatchObject({ settled: 1, released: 0 });
    const order = await orderOf(t.database, reference);
    expect(order).toMatchObject({ status: 'paid', holds_seats: 1 });
    expect(await ticketsOf(t, order.id)).toHaveLength(1);
    expect((await emailsOf(t, order.id)).map((m) => m.to_address)).toEqual(['paid@example.com']);
    expect(await remainingSeats(t.app)).toBe(seats);

    // Another pass, and the webhook arriving late after all: still one ticket, one email.
    await checkout.reconcile(later(now, MINUTE));
    const amount = Number(order.amount) * 100;
    expect((await postWebhook(t.app, chargeSuccess(reference, amount), simulator.webhookSecret)).statusCode).toBe(200);
    expect(await ticketsOf(t, order.id)).toHaveLength(1);
    expect(await emailsOf(t, order.id)).toHaveLength(1);
  });

  it('a hold the provider says failed (declined, not abandoned) goes back, and no recheck turns it into a ticket', async () => {
    const { checkout, simulator } = checkoutWithSwitch(t);
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1 });
    const seats = await remainingSeats(t.app);
    expect(await simulator.decline(reference, 'card', undefined)).toBe(true);
    expect((await simulator.verify(reference)).status).toBe('failed');
    const now = later(new Date(), HOLD_MS + MINUTE);
    await expireHold(t, reference, later(now, -1000));

    expect(await checkout.reconcile(now)).toMatchObject({ released: 1, settled: 0 });
    const order = await orderOf(t.database, reference);
    expect(order).toMatchObject({ status: 'expired', holds_seats: 0 });
    expect(await remainingSeats(t.app)).toBe(seats + 1);
    // The rechecks of an order that closed unpaid ask again and find the same failure.
    await checkout.reconcile(new Date(Date.parse(order.recheck_at ?? '') + 1000));
    expect(await orderOf(t.database, reference)).toMatchObject({ status: 'expired', holds_seats: 0 });
    expect(await ticketsOf(t, order.id)).toHaveLength(0);
  });

  it('an unpaid hold goes back (and is scheduled for a recheck); a transfer on its way keeps its seats', async () => {
    const { checkout } = checkoutWithSwitch(t);
    const unpaidBuyer = await createSignedInUser(t.app);
    const transferBuyer = await createSignedInUser(t.app);
    const unpaid = await startOrder(t.app, unpaidBuyer, { ticketQuantity: 1 });
    const transfer = await startOrder(t.app, transferBuyer, { ticketQuantity: 1 });
    await simulatorPost(t.app, transferBuyer, transfer, 'transfer');
    expect((await simulatorPost(t.app, transferBuyer, transfer, 'transfer-sent')).statusCode).toBe(200);
    const seats = await remainingSeats(t.app);
    const now = new Date(Date.now() + MINUTE);
    await expireHold(t, unpaid, later(now, -1000));
    await expireHold(t, transfer, later(now, -1000));

    expect(await checkout.reconcile(now)).toMatchObject({ released: 1, kept: 1, settled: 0 });
    const released = await orderOf(t.database, unpaid);
    expect(released).toMatchObject({ status: 'expired', holds_seats: 0 });
    expect(Date.parse(released.recheck_at ?? '')).toBeGreaterThan(now.getTime());
    const kept = await orderOf(t.database, transfer);
    expect(kept).toMatchObject({ status: 'pending', holds_seats: 1, recheck_at: null });
    // Held for the transfer window, as verify would have.
    expect(Date.parse(kept.hold_expires_at)).toBeGreaterThan(now.getTime() + TRANSFER_WINDOW_MS - MINUTE);
    expect(await remainingSeats(t.app)).toBe(seats + 1);
  });

  it('provider down: the expired hold is kept and asked about again; past the bound its seats go back', async () => {
    const { checkout, calls, setDown } = checkoutWithSwitch(t);
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1 });
    const seats = await remainingSeats(t.app);
    const created = Date.parse((await orderOf(t.database, reference)).created_at);
    const expired = new Date(created + HOLD_MS + 1000);
    setDown(true);
    const asked = () => calls.filter((each) => each === reference).length;
    const stillHeld = { status: 'pending', holds_seats: 1 };

    await checkout.reconcile(expired);
    expect(asked()).toBe(1);
    expect(await orderOf(t.database, reference)).toMatchObject(stillHeld);
    // The next pass asks again (at most once per 5 s per order across processes).
    await checkout.reconcile(later(expired, 10_000));
    expect(asked()).toBe(2);
    expect(await orderOf(t.database, reference)).toMatchObject(stillHeld);

    // The bound: the latest a transfer could keep it, plus the margin. Then the seats go back.
    const bound = created + HOLD_MS + TRANSFER_WINDOW_MS + UNREACHABLE_PROVIDER_MARGIN_MS;
    await checkout.reconcile(new Date(bound - 1000));
    expect(await orderOf(t.database, reference)).toMatchObject(stillHeld);
    expect(await remainingSeats(t.app, '1')).toBeLessThanOrEqual(seats);
    // (Ten seconds on: the last question was within the 5-second throttle of this one.)
    await checkout.reconcile(new Date(bound + 10_000));
    expect(asked()).toBe(4);
    const order = await orderOf(t.database, reference);
    expect(order).toMatchObject({ status: 'expired', holds_seats: 0 });
    expect(order.recheck_at).not.toBeNull();
  });

  it('initialize asks before it releases a lapsed hold for the next buyer: a paid one is settled and the next buyer refused', async () => {
    const small = await createTestApp(quietSweeps, { capacity: 2 });
    try {
      const { simulator } = checkoutWithSwitch(small);
      const first = await createSignedInUser(small.app);
      const next = await createSignedInUser(small.app);
      const reference = await startOrder(small.app, first, { ticketQuantity: 2 });
      await simulator.pay(reference, 'card');
      await expireHold(small, reference, new Date(Date.now() - 1000));

      const refused = await small.app.inject({
        method: 'POST',
        url: '/api/initialize-transaction',
        headers: next.headers,
        payload: {
          eventId: '1',
          ticketQuantity: 1,
          firstName: 'Next',
          lastName: 'Buyer',
          email: 'next@example.com',
          phoneNumber: '+2348031234567',
          isGift: false,
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: checkoutMessages.soldOut });
      const order = await orderOf(small.database, reference);
      expect(order.status).toBe('paid');
      expect(await ticketsOf(small, order.id)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('takes a bounded batch per pass', async () => {
    const batched = await createTestApp({ ...quietSweeps, RECONCILE_BATCH: '2' }, { capacity: 10 });
    try {
      const { checkout, calls } = checkoutWithSwitch(batched);
      for (let i = 0; i < 3; i += 1) await startOrder(batched.app, await createSignedInUser(batched.app));
      const now = new Date(Date.now() + HOLD_MS + MINUTE);
      expect(await checkout.reconcile(now)).toMatchObject({ released: 2 });
      expect(calls).toHaveLength(2);
      expect(await checkout.reconcile(later(now, 10_000))).toMatchObject({ released: 1 });
      expect(calls).toHaveLength(3);
      expect(await checkout.reconcile(later(now, 20_000))).toMatchObject({ released: 0 });
      expect(calls).toHaveLength(3);
    } finally {
      await batched.close();
    }
  });
});

describe('orders that closed unpaid are asked about again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(quietSweeps, { capacity: 4 });
  });
  afterAll(() => t.close());

  it('an expired order paid later at the provider, its webhook lost, is found and gets its ticket', async () => {
    const { checkout, simulator } = checkoutWithSwitch(t);
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1, email: 'late@example.com' });
    const expiredAt = new Date(Date.now() + HOLD_MS + MINUTE);
    expect(await checkout.reconcile(expiredAt)).toMatchObject({ released: 1 });
    const closed = await orderOf(t.database, reference);
    expect(closed.status).toBe('expired');
    const seats = await remainingSeats(t.app);

    // Not due yet: nothing is asked. Then the buyer's money comes, and its webhook is lost.
    expect(await checkout.reconcile(later(expiredAt, 30_000))).toMatchObject({ settledLate: 0 });
    await simulator.pay(reference, 'card');
    const due = new Date(Date.parse(closed.recheck_at ?? '') + 1000);
    expect(await checkout.reconcile(due)).toMatchObject({ settledLate: 1 });
    const order = await orderOf(t.database, reference);
    expect(order).toMatchObject({ status: 'paid', holds_seats: 1, recheck_at: null });
    expect(await ticketsOf(t, order.id)).toHaveLength(1);
    expect((await emailsOf(t, order.id)).map((m) => m.to_address)).toEqual(['late@example.com']);
    expect(await remainingSeats(t.app)).toBe(seats - 1);
  });

  it('a cancelled order paid later when the seats are gone takes the late-payment path: refund_pending, the buyer told', async () => {
    const { checkout, simulator } = checkoutWithSwitch(t);
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 1, email: 'gone@example.com' });
    // The pop-up closed: the seats go back at once and the order is 'failed'.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.json()).toEqual({ orderStatus: 'failed' });
    // Someone else takes every seat left.
    const left = await remainingSeats(t.app);
    await startOrder(t.app, await createSignedInUser(t.app), { ticketQuantity: left });
    expect(await remainingSeats(t.app)).toBe(0);

    await simulator.pay(reference, 'card');
    const closed = await orderOf(t.database, reference);
    expect(await checkout.reconcile(new Date(Date.parse(closed.recheck_at ?? '') + 1000))).toMatchObject({
      settledLate: 1,
    });
    const order = await orderOf(t.database, reference);
    expect(order).toMatchObject({ status: 'refund_pending', holds_seats: 0 });
    expect(await ticketsOf(t, order.id)).toHaveLength(0);
    expect(await emailsOf(t, order.id)).toEqual([
      { to_address: 'gone@example.com', subject: 'Your payment for Davido Live In Concert will be refunded' },
    ]);
    expect(await remainingSeats(t.app)).toBe(0);
  });

  it('asks on a widening schedule, never past the look-back, and not while the provider cannot answer', async () => {
    const { checkout, calls, setDown } = checkoutWithSwitch(t);
    const reference = await startOrder(t.app, await createSignedInUser(t.app), { eventId: '2', ticketQuantity: 1 });
    const closedAt = new Date(Date.now() + HOLD_MS + MINUTE);
    await checkout.reconcile(closedAt);
    const asked = () => calls.filter((each) => each === reference).length;
    expect(asked()).toBe(1);
    setDown(true);
    // Due: asked, no answer; the next one is scheduled all the same.
    let order = await orderOf(t.database, reference);
    let at = new Date(Date.parse(order.recheck_at ?? '') + 1000);
    await checkout.reconcile(at);
    expect(asked()).toBe(2);
    order = await orderOf(t.database, reference);
    expect(Date.parse(order.recheck_at ?? '')).toBeGreaterThan(at.getTime());
    setDown(false);
    // Asked until the look-back (24 h) has passed, then never again.
    let rechecks = 0;
    while (order.recheck_at !== null && rechecks < 100) {
      at = new Date(Date.parse(order.recheck_at) + 1000);
      await checkout.reconcile(at);
      rechecks += 1;
      order = await orderOf(t.database, reference);
    }
    expect(order.status).toBe('expired');
    expect(order.recheck_at).toBeNull();
    expect(asked()).toBe(rechecks + 2);
    expect(rechecks).toBeGreaterThan(5);
    expect(rechecks).toBeLessThan(25);
    expect(at.getTime() - Date.parse(order.updated_at)).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });
});

describe('nextRecheck', () => {
  const lookback = 24 * 60 * MINUTE;
  it('waits half the age, at least 5 minutes and at most 6 hours, and stops after the look-back', () => {
    const closed = '2027-01-01T00:00:00.000Z';
    const at = (ms: number) => new Date(Date.parse(closed) + ms);
    expect(nextRecheck(closed, at(2 * MINUTE), lookback)?.toISOString()).toBe(at(7 * MINUTE).toISOString());
    expect(nextRecheck(closed, at(60 * MINUTE), lookback)?.toISOString()).toBe(at(90 * MINUTE).toISOString());
    expect(nextRecheck(closed, at(16 * 60 * MINUTE), lookback)?.toISOString()).toBe(at(22 * 60 * MINUTE).toISOString());
    expect(nextRecheck(closed, at(20 * 60 * MINUTE), lookback)).toBeNull();
  });
});
