import { checkoutMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { adminPost } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { addPromo, promoUses } from '../../../test/promo-helpers.ts';
import { orderOf } from '../../../test/simulator-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier, eventRemaining, tierRemaining } from '../../../test/tier-helpers.ts';

// Selling rules in combination (architecture.md §9.4): a rule holds on every
// path that takes seats, not only on the order that first held them. Runs on SQLite, and on
// PostgreSQL in CI (npm run test:pg), where the pool runs one account's orders side by side.

const setLimits = (t: TestApp, eventId: string, maxPerOrder: number, maxPerAccount: number) =>
  t.database.db
    .updateTable('events')
    .set({ max_per_order: maxPerOrder, max_per_account: maxPerAccount })
    .where('id', '=', eventId)
    .execute();

/** Tickets of the account's orders for the event, by status. */
async function ticketsByStatus(t: TestApp, buyer: SignedInUser, eventId: string) {
  const rows = await t.database.db
    .selectFrom('orders')
    .select(['status', 'quantity'])
    .where('user_id', '=', buyer.user.id)
    .where('event_id', '=', eventId)
    .execute();
  const by: Record<string, number> = {};
  for (const row of rows) by[row.status] = (by[row.status] ?? 0) + Number(row.quantity);
  return by;
}

/** The refund notices sent about the account's orders for the event. */
const refundEmails = (t: TestApp, buyer: SignedInUser, eventId: string) =>
  t.database.db
    .selectFrom('outbox')
    .innerJoin('orders', 'orders.id', 'outbox.order_id')
    .select(['outbox.subject', 'outbox.text_body'])
    .where('orders.user_id', '=', buyer.user.id)
    .where('orders.event_id', '=', eventId)
    .where('outbox.subject', 'like', '%will be refunded%')
    .execute();

describe('selling rules in combination', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('paying every replaced hold ends at the per-account ceiling; the rest is refunded, and the buyer told why', async () => {
    await setLimits(t, '5', 10, 20);
    const scalper = await createSignedInUser(t.app);
    // Four orders of 10: each replaces the one before it (its hold goes back, the order is failed).
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1)
      references.push(await startOrder(t.app, scalper, { eventId: '5', ticketQuantity: 10 }));
    const before = await eventRemaining(t, '5');
    // Then every one of them is paid at the provider; its webhook settles it (a late payment for three).
    for (const reference of references) {
      expect((await simulatorButton(t.app, scalper, reference, 'pay')).statusCode).toBe(200);
    }
    await vi.waitFor(
      async () => {
        for (const reference of references) {
          const { status } = await orderOf(t.database, reference);
          if (status !== 'paid' && status !== 'refund_pending') throw new Error(`${reference} is still ${status}`);
        }
      },
      { timeout: 10_000, interval: 50 },
    );
    const tickets = await ticketsByStatus(t, scalper, '5');
    expect(tickets).toEqual({ paid: 20, refund_pending: 20 });
    // The event gave exactly the 10 more seats that went to the one late payment within the ceiling.
    expect(await eventRemaining(t, '5')).toBe(before - 10);
    // Each refused payment is told why, on the page and by email.
    const refused = [];
    for (const reference of references) {
      const answer = (await verify(t.app, reference, scalper.headers)).json().data;
      if (answer.orderStatus === 'refund_pending') refused.push(answer);
    }
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer).toMatchObject({ ticket: null, message: checkoutMessages.refundOverLimit(20) });
    }
    const emails = await refundEmails(t, scalper, '5');
    expect(emails).toHaveLength(2);
    expect(emails[0]?.text_body).toContain(checkoutMessages.refundOverLimit(20));
  });

  it('a free tier rushed by one account: no account past its ceiling, every seat a ticket, no refund email', async () => {
    await setLimits(t, '7', 10, 20);
    await addTier(t, { id: '7-free', event_id: '7', name: 'Free', price: 0, capacity: 200, sort_order: 0 });
    const free = { eventId: '7', lines: [{ ticketTypeId: '7-free', quantity: 10 }], ticketQuantity: 10 };
    const rusher = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const second = await t.secondProcess();
    // 40 orders of 10 at once, through two app instances as two server processes.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => initialize(i % 2 === 0 ? t.app : second, rusher, free)),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      expect(answer.json().data.orderStatus).toBe('paid');
    }
    expect(await ticketsByStatus(t, rusher, '7')).toEqual({ paid: 20 });
    // The other account takes its own 20; the tier's stock says what the orders say.
    const rest = await Promise.all(Array.from({ length: 4 }, () => initialize(t.app, other, free)));
    expect(rest.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(await ticketsByStatus(t, other, '7')).toEqual({ paid: 20 });
    expect(await tierRemaining(t, '7-free')).toBe(160);
    const issued = await t.database.db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select('tickets.id')
      .where('orders.event_id', '=', '7')
      .execute();
    expect(issued).toHaveLength(4);
    expect(await refundEmails(t, rusher, '7')).toEqual([]);
  });

  it('a late payment whose promo code was used up meanwhile is refunded, the code kept within its maximum', async () => {
    await setLimits(t, '8', 10, 20);
    const promoId = await addPromo(t, { code: 'LASTONE', event_id: '8', kind: 'percent', amount: 50, max_uses: 1 });
    const late = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, late, { eventId: '8', ticketQuantity: 1, promoCode: 'lastone' });
    // The buyer closes the pop-up: the hold and the code's one use go back; another buyer takes the use.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: late.headers }))
        .statusCode,
    ).toBeLessThan(300);
    await startOrder(t.app, other, { eventId: '8', ticketQuantity: 1, promoCode: 'lastone' });
    // Then the first payment arrives after all.
    expect((await simulatorButton(t.app, late, reference, 'pay')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await orderOf(t.database, reference)).status).toBe('refund_pending'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await orderOf(t.database, reference)).toMatchObject({ refund_reason: 'code_used_up', holds_seats: 0 });
    expect((await verify(t.app, reference, late.headers)).json().data.message).toBe(checkoutMessages.refundCodeUsedUp);
    expect(await promoUses(t, promoId)).toBe(1);
  });

  it('refunding a free order needs no provider: it ends refunded, its seats back, its buyer told the ticket is cancelled', async () => {
    await addTier(t, { id: '9-free', event_id: '9', name: 'Free', price: 0, capacity: 10, sort_order: 0 });
    const buyer = await createSignedInUser(t.app);
    const admin = await createSignedInAdmin(t.app);
    const reference = await startOrder(t.app, buyer, {
      eventId: '9',
      lines: [{ ticketTypeId: '9-free', quantity: 2 }],
    });
    const order = await orderOf(t.database, reference);
    expect(order.status).toBe('paid');
    const refunded = await adminPost(t.app, admin, `/api/admin/orders/${order.id}/refund`, { reason: 'Show moved' });
    expect(refunded.statusCode).toBe(200);
    expect(await orderOf(t.database, reference)).toMatchObject({ status: 'refunded', holds_seats: 0 });
    expect(await tierRemaining(t, '9-free')).toBe(10);
    const emails = await t.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('order_id', '=', order.id)
      .execute();
    const subjects = emails.map((e) => e.subject);
    expect(subjects.filter((subject) => /^Your ticket for .* was cancelled$/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your refund'))).toEqual([]);
  });
});
