import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../test/admin-helpers.ts';
import { createSignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { choosePaymentProvider } from '../payments/index.ts';
import { checkoutService } from './checkout-service.ts';
import { CROWDS, crowdedSteps, deliverEveryWebhook, steps } from './money-path-commands.ts';
import { initialModel, type Layout, type MoneyModel, SELLERS, SPLIT } from './money-path-model.ts';
import { SEATED_CROWDS, seatedSteps } from './money-path-seat-steps.ts';
import { closeSale, openSale, type Shop, type World } from './money-path-world.ts';

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
//
// One sale in three of the first property is behind a waiting room (decision 54): each order of a
// confirmed account carries its fresh pass (a new place taken and let in once its last was used),
// an unconfirmed account has none and is refused; the model knows each account's pass (none,
// fresh, used) and the database must agree after every step: an order held uses its pass, one
// refused as read or in its hold leaves it fresh; two tabs of one account share one pass.
//
// The second property runs the same steps on a date sold by seat (decision 51;
// architecture.md §9.3.2): a plan of two sections of 2 rows × 3 seats, each at one tier
// (money-path-seats.ts), where orders without seats get best available and the seats' own steps
// name seats of the plan (often seats another order has, two accounts at once too:
// money-path-seat-steps.ts), each refusal checked with its sentence (seatMessages). The model
// knows which seats each order chose and owns while it holds; after every step the database
// must have no seat in two orders, a seat
// taken exactly while its order is held or paid (so an expired, replaced, cancelled or refunded
// order's seats are free and sell again), every holding order owning the seats it chose, named as
// the plan names them in order_seats and its ticket email, and the date's, each tier's and the
// event's counts equal to the free seats (with what open claims count); a late payment takes the
// very seats it chose again, or is refunded as sold out. Half its places in line name the date
// (decision 53): such a place's claim holds seats, best available as the model picks them with
// the seats of orders and open claims taken, named by its email and its page; no order may name
// or be given them, its order takes exactly them, and a lapse frees them for the next in line; a
// seat a claim holds must be an open claim's of a place for the date, as many as it has tickets.

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// About 15 s on SQLite and 35 s on PostgreSQL on an idle 2-core machine (two to three times that
// when other test files run beside it); MONEY_PATH_SEQUENCES asks for a longer search.
const SEQUENCES = Number(process.env.MONEY_PATH_SEQUENCES ?? (postgres ? 300 : 400));
// On a seated date, on top: at most about the time of the sequences above (0.8 to 0.95 of it on
// SQLite, 0.45 to 0.8 on PostgreSQL, measured beside them); MONEY_PATH_SEATED_SEQUENCES asks for more.
const SEATED_SEQUENCES = Number(process.env.MONEY_PATH_SEATED_SEQUENCES ?? (postgres ? 200 : 250));

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

type Step = fc.AsyncCommand<MoneyModel, World>;

/**
 * Runs `numRuns` sequences on sales laid out as `layouts` gives them (behind a waiting room when
 * `rooms` says so), each against the model: a
 * sale as any starts (the `general` steps), or, twice as often, a crowded one (decisions 26 and
 * 30): begun sold out or held out by one of `crowds`, then the `crowded` steps.
 */
function runSequences(
  layouts: fc.Arbitrary<Layout>,
  rooms: fc.Arbitrary<boolean>,
  {
    general,
    crowded,
    crowds,
  }: { general: fc.Arbitrary<Step>[]; crowded: fc.Arbitrary<Step>[]; crowds: Record<string, () => Step[]> },
  numRuns: number,
) {
  const sales = fc.oneof(
    fc.record({ crowd: fc.constant(null), sequence: fc.commands(general, { maxCommands: 24, size: 'max' }) }),
    {
      arbitrary: fc.record({
        crowd: fc.constantFrom(...Object.keys(crowds)),
        sequence: fc.commands(crowded, { maxCommands: 24, size: 'max' }),
      }),
      weight: 2,
    },
  );
  return fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...SELLERS),
      layouts,
      rooms,
      sales,
      async (seller, layout, room, { crowd, sequence }) => {
        const world = await openSale(shop, seller, layout, room);
        const model = initialModel(layout, room);
        try {
          for (const step of crowd ? (crowds[crowd]?.() ?? []) : []) await step.run(model, world);
          await fc.asyncModelRun(() => ({ model, real: world }), sequence);
          await deliverEveryWebhook(model, world);
        } finally {
          await closeSale(world);
        }
      },
    ),
    { numRuns },
  );
}

// Generous: the machine may be running other files meanwhile.
const timeoutFor = (sequences: number) => 60_000 + sequences * (postgres ? 600 : 250);

describe('the money path against its model', () => {
  it(
    'keeps seats, limits, tickets, codes, splits, the line and the door exact over random sequences',
    () =>
      runSequences(
        fc.constantFrom<Layout>('one', 'dated'),
        // One sale in three behind a waiting room (decision 54), its buyers let in as they ask.
        fc.nat(2).map((n) => n === 0),
        { general: steps, crowded: crowdedSteps, crowds: CROWDS },
        SEQUENCES,
      ),
    timeoutFor(SEQUENCES),
  );

  it(
    'keeps every reserved seat once, free exactly when no order or claim holds it, over the same sequences on a seated date',
    () =>
      runSequences(
        fc.constant<Layout>('seated'),
        fc.constant(false),
        { ...seatedSteps, crowds: SEATED_CROWDS },
        SEATED_SEQUENCES,
      ),
    timeoutFor(SEATED_SEQUENCES),
  );
});
