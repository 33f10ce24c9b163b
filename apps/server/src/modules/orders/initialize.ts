import {
  checkoutMessages,
  type InitializeTransactionResponse,
  seatMessages,
  type UserProfile,
} from '@storefront/contracts/api';
import { authMessages, organizerMessages } from '@storefront/contracts/messages';
import { httpError } from '../../lib/http-error.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../payments/index.ts';
import { seatsOfDate } from '../seats/index.ts';
import { usePass } from '../waiting-room/index.ts';
import { claimRefusal } from '../waitlist/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { seatsForClaimOrder } from './claim-seats.ts';
import { type Hold, holdOrRefuse } from './hold.ts';
import { stockRefusal } from './order-lines.ts';
import type { ChosenSeat, NewOrder } from './orders-repository.ts';
import { type PricedOrder, priceOrder } from './pricing.ts';
import { newReference } from './references.ts';
import { release } from './release.ts';
import type { Sale } from './sale-read.ts';
import {
  bestAvailableAsRead,
  linesWithNamedSeats,
  pickBestUnderLock,
  refuseTakenSeats,
  seatsForLines,
  sectionsOf,
  takenAsRead,
} from './seat-choice.ts';
import { chooseShowtime } from './showtime-choice.ts';

export interface OrderRequest {
  eventId: string;
  ticketQuantity: number;
  /** Tickets per tier; without it, `ticketQuantity` of the first tier on sale. */
  lines?: { ticketTypeId: string; quantity: number }[] | undefined;
  /** Unlocks tiers hidden behind this code. */
  accessCode?: string | undefined;
  /** A waitlist claim's token: the order takes over the seats the claim holds (decision 30). */
  claimToken?: string | undefined;
  /** The pass the event's waiting room gave this buyer (decision 54), used by this order. */
  waitingRoomPass?: string | undefined;
  /** A promo code (decision 30), priced here and one use taken with the hold. */
  promoCode?: string | undefined;
  /** One of the event's dates (decision 50); none: its first date not yet started. */
  showtimeId?: string | undefined;
  /**
   * Reserved seats of that date (decision 51): one per ticket without `lines`, else one per ticket of
   * each tier sold by seat on the plan (a standing line takes none); none on a seated date: best available.
   */
  seatIds?: string[] | undefined;
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

export interface InitializeOptions {
  /**
   * Runs once the order is known to be one that may take seats (the checks that read and write
   * nothing have passed) and before anything is held: the route counts the attempt against its
   * rate limits there, and throws to stop it.
   */
  admit?: (buyer: UserProfile) => Promise<void>;
  now?: Date;
}

const answer = (
  reference: string,
  orderStatus: 'paid' | 'pending' | 'refund_pending' | 'refunded',
  started = { authorizationUrl: '', accessCode: '' },
) => ({
  data: { authorization_url: started.authorizationUrl, access_code: started.accessCode, reference, orderStatus },
});

/**
 * Holds the seats and starts the payment (architecture.md §9.4) for the buyer signed in with the
 * session `sessionId` (the stored id: the cookie's token hashed), who is read with the sale
 * (decision 39): 401 when that session is unknown or has expired. The steps: the sale and its
 * checks, the price, the hold (hold.ts), then the provider. A free order is paid in its hold.
 */
export async function initialize(
  ctx: CheckoutContext,
  releaseExpired: (now: Date, eventId: string, limit: number) => Promise<number>,
  sessionId: string,
  request: OrderRequest,
  { admit, now = new Date() }: InitializeOptions = {},
): Promise<InitializeTransactionResponse> {
  const { user, sale } = await buyerAndSale(ctx, sessionId, request, now);
  // Pay pressed again for an order already paid (Back after paying, a second tab): that order
  // is the answer, never a second charge (decision 21).
  if (sale.paidWithKey) return answer(sale.paidWithKey.reference, sale.paidWithKey.status);
  // A date sold by seat: the named seats make the lines, or name the seats of the lines' seated
  // tiers beside standing ones; else best available for each seated line (decision 51).
  const dateSeats = sale.showtime?.seated ? await seatsOfDate(ctx.db, sale.showtime.id) : null;
  if (request.seatIds && !dateSeats) throw httpError(400, seatMessages.notSeated);
  const tierName = (id: string) => sale.tiers.find((tier) => tier.id === id)?.name;
  const asked =
    request.seatIds && dateSeats
      ? { ...request, lines: linesWithNamedSeats(dateSeats, request.seatIds, request.lines, tierName) }
      : request;
  const priced = await priceOrder(ctx, sale, asked, now);
  // Named seats are the buyer's; best available is picked by the hold, under the date's lock.
  const chosenSeats = dateSeats && request.seatIds ? seatsForLines(dateSeats, priced.lines, request.seatIds) : [];
  if (chosenSeats.length > 0) priced.claim.reserved = { orderId: '', seatIds: chosenSeats.map((seat) => seat.seatId) };
  // A waitlist claim already holds these seats: it must be open, this buyer's, and for exactly these tickets.
  const { claimToken } = request;
  const claimProblem = claimToken ? await claimRefusal(ctx.db, claimToken, priced.claim, user, now) : null;
  if (claimProblem) throw httpError(409, claimProblem);
  // Too little stock as read: refused from the sale's one read, with no write, so the thousands
  // of refusals of a sold-out rush never queue for the lock the holds need (on SQLite, the one
  // write lock). Not when stock may come free for this buyer: holds that ran out (released by the
  // hold step, once the provider has been asked) or the buyer's own open hold, which this order
  // would replace. A hold given back meanwhile is not waited for: a moment later, a retry meets it.
  const refusal = claimToken
    ? null
    : stockRefusal(priced.lines, sale.tiers, Number(sale.event.remaining), sale.showtime?.remaining);
  // Seats as read, likewise (decision 51): too few free for best available, first; named ones
  // taken. A claim's order gets best available in the hold, from the seats its claim counts.
  const tooFew = dateSeats && !request.seatIds && !claimToken ? bestAvailableAsRead(dateSeats, priced.lines) : null;
  const seatRefusal = dateSeats && request.seatIds ? takenAsRead(dateSeats, request.seatIds) : null;
  const asRead = tooFew ?? refusal ?? seatRefusal;
  if (asRead && !sale.seatsMayComeFree) throw asRead;
  // An on-sale behind a waiting room sells to the buyers it let in, one order a pass (decision
  // 54); a waitlist claim is its own offer. A refusal from here on gives the pass back.
  const givePassBack =
    sale.event.waiting_room_on_sale_at && !claimToken
      ? await usePass(ctx.db, ctx.config.SESSION_SECRET, sale.event.id, request.waitingRoomPass, user.id, now)
      : null;
  try {
    return await holdAndPay(
      ctx,
      releaseExpired,
      { user, sale, request, priced, chosenSeats, dateSeats, claimToken, admit },
      now,
    );
  } catch (error) {
    await givePassBack?.();
    throw error;
  }
}

/** What initialize has settled before the hold: the buyer, the sale, the price and any seats named. */
interface Prepared {
  user: UserProfile;
  sale: Sale;
  request: OrderRequest;
  priced: PricedOrder;
  chosenSeats: ChosenSeat[];
  dateSeats: Awaited<ReturnType<typeof seatsOfDate>> | null;
  claimToken: string | undefined;
  admit: InitializeOptions['admit'];
}

/** The hold (hold.ts), then the provider: the order's seats are taken and its payment started. */
async function holdAndPay(
  ctx: CheckoutContext,
  releaseExpired: (now: Date, eventId: string, limit: number) => Promise<number>,
  { user, sale, request, priced, chosenSeats, dateSeats, claimToken, admit }: Prepared,
  now: Date,
): Promise<InitializeTransactionResponse> {
  await admit?.(user);
  const hold: Hold = { order: newOrder(ctx, user, request, priced, chosenSeats, now), priced, claimToken };
  const { showtime } = sale;
  const sections = sectionsOf(dateSeats ?? []);
  if (showtime && dateSeats && priced.lines.some((line) => sections.has(line.ticketTypeId))) {
    if (request.seatIds) hold.refuseTakenSeats = () => refuseTakenSeats(ctx.db, showtime.id, chosenSeats, user.id);
    // A waitlist claim's order takes the seats its claim holds (decision 53).
    else if (claimToken)
      hold.pickSeats = (trx) => seatsForClaimOrder(trx, claimToken, showtime.id, priced.lines, dateSeats);
    else hold.pickSeats = (trx) => pickBestUnderLock(trx, showtime.id, priced.lines, dateSeats);
  }
  const orderId = await holdOrRefuse(ctx, hold, releaseExpired, now);
  // On PostgreSQL the hold is on disk before the provider knows the reference and the buyer is
  // answered: a database crash now cannot lose an order someone may pay (decisions 24 and 41).
  // Free tickets: nothing to pay, so no pop-up; the hold's transaction issued the ticket.
  if (priced.amount === 0) return answer(hold.order.reference, 'paid');
  return startPayment(ctx, sale, hold, orderId, now);
}

/**
 * Who is buying and what this order meets, in one read (sale-read.ts), refused as the buyer
 * should hear it. An event id no event has leaves the buyer unread: the session is read on its
 * own, so that a guest is told to sign in before being told there is no such event.
 */
async function buyerAndSale(ctx: CheckoutContext, sessionId: string, request: OrderRequest, now: Date) {
  const found = await ctx.saleOf(sessionId, request.eventId, now, request.orderKey);
  const user = found ? found.buyer : ((await ctx.sessions.findActiveById(sessionId))?.user ?? null);
  if (!user) throw httpError(401, authMessages.signInRequired);
  const sale = found?.sale;
  if (sale?.paidWithKey) return { user, sale };
  // A draft is not for sale (nor known to buyers); a cancelled or started event says so.
  if (!sale || sale.event.status === 'draft') throw httpError(404, `No event found for ID ${request.eventId}`);
  if (sale.event.status === 'cancelled') throw httpError(409, checkoutMessages.eventCancelled);
  // An event with several dates sells the one asked for while it has not started (decision 50).
  const dated = sale.hasShowtimes || request.showtimeId !== undefined;
  const showtime = dated ? await chooseShowtime(ctx.db, sale.event.id, request.showtimeId, now) : null;
  if (!dated && new Date(sale.event.starts_at).getTime() <= now.getTime()) {
    throw httpError(409, checkoutMessages.eventStarted);
  }
  // An organizer's event sells into their payout account, and only while they may sell.
  const { organizer } = sale;
  if (organizer?.status === 'paused') throw httpError(409, organizerMessages.salesPaused);
  if (sale.event.organizer_id && (organizer?.status !== 'approved' || !organizer.subaccount_code)) {
    throw httpError(409, checkoutMessages.salesPaused);
  }
  return { user, sale: { ...sale, showtime } };
}

/** The order's row as the hold writes it. */
function newOrder(
  ctx: CheckoutContext,
  user: UserProfile,
  request: OrderRequest,
  priced: PricedOrder,
  chosenSeats: ChosenSeat[],
  now: Date,
): NewOrder {
  const { firstName, lastName, email, phoneNumber } = request;
  return {
    reference: newReference(),
    userId: user.id,
    eventId: priced.eventId,
    showtimeId: priced.claim.showtimeId,
    lines: priced.lines,
    chosenSeats,
    provider: ctx.provider.name,
    holdExpiresAt: new Date(now.getTime() + ctx.holdMs),
    orderKey: request.orderKey ?? null,
    buyer: { firstName, lastName, email, phoneNumber },
    gift: request.isGift
      ? {
          firstName: request.recipientFirstName,
          lastName: request.recipientLastName,
          email: request.recipientEmail ?? '',
        }
      : null,
    promo: priced.promo && { id: priced.promo.id, discount: priced.promo.discount },
    split: priced.split,
  };
}

/**
 * The pay step: the provider learns the reference and the amount (an organizer's subaccount
 * with the commission as a flat charge; else the event's own split code). A provider that
 * refuses to start it leaves an order nobody can pay: its seats go back at once.
 */
async function startPayment(
  ctx: CheckoutContext,
  sale: Sale,
  { order, priced }: Hold,
  orderId: string,
  now: Date,
): Promise<InitializeTransactionResponse> {
  const { event } = sale;
  const { split } = priced;
  try {
    const started = await ctx.provider.initialize({
      reference: order.reference,
      email: order.buyer.email,
      amountKobo: priced.amount * 100,
      currency: 'NGN',
      subaccount: split ? split.subaccount : event.subaccount_code === 'null' ? null : event.subaccount_code,
      split: split ? { transactionChargeKobo: split.commissionKobo, bearer: split.feeBearer } : undefined,
      metadata: {
        eventTitle: event.title,
        ticketQuantity: priced.quantity,
        customerName: [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' '),
      },
    });
    return answer(order.reference, 'pending', started);
  } catch (error) {
    const held = { id: orderId, event_id: event.id, seats: priced.claim.seats, showtime_id: priced.claim.showtimeId };
    await release(ctx, held, 'failed', now);
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
      ctx.log.warn({ err: error, reference: order.reference }, 'payment provider refused to initialize');
      throw httpError(502, error.message);
    }
    throw error;
  }
}
