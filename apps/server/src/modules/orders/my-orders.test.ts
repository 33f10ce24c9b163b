import { checkoutMessages } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { simulatorButton, startOrder, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// GET /api/my-orders: what the help assistant reads to answer 'I was debited but have no ticket'.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/my-orders', () => {
  it("lists the buyer's own latest orders, newest first, with what became of each", async () => {
    const buyer = await createSignedInUser(t.app);
    const paid = await startOrder(t.app, buyer, { eventId: '2', ticketQuantity: 1 });
    await simulatorButton(t.app, buyer, paid, 'pay');
    expect((await verifyUntilSettled(t.app, paid)).json().data.orderStatus).toBe('paid');
    const pending = await startOrder(t.app, buyer, { eventId: '3', ticketQuantity: 2 });
    // Someone else's order is never listed.
    await startOrder(t.app, await createSignedInUser(t.app), { eventId: '2' });

    const res = await t.app.inject({ url: '/api/my-orders', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { orders } = res.json();
    expect(orders.map((o: { reference: string }) => o.reference)).toEqual([pending, paid]);
    expect(orders[0]).toMatchObject({
      eventId: '3',
      status: 'pending',
      ticketQuantity: 2,
      amount: 3000,
      message: null,
    });
    expect(orders[1]).toMatchObject({ eventId: '2', status: 'paid', eventTitle: 'Asake: Lungu Boy Tour' });
  });

  it('says why a paid order has no ticket (refund_pending)', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '4', ticketQuantity: 1 });
    await t.database.db
      .updateTable('orders')
      .set({ status: 'refund_pending', holds_seats: 0 })
      .where('reference', '=', reference)
      .execute();
    const { orders } = (await t.app.inject({ url: '/api/my-orders', headers: buyer.headers })).json();
    expect(orders[0]).toMatchObject({ status: 'refund_pending', message: checkoutMessages.refundPending });
  });

  it('is for signed-in buyers only', async () => {
    expect((await t.app.inject({ url: '/api/my-orders' })).statusCode).toBe(401);
  });
});
