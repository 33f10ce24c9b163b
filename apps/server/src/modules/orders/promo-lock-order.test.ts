import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { chargeSuccess, initialize, postWebhook, startOrder } from '../../../test/checkout-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider, type SimulatorProvider } from '../payments/index.ts';

// A hold taking a code's use beside another transaction giving back seats and a use of the same
// code (a replaced hold, a closed pop-up) or taking them again (a late payment): every path locks
// the code's row before the seats' rows (hold.ts placeHold), so on PostgreSQL they never wait for
// each other in a cycle; before, many of these races failed as "deadlock detected" (a 500).
// Found by the money path's model (two accounts at once, money-path-seat-steps.ts). On SQLite
// the writes are serial and this passes as it always did.
let t: TestApp;
let simulator: SimulatorProvider;
let webhookSecret: string;
beforeAll(async () => {
  t = await createTestApp({
    CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    CHECKOUT_ADDRESS_RATE_LIMIT_MAX: '1000000',
    SIMULATOR_WEBHOOK_RETRY_SECONDS: '3600',
  });
  const chosen = choosePaymentProvider(t.config, t.database.db);
  if (!chosen.simulator) throw new Error('these races are run on the payment simulator');
  simulator = chosen.simulator;
  webhookSecret = chosen.provider.webhookSecret;
  await addPromo(t, { code: 'RACE10', event_id: '1', amount: 10 });
});
afterAll(() => t.close());

const ROUNDS = 20;
const withCode = { eventId: '1', ticketQuantity: 1, promoCode: 'RACE10' };
const cancel = (buyer: SignedInUser, reference: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: buyer.headers, payload: {} });

describe('a hold with a code beside another transaction with the same code', () => {
  it('never deadlocks with another account’s order replacing its hold', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
      await startOrder(t.app, b, withCode);
      const answers = await Promise.all([initialize(t.app, a, withCode), initialize(t.app, b, withCode)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });

  it('never deadlocks with a closed pop-up giving its seats and its use back', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
      const reference = await startOrder(t.app, b, withCode);
      const answers = await Promise.all([initialize(t.app, a, withCode), cancel(b, reference)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });

  it('never deadlocks with a late payment taking its seats and its use again', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
      const reference = await startOrder(t.app, b, withCode);
      // Paid in another tab after the pop-up was closed: its webhook is a late payment.
      expect((await cancel(b, reference)).statusCode).toBe(200);
      expect(await simulator.pay(reference, 'card')).toBe(true);
      const order = await t.database.db
        .selectFrom('orders')
        .select('amount')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const late = postWebhook(t.app, chargeSuccess(reference, Number(order.amount) * 100), webhookSecret);
      const answers = await Promise.all([initialize(t.app, a, withCode), late]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });
});
