import type { Ticket } from '@storefront/contracts/api';
import {
  isOrderStatus,
  isPaidOrderStatus,
  isPaymentChannel,
  type OrderStatus,
  type PaidOrderStatus,
  type PaymentChannel,
} from '@storefront/contracts/rules';
import { apiPost, apiRequest } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import { toTicket } from '../../lib/tickets.ts';
import { readPass } from '../../lib/waiting-room-pass.ts';
import { ORDER_DEFAULTS, type OrderState, typedValue } from './order-state.ts';

/**
 * The purchase calls (product.md §7, architecture.md §9). The server decides the amount, the seats and the
 * ticket: what is sent here is the buyer and the quantity, never a trusted price.
 * Answers are checked by hand (no Zod in this chunk); a 2xx that is not the expected shape
 * throws UnexpectedPaymentAnswer.
 */

export class UnexpectedPaymentAnswer extends Error {
  constructor() {
    super('Unexpected answer from the server');
    this.name = 'UnexpectedPaymentAnswer';
  }
}

export interface Initialized {
  reference: string;
  /** 'pending': a new order to pay in the pop-up; otherwise the order key was paid already. */
  orderStatus: 'pending' | PaidOrderStatus;
}

/** POST /api/initialize-transaction: holds the seats and returns the provider's reference. */
export async function initializeTransaction(order: OrderState, promoCode?: string): Promise<Initialized> {
  // The pass the waiting room gave this tab for the event (decision 54), while it is good.
  const pass = readPass(order.id);
  const answer = await apiPost<unknown>('/api/initialize-transaction', {
    eventId: order.id,
    ...(promoCode ? { promoCode } : {}),
    ...(order.orderKey ? { orderKey: order.orderKey } : {}),
    ticketQuantity: order.ticketQuantity,
    firstName: order.firstName,
    lastName: order.lastName,
    email: typedValue(order.email, ORDER_DEFAULTS.email),
    phoneNumber: typedValue(order.phoneNumber, ORDER_DEFAULTS.phoneNumber),
    isGift: order.isGift,
    recipientFirstName: order.isGift ? order.recipientFirstName : '',
    recipientLastName: order.isGift ? order.recipientLastName : '',
    recipientEmail: order.isGift ? order.recipientEmail : '',
    // A waitlist claim's order: exactly the claim's tier and quantity, and its token (decision 30).
    // Otherwise the tickets per tier (their quantities add up to ticketQuantity); a one-tier
    // order sends none, as the spec's client does. And the code that unlocked a hidden tier.
    // Reserved seats (decision 51): seats alone make the lines on the server, so no lines are sent;
    // beside standing tickets, the lines go too and the seats name the seated tiers' tickets.
    ...(order.seats?.length
      ? {
          seatIds: order.seats.map((seat) => seat.id),
          ...(order.seats.length < order.ticketQuantity && order.lines?.length
            ? { lines: order.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })) }
            : {}),
        }
      : order.claim
        ? {
            lines: [{ ticketTypeId: order.claim.ticketTypeId, quantity: order.ticketQuantity }],
            claimToken: order.claim.token,
          }
        : order.lines?.length
          ? { lines: order.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })) }
          : {}),
    ...(order.accessCode ? { accessCode: order.accessCode } : {}),
    // The date chosen, for an event with several (decision 50); without it the server sells the first to come.
    ...(order.showtimeId ? { showtimeId: order.showtimeId } : {}),
    ...(pass ? { waitingRoomPass: pass.token } : {}),
  });
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : null;
  if (!data || typeof data.reference !== 'string' || !data.reference) throw new UnexpectedPaymentAnswer();
  const orderStatus = isPaidOrderStatus(data.orderStatus) ? data.orderStatus : 'pending';
  return { reference: data.reference, orderStatus };
}

export interface Standing {
  /**
   * The order this key paid for already: show it, and View Ticket instead of Pay. `amount` is what
   * was paid and `discount` what its promo code took off (whole naira; null if the server did not say).
   */
  paidOrder: {
    reference: string;
    orderStatus: PaidOrderStatus;
    ticketQuantity: number;
    amount: number | null;
    discount: number;
  } | null;
  /** Tickets of this event the buyer has bought already. */
  ticketsOwned: number;
  /** A limit that will refuse this order, in plain words. */
  problem: string | null;
}

/** GET /api/checkout/{eventId}: what the summary should say before Pay (decision 21). */
export async function checkoutStanding(
  order: Pick<OrderState, 'id' | 'orderKey' | 'ticketQuantity'>,
): Promise<Standing> {
  const query = new URLSearchParams({ quantity: String(order.ticketQuantity) });
  if (order.orderKey) query.set('orderKey', order.orderKey);
  const answer = await apiRequest<unknown>(`/api/checkout/${encodeURIComponent(order.id)}?${query}`);
  if (!isRecord(answer) || typeof answer.ticketsOwned !== 'number') throw new UnexpectedPaymentAnswer();
  const paid = isRecord(answer.paidOrder) ? answer.paidOrder : null;
  return {
    paidOrder:
      paid && typeof paid.reference === 'string' && isPaidOrderStatus(paid.orderStatus)
        ? {
            reference: paid.reference,
            orderStatus: paid.orderStatus,
            ticketQuantity: typeof paid.ticketQuantity === 'number' ? paid.ticketQuantity : order.ticketQuantity,
            amount: typeof paid.amount === 'number' ? paid.amount : null,
            discount: typeof paid.discount === 'number' ? paid.discount : 0,
          }
        : null,
    ticketsOwned: answer.ticketsOwned,
    problem: typeof answer.problem === 'string' && answer.problem ? answer.problem : null,
  };
}

export interface Verification {
  /** The provider's word for the payment; 'success' means paid (product.md §4.3). */
  status: string;
  orderStatus: OrderStatus;
  ticket: Ticket | null;
  /** What to tell the buyer when the payment did not end in a ticket (e.g. a refund is coming). */
  message: string | null;
  /** A payment on its way: the channel the buyer chose, when the server says (the waiting page names it). */
  channel: PaymentChannel | null;
}

/** GET /api/verify-transaction/{reference}: the server checks with the provider and issues the ticket. */
export async function verifyTransaction(reference: string): Promise<Verification> {
  const answer = await apiRequest<unknown>(`/api/verify-transaction/${encodeURIComponent(reference)}`);
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : null;
  if (!data || typeof data.status !== 'string' || !isOrderStatus(data.orderStatus)) {
    throw new UnexpectedPaymentAnswer();
  }
  return {
    status: data.status,
    orderStatus: data.orderStatus as OrderStatus,
    ticket: toTicket(data.ticket),
    message: typeof data.message === 'string' && data.message ? data.message : null,
    channel: isPaymentChannel(data.channel) ? data.channel : null,
  };
}

/** POST /api/orders/{reference}/cancel: gives the held seats back when the buyer closes or declines the pop-up. */
export async function cancelOrder(reference: string): Promise<void> {
  await apiPost(`/api/orders/${encodeURIComponent(reference)}/cancel`, {});
}

/**
 * POST /api/tickets, the spec's step 4. The server only reads `transactionReference` and
 * returns the ticket it issued for that paid reference; the descriptive fields are the spec's
 * payload, sent for its shape and ignored.
 */
export async function requestTicket(reference: string, order: OrderState): Promise<Ticket> {
  const answer = await apiPost<unknown>('/api/tickets', {
    transactionReference: reference,
    eventId: order.id,
    eventTitle: order.eventTitle,
    ticketHolder: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    isGift: order.isGift,
    ...(order.isGift
      ? {
          recipient: {
            firstName: order.recipientFirstName,
            lastName: order.recipientLastName,
            email: order.recipientEmail,
          },
        }
      : {}),
    ticketQuantity: order.ticketQuantity,
  });
  const ticket = toTicket(answer);
  if (!ticket) throw new UnexpectedPaymentAnswer();
  return ticket;
}
