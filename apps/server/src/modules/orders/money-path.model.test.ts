import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/index.ts';
import { checkoutService } from './checkout-service.ts';
import { deliverEveryWebhook, steps } from './money-path-commands.ts';
import { initialModel } from './money-path-model.ts';
import { closeSale, openSale, type Shop } from './money-path-world.ts';

// The money path, model-based (architecture.md §9; decisions 8, 21, 24 and 30): random sequences
// of orders (one at a time, or two of one account at once), payments in the pop-up or at the
// provider with the webhook lost, declines, closed pop-ups, verifies, webhooks (repeated, late:
// after the hold was replaced, expired or refunded), sweeps with the clock moved on, and refunds.
// After every step the database and the answers are checked against a small model
// (money-path-model.ts) and against invariants on the database alone: seats sold + held + free =
// capacity for each tier and the event; no account over its ceiling; one ticket and its email for
// every paid order; a code's uses within its maximum (late payments aside: promo-pricing.ts); no
// money taken without a ticket or a refund. At the end of each sequence every payment's webhook
// arrives, as the simulator's retries make sure of. A failing sequence is shrunk and printed, its
// orders named #0, #1... in the order they were made.
// One app for the file and a fresh event per sequence. Runs on SQLite, and on PostgreSQL under
// `npm run test:pg`, where two orders of one account at once really overlap in the database (on
// SQLite one process's transactions never came between a free order's hold and its ticket).

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// 10 to 20 s on SQLite and 20 to 30 s on PostgreSQL on a 2-core machine; MONEY_PATH_SEQUENCES
// asks for a longer search.
const SEQUENCES = Number(process.env.MONEY_PATH_SEQUENCES ?? (postgres ? 300 : 400));

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({
    // The sweep, the simulator's webhook retries and its arrivals are the test's to run.
    RECONCILE_SWEEP_SECONDS: '3600',
    SIMULATOR_WEBHOOK_RETRY_SECONDS: '3600',
    RECONCILE_BATCH: '1000',
    CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    CHECKOUT_ADDRESS_RATE_LIMIT_MAX: '1000000',
  });
  const { simulator, provider } = choosePaymentProvider(t.config, t.database.db);
  if (!simulator) throw new Error('the money path is modelled on the payment simulator');
  shop = {
    t,
    admin: await createSignedInAdmin(t.app),
    simulator,
    sweep: checkoutService({ db: t.database.db, config: t.config, provider, log: t.app.log }),
    webhookSecret: provider.webhookSecret,
  };
});
afterAll(() => t.close());

describe('the money path against its model', () => {
  it(
    'keeps seats, limits, tickets, codes and money exact over random sequences',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(steps, { maxCommands: 24, size: 'max' }), async (sequence) => {
          const world = await openSale(shop);
          const model = initialModel();
          try {
            await fc.asyncModelRun(() => ({ model, real: world }), sequence);
            await deliverEveryWebhook(model, world);
          } finally {
            await closeSale(world);
          }
        }),
        { numRuns: SEQUENCES },
      );
    },
    // Generous: the machine may be running other files meanwhile.
    60_000 + SEQUENCES * (postgres ? 600 : 250),
  );
});
