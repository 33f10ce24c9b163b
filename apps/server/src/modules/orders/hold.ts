import { checkoutMessages } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { waitlistMessages } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { isManualCodeTaken, newManualCode } from '../tickets/index.ts';
import { claimSeats } from '../waitlist/index.ts';
import { limitProblem } from './buyer-limits.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { claimSeatsOf } from './claim-seats.ts';
import { stockRefusal } from './order-lines.ts';
import { type ChosenSeat, type NewOrder, ordersRepository } from './orders-repository.ts';
import type { PricedOrder } from './pricing.ts';
import { returnPromoUse, takePromoUse } from './promo-pricing.ts';
import { FIRST_RECHECK_MS } from './reconciliation.ts';
import { settleWithin } from './settle.ts';

// The hold step (architecture.md §9.4, decision 21, decision 30): every rule that limits who may
// take seats is checked where the seats are taken, in the same transaction, under the account's
// lock, for every kind of order: paid, free, or a waitlist claim's.

/** An order to hold: the row to write, as priced, and the waitlist claim whose seats it takes over, if any. */
export interface Hold {
  order: NewOrder;
  priced: PricedOrder;
  claimToken?: string | undefined;
  /** Set by the hold: it gave back the account's open hold, whose seats the waitlist is offered first. */
  replacedOpenHold?: boolean;
  /**
   * Named seats (decision 51), after the hold found one taken: throws the refusal naming the
   * seats that went; returns when none did (the date or a tier ran short instead).
   */
  refuseTakenSeats?: (() => Promise<void>) | undefined;
  /** Best available, picked inside the hold's transaction under the date's lock (seat-choice.ts). */
  pickSeats?: ((trx: Kysely<Database>) => Promise<ChosenSeat[]>) | undefined;
}

/**
 * Expired holds asked about (and released) when too few seats are left, before refusing: a few,
 * so a refusal never waits on many provider calls; the sweep does the rest.
 */
const HOLDS_RECONCILED_ON_REFUSAL = 10;

/** Thrown inside the hold's transaction so that it rolls back, the hold it replaced kept: a limit refused it. */
class HoldRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
/** Thrown inside the hold's transaction: too few seats left. */
class SeatsGone extends Error {}

/**
 * Holds the order, or refuses it with the buyer's sentence. Too few seats: holds that ran out
 * may be keeping them; `releaseExpired` gives those back (once the provider says they were not
 * paid) and the hold is tried once more. Answers the new order's id.
 */
export async function holdOrRefuse(
  ctx: CheckoutContext,
  hold: Hold,
  releaseExpired: (now: Date, eventId: string, limit: number) => Promise<number>,
  now: Date,
): Promise<string> {
  const { eventId, lines } = hold.priced;
  let orderId = await holdOnce(ctx, hold, now);
  if (!orderId && (await releaseExpired(now, eventId, HOLDS_RECONCILED_ON_REFUSAL)) > 0) {
    orderId = await holdOnce(ctx, hold, now);
  }
  if (orderId) {
    // Seats the replaced hold gave back go to the waitlist's next in line first, as every release's do.
    if (hold.replacedOpenHold) await ctx.waitlist.afterSeatsReleased(eventId, now);
    return orderId;
  }
  await hold.refuseTakenSeats?.();
  const [left] = (await ctx.seatsLeft(ctx.db, eventId)).rows;
  const remaining = Number(left?.remaining ?? 0);
  const { showtimeId } = hold.priced.claim;
  const dateLeft = showtimeId ? (await ctx.showtimeSeatsLeft(ctx.db, showtimeId)).rows[0] : undefined;
  throw (
    stockRefusal(lines, await ctx.tiersOf(eventId), remaining, dateLeft && Number(dateLeft.remaining)) ??
    httpError(409, remaining === 0 ? checkoutMessages.soldOut : checkoutMessages.onlyLeft(remaining))
  );
}

/** One try: the order's id, or null when the seats are gone. A limit's refusal is thrown as the buyer's 4xx. */
async function holdOnce(ctx: CheckoutContext, hold: Hold, now: Date): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.db.transaction().execute((trx) => placeHold(ctx, trx, hold, now));
    } catch (error) {
      if (error instanceof SeatsGone) return null;
      if (error instanceof HoldRefused) throw httpError(error.statusCode, error.message);
      // A free ticket's door code was drawn taken (rare: newManualCode): the hold was rolled back whole.
      if (hold.priced.amount === 0 && attempt < 4 && isManualCodeTaken(error)) continue;
      throw error;
    }
  }
}

/**
 * The hold's transaction, under the account's lock: the account's open hold for this event is
 * replaced (its code's use and then its seats go back), the ceiling is checked against everything
 * the account then holds or has bought for the event, one use of the promo code is taken, the
 * order is written, and the seats are taken last. A free order is settled right here. A refusal
 * rolls it all back, the replaced hold included.
 *
 * Every path that changes both locks a code's row before the seats' rows (this one, a release,
 * a late payment's settle): a hold taking a code's use while another transaction gives back
 * seats and that code's use would otherwise wait for each other in a cycle on PostgreSQL, and one
 * of them fail as a deadlock (promo-lock-order.test.ts).
 */
async function placeHold(ctx: CheckoutContext, trx: Kysely<Database>, hold: Hold, now: Date): Promise<string> {
  const { order, priced } = hold;
  const orders = ordersRepository(trx);
  // The buyer's fields (never a gift's recipient's) are remembered on the account with its lock.
  const account = await orders.lockAccount(order.userId, order.buyer);
  if (!account) throw new HoldRefused(401, messages.payment.signInRequired);
  const { seatsTaken, replaced, returnSeats } = await replaceOpenHold(trx, order.userId, priced.eventId, now);
  hold.replacedOpenHold = replaced;
  const problem = limitProblem(
    priced.limits,
    { emailConfirmed: account.emailConfirmed, seatsTaken },
    priced.quantity,
    ctx.config.UNCONFIRMED_MAX_TICKETS,
  );
  if (problem) throw new HoldRefused(409, problem);
  // One use of the code, by one conditional UPDATE, before the seats (decision 30).
  if (priced.promo) await takePromoUse(trx, priced.promo, order.userId);
  await returnSeats();
  if (hold.pickSeats) {
    order.chosenSeats = await hold.pickSeats(trx);
    priced.claim.reserved = { orderId: '', seatIds: order.chosenSeats.map((seat) => seat.seatId) };
  }
  const orderId = await orders.insertPending(order, now);
  await takeStock(trx, hold, orderId, now);
  // A free order is settled in its hold's transaction: no pending moment in which another order
  // of the account could replace it and its settle retake seats as a late payment.
  if (priced.amount === 0) {
    const row = await ctx.findOrder(order.reference, trx);
    const settled = row && (await settleWithin(ctx, trx, row, newManualCode(), now));
    if (settled !== 'paid') throw new Error(`free order ${order.reference} was not settled in its hold`);
  }
  return orderId;
}

/**
 * Gives back the account's open hold for the event, if any (the new order replaces it): its code's
 * use now, its seats by `returnSeats`, once the new order's code's use is taken (placeHold). Answers
 * the tickets the account then holds or has bought for the event. The replaced order may have been
 * paid in another tab: it is asked about later like any, and a late payment meets the ceiling
 * again (settle.ts).
 */
async function replaceOpenHold(
  trx: Kysely<Database>,
  userId: string,
  eventId: string,
  now: Date,
): Promise<{ seatsTaken: number; replaced: boolean; returnSeats: () => Promise<void> }> {
  const orders = ordersRepository(trx);
  // Read once: with no open hold among them (the usual case) they are also what the limits count.
  const holding = await orders.holdingSeats(userId, eventId);
  const open = holding.filter((each) => each.status === 'pending');
  if (open.length === 0) {
    const seatsTaken = holding.reduce((sum, each) => sum + Number(each.quantity), 0);
    return { seatsTaken, replaced: false, returnSeats: async () => {} };
  }
  const gaveUp: typeof open = [];
  for (const replaced of open) {
    const failed = { status: 'failed', holdsSeats: 0, recheckAt: new Date(now.getTime() + FIRST_RECHECK_MS) } as const;
    if (await orders.transition(replaced.id, { status: 'pending', holdsSeats: 1 }, failed, now)) {
      await returnPromoUse(trx, replaced.id);
      gaveUp.push(replaced);
    }
  }
  const returnSeats = async () => {
    for (const replaced of gaveUp) await orders.returnSeats(await orders.claimOf(replaced));
  };
  return { seatsTaken: await orders.seatsTakenBy(userId, eventId), replaced: true, returnSeats };
}

/**
 * The seats, last. A paid order's go with the commit: on PostgreSQL the tiers' and the event's
 * rows stay locked from these updates to the end of the transaction, and every hold of the rush
 * waits for them, so they go in one message with the commit (decision 35), which unlocks them
 * before the disk is reached (decision 41). A free order's are taken before its settle, in the
 * same transaction. A waitlist claim's order takes over the seats the claim holds. Too few left:
 * SeatsGone, and the transaction rolls back.
 */
async function takeStock(
  trx: Kysely<Database>,
  { priced, claimToken }: Hold,
  orderId: string,
  now: Date,
): Promise<void> {
  const orders = ordersRepository(trx);
  // Reserved seats are taken for the order just written (decision 51).
  const { reserved } = priced.claim;
  const claim = reserved ? { ...priced.claim, reserved: { ...reserved, orderId } } : priced.claim;
  if (claimToken) {
    const held = await claimSeats(trx, claimToken, now);
    if (!held) throw new HoldRefused(409, waitlistMessages.claimExpired);
    if (held.showtimeId === null) {
      // The claim holds the event's and the tiers' seats; the date's are taken now (decision 50).
      if (!(await orders.takeFromShowtime(claim))) throw new SeatsGone();
    } else {
      // A date's claim holds the date's count too, and on a seated date its seats, which the
      // order takes over (decision 53): freed from the claim and taken for the order at once.
      await claimSeatsOf(trx).releaseClaimSeats(held.showtimeId, held.claimId);
      if (!(await orders.takeReservedSeats(claim))) throw new SeatsGone();
    }
  } else if (priced.amount === 0) {
    if (!(await orders.takeSeats(claim))) throw new SeatsGone();
  } else if (!(await orders.takeSeatsAndCommit(claim))) throw new SeatsGone();
}
