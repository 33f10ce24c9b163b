import { DEFAULT_UNCONFIRMED_MAX_TICKETS, type OrderStatus } from '@storefront/contracts/rules';
import type { RefundReason } from '../../db/schema.ts';

/**
 * The money path as a small model (money-path.model.test.ts): what the checkout must do with one
 * event's seats, its buyers' limits and their money, written from the decisions rather than the
 * code (architecture.md §9, decisions 8, 21, 24 and 30). Pure: no database, no clock.
 */

/**
 * The sale each sequence runs against, small so that limits and sell-outs are met often: a paid
 * tier of 6 and a free one of 4 sharing 8 seats, 3 tickets an order, 4 an account, and three
 * accounts, the third unconfirmed (UNCONFIRMED_MAX_TICKETS: 2 tickets, decision 21).
 */
export const SALE = {
  price: { paid: 5_000, free: 0 },
  tierStock: { paid: 6, free: 4 },
  seats: 8,
  maxPerOrder: 3,
  maxPerAccount: 4,
  confirmed: [true, true, false],
  promos: { HALF: { percent: 50, maxUses: 2 }, GRATIS: { percent: 100, maxUses: 1 } },
} as const;

export type Tier = keyof typeof SALE.price;
export type PromoName = keyof typeof SALE.promos;
/** The simulator's record of the order's payment ('none': a free order never reaches it). */
export type Payment = 'none' | 'open' | 'success' | 'failed' | 'reversed';

export interface OrderModel {
  /** The order's number in its sequence (#0 is the first order made), as commands name it. */
  number: number;
  reference: string;
  account: number;
  tier: Tier;
  quantity: number;
  amount: number;
  promo: PromoName | null;
  status: OrderStatus;
  holds: boolean;
  payment: Payment;
  ticket: 'none' | 'unused' | 'cancelled';
  emails: { ticket: number; refundPending: number; refund: number };
  refundReason: RefundReason | null;
  /** The provider accepted a refund (the simulator's are instant). */
  refundAccepted: boolean;
  /** Took its seats again as a late payment: its code's use was taken again, whatever was left. */
  late: boolean;
  /**
   * When its hold runs out, when it is next asked about at the provider, and when verify last
   * asked: read back from the database after every step (their schedules have their own tests:
   * reconciliation.test.ts, checkout-paystack.test.ts), so the model can say what the sweep and verify do.
   */
  timing: { holdExpiresAt: string | null; recheckAt: string | null; providerCheckedAt: string | null };
  /** Its id, read back with the timings: the back office's refund names the order by it. */
  id: string;
}

export interface MoneyModel {
  tierLeft: Record<Tier, number>;
  eventLeft: number;
  promoUses: Record<PromoName, number>;
  orders: OrderModel[];
  /** How far ahead of the wall clock the sweep's clock is, in ms (the holds run out at 15 minutes). */
  offset: number;
}

export interface OrderRequest {
  account: number;
  tier: Tier;
  quantity: number;
  promo: PromoName | null;
}

export const initialModel = (): MoneyModel => ({
  tierLeft: { ...SALE.tierStock },
  eventLeft: SALE.seats,
  promoUses: { HALF: 0, GRATIS: 0 },
  orders: [],
  offset: 0,
});

const settledStatuses: readonly OrderStatus[] = ['paid', 'refund_pending', 'refunded'];
export const moneyTaken = (status: OrderStatus) => settledStatuses.includes(status);

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

function take(m: MoneyModel, o: OrderModel) {
  m.tierLeft[o.tier] -= o.quantity;
  m.eventLeft -= o.quantity;
  o.holds = true;
}

function giveBack(m: MoneyModel, o: OrderModel) {
  m.tierLeft[o.tier] += o.quantity;
  m.eventLeft += o.quantity;
  o.holds = false;
}

function issueTicket(o: OrderModel) {
  o.status = 'paid';
  o.ticket = 'unused';
  o.emails.ticket += 1;
}

/** A copy to change: every step answers new models and leaves the one it was given alone. */
export const copy = (m: MoneyModel): MoneyModel => structuredClone(m);

/** A hold ends unpaid: its seats and its code's use go back (checkout-service.ts `release`). */
function release(m: MoneyModel, o: OrderModel, status: 'expired' | 'failed') {
  if (o.status !== 'pending' || !o.holds) return;
  o.status = status;
  giveBack(m, o);
  if (o.promo && m.promoUses[o.promo] > 0) m.promoUses[o.promo] -= 1;
}

/**
 * The provider says the order was paid (verify, webhook, reconciliation): one ticket, however
 * often it is said. A hold's seats are its ticket's. A late payment (the order had closed unpaid)
 * takes seats again only within the account's ceiling, the capacity and its code's uses; otherwise the money is
 * kept as refund_pending and the buyer told why (decisions 8, 21 and 24; migration 031).
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
  if (!hasStock(m, o.tier, o.quantity)) return refundPending('sold_out');
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
): MoneyModel | null {
  if (r.quantity > SALE.maxPerOrder) return null;
  if (r.promo && usesRead[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  const next = copy(m);
  for (const open of next.orders.filter((o) => o.account === r.account && o.status === 'pending')) {
    release(next, open, 'failed');
  }
  if (seatsTakenBy(next, r.account) + r.quantity > ceilingOf(r.account)) return null;
  if (!hasStock(next, r.tier, r.quantity)) return null;
  if (r.promo && next.promoUses[r.promo] >= SALE.promos[r.promo].maxUses) return null;
  const lines = SALE.price[r.tier] * r.quantity;
  const amount = lines - (r.promo ? Math.floor((lines * SALE.promos[r.promo].percent) / 100) : 0);
  if (r.promo) next.promoUses[r.promo] += 1;
  const order: OrderModel = {
    number: next.orders.length,
    reference,
    account: r.account,
    tier: r.tier,
    quantity: r.quantity,
    amount,
    promo: r.promo,
    status: 'pending',
    holds: false,
    payment: amount === 0 ? 'none' : 'open',
    ticket: 'none',
    emails: { ticket: 0, refundPending: 0, refund: 0 },
    refundReason: null,
    refundAccepted: false,
    late: false,
    timing: { holdExpiresAt: null, recheckAt: null, providerCheckedAt: null },
    id: '',
  };
  take(next, order);
  next.orders.push(order);
  if (amount === 0) issueTicket(order);
  return next;
}

/** The buyer pays in the pop-up (or another tab): the provider has the money, nothing else moves. */
export function pay(m: MoneyModel, reference: string): MoneyModel {
  const next = copy(m);
  orderOf(next, reference).payment = 'success';
  return next;
}

/** Decline in the pop-up, then its cancel; or the pop-up closed (cancel alone): a pending hold fails. */
export function cancel(m: MoneyModel, reference: string, { declined }: { declined: boolean }): MoneyModel {
  const next = copy(m);
  const o = orderOf(next, reference);
  if (declined && o.payment === 'open') o.payment = 'failed';
  release(next, o, 'failed');
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

/**
 * One pass of the sweep at `now` (decision 24): each expired hold is asked about, settled if
 * paid, else released as expired; then each closed order due a recheck is asked about and, if
 * paid after all, settled as a late payment. Those settles run side by side, so every order they
 * could finish in is a possible outcome.
 */
export function reconcile(m: MoneyModel, now: Date): MoneyModel[] {
  const at = now.toISOString();
  const next = copy(m);
  const due = next.orders.filter(
    (o) => (o.status === 'expired' || o.status === 'failed') && o.timing.recheckAt !== null && o.timing.recheckAt <= at,
  );
  for (const o of next.orders) {
    if (o.status !== 'pending' || !o.holds || o.timing.holdExpiresAt === null || o.timing.holdExpiresAt > at) continue;
    if (o.payment === 'success') settleIn(next, o);
    else release(next, o, 'expired');
  }
  const paid = due.filter((o) => o.payment === 'success').map((o) => o.reference);
  return permutations(paid).map((order) => {
    const outcome = copy(next);
    for (const reference of order) settleIn(outcome, orderOf(outcome, reference));
    return outcome;
  });
}

/**
 * The back office's refund (order-refunds.ts): a paid order gives its seats back (not its code's
 * use: the code was used), its ticket is cancelled, and the provider refunds it at once in the
 * simulator, the buyer emailed. A free order has no payment to refund: it ends refunded without a
 * provider call (order-refunds.ts). Answers every allowed outcome with its status code.
 */
export function refund(m: MoneyModel, reference: string): { model: MoneyModel; code: number }[] {
  const next = copy(m);
  const o = orderOf(next, reference);
  const retry = o.status === 'refund_pending' && !o.refundAccepted;
  if (o.status !== 'paid' && !retry) return [{ model: next, code: 409 }];
  if (o.status === 'paid') {
    o.status = 'refund_pending';
    giveBack(next, o);
    o.ticket = 'cancelled';
  }
  if (o.payment === 'success') {
    o.payment = 'reversed';
    o.status = 'refunded';
    o.refundAccepted = true;
    o.emails.refund += 1;
    return [{ model: next, code: 200 }];
  }
  // A free order never reached the provider: refunded at once, its buyer told the ticket is cancelled.
  o.status = 'refunded';
  o.refundAccepted = true;
  o.emails.refund += 1;
  return [{ model: next, code: 200 }];
}

/** What the database must hold for the model: the event's stock, and each order as its buyer and the provider see it. */
export interface Expected {
  tierLeft: Record<Tier, number>;
  eventLeft: number;
  promoUses: Record<PromoName, number>;
  orders: Record<
    string,
    Pick<
      OrderModel,
      'account' | 'tier' | 'quantity' | 'amount' | 'promo' | 'status' | 'holds' | 'payment' | 'ticket' | 'emails'
    > & { refundReason: RefundReason | null }
  >;
}

export function expectedOf(m: MoneyModel): Expected {
  return {
    tierLeft: { ...m.tierLeft },
    eventLeft: m.eventLeft,
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
          emails: { ...o.emails },
          refundReason: o.refundReason,
        },
      ]),
    ),
  };
}
