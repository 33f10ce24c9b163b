import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/index.ts';
import { checkoutService } from './checkout-service.ts';
import { CROWDS, type Crowd, crowdedSteps, deliverEveryWebhook, steps } from './money-path-commands.ts';
import { initialModel, SELLERS, SPLIT } from './money-path-model.ts';
import { closeSale, openSale, type Shop } from './money-path-world.ts';

// The money path, model-based (architecture.md §9, §11, §16; decisions 8, 21, 24, 26, 30 and 31):
// random sequences of orders (one at a time, or two of one account at once), payments in the
// pop-up or at the provider with the webhook lost, declines, closed pop-ups, verifies, webhooks
// (repeated, late: after the hold was replaced, expired or refunded), sweeps with the clock moved
// on, refunds, places taken in a sold-out tier's waitlist and the claims offered to them (used by
// their account, tried by another, lapsing at the sweep), and tickets admitted at the door, online
// and synced from an offline device. Each sequence's event is the platform's own or an
// organizer's (at the platform's rate or an admin's override); about two in three are crowded
// sales, begun sold out or held out with someone in line (CROWDS). After every step the database
// and the answers are checked against a small model (money-path-model.ts) and against invariants
// on the database alone: seats sold + held (by orders and open claims) + free = capacity for each
// tier, the event and (half the sequences sell an event with two dates, decision 50) each date;
// no account over its ceiling; one valid ticket and its email for every paid
// order, and only then; a code's uses within its maximum (late payments aside: promo-pricing.ts);
// no money taken without a ticket or a refund; an organizer's commission, fee and share as
// decision 31 and splitOfPayment say; nobody in on a ticket whose order is not paid, and the
// door's count the people in. At the end of each sequence every payment's webhook arrives, as the
// simulator's retries make sure of. A failing sequence is shrunk and printed with its seller and
// crowd, its orders named #0, #1... and its places in line w#0, w#1... in the order they were made.
// One app for the file and a fresh event per sequence. Runs on SQLite, and on PostgreSQL under
// `npm run test:pg`, where two orders of one account at once really overlap in the database (on
// SQLite one process's transactions never came between a free order's hold and its ticket).

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// About 15 s on SQLite and 35 s on PostgreSQL on an idle 2-core machine (two to three times that
// when other test files run beside it); MONEY_PATH_SEQUENCES asks for a longer search.
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
    // The waitlist's form limit counts per address, and every join comes from this one.
    FORM_RATE_LIMIT_MAX: '1000000',
    // An organizer's split (decision 31): a rate whose commissions round, and the organizer bearing the fee.
    PLATFORM_COMMISSION_PERCENT: String(SPLIT.platformPercent),
    PAYSTACK_FEE_BEARER: SPLIT.feeBearer,
  });
  const { simulator, provider } = choosePaymentProvider(t.config, t.database.db);
  if (!simulator) throw new Error('the money path is modelled on the payment simulator');
  const organizer = async (subaccountCode: string, commissionBps: number | null) => {
    const created = await createSignedInOrganizer(t.app, { subaccountCode });
    await t.database.db
      .updateTable('organizers')
      .set({ commission_bps: commissionBps })
      .where('id', '=', created.organizerId)
      .execute();
    return { ...created, subaccountCode };
  };
  shop = {
    t,
    admin: await createSignedInAdmin(t.app),
    staff: await createSignedInStaff(t.app),
    organizers: {
      organizer: await organizer('ACCT_model_platform_rate', null),
      organizerOwnRate: await organizer('ACCT_model_own_rate', SPLIT.ownRateBps),
    },
    simulator,
    sweep: checkoutService({ db: t.database.db, config: t.config, provider, log: t.app.log }),
    webhookSecret: provider.webhookSecret,
  };
});
afterAll(() => t.close());

/**
 * A sequence: a sale as any starts (the general steps), or a crowded one (decisions 26 and 30):
 * begun sold out or held out by one of CROWDS, then the crowded steps.
 */
const sales = fc.oneof(
  fc.record({ crowd: fc.constant(null), sequence: fc.commands(steps, { maxCommands: 24, size: 'max' }) }),
  {
    arbitrary: fc.record({
      crowd: fc.constantFrom(...(Object.keys(CROWDS) as Crowd[])),
      sequence: fc.commands(crowdedSteps, { maxCommands: 24, size: 'max' }),
    }),
    weight: 2,
  },
);

describe('the money path against its model', () => {
  it(
    'keeps seats, limits, tickets, codes, splits, the line and the door exact over random sequences',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...SELLERS),
          fc.boolean(),
          sales,
          async (seller, dated, { crowd, sequence }) => {
            const world = await openSale(shop, seller, dated);
            const model = initialModel(dated);
            try {
              for (const step of crowd ? CROWDS[crowd]() : []) await step.run(model, world);
              await fc.asyncModelRun(() => ({ model, real: world }), sequence);
              await deliverEveryWebhook(model, world);
            } finally {
              await closeSale(world);
            }
          },
        ),
        { numRuns: SEQUENCES },
      );
    },
    // Generous: the machine may be running other files meanwhile.
    60_000 + SEQUENCES * (postgres ? 600 : 250),
  );
});
