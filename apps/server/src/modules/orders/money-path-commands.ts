import fc from 'fast-check';
import {
  cancel,
  initialize,
  type MoneyModel,
  type OrderModel,
  type OrderRequest,
  pay,
  reconcile,
  refund,
  settle,
  verify,
} from './money-path-model.ts';
import {
  buyerName,
  cancelOrder,
  expectOneOf,
  initializeOrder,
  type Outcome,
  popUp,
  refundOrderRoute,
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
  `${buyerName(r.account)}: ${r.tier}×${r.quantity}${r.promo ? ` ${r.promo}` : ''}`;

/** What initialize answers as the model has it: the new order's status (a free one is paid at once), or a 409. */
const answerOf = (next: MoneyModel | null) => (next ? next.orders.at(-1)?.status : 409);

class Initialize implements Step {
  constructor(readonly request: OrderRequest) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const { reference, answer } = await initializeOrder(w, this.request);
    const next = initialize(m, this.request, reference ?? '(refused)');
    await expectOneOf(m, w, [{ model: next ?? m, answers: [answerOf(next)] }], [answer]);
  }
  toString = () => `initialize(${describeRequest(this.request)})`;
}

/**
 * Two orders of one account at the same moment (two tabs): the account's lock orders their holds
 * (decision 21), so the outcome is the two run one after the other, either way round, except that
 * the second may have priced its code before the first's hold took or gave back a use.
 */
class InitializeTwiceAtOnce implements Step {
  readonly requests: [OrderRequest, OrderRequest];
  constructor(first: OrderRequest, second: Omit<OrderRequest, 'account'>) {
    this.requests = [first, { ...second, account: first.account }];
  }
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const started = await Promise.all(this.requests.map((r) => initializeOrder(w, r)));
    const hold = (model: MoneyModel, i: number, usesRead = model.promoUses) =>
      initialize(model, this.requests[i] as OrderRequest, started[i]?.reference ?? `(refused ${i})`, usesRead);
    const outcomes = [
      [0, 1],
      [1, 0],
    ].flatMap(([first = 0, second = 1]) => {
      const afterFirst = hold(m, first);
      const between = afterFirst ?? m;
      return [between.promoUses, m.promoUses].map((usesRead) => {
        const afterSecond = hold(between, second, usesRead);
        const answers: unknown[] = [];
        answers[first] = answerOf(afterFirst);
        answers[second] = answerOf(afterSecond);
        return { model: afterSecond ?? between, answers };
      });
    });
    await expectOneOf(
      m,
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

/** The back office's refund button. */
class Refund extends OrderStep {
  name = 'refund';
  applies = () => true;
  async act(m: MoneyModel, w: World, o: OrderModel) {
    const res = await refundOrderRoute(w, o);
    const outcomes: Outcome[] = refund(m, o.reference).map(({ model, code }) => ({ model, answers: [code] }));
    await expectOneOf(m, w, outcomes, [res.statusCode]);
  }
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
const request = fc.record({
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

/** Every step; orders, payments and webhooks weighted up, so that sequences have orders and money to act on. */
export const steps: fc.Arbitrary<Step>[] = [
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
];

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
