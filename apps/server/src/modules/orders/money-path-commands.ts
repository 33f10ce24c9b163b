import fc from 'fast-check';
import {
  admitAtDoor,
  cancel,
  type DateName,
  type EntryModel,
  initialize,
  initializeWithClaim,
  type JoinRequest,
  joinWaitlist,
  type MoneyModel,
  type OrderModel,
  type OrderRequest,
  offerAfterHolds,
  type PromoName,
  pay,
  reconcile,
  refund,
  settle,
  soldOutFor,
  syncAdmission,
  type Tier,
  verify,
  withFreshPass,
} from './money-path-model.ts';
import { labelOf } from './money-path-seats.ts';
import {
  admitRoute,
  buyerName,
  cancelOrder,
  expectOneOf,
  freshPass,
  initializeOrder,
  joinLine,
  popUp,
  refundOrderRoute,
  showClaim,
  syncRoute,
  verifyMayAsk,
  verifyOrder,
  type World,
  webhookDelivered,
  webhookOf,
} from './money-path-world.ts';

/**
 * The steps of money-path.model.test.ts, as fast-check commands: each runs through the app, then
 * checks the database and the answers against the model (money-path-world.ts, expectOneOf).
 * A step that names an order (#n: the sequence's n-th order) runs only when that order exists
 * and the step makes sense for it, so a shrunk sequence stays readable.
 */
type Step = fc.AsyncCommand<MoneyModel, World>;

const describeRequest = (r: OrderRequest) =>
  `${buyerName(r.account)}: ${r.tier}×${r.quantity}${r.promo ? ` ${r.promo}` : ''} ${r.date}`;

/** The account's fresh pass behind a waiting room, in the world and the model alike (decision 54). */
async function withPass(m: MoneyModel, w: World, account: number): Promise<MoneyModel> {
  await freshPass(w, account);
  return withFreshPass(m, account);
}

/** What initialize answers as the model has it: the new order's status (a free one is paid at once), or a 409. */
const answerOf = (next: MoneyModel | null) => (next ? next.orders.at(-1)?.status : 409);

export class Initialize implements Step {
  constructor(readonly request: OrderRequest) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const before = await withPass(m, w, this.request.account);
    const { reference, answer } = await initializeOrder(w, this.request);
    const next = initialize(before, this.request, reference ?? '(refused)');
    await expectOneOf(m, w, [{ model: next ?? before, answers: [answerOf(next)] }], [answer]);
  }
  toString = () => `initialize(${describeRequest(this.request)})`;
}

/**
 * Two orders of one account at the same moment (two tabs): the account's lock orders their holds
 * (decision 21), so the outcome is the two run one after the other, either way round, except that
 * the second may have priced its code before the first's hold took or gave back a use, and the
 * waitlist's offer after the first may come after the second's hold.
 */
class InitializeTwiceAtOnce implements Step {
  readonly requests: [OrderRequest, OrderRequest];
  constructor(first: OrderRequest, second: Omit<OrderRequest, 'account'>) {
    this.requests = [first, { ...second, account: first.account }];
  }
  check = () => true;
  async run(given: MoneyModel, w: World) {
    // One pass for the two tabs (decision 54): the first held uses it, and the other is refused.
    const m = await withPass(given, w, this.requests[0].account);
    const started = await Promise.all(this.requests.map((r) => initializeOrder(w, r)));
    const hold = (model: MoneyModel, i: number, usesRead: MoneyModel['promoUses'], offer: boolean) =>
      initialize(model, this.requests[i] as OrderRequest, started[i]?.reference ?? `(refused ${i})`, usesRead, {
        offer,
      });
    const outcomes = [
      [0, 1],
      [1, 0],
    ].flatMap(([first = 0, second = 1]) =>
      [true, false].flatMap((offerBetween) => {
        const afterFirst = hold(m, first, m.promoUses, offerBetween);
        const between = afterFirst ?? m;
        return [between.promoUses, m.promoUses].map((usesRead) => {
          const afterSecond = hold(between, second, usesRead, offerBetween);
          const answers: unknown[] = [];
          answers[first] = answerOf(afterFirst);
          answers[second] = answerOf(afterSecond);
          const model = afterSecond ?? between;
          return { model: offerBetween ? model : offerAfterHolds(m, model), answers };
        });
      }),
    );
    // Behind a waiting room, the pass is out while one tab's order is in flight: the other is
    // refused for it even if that order is then refused and gives the pass back (pass-use.ts).
    const bothRefused = [0, 1].some((i) => hold(m, i, m.promoUses, true) === null);
    if (m.room && bothRefused) outcomes.push({ model: m, answers: [409, 409] });
    await expectOneOf(
      given,
      w,
      outcomes,
      started.map((s) => s.answer),
    );
  }
  toString = () => `initializeTwiceAtOnce(${this.requests.map(describeRequest).join(' | ')})`;
}

/** A step about the sequence's n-th order, for the orders `applies` accepts. */
abstract class OrderStep implements Step {
  constructor(readonly number: number) {}
  abstract readonly name: string;
  protected abstract applies(o: OrderModel): boolean;
  protected abstract act(m: MoneyModel, w: World, o: OrderModel): Promise<void>;
  check(m: Readonly<MoneyModel>) {
    const o = m.orders[this.number];
    return o !== undefined && this.applies(o);
  }
  run(m: MoneyModel, w: World) {
    return this.act(m, w, m.orders[this.number] as OrderModel);
  }
  toString = () => `${this.name}(#${this.number})`;
}

/** An order paid at once in its pop-up (its webhook settles it): in a crowded sale, seats that stay sold. */
export class BuyAndPay implements Step {
  constructor(readonly request: OrderRequest) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const before = m.orders.length;
    await new Initialize(this.request).run(m, w);
    const o = m.orders[before];
    if (o?.payment === 'open') await new PayInPopUp(o.number).run(m, w);
  }
  toString = () => `buyAndPay(${describeRequest(this.request)})`;
}

/** The buyer pays in another tab, or the pop-up paid and its webhook was lost: only the provider knows. */
class PayAtProvider extends OrderStep {
  name = 'payAtProvider';
  applies = (o: OrderModel) => o.payment === 'open';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const paid = await w.simulator.pay(o.reference, 'card');
    await expectOneOf(m, w, [{ model: pay(m, o.reference), answers: [true] }], [paid]);
  }
}

/** The pop-up's Pay: the simulator posts its signed webhook to our route, which settles the order. */
class PayInPopUp extends OrderStep {
  name = 'payInPopUp';
  applies = (o: OrderModel) => o.payment === 'open';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const res = await popUp(w, o, 'pay');
    if (res.statusCode === 200) await webhookDelivered(w, o);
    await expectOneOf(m, w, [{ model: settle(pay(m, o.reference), o.reference), answers: [200] }], [res.statusCode]);
  }
}

/** The pop-up's Decline, then the cancel the browser sends: the hold's seats come back at once. */
class Decline extends OrderStep {
  name = 'decline';
  applies = (o: OrderModel) => o.payment === 'open';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const declined = await popUp(w, o, 'decline');
    const cancelled = await cancelOrder(w, o);
    const next = cancel(m, o.reference, { declined: true });
    const status = next.orders[o.number]?.status;
    await expectOneOf(
      m,
      w,
      [{ model: next, answers: [200, 200, status] }],
      [declined.statusCode, cancelled.statusCode, cancelled.json().orderStatus],
    );
  }
}

/** The pop-up closed without a word: cancel alone (the payment may still be made in another tab). */
class ClosePopUp extends OrderStep {
  name = 'closePopUp';
  applies = () => true;
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const res = await cancelOrder(w, o);
    const next = cancel(m, o.reference, { declined: false });
    await expectOneOf(
      m,
      w,
      [{ model: next, answers: [200, next.orders[o.number]?.status] }],
      [res.statusCode, res.json().orderStatus],
    );
  }
}

class Verify extends OrderStep {
  name = 'verify';
  applies = () => true;
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const before = Date.now();
    const res = await verifyOrder(w, o);
    const outcomes = verifyMayAsk(o, before, Date.now()).map((asks) => {
      const model = verify(m, o.reference, asks);
      return { model, answers: [200, model.orders[o.number]?.status] };
    });
    await expectOneOf(m, w, outcomes, [res.statusCode, res.json().data?.orderStatus]);
  }
}

/** The provider's signed charge.success, again or late (after the hold was replaced, expired or refunded). */
class Webhook extends OrderStep {
  name = 'webhook';
  applies = (o: OrderModel) => o.payment === 'success' || o.payment === 'reversed';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const res = await webhookOf(w, o);
    await expectOneOf(m, w, [{ model: settle(m, o.reference), answers: [200] }], [res.statusCode]);
  }
}

/** Paid, then its webhook twice and the buyer's verify at the same moment: one ticket (decisions 8 and 38). */
class PayAndRace extends OrderStep {
  name = 'payAndRace';
  applies = (o: OrderModel) => o.payment === 'open';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    await w.simulator.pay(o.reference, 'card');
    const answers = await Promise.all([webhookOf(w, o), verifyOrder(w, o), webhookOf(w, o)]);
    const model = settle(pay(m, o.reference), o.reference);
    await expectOneOf(
      m,
      w,
      [{ model, answers: [200, 200, 200] }],
      answers.map((a) => a.statusCode),
    );
  }
}

/** The back office's refund button (refused for a ticket someone went in on: decision 26). */
class Refund extends OrderStep {
  name = 'refund';
  applies = () => true;
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const answers = await refundOrderRoute(w, o);
    await expectOneOf(m, w, refund(m, o.reference), answers);
  }
}

/** Staff scan the order's ticket at the door: one person in, or refused (architecture.md §11). */
class AdmitAtDoor extends OrderStep {
  name = 'admitAtDoor';
  applies = (o: OrderModel) => o.ticket !== 'none';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const answers = await admitRoute(w, o);
    await expectOneOf(m, w, [admitAtDoor(m, o.reference)], answers);
  }
}

/** A door with no network let one person in on the ticket, synced now (decision 26, amended). */
class SyncOfflineAdmission extends OrderStep {
  name = 'syncOfflineAdmission';
  applies = (o: OrderModel) => o.ticket !== 'none';
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const answers = await syncRoute(w, o);
    await expectOneOf(m, w, [syncAdmission(m, o.reference)], answers);
  }
}

const describeJoin = (j: JoinRequest) =>
  `${buyerName(j.account)}: ${j.tier}×${j.quantity}${j.date ? ` on ${j.date}` : ''}`;

/**
 * An account joins a tier's waitlist (an unconfirmed one confirms by its email's link): decision
 * 30; for one date, the line of that date (decision 53).
 */
export class JoinWaitlist implements Step {
  /** `soldOutOnly`: taken only while the tier is sold out (a crowded sale's line fills instead of being refused). */
  constructor(
    readonly join: JoinRequest,
    readonly soldOutOnly = false,
  ) {}
  check = (m: Readonly<MoneyModel>) => !this.soldOutOnly || soldOutFor(m, this.join);
  async run(m: MoneyModel, w: World) {
    const { answers, entryId } = await joinLine(w, this.join);
    const { model, answers: expected } = joinWaitlist(m, this.join, entryId);
    await expectOneOf(m, w, [{ model, answers: expected }], answers);
  }
  toString = () => `joinWaitlist(${describeJoin(this.join)})`;
}

/** A step about the sequence's n-th place in line (w#n), once it was offered a claim. */
abstract class ClaimStep implements Step {
  constructor(readonly number: number) {}
  protected abstract applies(e: EntryModel): boolean;
  protected abstract act(m: MoneyModel, w: World, e: EntryModel): Promise<void>;
  check(m: Readonly<MoneyModel>) {
    const e = m.entries[this.number];
    return e?.claim != null && this.applies(e);
  }
  run(m: MoneyModel, w: World) {
    return this.act(m, w, m.entries[this.number] as EntryModel);
  }
}

/**
 * The account that joined opens its claim link, which names the seats an open date's claim holds
 * on the seated date (decision 53; none once used or lapsed), and pays from it: the order takes
 * over the claim's seats (a date's claim's, exactly those), or is refused as used, lapsed, or by
 * the limits and the code as any order is (decision 30).
 */
class Claim extends ClaimStep {
  constructor(
    number: number,
    readonly promo: PromoName | null,
    readonly date: DateName = 'early',
  ) {
    super(number);
  }
  applies = () => true;
  async act(m: MoneyModel, w: World, e: EntryModel) {
    const request = { account: e.account, tier: e.tier, quantity: e.quantity, promo: this.promo, date: this.date };
    const shown = await showClaim(w, e, e.account);
    const { reference, answer } = await initializeOrder(w, request, e.claim?.token);
    const next = initializeWithClaim(m, e.number, e.account, this.promo, reference ?? '(refused)', this.date);
    const seats = e.claim?.status === 'open' ? e.claim.seats.map(labelOf) : [];
    await expectOneOf(
      m,
      w,
      [{ model: next.model, answers: [seats, next.answer] }],
      [shown.statusCode === 200 ? shown.json().seats : shown.statusCode, answer],
    );
  }
  override toString = () => `claim(w#${this.number}${this.promo ? ` ${this.promo}` : ''} ${this.date})`;
}

/** Another account holding the claim link (forwarded, leaked): the link shows it nothing and buys nothing. */
class ClaimAsAnother extends ClaimStep {
  constructor(
    number: number,
    readonly account: number,
  ) {
    super(number);
  }
  applies = (e: EntryModel) => e.account !== this.account;
  async act(m: MoneyModel, w: World, e: EntryModel) {
    const shown = await showClaim(w, e, this.account);
    const request = { account: this.account, tier: e.tier, quantity: e.quantity, promo: null, date: 'early' as const };
    const { reference, answer } = await initializeOrder(w, request, e.claim?.token);
    const next = initializeWithClaim(m, e.number, this.account, null, reference ?? '(refused)');
    await expectOneOf(m, w, [{ model: next.model, answers: [403, next.answer] }], [shown.statusCode, answer]);
  }
  override toString = () => `claimAsAnother(w#${this.number} by ${buyerName(this.account)})`;
}

/**
 * The sweep (decision 24) run by a second checkout whose clock is `minutes` further ahead of the
 * wall's: past 15 minutes every hold has run out; later passes find closed orders due a recheck.
 */
class Sweep implements Step {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const offset = m.offset + this.minutes * 60_000;
    const now = new Date(Date.now() + offset);
    await w.sweep.reconcile(now);
    const outcomes = reconcile({ ...m, offset }, now).map((model) => ({ model, answers: [] }));
    await expectOneOf(m, w, outcomes, []);
  }
  toString = () => (this.minutes === 0 ? 'sweep(now)' : `sweep(+${this.minutes} min)`);
}

const account = fc.integer({ min: 0, max: 2 });
/** Either date of a dated sale, the larger more often (a one-date sale ignores it). */
const date = fc.oneof({ arbitrary: fc.constant('early' as const), weight: 2 }, fc.constant('late' as const));
const request = fc.record({
  date,
  account,
  tier: fc.oneof({ arbitrary: fc.constant('paid' as const), weight: 4 }, fc.constant('free' as const)),
  quantity: fc.integer({ min: 1, max: 4 }),
  promo: fc.oneof(
    { arbitrary: fc.constant(null), weight: 6 },
    { arbitrary: fc.constant('HALF' as const), weight: 2 },
    fc.constant('GRATIS' as const),
  ),
});
const order = fc.integer({ min: 0, max: 3 });
const promo = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  fc.constant('HALF' as const),
  fc.constant('GRATIS' as const),
);
/** A place in a tier's line, for any date (a seated sale's places may name its date: money-path-seat-steps.ts). */
export const join: fc.Arbitrary<JoinRequest> = fc.record({
  account,
  tier: fc.oneof({ arbitrary: fc.constant('paid' as const), weight: 2 }, fc.constant('free' as const)),
  quantity: fc.integer({ min: 1, max: 4 }),
});
const entry = fc.integer({ min: 0, max: 3 });

/**
 * Every step, its places in line taken as `joins` makes them; orders, payments and webhooks
 * weighted up, so that sequences have orders and money to act on.
 */
export const stepsWith = (joins: fc.Arbitrary<JoinRequest>): fc.Arbitrary<Step>[] => [
  request.map((r) => new Initialize(r)),
  request.map((r) => new Initialize(r)),
  request.map((r) => new Initialize(r)),
  fc.tuple(request, request).map(([first, second]) => new InitializeTwiceAtOnce(first, second)),
  order.map((n) => new PayAtProvider(n)),
  order.map((n) => new PayAtProvider(n)),
  order.map((n) => new PayInPopUp(n)),
  order.map((n) => new Decline(n)),
  order.map((n) => new ClosePopUp(n)),
  order.map((n) => new Verify(n)),
  order.map((n) => new Webhook(n)),
  order.map((n) => new Webhook(n)),
  order.map((n) => new PayAndRace(n)),
  order.map((n) => new Refund(n)),
  fc.constantFrom(0, 16, 50, 420).map((minutes) => new Sweep(minutes)),
  joins.map((j) => new JoinWaitlist(j)),
  fc.tuple(entry, promo, date).map(([n, p, d]) => new Claim(n, p, d)),
  order.map((n) => new AdmitAtDoor(n)),
  order.map((n) => new SyncOfflineAdmission(n)),
];
export const steps = stepsWith(join);

/** Bigger orders, mostly paid: a crowded sale sells out, so its waitlist fills and is offered seats. */
const crowdedRequest = fc.record({
  date,
  account,
  tier: fc.oneof({ arbitrary: fc.constant('paid' as const), weight: 3 }, fc.constant('free' as const)),
  quantity: fc.oneof(fc.constant(1), { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 3 }),
  promo: fc.oneof(
    { arbitrary: fc.constant(null), weight: 8 },
    fc.constant('HALF' as const),
    fc.constant('GRATIS' as const),
  ),
});
/** The crowd's own orders (#0 to #2) most often: their seats are the ones to come back. */
const anyOrder = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 2 }), weight: 3 }, fc.integer({ min: 3, max: 6 }));

/**
 * The steps of a crowded sale (decision 30's waitlist, decision 26's door): orders that sell the
 * event out and are paid, places taken in line, seats coming back (a closed pop-up, a decline, a
 * refund, a hold or a claim running out at the sweep), claims used by their account or tried by
 * another, and tickets admitted at the door, online and offline.
 */
export const crowdedStepsWith = (joins: fc.Arbitrary<JoinRequest>): fc.Arbitrary<Step>[] => [
  crowdedRequest.map((r) => new BuyAndPay(r)),
  crowdedRequest.map((r) => new BuyAndPay(r)),
  crowdedRequest.map((r) => new Initialize(r)),
  fc.tuple(crowdedRequest, crowdedRequest).map(([first, second]) => new InitializeTwiceAtOnce(first, second)),
  anyOrder.map((n) => new PayInPopUp(n)),
  anyOrder.map((n) => new PayAtProvider(n)),
  anyOrder.map((n) => new Webhook(n)),
  anyOrder.map((n) => new Decline(n)),
  anyOrder.map((n) => new ClosePopUp(n)),
  anyOrder.map((n) => new ClosePopUp(n)),
  anyOrder.map((n) => new Refund(n)),
  anyOrder.map((n) => new Refund(n)),
  fc.constantFrom(16, 50, 420).map((minutes) => new Sweep(minutes)),
  fc.constantFrom(16, 50, 420).map((minutes) => new Sweep(minutes)),
  joins.map((j) => new JoinWaitlist(j, true)),
  joins.map((j) => new JoinWaitlist(j, true)),
  joins.map((j) => new JoinWaitlist(j, true)),
  joins.map((j) => new JoinWaitlist(j, true)),
  fc.tuple(entry, promo, date).map(([n, p, d]) => new Claim(n, p, d)),
  fc.tuple(entry, promo, date).map(([n, p, d]) => new Claim(n, p, d)),
  fc.tuple(entry, promo, date).map(([n, p, d]) => new Claim(n, p, d)),
  fc.tuple(entry, account).map(([n, a]) => new ClaimAsAnother(n, a)),
  fc.tuple(entry, account).map(([n, a]) => new ClaimAsAnother(n, a)),
  anyOrder.map((n) => new AdmitAtDoor(n)),
  anyOrder.map((n) => new AdmitAtDoor(n)),
  anyOrder.map((n) => new SyncOfflineAdmission(n)),
];
export const crowdedSteps = crowdedStepsWith(join);

/** A crowd's order: no code; its date chosen so that a dated sale's crowd fills both dates as it fills the event. */
const crowdOrder = (account: number, tier: Tier, quantity: number, date: DateName): OrderRequest => ({
  account,
  tier,
  quantity,
  promo: null,
  date,
});

/**
 * How a crowded sale starts, before its random steps (its name is printed with a failing
 * sequence): the paid tier sold and paid for, or only held (seats that come back when the holds
 * end), the whole event sold out, or the free tier given out; and someone already in line.
 */
export const CROWDS = {
  paidSoldOut: () => [
    new BuyAndPay(crowdOrder(0, 'paid', 3, 'early')),
    new BuyAndPay(crowdOrder(1, 'paid', 3, 'late')),
    new JoinWaitlist({ account: 2, tier: 'paid', quantity: 2 }),
  ],
  paidHeld: () => [
    new Initialize(crowdOrder(0, 'paid', 3, 'early')),
    new Initialize(crowdOrder(1, 'paid', 3, 'late')),
    new JoinWaitlist({ account: 2, tier: 'paid', quantity: 1 }),
  ],
  eventSoldOut: () => [
    new BuyAndPay(crowdOrder(0, 'paid', 3, 'early')),
    new Initialize(crowdOrder(1, 'free', 3, 'late')),
    new BuyAndPay(crowdOrder(2, 'paid', 2, 'early')),
    new JoinWaitlist({ account: 1, tier: 'paid', quantity: 1 }),
    new JoinWaitlist({ account: 0, tier: 'free', quantity: 1 }),
  ],
  freeGivenOut: () => [
    new Initialize(crowdOrder(0, 'free', 3, 'early')),
    new Initialize(crowdOrder(2, 'free', 1, 'late')),
    new JoinWaitlist({ account: 1, tier: 'free', quantity: 2 }),
  ],
} satisfies Record<string, () => Step[]>;

/**
 * The end of every sequence: each payment the provider took is announced by its webhook (the
 * simulator posts it until our route answers 200, for 72 hours: decision 24), and then no money
 * may be kept without a ticket or a refund.
 */
export async function deliverEveryWebhook(m: MoneyModel, w: World) {
  for (const o of [...m.orders]) {
    if (o.payment !== 'success') continue;
    const res = await webhookOf(w, o);
    await expectOneOf(m, w, [{ model: settle(m, o.reference), answers: [200] }], [res.statusCode]);
  }
  await expectOneOf(m, w, [{ model: m, answers: [] }], [], { final: true });
}
