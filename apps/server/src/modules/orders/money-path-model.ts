import {
  DEFAULT_UNCONFIRMED_MAX_TICKETS,
  type OrderStatus,
  WAITLIST_CLAIM_MINUTES,
  type WaitlistClaimStatus,
  type WaitlistEntryStatus,
} from '@storefront/contracts/rules';
import type { RefundReason } from '../../db/schema.ts';
import { freeSeatsOfTier, inPlanOrder, pickBest, SEATED_STOCK, seatsFree } from './money-path-seats.ts';

/**
 * The money path as a small model (money-path.model.test.ts): what the checkout must do with one
 * event's seats, its buyers' limits and their money, its waitlist and its door, written from the
 * decisions rather than the code (architecture.md §9, §11, §16; decisions 8, 21, 24, 26, 30 and
 * 31). Pure: no database, no clock.
 */

/**
 * The sale each sequence runs against, small so that limits and sell-outs are met often: a paid
 * tier of 6 and a free one of 4 sharing 8 seats, 3 tickets an order, 4 an account, and three
 * accounts, the third unconfirmed (UNCONFIRMED_MAX_TICKETS: 2 tickets, decision 21). The price is
 * odd so that a half-price code rounds (promoDiscount floors), and an organizer's commission and
 * the provider's fee round too (decision 31).
 */
export const SALE = {
  price: { paid: 4_999, free: 0 },
  tierStock: { paid: 6, free: 4 },
  seats: 8,
  maxPerOrder: 3,
  maxPerAccount: 4,
  confirmed: [true, true, false],
  promos: { HALF: { percent: 50, maxUses: 2 }, GRATIS: { percent: 100, maxUses: 1 } },
  /**
   * A dated sale's two dates (decision 50), their seats adding up to the event's: an order takes
   * from its date as well, a waitlist claim from the event and the tier only (its order takes the date's).
   */
  dates: { early: 5, late: 3 },
} as const;

/**
 * How the sequence's event is sold: one date (the event's own), two dates (decision 50), or one
 * date sold by seat from a small plan (decision 51, money-path-seats.ts), each tier's seats its
 * section's.
 */
export const LAYOUTS = ['one', 'dated', 'seated'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The seats of the sale's tiers, its event and its dates. */
export interface Stock {
  tierStock: Record<Tier, number>;
  seats: number;
  dates: Record<DateName, number>;
}
export const stockOf = (layout: Layout): Stock => (layout === 'seated' ? SEATED_STOCK : SALE);

/**
 * Who sells the sequence's event (decision 31, architecture.md §16): the platform itself, or an
 * approved organizer with a payout account, at the platform's rate (PLATFORM_COMMISSION_PERCENT,
 * 7.5% in this test so that commissions round) or at an admin's override (`commission_bps`). The
 * test's app makes the organizer bear the provider's fee (PAYSTACK_FEE_BEARER=subaccount), so the
 * organizer's share depends on it.
 */
export const SELLERS = ['platform', 'organizer', 'organizerOwnRate'] as const;
export type Seller = (typeof SELLERS)[number];
export const SPLIT = { platformPercent: 7.5, ownRateBps: 1_234, feeBearer: 'subaccount' } as const;

/** The commission rate of the seller's orders in basis points; null for the platform's own event. */
export const commissionBpsOf = (seller: Seller): number | null =>
  seller === 'platform' ? null : seller === 'organizer' ? Math.round(SPLIT.platformPercent * 100) : SPLIT.ownRateBps;

/** The platform's commission on what the buyer pays, in kobo (decision 31: fixed when the order is made). */
export const commissionOf = (amount: number, bps: number) => Math.round((amount * 100 * bps) / 10_000);

export type Tier = keyof typeof SALE.price;
export type DateName = keyof typeof SALE.dates;
export type PromoName = keyof typeof SALE.promos;
/** The simulator's record of the order's payment ('none': a free order never reaches it). */
export type Payment = 'none' | 'open' | 'success' | 'failed' | 'reversed';
/** The order's ticket: none yet, valid with people left to admit, everyone in (still valid), or cancelled. */
export type TicketState = 'none' | 'unused' | 'used' | 'cancelled';

export interface OrderModel {
  /** The order's number in its sequence (#0 is the first order made), as commands name it. */
  number: number;
  reference: string;
  account: number;
  tier: Tier;
  quantity: number;
  /** The date it is for (a one-date sale's orders name one too, which nothing reads; a seated sale's are all 'early'). */
  date: DateName;
  /**
   * A seated sale's order: the seats it chose (named, or best available), in the buyer's order
   * (decision 51). Kept once released, for its ticket and a late payment; owned while it `holds`.
   */
  seats: string[];
  amount: number;
  promo: PromoName | null;
  status: OrderStatus;
  holds: boolean;
  payment: Payment;
  ticket: TicketState;
  /** People let in on its ticket at the door (architecture.md §11: one per scan, at most its quantity). */
  admitted: number;
  emails: { ticket: number; refundPending: number; refund: number };
  refundReason: RefundReason | null;
  /** The provider accepted a refund (the simulator's are instant). */
  refundAccepted: boolean;
  /** Took its seats again as a late payment: its code's use was taken again, whatever was left. */
  late: boolean;
  /** The waitlist entry (its number) whose claim's seats this order took over, if any (decision 30). */
  claim: number | null;
  /**
   * When its hold runs out, when it is next asked about at the provider, and when verify last
   * asked: read back from the database after every step (their schedules have their own tests:
   * reconciliation.test.ts, checkout-paystack.test.ts), so the model can say what the sweep and verify do.
   */
  timing: { holdExpiresAt: string | null; recheckAt: string | null; providerCheckedAt: string | null };
  /** Its id, read back with the timings: the back office's refund names the order by it. */
  id: string;
  /** Its ticket's id, read back: an offline door's sync names the ticket by it. */
  ticketId: string | null;
}

/** A claim (decision 30): seats held for the entry's account for 30 minutes, then bought or lapsed. */
export interface ClaimModel {
  status: WaitlistClaimStatus;
  /** When it lapses: set by the sweep's clock when the sweep offered it, else read back. */
  expiresAt: string;
  /** The claim link's token, read back from its email. */
  token: string;
  /**
   * On the seated date, a date's place's claim holds seats (decision 53): best available for its
   * tier when offered, in the plan's order; its order takes exactly these. None for a place for any date.
   */
  seats: string[];
}

/** A place in a tier's line (waitlist-line.ts), and the claim it was offered, if any. */
export interface EntryModel {
  /** Its number in the sequence (w#0 is the first place taken), as commands name it. */
  number: number;
  /** Its row's id, read back when it is made. */
  id: string;
  account: number;
  tier: Tier;
  quantity: number;
  /** The date whose line it is in (decision 53); null: a place for any date. */
  date: DateName | null;
  status: WaitlistEntryStatus;
  /** When it joined the line (read back): the line's order, then the id. */
  confirmedAt: string | null;
  claim: ClaimModel | null;
}

export interface MoneyModel {
  tierLeft: Record<Tier, number>;
  eventLeft: number;
  /** The sale has dates (decision 50); a one-date sale's `dateLeft` never moves. */
  dated: boolean;
  /** The sale's one date is sold by seat (decision 51): its orders own the seats they chose while they hold. */
  seated: boolean;
  dateLeft: Record<DateName, number>;
  promoUses: Record<PromoName, number>;
  orders: OrderModel[];
  entries: EntryModel[];
  /** The door's record for the event: admissions counted (people in), and offline ones not counted (conflicts). */
  door: { counted: number; uncounted: number };
  /** How far ahead of the wall clock the sweep's clock is, in ms (the holds run out at 15 minutes). */
  offset: number;
  /**
   * The sale is behind a waiting room (decision 54): each account's place (none until it asked;
   * an unconfirmed account cannot), waiting in `line`, let in with its pass fresh, or its pass used
   * by an order it held.
   */
  room: boolean;
  passes: PassState[];
  line: number[];
}

export type PassState = 'none' | 'waiting' | 'fresh' | 'used';

export interface OrderRequest {
  account: number;
  tier: Tier;
  quantity: number;
  promo: PromoName | null;
  date: DateName;
  /** A seated sale's seats named by the buyer, one per ticket, all of the tier's section; none: best available. */
  seatIds?: string[] | undefined;
}

export const initialModel = (layout: Layout = 'one', room = false): MoneyModel => ({
  tierLeft: { ...stockOf(layout).tierStock },
  eventLeft: stockOf(layout).seats,
  dated: layout !== 'one',
  seated: layout === 'seated',
  dateLeft: { ...stockOf(layout).dates },
  promoUses: { HALF: 0, GRATIS: 0 },
  orders: [],
  entries: [],
  door: { counted: 0, uncounted: 0 },
  offset: 0,
  room,
  passes: SALE.confirmed.map((): PassState => 'none'),
  line: [],
});

/**
 * The account asks the room for its pass (money-path-world.ts `freshPass`): a confirmed account
 * without a fresh one takes a place at the back (an unconfirmed one is refused a place), then the
 * room lets the line in from the front while seats are left beyond the passes out (room-advance.ts).
 */
export function withFreshPass(m: MoneyModel, account: number): MoneyModel {
  if (!m.room || !SALE.confirmed[account] || m.passes[account] === 'fresh') return m;
  const next = copy(m);
  if (next.passes[account] !== 'waiting') {
    next.passes[account] = 'waiting';
    next.line.push(account);
  }
  const out = () => next.passes.filter((pass) => pass === 'fresh').length;
  for (let front = next.line[0]; front !== undefined && next.eventLeft - out() > 0; front = next.line[0]) {
    next.line.shift();
    next.passes[front] = 'fresh';
  }
  return next;
}

const settledStatuses: readonly OrderStatus[] = ['paid', 'refund_pending', 'refunded'];
export const moneyTaken = (status: OrderStatus) => settledStatuses.includes(status);
/** A ticket that still admits (or admitted) its holders: what a paid order has. */
export const validTicket = (ticket: TicketState) => ticket === 'unused' || ticket === 'used';

/** The most tickets an account may hold or have bought for the event (decision 21). */
export const ceilingOf = (account: number) =>
  SALE.confirmed[account] ? SALE.maxPerAccount : Math.min(DEFAULT_UNCONFIRMED_MAX_TICKETS, SALE.maxPerAccount);

export const seatsTakenBy = (m: MoneyModel, account: number) =>
  m.orders.filter((o) => o.account === account && o.holds).reduce((sum, o) => sum + o.quantity, 0);

export const orderOf = (m: MoneyModel, reference: string) => {
  const order = m.orders.find((o) => o.reference === reference);
  if (!order) throw new Error(`the model has no order ${reference}`);
  return order;
};

const hasStock = (m: MoneyModel, tier: Tier, quantity: number) =>
  m.tierLeft[tier] >= quantity && m.eventLeft >= quantity;

/** The order's date has its seats (always, in a one-date sale). */
const dateFits = (m: MoneyModel, date: DateName, quantity: number) => !m.dated || m.dateLeft[date] >= quantity;

/** What an order takes: its tier's tickets and the event's seats, and its date's (and the very seats it chose). */
const hasOrderStock = (m: MoneyModel, o: Pick<OrderModel, 'tier' | 'quantity' | 'date' | 'seats'>) =>
  hasStock(m, o.tier, o.quantity) && dateFits(m, o.date, o.quantity) && seatsFree(m, o.seats);

function moveDate(m: MoneyModel, date: DateName, seats: number) {
  if (m.dated) m.dateLeft[date] += seats;
}

function takeSeats(m: MoneyModel, tier: Tier, quantity: number) {
  m.tierLeft[tier] -= quantity;
  m.eventLeft -= quantity;
}

function returnSeats(m: MoneyModel, tier: Tier, quantity: number) {
  m.tierLeft[tier] += quantity;
  m.eventLeft += quantity;
}

function take(m: MoneyModel, o: OrderModel) {
  takeSeats(m, o.tier, o.quantity);
  moveDate(m, o.date, -o.quantity);
  o.holds = true;
}

function giveBack(m: MoneyModel, o: OrderModel) {
  returnSeats(m, o.tier, o.quantity);
  moveDate(m, o.date, o.quantity);
  o.holds = false;
}

function issueTicket(o: OrderModel) {
  o.status = 'paid';
  o.ticket = 'unused';
  o.emails.ticket += 1;
}

/** A copy to change: every step answers new models and leaves the one it was given alone. */
export const copy = (m: MoneyModel): MoneyModel => structuredClone(m);

/** The places in line that still count (waitlist-line.ts ACTIVE_STATUSES): one per tier and account. */
const activeStatuses: readonly WaitlistEntryStatus[] = ['unconfirmed', 'waiting', 'offered'];

/**
 * The tiers as the waitlist offers them, by their ids (waitlist-claims.ts `offerReleasedSeats`):
 * the world names the free tier `…-guests` and the paid one `…-regular`, so the free tier's line comes first.
 */
const tiersById: readonly Tier[] = ['free', 'paid'];

/** A before b in a tier's line: confirmed first, then by id (waitlist-claims.ts `offerNext`). */
const aheadInLine = (a: EntryModel, b: EntryModel) => {
  const [x, y] = [a.confirmedAt ?? '', b.confirmedAt ?? ''];
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** When a claim offered at `now` lapses. */
export const claimExpiry = (now: Date) => new Date(now.getTime() + WAITLIST_CLAIM_MINUTES * 60_000).toISOString();

/**
 * The place is offered a claim if it can be seated: the tier's and the event's counts, and for a
 * date's place (decision 53) the date's too and, on the seated date, best available for its tier
 * with the seats of orders and open claims taken, which the claim then holds. False: it cannot.
 */
function offerTo(m: MoneyModel, e: EntryModel, expiresAt: string): boolean {
  const seats = e.date !== null && m.seated ? pickBest(m, e.tier, e.quantity) : [];
  if (!seats || !hasStock(m, e.tier, e.quantity)) return false;
  if (e.date !== null && !dateFits(m, e.date, e.quantity)) return false;
  takeSeats(m, e.tier, e.quantity);
  if (e.date !== null) moveDate(m, e.date, -e.quantity);
  e.status = 'offered';
  e.claim = { status: 'open', expiresAt, token: '', seats: inPlanOrder(seats) };
  return true;
}

/**
 * Seats came back (decision 30, waitlist-claims.ts): while a line's next can be seated, that one
 * is offered a claim holding the seats; each line stops at the first it cannot seat. A tier's
 * lines are each date's, then its line for any date (decision 53).
 * `expiresAt`: the sweep's clock's, when the sweep offers; a route's offers are read back.
 */
function offerReleasedSeats(m: MoneyModel, expiresAt = '') {
  const dates = [...new Set(m.entries.map((e) => e.date).filter((d): d is DateName => d !== null))].sort();
  // A tier's dates' lines first, then its line for any date (waitlist-claims.ts offerReleasedSeats).
  const lines = [...dates, null];
  for (const tier of tiersById) {
    for (const date of lines) {
      for (;;) {
        const [next] = m.entries
          .filter((e) => e.tier === tier && e.date === date && e.status === 'waiting')
          .sort(aheadInLine);
        if (!next || !offerTo(m, next, expiresAt)) break;
      }
    }
  }
}

/**
 * Claims past their time at `at` lapse: their seats come back (a date's place's, the date's and
 * its seats too: decision 53) and their places leave the line.
 */
function lapseClaims(m: MoneyModel, at: string) {
  for (const e of m.entries) {
    if (e.claim?.status !== 'open' || e.claim.expiresAt === '' || e.claim.expiresAt > at) continue;
    e.claim.status = 'lapsed';
    if (e.status === 'offered') e.status = 'lapsed';
    returnSeats(m, e.tier, e.quantity);
    if (e.date !== null) moveDate(m, e.date, e.quantity);
  }
}

/**
 * A hold ends unpaid: its seats and its code's use go back (checkout-service.ts `release`). True
 * when it did; its caller then offers the seats to the waitlist.
 */
function release(m: MoneyModel, o: OrderModel, status: 'expired' | 'failed'): boolean {
  if (o.status !== 'pending' || !o.holds) return false;
  o.status = status;
  giveBack(m, o);
  if (o.promo && m.promoUses[o.promo] > 0) m.promoUses[o.promo] -= 1;
  return true;
}

/**
 * The provider says the order was paid (verify, webhook, reconciliation): one ticket, however
 * often it is said. A hold's seats are its ticket's. A late payment (the order had closed unpaid)
 * takes seats again only within the account's ceiling, the capacity and its code's uses; otherwise the money is
 * kept as refund_pending and the buyer told why (decisions 8, 21 and 24; migration 031). A seated
 * order takes the very seats it chose again, or is sold_out if one of them went (decision 51).
 */
function settleIn(m: MoneyModel, o: OrderModel) {
  if (moneyTaken(o.status)) return;
  if (o.status === 'pending') return issueTicket(o);
  const refundPending = (reason: Exclude<RefundReason, 'cancelled'>) => {
    o.status = 'refund_pending';
    o.refundReason = reason;
    o.emails.refundPending += 1;
  };
  if (seatsTakenBy(m, o.account) + o.quantity > ceilingOf(o.account)) return refundPending('over_limit');
  if (!hasOrderStock(m, o)) return refundPending('sold_out');
  if (o.promo && m.promoUses[o.promo] >= SALE.promos[o.promo].maxUses) return refundPending('code_used_up');
  take(m, o);
  if (o.promo) m.promoUses[o.promo] += 1;
  o.late = true;
  issueTicket(o);
}

export function settle(m: MoneyModel, reference: string): MoneyModel {
  const next = copy(m);
  settleIn(next, orderOf(next, reference));
  return next;
}

/**
 * The hold's transaction (hold.ts `placeHold`): the account's open hold is replaced (its seats
 * back to stock), then the ceiling, the stock (or the claim's seats, taken over) and the code's
 * use; a refusal changes nothing, the replaced hold included. A free total is settled in the same
 * transaction. Null when refused.
 *
 * What a replaced hold gave back and the new order did not take is offered to the waitlist once
 * the hold is placed, as every other release of seats does (release.ts: "seats that came back are
 * offered to the waitlist first"; product.md §2.13: "when seats come back the next in line are
 * emailed a link that holds their seats"); otherwise anyone may buy them ahead of the line until
 * the sweep offers them. `offer`: false when the caller offers later (two orders at once).
 */
function placeHold(
  m: MoneyModel,
  r: OrderRequest,
  reference: string,
  entry: number | null,
  offer = true,
): MoneyModel | null {
  const next = copy(m);
  const replaced = replaceOpenHolds(next, r.account);
  if (seatsTakenBy(next, r.account) + r.quantity > ceilingOf(r.account)) return null;
  if (entry === null && !hasStock(next, r.tier, r.quantity)) return null;
  // A date's place's claim holds its date's seats too, and on the seated date the seats themselves (decision 53).
  const dateClaim = entry === null ? null : (next.entries[entry]?.claim ?? null);
  const ofDate = entry !== null && next.entries[entry]?.date != null;
  // A claim for any date's order takes its date's seats (the claim holds the event's and the tier's): decision 50.
  const date = next.seated ? 'early' : r.date;
  if (!ofDate && !dateFits(next, date, r.quantity)) return null;
  if (r.promo && next.promoUses[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  // A seated date's seats (decision 51): the named ones, all free, or best available of the tier
  // (a claim for any date's order too), picked once the replaced hold's are back; a date's
  // claim's order takes exactly the claim's seats (decision 53).
  const seats = !next.seated
    ? []
    : ofDate && dateClaim
      ? [...dateClaim.seats]
      : (r.seatIds ?? pickBest(next, r.tier, r.quantity));
  if (!seats || (!ofDate && !seatsFree(next, seats))) return null;
  const lines = SALE.price[r.tier] * r.quantity;
  const amount = lines - (r.promo ? Math.floor((lines * SALE.promos[r.promo].percent) / 100) : 0);
  if (r.promo) next.promoUses[r.promo] += 1;
  const order: OrderModel = {
    number: next.orders.length,
    reference,
    account: r.account,
    tier: r.tier,
    quantity: r.quantity,
    date,
    seats,
    amount,
    promo: r.promo,
    status: 'pending',
    holds: false,
    payment: amount === 0 ? 'none' : 'open',
    ticket: 'none',
    admitted: 0,
    emails: { ticket: 0, refundPending: 0, refund: 0 },
    refundReason: null,
    refundAccepted: false,
    late: false,
    claim: entry,
    timing: { holdExpiresAt: null, recheckAt: null, providerCheckedAt: null },
    id: '',
    ticketId: null,
  };
  const claimed = entry === null ? undefined : next.entries[entry];
  if (claimed?.claim) {
    // The claim's seats become the order's: nothing is taken again (decision 30); a claim for
    // any date's order takes the date's (decision 50), a date's claim holds them already (decision 53).
    claimed.claim.status = 'used';
    claimed.status = 'claimed';
    if (claimed.date === null) moveDate(next, order.date, -order.quantity);
    order.holds = true;
  } else take(next, order);
  next.orders.push(order);
  if (amount === 0) issueTicket(order);
  if (replaced && offer) offerReleasedSeats(next);
  return next;
}

/**
 * The account's open holds are given back (initialize replaces them: decision 21), as `release`
 * does: true when one was. Changes `m`.
 */
export function replaceOpenHolds(m: MoneyModel, account: number): boolean {
  let replaced = false;
  for (const open of m.orders.filter((o) => o.account === account && o.status === 'pending')) {
    replaced = release(m, open, 'failed') || replaced;
  }
  return replaced;
}

/**
 * The waitlist's offers after holds that ran side by side (InitializeTwiceAtOnce): each hold's
 * offer may come after both holds, so the seats any replaced hold gave back are offered then.
 */
export function offerAfterHolds(before: MoneyModel, after: MoneyModel): MoneyModel {
  const replaced = after.orders.some((o) => o.status === 'failed' && before.orders[o.number]?.status === 'pending');
  const next = copy(after);
  if (replaced) offerReleasedSeats(next);
  return next;
}

/**
 * Initialize (decision 21): the account's open hold is replaced, then the limits, the code's uses
 * and the stock are checked; a refusal changes nothing, the replaced hold included. A free total
 * is settled at once. Null when refused; otherwise the model with the new order as `reference`.
 * The code is priced before the hold's transaction, against its uses as read then (`usesRead`:
 * another order's hold may have changed them since, which the transaction's own take then decides).
 */
export function initialize(
  m: MoneyModel,
  r: OrderRequest,
  reference: string,
  usesRead: Record<PromoName, number> = m.promoUses,
  { offer = true } = {},
): MoneyModel | null {
  if (r.quantity > SALE.maxPerOrder) return null;
  if (r.promo && usesRead[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  // Behind a waiting room, an order needs its account's fresh pass; one held uses it, one refused
  // (as read or in the hold) leaves it fresh (decision 54).
  if (m.room && m.passes[r.account] !== 'fresh') return null;
  const next = placeHold(m, r, reference, null, offer);
  if (next && m.room) next.passes[r.account] = 'used';
  return next;
}

/** Why initialize refuses a claim's token (waitlist-claims.ts `claimRefusal`), in the model's words. */
export type ClaimRefusal = 'not-yours' | 'used' | 'expired';

/**
 * Initialize with the claim link of entry `entry` as `account`, for exactly the claim's tickets
 * (initialize.ts, hold.ts): the code is priced first; the claim must be the account's (the
 * account that joined: a forwarded link buys nothing) and open; then the hold's transaction as
 * for any order, except that the order takes over the claim's seats instead of taking stock.
 * Answers the new order's status, the claim's refusal, or 409 for any other.
 */
export function initializeWithClaim(
  m: MoneyModel,
  entry: number,
  account: number,
  promo: PromoName | null,
  reference: string,
  date: DateName = 'early',
): { model: MoneyModel; answer: OrderStatus | ClaimRefusal | 409 } {
  const e = m.entries[entry];
  if (!e?.claim) throw new Error(`w#${entry} was offered no claim`);
  const refused = (answer: ClaimRefusal | 409) => ({ model: copy(m), answer });
  if (promo && m.promoUses[promo] >= SALE.promos[promo].maxUses) return refused(409);
  if (e.account !== account) return refused('not-yours');
  if (e.claim.status === 'used') return refused('used');
  if (e.claim.status === 'lapsed') return refused('expired');
  const next = placeHold(m, { account, tier: e.tier, quantity: e.quantity, promo, date }, reference, entry);
  return next ? { model: next, answer: next.orders.at(-1)?.status ?? 'pending' } : refused(409);
}

export interface JoinRequest {
  account: number;
  tier: Tier;
  quantity: number;
  /** The date whose line the place is for (decision 53); none: any date. */
  date?: DateName | null | undefined;
}

/**
 * Whether a place may be taken in the tier's line (waitlist-line.ts `joinWaitlist`): the tier sold
 * out now, its stock or, for any date, the event's seats; for a date (decision 53) the date's
 * count, and on the seated date the free seats of the tier's section there.
 */
export function soldOutFor(m: Readonly<MoneyModel>, j: JoinRequest): boolean {
  if (m.tierLeft[j.tier] <= 0) return true;
  if (!j.date) return m.eventLeft < 1;
  const left = m.seated ? Math.min(m.dateLeft[j.date], freeSeatsOfTier(m, j.tier)) : m.dateLeft[j.date];
  return left < 1;
}

/**
 * Joining a tier's line (waitlist-line.ts `joinWaitlist`), signed in with the account's own
 * email: only a tier sold out now (its stock, or the event's seats); at most the per-order
 * maximum; one active place per tier and account (joining again answers as before). A confirmed
 * account is in line at once; an unconfirmed one is mailed a link, which the step then opens,
 * putting it in line then. Answers what the join (and the link) said; `entryId` is the new place's row.
 */
export function joinWaitlist(
  m: MoneyModel,
  j: JoinRequest,
  entryId: string,
): { model: MoneyModel; answers: unknown[] } {
  const next = copy(m);
  const date = j.date ?? null;
  if (!soldOutFor(next, j)) return { model: next, answers: [409] };
  if (j.quantity > SALE.maxPerOrder) return { model: next, answers: [400] };
  // One active place per tier, date and account (decision 53).
  const active = next.entries.find(
    (e) => e.account === j.account && e.tier === j.tier && e.date === date && activeStatuses.includes(e.status),
  );
  // Places here are confirmed as they are taken, so an active one is in line (or offered).
  if (active) return { model: next, answers: ['waiting'] };
  next.entries.push({
    number: next.entries.length,
    id: entryId,
    account: j.account,
    tier: j.tier,
    quantity: j.quantity,
    date,
    status: 'waiting',
    confirmedAt: null,
    claim: null,
  });
  return { model: next, answers: SALE.confirmed[j.account] ? ['waiting'] : ['unconfirmed', 200] };
}

/** The buyer pays in the pop-up (or another tab): the provider has the money, nothing else moves. */
export function pay(m: MoneyModel, reference: string): MoneyModel {
  const next = copy(m);
  orderOf(next, reference).payment = 'success';
  return next;
}

/**
 * Decline in the pop-up, then its cancel; or the pop-up closed (cancel alone): a pending hold
 * fails, and its seats go to the waitlist first (release.ts).
 */
export function cancel(m: MoneyModel, reference: string, { declined }: { declined: boolean }): MoneyModel {
  const next = copy(m);
  const o = orderOf(next, reference);
  if (declined && o.payment === 'open') o.payment = 'failed';
  if (release(next, o, 'failed')) offerReleasedSeats(next);
  return next;
}

/** Verify settles a pending order the provider says was paid, when it may ask (at most every 5 s). */
export function verify(m: MoneyModel, reference: string, asks: boolean): MoneyModel {
  const o = orderOf(m, reference);
  return o.status === 'pending' && asks && o.payment === 'success' ? settle(m, reference) : copy(m);
}

/** Every order of `items`, in every order (the sweep asks about four at a time: decision 24). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]));
}

/** Every way to cut `items` into consecutive groups, keeping their order. */
function groupings<T>(items: T[]): T[][][] {
  if (items.length === 0) return [[]];
  return items.flatMap((_, i) => groupings(items.slice(i + 1)).map((rest) => [items.slice(0, i + 1), ...rest]));
}

const distinct = (models: MoneyModel[]) => [...new Map(models.map((each) => [JSON.stringify(each), each])).values()];

/**
 * One pass of the sweep at `now` (decision 24, checkout-service.ts `reconcile`): each expired
 * hold is asked about, settled if paid, else released as expired and its seats offered to the
 * waitlist; then each closed order due a recheck is asked about and, if paid after all, settled
 * as a late payment; then the claims past their time lapse, and the free seats are offered to the
 * line. The holds and the rechecks run side by side (four at a time), so every order they could
 * finish in is a possible outcome, and a release's offers may see the releases that committed
 * before them (every grouping of the releases in every order).
 */
export function reconcile(m: MoneyModel, now: Date): MoneyModel[] {
  const at = now.toISOString();
  const offeredUntil = claimExpiry(now);
  const start = copy(m);
  const due = start.orders
    .filter(
      (o) =>
        (o.status === 'expired' || o.status === 'failed') &&
        o.timing.recheckAt !== null &&
        o.timing.recheckAt <= at &&
        o.payment === 'success',
    )
    .map((o) => o.reference);
  const expired = start.orders.filter(
    (o) => o.status === 'pending' && o.holds && o.timing.holdExpiresAt !== null && o.timing.holdExpiresAt <= at,
  );
  for (const o of expired) if (o.payment === 'success') settleIn(start, o);
  const unpaid = expired.filter((o) => o.payment !== 'success').map((o) => o.reference);
  const anyWaiting = start.entries.some((e) => e.status === 'waiting');
  const orders = anyWaiting ? permutations(unpaid) : [unpaid];
  const afterHolds = orders.flatMap((order) =>
    (anyWaiting ? groupings(order) : [[order]]).map((groups) => {
      const model = copy(start);
      for (const group of groups) {
        for (const reference of group) release(model, orderOf(model, reference), 'expired');
        offerReleasedSeats(model, offeredUntil);
      }
      return model;
    }),
  );
  return distinct(
    distinct(afterHolds).flatMap((afterHold) =>
      permutations(due).map((order) => {
        const outcome = copy(afterHold);
        for (const reference of order) settleIn(outcome, orderOf(outcome, reference));
        lapseClaims(outcome, at);
        offerReleasedSeats(outcome, offeredUntil);
        return outcome;
      }),
    ),
  );
}

/**
 * The back office's refund (order-refunds.ts): a paid order gives its seats back (not its code's
 * use: the code was used), offered to the waitlist first, its ticket is cancelled, and the
 * provider refunds it at once in the simulator, the buyer emailed. A free order has no payment to
 * refund: it ends refunded without a provider call. A ticket someone went in on is not refunded
 * (409, the order left paid: decision 26). Answers every allowed outcome with its status code
 * (and the refusal's reason when it is the door's).
 */
export function refund(m: MoneyModel, reference: string): { model: MoneyModel; answers: unknown[] }[] {
  const next = copy(m);
  const o = orderOf(next, reference);
  const retry = o.status === 'refund_pending' && !o.refundAccepted;
  if (o.status !== 'paid' && !retry) return [{ model: next, answers: [409] }];
  if (o.status === 'paid' && o.admitted > 0) return [{ model: next, answers: [409, 'admitted at the door'] }];
  if (o.status === 'paid') {
    o.status = 'refund_pending';
    giveBack(next, o);
    o.ticket = 'cancelled';
    offerReleasedSeats(next);
  }
  if (o.payment === 'success') o.payment = 'reversed';
  // A free order never reached the provider: refunded at once, its buyer told the ticket is cancelled.
  o.status = 'refunded';
  o.refundAccepted = true;
  o.emails.refund += 1;
  return [{ model: next, answers: [200] }];
}

/**
 * Staff scan the order's ticket at the door (door-service.ts `checkIn`, confirming a scan before
 * the doors open): a cancelled ticket is refused, a full one is 'used', otherwise one person is
 * let in, the ticket becoming 'used' with its last. Answers the verdict and the event's count.
 */
export function admitAtDoor(m: MoneyModel, reference: string): { model: MoneyModel; answers: unknown[] } {
  const next = copy(m);
  const o = orderOf(next, reference);
  if (o.ticket === 'cancelled') return { model: next, answers: ['cancelled', next.door.counted] };
  if (o.ticket !== 'unused') return { model: next, answers: ['used', next.door.counted] };
  o.admitted += 1;
  if (o.admitted === o.quantity) o.ticket = 'used';
  next.door.counted += 1;
  return { model: next, answers: ['admitted', next.door.counted] };
}

/**
 * A door with no network let one person in on the ticket, and syncs it now (door-sync.ts,
 * decision 26 amended): recorded always; counted when the ticket had room; a cancelled ticket's
 * admission is a conflict ('cancelled') and not counted, the ticket left as it was; a full
 * ticket's is a conflict ('place-taken'). The event starts months ahead, outside its door hours,
 * so the device's time displaces no other admission. Answers the outcome, its reason and the count.
 */
export function syncAdmission(m: MoneyModel, reference: string): { model: MoneyModel; answers: unknown[] } {
  const next = copy(m);
  const o = orderOf(next, reference);
  if (o.ticket === 'cancelled' || o.ticket === 'used') {
    next.door.uncounted += 1;
    const reason = o.ticket === 'cancelled' ? 'cancelled' : null;
    return { model: next, answers: ['conflict', reason, next.door.counted] };
  }
  o.admitted += 1;
  if (o.admitted === o.quantity) o.ticket = 'used';
  next.door.counted += 1;
  return { model: next, answers: ['kept', null, next.door.counted] };
}

/** What the database must hold for the model: the event's stock, each order as its buyer and the provider see it, the line and the door. */
export interface Expected {
  tierLeft: Record<Tier, number>;
  eventLeft: number;
  dateLeft: Record<DateName, number>;
  promoUses: Record<PromoName, number>;
  orders: Record<
    string,
    Pick<
      OrderModel,
      | 'account'
      | 'tier'
      | 'quantity'
      | 'amount'
      | 'promo'
      | 'status'
      | 'holds'
      | 'payment'
      | 'ticket'
      | 'admitted'
      | 'emails'
      | 'seats'
    > & { refundReason: RefundReason | null }
  >;
  /**
   * The event's places in line by row id, each with its date, its claim's status (null: none
   * offered) and the seats its claim holds now (an open date's claim's on the seated date, in the plan's order).
   */
  entries: Record<
    string,
    Pick<EntryModel, 'account' | 'tier' | 'quantity' | 'date' | 'status'> & {
      claim: WaitlistClaimStatus | null;
      seats: string[];
    }
  >;
  door: { counted: number; uncounted: number };
  /** Behind a waiting room (decision 54), each account's pass; null for a sale without one. */
  passes: PassState[] | null;
}

export function expectedOf(m: MoneyModel): Expected {
  return {
    tierLeft: { ...m.tierLeft },
    eventLeft: m.eventLeft,
    dateLeft: { ...m.dateLeft },
    promoUses: { ...m.promoUses },
    orders: Object.fromEntries(
      m.orders.map((o) => [
        o.reference,
        {
          account: o.account,
          tier: o.tier,
          quantity: o.quantity,
          amount: o.amount,
          promo: o.promo,
          status: o.status,
          holds: o.holds,
          payment: o.payment,
          ticket: o.ticket,
          admitted: o.admitted,
          emails: { ...o.emails },
          seats: [...o.seats],
          refundReason: o.refundReason,
        },
      ]),
    ),
    entries: Object.fromEntries(
      m.entries.map((e) => [
        e.id,
        {
          account: e.account,
          tier: e.tier,
          quantity: e.quantity,
          date: e.date,
          status: e.status,
          claim: e.claim?.status ?? null,
          seats: e.claim?.status === 'open' ? [...e.claim.seats] : [],
        },
      ]),
    ),
    door: { ...m.door },
    passes: m.room ? [...m.passes] : null,
  };
}
