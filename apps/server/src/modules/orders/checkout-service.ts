import {
  type CheckoutStanding,
  checkoutMessages,
  type InitializeTransactionResponse,
  type MyOrder,
  type UserProfile,
  type VerifyTransactionResponse,
} from '@storefront/contracts/api';
import { authMessages, messages, organizerMessages } from '@storefront/contracts/messages';
import { isPaymentInFlight, type OrderStatus, waitlistMessages } from '@storefront/contracts/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, RefundReason } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { sessionsRepository } from '../auth/index.ts';
import { commissionBps } from '../organizers/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import {
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
  type VerifiedTransaction,
} from '../payments/index.ts';
import {
  type BoughtTicket,
  enqueueTicketEmails,
  forViewer,
  insertTicket,
  isManualCodeTaken,
  newManualCode,
  refundPendingEmail,
  type TicketViewer,
  ticketLookups,
  ticketsWithOrderAndEvent,
} from '../tickets/index.ts';
import { claimRefusal, claimSeats } from '../waitlist/index.ts';
import { limitProblem } from './buyer-limits.ts';
import { PROVIDER_CHECK_INTERVAL_MS, transferHoldEnd } from './hold-times.ts';
import { chooseLines, stockRefusal, tiersOfEvent } from './order-lines.ts';
import {
  claimFrom,
  ORDER_COLUMNS,
  type OrderRow,
  ordersRepository,
  orderTotals,
  type SeatClaim,
} from './orders-repository.ts';
import { promoPricing, retakePromoUse, returnPromoUse, takePromoUse } from './promo-pricing.ts';
import { FIRST_RECHECK_MS, reconciliation } from './reconciliation.ts';
import { newReference, newTicketId } from './references.ts';
import { refundMessage } from './refund-reasons.ts';
import { saleRead } from './sale-read.ts';
import { waitlistOf } from './waitlist-hooks.ts';

export interface OrderRequest {
  eventId: string;
  ticketQuantity: number;
  /** Tickets per tier (issue 22); without it, `ticketQuantity` of the first tier on sale. */
  lines?: { ticketTypeId: string; quantity: number }[] | undefined;
  /** Unlocks tiers hidden behind this code. */
  accessCode?: string | undefined;
  /** A waitlist claim's token: the order takes over the seats the claim holds (decision 30). */
  claimToken?: string | undefined;
  /** A promo code (decision 30), priced here and one use taken with the hold. */
  promoCode?: string | undefined;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isGift: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail?: string | undefined;
  orderKey?: string | undefined;
}

/**
 * Expired holds initialize asks the provider about (and releases) when too few seats are left,
 * before refusing: a few, so a refusal never waits on many provider calls; the sweep does the rest.
 */
const HOLDS_RECONCILED_ON_REFUSAL = 10;

/**
 * Thrown inside the hold's transaction, so that it rolls back and the hold it replaced is kept:
 * a limit refused the order (with the buyer's sentence), or too few seats are left.
 */
class HoldRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
class SeatsGone extends Error {}

export interface CheckoutDeps {
  db: Kysely<Database>;
  config: Config;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

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

export type CheckoutService = ReturnType<typeof checkoutService>;

/**
 * The purchase (architecture.md §9): initialize places a hold and a pending order; settle turns a
 * verified payment into a paid order and exactly one ticket, whichever of verify and the
 * webhook comes first and however many times they come; holds that run out give their seats back
 * once the provider says they were not paid (reconciliation.ts, decision 24).
 */
export function checkoutService({ db, config, provider, log }: CheckoutDeps) {
  const ticketContext = {
    secret: config.SESSION_SECRET,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
  };
  const holdMs = config.ORDER_HOLD_MINUTES * 60_000;
  const tickets = ticketLookups(db, ticketContext);
  // The purchase's hot reads, compiled once (db/compiled-query.ts).
  const orderByReference = compileOnce((reference: string) =>
    db.selectFrom('orders').select(ORDER_COLUMNS).where('reference', '=', reference),
  );
  const findOrder = async (reference: string) => (await orderByReference(db, reference)).rows[0];
  // The event's seats left, read again when a hold found too few (the sale's read says the rest).
  const seatsLeft = compileOnce((eventId: string) =>
    db.selectFrom('events').select('remaining').where('id', '=', eventId),
  );
  // What a settled order's ticket and emails say of its event.
  const eventOfTicket = compileOnce((eventId: string) =>
    db
      .selectFrom('events')
      .select([
        'title',
        'starts_at',
        'ends_at',
        'time_zone',
        'venue',
        'street',
        'city',
        'region',
        'postal_code',
        'status',
        'max_per_order',
        'max_per_account',
      ])
      .where('id', '=', eventId),
  );
  const tiersOf = tiersOfEvent(db);
  const saleOf = saleRead(db);
  const sessions = sessionsRepository(db);
  const waitlist = waitlistOf(db, config.PUBLIC_URL, log);
  const promos = promoPricing(db);

  /**
   * Gives back the seats of one pending order, as `status` ('expired' or 'failed'). True if it
   * did. The provider is asked about it again later (reconciliation.ts): its money may still come.
   */
  async function release(order: Pick<OrderRow, 'id' | 'event_id' | 'seats'>, status: 'expired' | 'failed', now: Date) {
    const released = await db.transaction().execute(async (trx) => {
      const orders = ordersRepository(trx);
      const released = await orders.transition(
        order.id,
        { status: 'pending', holdsSeats: 1 },
        { status, holdsSeats: 0, recheckAt: new Date(now.getTime() + FIRST_RECHECK_MS) },
        now,
      );
      if (released) {
        await orders.returnSeats(await orders.claimOf(order));
        await returnPromoUse(trx, order.id);
      }
      return released;
    });
    // Seats came back: the waitlist's next in line are offered them first (issue 22).
    if (released) await waitlist.afterSeatsReleased(order.event_id, now);
    return released;
  }

  /**
   * One attempt to settle a paid order from the state it was read in. Returns the new status,
   * or null when another request changed the order first or the code drawn for its ticket was
   * taken (the caller reads the order again).
   *
   * The order's row is locked from its first update to the commit, and a verify or webhook of the
   * same order waits for it (docs/performance.md, decision 36). The order's lines come with that
   * update (transitionWithLines) and the event's place with its status, so on PostgreSQL the
   * transaction makes five round trips on the way to a ticket, and nothing is read before it.
   */
  async function settleOnce(order: OrderRow, now: Date, payment?: VerifiedTransaction): Promise<OrderStatus | null> {
    try {
      return await settleInTransaction(order, newManualCode(), now, payment);
    } catch (error) {
      // Another ticket has the code drawn (rare: newManualCode). Everything was undone with the
      // transaction; the caller reads the order again and settles it with another code.
      if (isManualCodeTaken(error)) return null;
      throw error;
    }
  }

  function settleInTransaction(
    order: OrderRow,
    manualCode: string,
    now: Date,
    payment?: VerifiedTransaction,
  ): Promise<OrderStatus | null> {
    return db.transaction().execute((trx) => settleWithin(trx, order, manualCode, now, payment));
  }

  /**
   * The settle's work inside the caller's transaction: a paid order's ticket and emails, or, when
   * it may not have one, refund_pending with the reason told to the buyer. A hold's own seats are
   * its ticket's. A late payment (the order had given its seats back: expired, or failed when the
   * account's newer order replaced it) takes seats again only within the per-account ceiling and
   * the capacity, checked under the account's lock as initialize checks them (architecture.md,
   * "The order's states"; money-path.model.test.ts). Free orders come here inside their hold's
   * transaction, so no other order of the account can come between their hold and their ticket.
   */
  async function settleWithin(
    trx: Kysely<Database>,
    order: OrderRow,
    manualCode: string,
    now: Date,
    payment?: VerifiedTransaction,
  ): Promise<OrderStatus | null> {
    const orders = ordersRepository(trx);
    // A pending order still holds its seats; an expired or failed one gave them back.
    const held = order.status === 'pending';
    // The account first, as initialize takes it: what the account holds cannot change meanwhile.
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
    const [event] = (await eventOfTicket(trx, order.event_id)).rows;
    if (!event) throw new Error(`order ${order.reference} has no event ${order.event_id}`);
    const claim = claimFrom(order, lines);
    const reason = await whyNoTicket(orders, order, event, account, held ? true : () => orders.takeSeats(claim));
    if (reason === null) {
      // A late payment that took its seats again used its code again too (its hold gave it back).
      if (!held) await retakePromoUse(trx, order.id);
      const ticketId = newTicketId(now.getTime());
      await insertTicket(trx, { id: ticketId, orderId: order.id, reference: order.reference, now, manualCode });
      // Its emails in the same transaction, so they exist if and only if the ticket does.
      await enqueueTicketEmails(trx, ticketContext, order, ticketId, event, {
        place: { ...event, event_id: order.event_id, manual_code: manualCode },
        lines,
      });
      return 'paid';
    }
    // No ticket: the payment is kept as refund_pending and refunded from the back office.
    if (held) await orders.returnSeats(claim);
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
    return 'refund_pending';
  }

  /**
   * Why a paid order gets no ticket, or null when it gets one: the event was cancelled while the
   * buyer paid; a late payment would take the account past its ceiling (counting this order,
   * already marked paid, with every other held or paid order of the account for the event); or
   * the seats it gave back are gone (`seats` takes them, or is true for a hold that kept them).
   */
  async function whyNoTicket(
    orders: ReturnType<typeof ordersRepository>,
    order: OrderRow,
    event: { status: string; max_per_order: number; max_per_account: number },
    account: { emailConfirmed: boolean } | null | undefined,
    seats: true | (() => Promise<boolean>),
  ): Promise<RefundReason | null> {
    if (event.status === 'cancelled') return 'cancelled';
    if (account !== null) {
      const quantity = Number(order.quantity);
      const others = (await orders.seatsTakenBy(order.user_id, order.event_id)) - quantity;
      const problem = limitProblem(
        // The order's size was allowed when it was held; only what the account has now is asked.
        { maxPerOrder: Number.POSITIVE_INFINITY, maxPerAccount: Number(event.max_per_account) },
        { emailConfirmed: account?.emailConfirmed ?? false, seatsTaken: others },
        quantity,
        config.UNCONFIRMED_MAX_TICKETS,
      );
      if (problem) return 'over_limit';
    }
    return seats === true || (await seats()) ? null : 'sold_out';
  }

  /**
   * The settles under way in this process, by reference. The provider's webhook and the buyer's
   * verify come at the same moment, and the second settle of an order waits for the first
   * instead of reading its lines, a code and the order's row for nothing (docs/performance.md).
   * Settles in two processes still race on the row, which stays the guard.
   */
  const settling = new Map<string, Promise<OrderStatus>>();

  /**
   * Settles a payment the provider confirmed (verify) or announced (signed webhook). Idempotent
   * on the reference. Refuses, changing nothing, a payment whose reference, amount or currency
   * is not the order's. `known` is the order as the caller just read it (saves a read).
   */
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
    const work = settleAlone(reference, payment, now, known).finally(() => settling.delete(reference));
    settling.set(reference, work);
    return work;
  }

  async function settleAlone(
    reference: string,
    payment: VerifiedTransaction,
    now: Date,
    known?: OrderRow,
  ): Promise<OrderStatus> {
    let order = known;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      order ??= await findOrder(reference);
      if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
      if (order.status === 'paid' || order.status === 'refund_pending' || order.status === 'refunded') {
        return order.status;
      }
      const matches =
        payment.reference === reference &&
        payment.amountKobo === Number(order.amount) * 100 &&
        payment.currency === order.currency;
      if (!matches) {
        log.warn(
          { reference, paid: payment.amountKobo, currency: payment.currency },
          'payment does not match its order',
        );
        throw httpError(409, checkoutMessages.amountMismatch);
      }
      const settled = await settleOnce(order, now, payment);
      if (settled !== null) return settled;
      // Another request changed the order first, or the ticket's code was taken: read it again.
      order = undefined;
    }
    throw new Error(`order ${reference} kept changing while being settled`);
  }

  const reconcile = reconciliation({
    db,
    provider,
    log,
    holdMs,
    lookbackMs: config.RECONCILE_LOOKBACK_HOURS * 60 * 60_000,
    settle,
    expire: (order, now) => release(order, 'expired', now),
  });

  /**
   * Releases expired holds (of one event, or all), each only after the provider said it was not
   * paid (decision 24): a paid one is settled instead, one on its way or unanswered is kept.
   * Answers how many gave their seats back.
   */
  async function releaseExpiredHolds(now: Date, eventId?: string, limit = config.RECONCILE_BATCH): Promise<number> {
    return (await reconcile.expiredHolds(now, { eventId, limit })).released;
  }

  /**
   * Why a paid order got no ticket, in the buyer's words (refund-reasons.ts), read as stored: the
   * caller's copy of the order may be from before its settle recorded the reason.
   */
  async function refundPendingMessage(reference: string): Promise<string> {
    const row = await db
      .selectFrom('orders')
      .innerJoin('events', 'events.id', 'orders.event_id')
      .select(['orders.refund_reason', 'events.status', 'events.max_per_account'])
      .where('orders.reference', '=', reference)
      .executeTakeFirst();
    return refundMessage(row?.refund_reason ?? null, Number(row?.max_per_account ?? 0), row?.status);
  }

  async function verifyWithProvider(reference: string): Promise<VerifiedTransaction> {
    try {
      return await provider.verify(reference);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw httpError(503, checkoutMessages.providerUnavailable);
      if (error instanceof ProviderRejectedError) throw httpError(404, checkoutMessages.referenceUnknown);
      throw error;
    }
  }

  const waiting = (reference: string): VerifyTransactionResponse => ({
    data: { status: 'pending', reference, orderStatus: 'pending', ticket: null, message: null },
  });

  /**
   * An order that is no longer pending, as the database knows it: the provider is not asked. A
   * paid order's ticket as `viewer` may see it (the reference is on the QR: ticket-privacy.ts).
   */
  async function answerFromDatabase(
    order: Pick<OrderRow, 'reference' | 'status'>,
    viewer: TicketViewer,
  ): Promise<VerifyTransactionResponse> {
    const { reference, status } = order;
    const moneyTaken = status === 'paid' || status === 'refund_pending' || status === 'refunded';
    const bought = status === 'paid' ? await tickets.byReference(reference) : undefined;
    return {
      data: {
        status: moneyTaken ? 'success' : status === 'failed' ? 'failed' : 'abandoned',
        reference,
        orderStatus: status,
        ticket: bought ? forViewer(bought.ticket, bought.buyerId, viewer) : null,
        message:
          status === 'refund_pending'
            ? await refundPendingMessage(reference)
            : moneyTaken
              ? null
              : checkoutMessages.paymentNotSuccessful,
      },
    };
  }

  return {
    releaseExpiredHolds,
    settle,

    /**
     * One pass of the sweep every process runs (checkout-module.ts): a batch of expired holds,
     * then a batch of orders that closed unpaid and are due a recheck at the provider.
     */
    async reconcile(now = new Date()) {
      const holds = await reconcile.expiredHolds(now, { limit: config.RECONCILE_BATCH });
      const late = await reconcile.closedOrders(now, { limit: config.RECONCILE_BATCH });
      // Waitlist claims past their 30 minutes give their seats to the next in line (issue 22).
      await waitlist.sweep(now);
      return { ...holds, settledLate: late };
    },

    /**
     * Holds the seats and starts the payment for the buyer signed in with the session `sessionId`
     * (the stored id: the cookie's token hashed), who is read with the sale (decision 39): 401
     * when that session is unknown or has expired. `admit` runs once the order is known to be one
     * that may take seats (the checks that read and write nothing have passed) and before anything
     * is held: the route counts the attempt against its rate limits there, and throws to stop it.
     */
    async initialize(
      sessionId: string,
      request: OrderRequest,
      { admit, now = new Date() }: { admit?: (buyer: UserProfile) => Promise<void>; now?: Date } = {},
    ): Promise<InitializeTransactionResponse> {
      // Who is buying and what this order meets, in one read (sale-read.ts). An event id no
      // event has leaves the buyer unread: the session is read on its own, so that a guest is
      // told to sign in before being told there is no such event, as behind requireUser.
      const found = await saleOf(sessionId, request.eventId, now, request.orderKey);
      const user = found ? found.buyer : ((await sessions.findActiveById(sessionId))?.user ?? null);
      if (!user) throw httpError(401, authMessages.signInRequired);
      const sale = found?.sale;
      // Pay pressed again for an order already paid (Back after paying, a second tab): answer
      // that order instead of charging again (decision 21).
      const paid = sale?.paidWithKey;
      if (paid) {
        return {
          data: { authorization_url: '', access_code: '', reference: paid.reference, orderStatus: paid.status },
        };
      }
      // A draft is not for sale (nor known to buyers); a cancelled event says so.
      if (!sale || sale.event.status === 'draft') throw httpError(404, `No event found for ID ${request.eventId}`);
      const { event, organizer, tiers } = sale;
      if (event.status === 'cancelled') throw httpError(409, checkoutMessages.eventCancelled);
      if (new Date(event.starts_at).getTime() <= now.getTime()) throw httpError(409, checkoutMessages.eventStarted);
      const limits = { maxPerOrder: event.max_per_order, maxPerAccount: event.max_per_account };
      // An organizer's event sells into their payout account, and only while they may sell.
      if (organizer?.status === 'paused') throw httpError(409, organizerMessages.salesPaused);
      if (event.organizer_id && (organizer?.status !== 'approved' || !organizer.subaccount_code)) {
        throw httpError(409, checkoutMessages.salesPaused);
      }

      // The tiers and how many of each (decision 30), checked against their sale; stock is below.
      const lines = chooseLines(
        request,
        tiers,
        { remaining: Number(event.remaining), maxPerOrder: limits.maxPerOrder },
        now,
      );
      const { quantity, seats, amount: linesTotal } = orderTotals(lines);
      // A promo code is checked and priced before anything is held; its use is taken with the hold.
      const promo = request.promoCode ? await promos.price(request.promoCode, event.id, lines, now) : null;
      const amount = linesTotal - (promo?.discount ?? 0);
      const claim: SeatClaim = { eventId: event.id, seats, lines };
      const split = organizer?.subaccount_code
        ? {
            subaccount: organizer.subaccount_code,
            commissionKobo: Math.round((amount * 100 * commissionBps(organizer, config)) / 10_000),
            feeBearer: config.PAYSTACK_FEE_BEARER,
          }
        : null;
      // A waitlist claim already holds these seats: it must be open and for exactly these tickets.
      const { claimToken } = request;
      const claimProblem = claimToken ? await claimRefusal(db, claimToken, claim, user, now) : null;
      if (claimProblem) throw httpError(409, claimProblem);
      // Too little stock as read: refused from the sale's one read, with no write, so the
      // thousands of refusals of a sold-out rush never queue for the lock the holds need (on
      // SQLite, the one write lock). Not when stock may come free for this buyer: holds that ran
      // out (released below, once the provider has been asked) or the buyer's own open hold,
      // which this order would replace. A hold given back meanwhile is not waited for: the buyer
      // who tries again a moment later meets it.
      const refusal = claimToken ? null : stockRefusal(lines, tiers, Number(event.remaining));
      if (refusal && !sale.seatsMayComeFree) throw refusal;
      await admit?.(user);
      const gift = request.isGift
        ? {
            firstName: request.recipientFirstName,
            lastName: request.recipientLastName,
            email: request.recipientEmail ?? '',
          }
        : null;
      const reference = newReference();
      // One transaction under the account's lock: the buyer's open hold for this event is replaced
      // (its seats go back), the limits are checked against what the account then holds or has
      // bought, and the seats are taken. A refusal rolls it all back, the old hold included.
      const placeHold = () =>
        db.transaction().execute(async (trx) => {
          const orders = ordersRepository(trx);
          const account = await orders.lockAccount(user.id);
          if (!account) throw new HoldRefused(401, messages.payment.signInRequired);
          // The orders still counted in the event's seats, read once: with no open hold among
          // them (the usual case) they are also what the limits count.
          const holding = await orders.holdingSeats(user.id, event.id);
          const open = holding.filter((order) => order.status === 'pending');
          for (const hold of open) {
            if (
              await orders.transition(
                hold.id,
                { status: 'pending', holdsSeats: 1 },
                // The replaced order may have been paid in another tab: asked about later, like any.
                { status: 'failed', holdsSeats: 0, recheckAt: new Date(now.getTime() + FIRST_RECHECK_MS) },
                now,
              )
            ) {
              await orders.returnSeats(await orders.claimOf(hold));
              await returnPromoUse(trx, hold.id);
            }
          }
          const seatsTaken =
            open.length === 0
              ? holding.reduce((sum, order) => sum + Number(order.quantity), 0)
              : await orders.seatsTakenBy(user.id, event.id);
          const problem = limitProblem(
            limits,
            { emailConfirmed: account.emailConfirmed, seatsTaken },
            quantity,
            config.UNCONFIRMED_MAX_TICKETS,
          );
          if (problem) throw new HoldRefused(409, problem);
          // One use of the code, by one conditional UPDATE, before the seats (decision 30).
          if (promo) await takePromoUse(trx, promo, user.id);
          const orderId = await orders.insertPending(
            {
              reference,
              userId: user.id,
              eventId: event.id,
              lines,
              provider: provider.name,
              holdExpiresAt: new Date(now.getTime() + holdMs),
              orderKey: request.orderKey ?? null,
              buyer: {
                firstName: request.firstName,
                lastName: request.lastName,
                email: request.email,
                phoneNumber: request.phoneNumber,
              },
              gift,
              promo: promo && { id: promo.id, discount: promo.discount },
              split,
            },
            now,
          );
          // The stock last, with the commit: on PostgreSQL the tiers' and the event's rows stay
          // locked from these updates to the end of the transaction, and every hold of the rush
          // waits for them, so they go in one message with the commit (decision 35), which
          // unlocks them before the disk is reached (decision 41). Too little left: the order
          // above is rolled back.
          // A waitlist claim's order takes over the seats the claim holds, without taking them
          // again; its commit waits for the disk as any other (a claim is one buyer's, not a rush's).
          if (claimToken) {
            if (!(await claimSeats(trx, claimToken, now))) throw new HoldRefused(409, waitlistMessages.claimExpired);
          } else if (amount === 0) {
            if (!(await orders.takeSeats(claim))) throw new SeatsGone();
          } else if (!(await orders.takeSeatsAndCommit(claim))) throw new SeatsGone();
          // A free order is settled in its hold's transaction: no pending moment in which another
          // order of the account could replace it and its settle retake seats as a late payment.
          if (amount === 0) {
            const [order] = (await orderByReference(trx, reference)).rows;
            const settled = order && (await settleWithin(trx, order, newManualCode(), now));
            if (settled !== 'paid') throw new Error(`free order ${reference} was not settled in its hold`);
          }
          return orderId;
        });
      const tryHold = async (): Promise<string | null> => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await placeHold();
          } catch (error) {
            if (error instanceof SeatsGone) return null;
            if (error instanceof HoldRefused) throw httpError(error.statusCode, error.message);
            // A free ticket's door code was drawn taken (rare: newManualCode): the hold was rolled back whole.
            if (amount === 0 && attempt < 4 && isManualCodeTaken(error)) continue;
            throw error;
          }
        }
      };
      // Not enough seats: holds that ran out may be keeping them; give those back and try once more.
      let orderId = await tryHold();
      if (!orderId && (await releaseExpiredHolds(now, event.id, HOLDS_RECONCILED_ON_REFUSAL)) > 0) {
        orderId = await tryHold();
      }
      if (!orderId) {
        const [left] = (await seatsLeft(db, event.id)).rows;
        const remaining = Number(left?.remaining ?? 0);
        throw (
          stockRefusal(lines, await tiersOf(event.id), remaining) ??
          httpError(409, remaining === 0 ? checkoutMessages.soldOut : checkoutMessages.onlyLeft(remaining))
        );
      }

      // On PostgreSQL the hold is on disk (its transaction's promise resolved after the commit
      // reached it) before the provider knows the reference and the buyer is answered: a database
      // crash now cannot lose an order someone may pay (decisions 24 and 41). SQLite's commits
      // never wait for the disk (synchronous = NORMAL, decision 24).
      if (amount === 0) {
        // Free tickets: nothing to pay, so no pop-up; the hold's transaction issued the ticket.
        return { data: { authorization_url: '', access_code: '', reference, orderStatus: 'paid' } };
      }
      try {
        const started = await provider.initialize({
          reference,
          email: request.email,
          amountKobo: amount * 100,
          currency: 'NGN',
          // An organizer's subaccount with the commission as a flat charge; else the event's own split code.
          subaccount: split ? split.subaccount : event.subaccount_code === 'null' ? null : event.subaccount_code,
          split: split ? { transactionChargeKobo: split.commissionKobo, bearer: split.feeBearer } : undefined,
          metadata: {
            eventTitle: event.title,
            ticketQuantity: quantity,
            customerName: [request.firstName, request.lastName].filter(Boolean).join(' '),
          },
        });
        return {
          data: {
            authorization_url: started.authorizationUrl,
            access_code: started.accessCode,
            reference,
            orderStatus: 'pending',
          },
        };
      } catch (error) {
        // The buyer cannot pay an order the provider does not know: give the seats back now.
        await release({ id: orderId, event_id: event.id, seats }, 'failed', now);
        if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
          log.warn({ err: error, reference }, 'payment provider refused to initialize');
          throw httpError(502, error.message);
        }
        throw error;
      }
    },

    /**
     * GET /api/checkout/{eventId}: before Pay, the summary learns whether this order key was
     * paid already, how many tickets of the event the buyer has, and whether a limit will refuse
     * the quantity (read without the lock: initialize decides).
     */
    async standing(
      user: UserProfile,
      eventId: string,
      orderKey?: string,
      quantity?: number,
    ): Promise<CheckoutStanding> {
      const orders = ordersRepository(db);
      const paid = orderKey ? await orders.paidWithKey(user.id, orderKey) : undefined;
      const ticketsOwned = await orders.ticketsBoughtBy(user.id, eventId);
      let problem: string | null = null;
      if (!paid && quantity !== undefined) {
        const event = await db
          .selectFrom('events')
          .select(['max_per_order', 'max_per_account'])
          .where('id', '=', eventId)
          .where('status', '!=', 'draft')
          .executeTakeFirst();
        if (!event) throw httpError(404, `No event found for ID ${eventId}`);
        const account = await db
          .selectFrom('users')
          .select('email_verified_at')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        // The buyer's open hold for this event would be replaced by the new order: it does not count.
        const held = (await orders.openHolds(user.id, eventId)).reduce((sum, o) => sum + Number(o.quantity), 0);
        problem = limitProblem(
          { maxPerOrder: Number(event.max_per_order), maxPerAccount: Number(event.max_per_account) },
          {
            emailConfirmed: account.email_verified_at !== null,
            seatsTaken: (await orders.seatsTakenBy(user.id, eventId)) - held,
          },
          quantity,
          config.UNCONFIRMED_MAX_TICKETS,
        );
      }
      return {
        paidOrder: paid
          ? { reference: paid.reference, orderStatus: paid.status, ticketQuantity: Number(paid.quantity) }
          : null,
        ticketsOwned,
        problem,
      };
    },

    /**
     * GET /api/verify-transaction: a pending order is checked with the provider (at most once per
     * PROVIDER_CHECK_INTERVAL_MS); a success is settled, a payment still on its way (a bank
     * transfer, USSD) keeps its seats for the provider's transfer window, a lapsed hold is
     * released. Any other order is answered from the database: the provider is not asked again.
     */
    async verify(reference: string, viewer: TicketViewer, now = new Date()): Promise<VerifyTransactionResponse> {
      const order = await findOrder(reference);
      if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
      if (order.status !== 'pending') return answerFromDatabase(order, viewer);
      // The webhook is settling it in this process: its outcome is the answer, without asking
      // the provider again. If that settle failed, the provider is asked as usual.
      const running = settling.get(reference);
      const settled = running && (await running.catch(() => null));
      if (settled) return answerFromDatabase({ ...order, status: settled }, viewer);
      if (!(await ordersRepository(db).claimProviderCheck(order.id, now, PROVIDER_CHECK_INTERVAL_MS))) {
        // Asked a moment ago (or the order just moved on): what the database knows now.
        const current = (await findOrder(reference)) ?? order;
        return current.status === 'pending' ? waiting(reference) : answerFromDatabase(current, viewer);
      }
      const payment = await verifyWithProvider(reference);
      if (payment.status === 'success') {
        const status = await settle(reference, payment, now, order);
        return answerFromDatabase({ ...order, status }, viewer);
      }
      if (isPaymentInFlight(payment.status)) {
        const holdEnd = transferHoldEnd(order, holdMs, now);
        await ordersRepository(db).extendHold(order.id, holdEnd);
        // Past even the transfer window: the seats go back, and money that still comes takes
        // the late-payment path (seats again if any are left, else a refund).
        const heldUntil = Math.max(holdEnd.getTime(), new Date(order.hold_expires_at).getTime());
        if (heldUntil <= now.getTime() && (await release(order, 'expired', now))) {
          return { data: { ...waiting(reference).data, status: payment.status, orderStatus: 'expired' } };
        }
        return { data: { ...waiting(reference).data, status: payment.status } };
      }
      let status: OrderStatus = order.status;
      if (new Date(order.hold_expires_at).getTime() <= now.getTime()) {
        await release(order, 'expired', now);
        status = (await findOrder(reference))?.status ?? status;
      }
      return {
        data: {
          status: payment.status,
          reference,
          orderStatus: status,
          ticket: null,
          message: checkoutMessages.paymentNotSuccessful,
        },
      };
    },

    /** GET /api/my-orders: the buyer's five latest orders, what became of each, newest first. */
    async myOrders(userId: string): Promise<MyOrder[]> {
      const rows = await ordersRepository(db).latestOf(userId, 5);
      return rows.map((row) => ({
        reference: row.reference,
        eventId: row.event_id,
        eventTitle: row.title,
        status: row.status,
        ticketQuantity: Number(row.quantity),
        amount: Number(row.amount),
        createdAt: row.created_at,
        message:
          row.status === 'refund_pending'
            ? refundMessage(row.refund_reason, Number(row.max_per_account), row.event_status)
            : null,
      }));
    },

    /** The buyer closed or declined the pop-up: the seats go back at once instead of after the hold. */
    async cancel(reference: string, userId: string, now = new Date()): Promise<OrderStatus> {
      const order = await findOrder(reference);
      if (!order || order.user_id !== userId) throw httpError(404, checkoutMessages.referenceUnknown);
      if (order.status !== 'pending') return order.status;
      return (await release(order, 'failed', now)) ? 'failed' : ((await findOrder(reference))?.status ?? order.status);
    },

    /**
     * The ticket page's "Send to my email" (product.md §2.9, §7): the issued ticket's emails again, through
     * the outbox, to the ticket's own addresses only. The buyer's email, or null for a reference
     * that is not this buyer's ticket; refused (409) once the ticket is no longer 'unused'.
     */
    async resendTicketEmails(reference: string, ownerId: string): Promise<string | null> {
      const order = await findOrder(reference);
      if (!order || order.user_id !== ownerId || order.status !== 'paid') return null;
      const ticket = await ticketsWithOrderAndEvent(db)
        .select([
          'tickets.id',
          'tickets.status',
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'events.venue',
          'events.city',
        ])
        .where('tickets.order_id', '=', order.id)
        .executeTakeFirst();
      if (!ticket) return null;
      if (ticket.status !== 'unused') throw httpError(409, messages.ticket.notReusable(ticket.status));
      await db.transaction().execute((trx) => enqueueTicketEmails(trx, ticketContext, order, ticket.id, ticket));
      return order.email;
    },

    /** A reference's ticket with its buyer (anyone's, or `ownerId`'s only): the caller decides what a viewer sees. */
    ticket(reference: string, ownerId?: string): Promise<BoughtTicket | undefined> {
      return ownerId ? tickets.byReferenceForOwner(reference, ownerId) : tickets.byReference(reference);
    },
  };
}
