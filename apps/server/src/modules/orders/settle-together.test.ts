import { checkoutMessages } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { startOrder } from '../../../test/checkout-helpers.ts';
import { orderOf } from '../../../test/simulator-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/schema.ts';
import type { VerifiedTransaction } from '../payments/payment-provider.ts';
import { choosePaymentProvider } from '../payments/providers.ts';
import { checkoutService } from './checkout-service.ts';

/** The verify's viewer here: no one signed in (the ticket's emails come masked). */
const GUEST = { user: null, account: null };

// The provider's webhook and the buyer's verify of an order come at the same moment: the
// simulator posts its webhook as Pay answers, and Paystack's comes as the pop-up closes. In one
// process the second settle of the order waits for the first, and the verify takes its outcome
// without asking the provider again (decision 38; docs/performance.md §2.3). Here the two are started together on
// one checkout, through the real database (SQLite, or the PostgreSQL of TEST_DATABASE_URL).

let t: TestApp;
let buyer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createSignedInUser(t.app);
});
afterAll(() => t.close());

/**
 * The checkout over the test's database, counting its transactions and its questions to the
 * provider. `whileAsked` runs as the provider answers a verify.
 */
function countingCheckout(whileAsked = () => {}) {
  const { simulator } = choosePaymentProvider(t.config, t.database.db);
  if (!simulator) throw new Error('these tests run on the simulator');
  const counts = { transactions: 0, providerVerifies: 0 };
  const db = new Proxy(t.database.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return () => {
          counts.transactions += 1;
          return target.transaction();
        };
      }
      return value.bind(target);
    },
  }) as Kysely<Database>;
  const provider = {
    ...simulator,
    async verify(reference: string) {
      counts.providerVerifies += 1;
      const answer = await simulator.verify(reference);
      whileAsked();
      return answer;
    },
  };
  const checkout = checkoutService({ db, config: t.config, provider, log: t.app.log });
  return { checkout, simulator, counts };
}

/** An order paid at the simulator, nothing settled yet, and the payment its webhook reports. */
async function paidAtTheProvider(simulator: ReturnType<typeof countingCheckout>['simulator']) {
  const reference = await startOrder(t.app, buyer);
  expect(await simulator.pay(reference, 'card')).toBe(true);
  const payment: VerifiedTransaction = await simulator.verify(reference);
  expect(payment.status).toBe('success');
  return { reference, payment };
}

const ticketsOf = async (reference: string) =>
  (await t.database.db.selectFrom('tickets').select('id').where('reference', '=', reference).execute()).length;

describe('a webhook and a verify of the same order at the same moment', () => {
  it('one settle pays the order; the verify answers with its ticket and does not ask the provider', async () => {
    const { checkout, simulator, counts } = countingCheckout();
    const { reference, payment } = await paidAtTheProvider(simulator);
    const [webhook, verified] = await Promise.all([
      checkout.settle(reference, payment),
      checkout.verify(reference, GUEST),
    ]);
    expect(webhook).toBe('paid');
    expect(verified.data.orderStatus).toBe('paid');
    expect(verified.data.ticket?.transactionReference).toBe(reference);
    expect(counts).toEqual({ transactions: 1, providerVerifies: 0 });
    expect(await ticketsOf(reference)).toBe(1);
  });

  it('the webhook comes while the verify asks the provider: the verify waits for its settle', async () => {
    let webhook: Promise<string> | undefined;
    const { checkout, simulator, counts } = countingCheckout(() => {
      webhook = checkout.settle(reference, payment);
    });
    const { reference, payment } = await paidAtTheProvider(simulator);
    const verified = await checkout.verify(reference, GUEST);
    expect(verified.data.orderStatus).toBe('paid');
    expect(await webhook).toBe('paid');
    expect(counts).toEqual({ transactions: 1, providerVerifies: 1 });
    expect(await ticketsOf(reference)).toBe(1);
  });

  it('a webhook sent twice settles once', async () => {
    const { checkout, simulator, counts } = countingCheckout();
    const { reference, payment } = await paidAtTheProvider(simulator);
    expect(await Promise.all([checkout.settle(reference, payment), checkout.settle(reference, payment)])).toEqual([
      'paid',
      'paid',
    ]);
    expect(counts.transactions).toBe(1);
    expect(await ticketsOf(reference)).toBe(1);
  });

  it('a settle that fails does not fail the one waiting: a wrong amount, then the right one', async () => {
    const { checkout, simulator } = countingCheckout();
    const { reference, payment } = await paidAtTheProvider(simulator);
    const [wrong, right] = await Promise.allSettled([
      checkout.settle(reference, { ...payment, amountKobo: payment.amountKobo - 100 }),
      checkout.settle(reference, payment),
    ]);
    expect(wrong.status).toBe('rejected');
    expect((wrong as PromiseRejectedResult).reason.message).toBe(checkoutMessages.amountMismatch);
    expect(right).toEqual({ status: 'fulfilled', value: 'paid' });
    expect((await orderOf(t.database, reference)).status).toBe('paid');
    expect(await ticketsOf(reference)).toBe(1);
  });

  it('a verify that waited for a settle that failed asks the provider itself and settles the order', async () => {
    const { checkout, simulator, counts } = countingCheckout();
    const { reference, payment } = await paidAtTheProvider(simulator);
    // The verify reads the order while the wrong settle starts, and finds it running.
    const [verified, wrong] = await Promise.allSettled([
      checkout.verify(reference, GUEST),
      checkout.settle(reference, { ...payment, amountKobo: payment.amountKobo - 100 }),
    ]);
    expect(wrong.status).toBe('rejected');
    expect(verified.status === 'fulfilled' && verified.value.data.orderStatus).toBe('paid');
    expect(counts.providerVerifies).toBe(1);
    expect(await ticketsOf(reference)).toBe(1);
  });
});
