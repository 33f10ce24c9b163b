import fc from 'fast-check';
import {
  BuyAndPay,
  CROWDS,
  crowdedStepsWith,
  Initialize,
  JoinWaitlist,
  join,
  stepsWith,
} from './money-path-commands.ts';
import {
  ceilingOf,
  copy,
  type DateName,
  initialize,
  type JoinRequest,
  type MoneyModel,
  type OrderRequest,
  offerAfterHolds,
  replaceOpenHolds,
  SALE,
  seatsTakenBy,
  type Tier,
} from './money-path-model.ts';
import { freeSeatsOfTier, noneTogetherSentence, seatOwners, seatsOfTier, takenSentence } from './money-path-seats.ts';
import { buyerName, expectOneOf, initializeOrder, type World } from './money-path-world.ts';

/**
 * The seated sale's own steps of money-path.model.test.ts (decision 51): orders naming seats of
 * the plan (often seats another order has), best available, and two buyers naming seats at the
 * same moment, each answer checked with its sentence. Every other step of the money path runs on
 * the seated sale too (money-path-commands.ts).
 */
type Step = fc.AsyncCommand<MoneyModel, World>;

const hasOpenHold = (m: MoneyModel, account: number) =>
  m.orders.some((o) => o.account === account && o.status === 'pending' && o.holds);

/**
 * The refusals made from what initialize read, before the hold (initialize.ts): the code used up;
 * then, unless seats may come free for this buyer (its own open hold, which the order would
 * replace: decision 21), best available when the tier's section has fewer free seats than asked,
 * the counts short, and named seats taken. Answers the refusal's seat sentence (null: another
 * refusal), or undefined when the hold is tried.
 */
function refusedAsRead(read: MoneyModel, r: OrderRequest): string | null | undefined {
  if (r.promo && read.promoUses[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  if (hasOpenHold(read, r.account)) return undefined;
  if (!r.seatIds && freeSeatsOfTier(read, r.tier) < r.quantity) return noneTogetherSentence(r.tier, r.quantity);
  const short = Math.min(read.tierLeft[r.tier], read.eventLeft, read.dateLeft.early) < r.quantity;
  if (short) return null;
  const owners = seatOwners(read);
  const taken = r.seatIds?.filter((id) => owners.has(id)) ?? [];
  return taken.length > 0 ? takenSentence(taken) : undefined;
}

/**
 * The hold's refusal (hold.ts): with the account's open hold given back, the limits and the code
 * first (no seat sentence); then best available with too few free seats in the section, or named
 * seats other orders have: named as they stand once the refused hold rolled back (`after`), the
 * buyer's own open hold not among them (decision 51: "refused with the seats that went"); or the
 * counts short (no seat sentence).
 */
function refusedInHold(m: MoneyModel, r: OrderRequest, after: MoneyModel): string | null {
  const held = copy(m);
  replaceOpenHolds(held, r.account);
  if (r.quantity > SALE.maxPerOrder || seatsTakenBy(held, r.account) + r.quantity > ceilingOf(r.account)) return null;
  if (r.promo && held.promoUses[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  if (!r.seatIds) return freeSeatsOfTier(held, r.tier) < r.quantity ? noneTogetherSentence(r.tier, r.quantity) : null;
  const owners = seatOwners(held);
  if (!r.seatIds.some((id) => owners.has(id))) return null;
  // Seats an open claim holds went too (decision 53).
  const others = seatOwners({
    orders: after.orders.filter((o) => !(o.account === r.account && o.status === 'pending')),
    entries: after.entries,
  });
  return takenSentence(r.seatIds.filter((id) => others.has(id)));
}

/**
 * Initialize on the seated date (initialize.ts, hold.ts, seat-choice.ts): refused as read, or the
 * hold of the model (`initialize`: named seats all free, or best available picked once the
 * replaced hold's seats are back). `read`: the sale as initialize read it (another request's hold
 * may have come since); `after`: the seats when a refused hold named those that went. Answers the
 * model after (null: refused, nothing changed) and [the order's status or 409, the seat sentence].
 */
export function initializeSeated(
  m: MoneyModel,
  r: OrderRequest,
  reference: string,
  { read = m, after = m, offer = true }: { read?: MoneyModel; after?: MoneyModel; offer?: boolean } = {},
): { model: MoneyModel | null; answers: unknown[] } {
  const early = refusedAsRead(read, r);
  if (early !== undefined) return { model: null, answers: [409, early] };
  const next = initialize(m, r, reference, read.promoUses, { offer });
  if (next) return { model: next, answers: [next.orders.at(-1)?.status, null] };
  return { model: null, answers: [409, refusedInHold(m, r, after)] };
}

const describe = (r: OrderRequest) =>
  `${buyerName(r.account)}: ${r.seatIds ? r.seatIds.join(' ') : `best ${r.tier}×${r.quantity}`}${r.promo ? ` ${r.promo}` : ''}`;

/** An order naming its seats, or asking for best available (no seatIds). */
class HoldSeats implements Step {
  constructor(readonly request: OrderRequest) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const { reference, answer, seatSentence } = await initializeOrder(w, this.request);
    const { model, answers } = initializeSeated(m, this.request, reference ?? '(refused)');
    await expectOneOf(m, w, [{ model: model ?? m, answers }], [answer, seatSentence]);
  }
  toString = () => `holdSeats(${describe(this.request)})`;
}

/**
 * Two accounts naming seats at the same moment (often the same seat): the date's row orders
 * their holds (decision 51), so the outcome is the two run one after the other, either way round;
 * the second may have read the sale before the first's hold, the first's refusal may name the
 * seats as they stood after the second's hold, and the waitlist's offer after a replaced hold may
 * come after both holds.
 */
class NameSeatsAtOnce implements Step {
  constructor(readonly requests: [OrderRequest, OrderRequest]) {}
  check = () => true;
  async run(m: MoneyModel, w: World) {
    const started = await Promise.all(this.requests.map((r) => initializeOrder(w, r)));
    const reference = (i: number) => started[i]?.reference ?? `(refused ${i})`;
    const outcomes = [
      [0, 1],
      [1, 0],
    ].flatMap(([first = 0, second = 1]) =>
      [true, false].flatMap((offer) =>
        [false, true].flatMap((secondReadBefore) =>
          [false, true].map((firstNamesAfter) => {
            const one = this.requests[first] as OrderRequest;
            const two = this.requests[second] as OrderRequest;
            const afterFirst = initializeSeated(m, one, reference(first), { offer });
            const between = afterFirst.model ?? m;
            const read = secondReadBefore ? m : between;
            const afterSecond = initializeSeated(between, two, reference(second), { read, offer });
            const final = afterSecond.model ?? between;
            const answers: unknown[] = [];
            answers[first] = firstNamesAfter
              ? initializeSeated(m, one, reference(first), { after: final, offer }).answers
              : afterFirst.answers;
            answers[second] = afterSecond.answers;
            return { model: offer ? final : offerAfterHolds(m, final), answers };
          }),
        ),
      ),
    );
    await expectOneOf(
      m,
      w,
      outcomes,
      started.map((s) => [s.answer, s.seatSentence]),
    );
  }
  toString = () => `nameSeatsAtOnce(${this.requests.map(describe).join(' | ')})`;
}

const account = fc.integer({ min: 0, max: 2 });
const tier = fc.oneof({ arbitrary: fc.constant<Tier>('paid'), weight: 3 }, fc.constant<Tier>('free'));
const promo = fc.oneof(
  { arbitrary: fc.constant(null), weight: 6 },
  { arbitrary: fc.constant('HALF' as const), weight: 2 },
  fc.constant('GRATIS' as const),
);
const places = (minLength: number, maxLength: number) =>
  fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength, maxLength });
/** Seats of one section (its tier's line) in the buyer's order: 1 to 3, sometimes 4 (over the order's maximum). */
const named = fc
  .record({ account, tier, promo, places: fc.oneof({ arbitrary: places(1, 3), weight: 6 }, places(4, 4)) })
  .map(({ places, ...r }): OrderRequest => {
    const seatIds = places.map((i) => seatsOfTier(r.tier)[i] as string);
    return { ...r, date: 'early', quantity: seatIds.length, seatIds };
  });
const best = fc
  .record({ account, tier, promo, quantity: fc.integer({ min: 1, max: 4 }) })
  .map((r): OrderRequest => ({ ...r, date: 'early' }));

/** The seated sale's own steps, added to every other step (a seated sale's sequences run both). */
const seatSteps: fc.Arbitrary<Step>[] = [
  named.map((r) => new HoldSeats(r)),
  named.map((r) => new HoldSeats(r)),
  named.map((r) => new HoldSeats(r)),
  best.map((r) => new HoldSeats(r)),
  best.map((r) => new HoldSeats(r)),
  fc
    .tuple(named, fc.oneof(named, best), fc.integer({ min: 1, max: 2 }))
    .map(([one, two, step]) => new NameSeatsAtOnce([one, { ...two, account: (one.account + step) % 3 }])),
];

/**
 * A seated sale's places in line: half for its one date, whose claims hold seats (decision 53),
 * half for any date, whose claims hold counts and whose orders get best available.
 */
const seatedJoin: fc.Arbitrary<JoinRequest> = fc
  .tuple(join, fc.constantFrom<DateName | null>('early', null))
  .map(([j, date]) => ({ ...j, date }));

/** The seated property's steps: every step of the money path, its joins naming the date half the time, and the seats' own. */
export const seatedSteps = {
  general: [...stepsWith(seatedJoin), ...seatSteps],
  crowded: [...crowdedStepsWith(seatedJoin), ...seatSteps],
};

const seatsFor = (account: number, tier: Tier, seatIds: string[]): OrderRequest => ({
  account,
  tier,
  quantity: seatIds.length,
  promo: null,
  date: 'early',
  seatIds,
});

/**
 * How a seated sale's crowded sequences start (besides CROWDS, which sell it by best available):
 * a section's seats named and paid for, held apart so that no two free seats are together once
 * some come back, or all given out; and someone in line for the tier: for the date (whose claim
 * holds the seats that come back: decision 53) after the paid seats, for any date after the free.
 */
export const SEATED_CROWDS = {
  ...CROWDS,
  paidSeatsSold: () => [
    new BuyAndPay(seatsFor(0, 'paid', ['1-A1', '1-A2', '1-A3'])),
    new BuyAndPay(seatsFor(1, 'paid', ['1-B3', '1-B2', '1-B1'])),
    new JoinWaitlist({ account: 2, tier: 'paid', quantity: 2, date: 'early' }),
  ],
  paidSeatsHeldApart: () => [
    new Initialize(seatsFor(0, 'paid', ['1-A1', '1-A3', '1-B2'])),
    new Initialize(seatsFor(1, 'paid', ['1-A2', '1-B1', '1-B3'])),
    new JoinWaitlist({ account: 2, tier: 'paid', quantity: 1, date: 'early' }),
  ],
  freeSeatsGivenOut: () => [
    new Initialize(seatsFor(0, 'free', ['2-C1', '2-C2', '2-C3'])),
    new Initialize(seatsFor(1, 'free', ['2-D2', '2-D3'])),
    new Initialize(seatsFor(2, 'free', ['2-D1'])),
    new JoinWaitlist({ account: 1, tier: 'free', quantity: 2 }),
  ],
} satisfies Record<string, () => Step[]>;
