import { checkoutMessages } from '@storefront/contracts/api';
import type { OrderStatus } from '@storefront/contracts/rules';
import type { Kysely } from 'kysely';
import type { Database, RefundReason } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { outboxRepository } from '../outbox/index.ts';
import type { VerifiedTransaction } from '../payments/index.ts';
import {
  enqueueTicketEmails,
  insertTicket,
  isManualCodeTaken,
  newManualCode,
  refundPendingEmail,
} from '../tickets/index.ts';
import { limitProblem } from './buyer-limits.ts';
import type { CheckoutContext } from './checkout-context.ts';
import {
  chosenSeatsOf,
  claimFrom,
  isSeatedDate,
  type OrderRow,
  ordersRepository,
  type SeatClaim,
} from './orders-repository.ts';
import { retakePromoUse, returnPromoUse } from './promo-pricing.ts';
import { newTicketId } from './references.ts';
import { refundMessage } from './refund-reasons.ts';

// The settle step (architecture.md §9.5): a verified payment becomes a paid
// order and exactly one ticket, or refund_pending with its reason told to the buyer.

/**
 * An organizer's order once paid (decision 31): the provider's fee and the organizer's share as
 * the provider reported them (Paystack's `fees`, `fees_split.subaccount`); when it did not say,
 * the share is what is left after the commission, and after the fee too when the organizer bears
 * it. A free order (no payment) has neither fee nor share.
 */
export function splitOfPayment(
  order: Pick<OrderRow, 'amount' | 'commission_kobo' | 'fee_bearer'>,
  payment: Pick<VerifiedTransaction, 'split'> | undefined,
): { fee_kobo: number | null; organizer_share_kobo: number | null } {
  const amountKobo = Number(order.amount) * 100;
  const commission = Number(order.commission_kobo ?? 0);
  if (!payment)
    return amountKobo === 0 ? { fee_kobo: 0, organizer_share_kobo: 0 } : { fee_kobo: null, organizer_share_kobo: null };
  const fee = payment.split?.feeKobo ?? null;
  const reported = payment.split?.subaccountKobo ?? null;
  if (reported !== null) return { fee_kobo: fee, organizer_share_kobo: reported };
  if (order.fee_bearer === 'subaccount' && fee === null) return { fee_kobo: null, organizer_share_kobo: null };
  return {
    fee_kobo: fee,
    organizer_share_kobo: amountKobo - commission - (order.fee_bearer === 'subaccount' ? (fee ?? 0) : 0),
  };
}

/**
 * The settle's work inside the caller's transaction. Null when another request changed the
 * order first. A hold's own seats are its ticket's. A late payment (the order had given its seats
 * back: expired, or failed when the account's newer order replaced it) takes seats again only
 * within the per-account ceiling and the capacity, checked under the account's lock as the hold
 * checks them (checkout-combinations.test.ts). Free orders come here inside their hold's
 * transaction (hold.ts), so nothing can come between their hold and their ticket.
 *
 * The order's row is locked from its first update to the commit, and a verify or webhook of the
 * same order waits for it (decision 36). Its lines come with that update (transitionWithLines),
 * so nothing is read before the transaction (decision 42).
 */
export async function settleWithin(
  ctx: CheckoutContext,
  trx: Kysely<Database>,
  order: OrderRow,
  manualCode: string,
  now: Date,
  payment?: VerifiedTransaction,
): Promise<OrderStatus | null> {
  const orders = ordersRepository(trx);
  const held = order.status === 'pending';
  // The account first, as the hold takes it: what the account holds cannot change meanwhile.
  const account = held ? null : await orders.lockAccount(order.user_id);
  const from = { status: order.status, holdsSeats: held ? (1 as const) : (0 as const) };
  const lines = await orders.transitionWithLines(
    order.id,
    from,
    { status: 'paid', holdsSeats: 1, paidAt: now.toISOString() },
    now,
  );
  if (!lines) return null;
  // An organizer's order keeps how the money was divided, as the provider reported it.
  if (order.subaccount !== null) {
    await trx.updateTable('orders').set(splitOfPayment(order, payment)).where('id', '=', order.id).execute();
  }
  const [event] = (await ctx.eventOfTicket(trx, order.event_id, order.showtime_id)).rows;
  if (!event) throw new Error(`order ${order.reference} has no event ${order.event_id}`);
  // Only a dated order can have reserved seats (decision 51): others skip the read.
  const seats = order.showtime_id ? await chosenSeatsOf(trx, order.id) : [];
  const seated = order.showtime_id !== null && (await isSeatedDate(trx, order.showtime_id));
  const claim = claimFrom(
    order,
    lines,
    seats.map((seat) => seat.seatId),
    seated,
  );
  const reason = await whyNoTicket(ctx, orders, trx, order, event, account, claim);
  if (reason !== null) {
    if (held) await orders.returnSeats(claim);
    await refundInstead(trx, order, event, reason, now);
    return 'refund_pending';
  }
  const ticketId = newTicketId(now.getTime());
  await insertTicket(trx, { id: ticketId, orderId: order.id, reference: order.reference, now, manualCode });
  // Its emails in the same transaction, so they exist if and only if the ticket does.
  await enqueueTicketEmails(trx, ctx.ticketContext, order, ticketId, event, {
    place: { ...event, event_id: order.event_id, manual_code: manualCode },
    lines,
    seats: seats.map((seat) => seat.label),
  });
  return 'paid';
}

/**
 * Why a paid order gets no ticket, or null when it gets one: the event was cancelled while the
 * buyer paid; or, for a late payment (`account` locked: the order had given its seats back), the
 * account would go past its ceiling (this order, already marked paid, counted with every other
 * held or paid order of the account for the event), its seats are gone, or its promo code has no
 * use left. A late payment that gets its ticket has taken its seats and its code's use again.
 */
async function whyNoTicket(
  ctx: CheckoutContext,
  orders: ReturnType<typeof ordersRepository>,
  trx: Kysely<Database>,
  order: OrderRow,
  event: { status: string; max_per_account: number },
  account: { emailConfirmed: boolean } | null | undefined,
  claim: SeatClaim,
): Promise<RefundReason | null> {
  if (event.status === 'cancelled') return 'cancelled';
  if (account === null) return null;
  const quantity = Number(order.quantity);
  const others = (await orders.seatsTakenBy(order.user_id, order.event_id)) - quantity;
  const problem = limitProblem(
    // The order's size was allowed when it was held; only what the account has now is asked.
    { maxPerOrder: Number.POSITIVE_INFINITY, maxPerAccount: Number(event.max_per_account) },
    { emailConfirmed: account?.emailConfirmed ?? false, seatsTaken: others },
    quantity,
    ctx.config.UNCONFIRMED_MAX_TICKETS,
  );
  if (problem) return 'over_limit';
  // The code's row before the seats' rows, as every path that changes both (hold.ts placeHold);
  // seats gone is said before the code used up.
  const useTaken = await retakePromoUse(trx, order);
  if (!(await orders.takeSeats(claim))) {
    if (useTaken) await returnPromoUse(trx, order.id);
    return 'sold_out';
  }
  if (useTaken) return null;
  await orders.returnSeats(claim);
  return 'code_used_up';
}

/** The payment is kept as refund_pending (refunded from the back office), and the buyer told why by email. */
async function refundInstead(
  trx: Kysely<Database>,
  order: OrderRow,
  event: { title: string; max_per_account: number },
  reason: RefundReason,
  now: Date,
) {
  const orders = ordersRepository(trx);
  await orders.transition(
    order.id,
    { status: 'paid', holdsSeats: 1 },
    { status: 'refund_pending', holdsSeats: 0 },
    now,
  );
  await trx.updateTable('orders').set({ refund_reason: reason }).where('id', '=', order.id).execute();
  await outboxRepository(trx).enqueue(
    refundPendingEmail({
      to: order.email,
      firstName: order.first_name,
      eventTitle: event.title,
      message: refundMessage(reason, Number(event.max_per_account)),
    }),
    { orderId: order.id },
  );
}

/**
 * One attempt to settle an order from the state it was read in, in a transaction of its own: the
 * new status, or null when another request changed the order first or the door code drawn for
 * its ticket was taken (everything was undone; the caller reads the order again).
 */
export async function settleOnce(
  ctx: CheckoutContext,
  order: OrderRow,
  now: Date,
  payment?: VerifiedTransaction,
): Promise<OrderStatus | null> {
  try {
    return await ctx.db.transaction().execute((trx) => settleWithin(ctx, trx, order, newManualCode(), now, payment));
  } catch (error) {
    if (isManualCodeTaken(error)) return null;
    throw error;
  }
}

/**
 * Settles a payment the provider confirmed (verify) or announced (signed webhook). Idempotent on
 * the reference. Refuses, changing nothing, a payment whose reference, amount or currency is not
 * the order's. `known` is the order as the caller just read it (saves a read).
 */
async function settleReference(
  ctx: CheckoutContext,
  reference: string,
  payment: VerifiedTransaction,
  now: Date,
  known?: OrderRow,
): Promise<OrderStatus> {
  let order = known;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    order ??= await ctx.findOrder(reference);
    if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
    if (order.status === 'paid' || order.status === 'refund_pending' || order.status === 'refunded') {
      return order.status;
    }
    const matches =
      payment.reference === reference &&
      payment.amountKobo === Number(order.amount) * 100 &&
      payment.currency === order.currency;
    if (!matches) {
      ctx.log.warn(
        { reference, paid: payment.amountKobo, currency: payment.currency },
        'payment does not match its order',
      );
      throw httpError(409, checkoutMessages.amountMismatch);
    }
    const settled = await settleOnce(ctx, order, now, payment);
    if (settled !== null) return settled;
    // Another request changed the order first, or the ticket's code was taken: read it again.
    order = undefined;
  }
  throw new Error(`order ${reference} kept changing while being settled`);
}

/**
 * The process's settles (one checkout per process, checkout-module.ts). The provider's webhook
 * and the buyer's verify come at the same moment, and the second settle of an order waits for
 * the first instead of reading its lines, a code and the order's row for nothing (decision 38).
 * Settles in two processes still race on the row, which stays the guard.
 */
export function settlesInProcess(ctx: CheckoutContext) {
  const settling = new Map<string, Promise<OrderStatus>>();
  function settle(
    reference: string,
    payment: VerifiedTransaction,
    now = new Date(),
    known?: OrderRow,
  ): Promise<OrderStatus> {
    const running = settling.get(reference);
    // The order ends as the running settle leaves it. If that one failed (a payment that is not
    // the order's, a lost connection), this one tries on its own.
    if (running) return running.catch(() => settle(reference, payment, now));
    const work = settleReference(ctx, reference, payment, now, known).finally(() => settling.delete(reference));
    settling.set(reference, work);
    return work;
  }
  return {
    settle,
    /** The settle of this reference under way in this process, if any. */
    running: (reference: string) => settling.get(reference),
  };
}

export type Settles = ReturnType<typeof settlesInProcess>;
