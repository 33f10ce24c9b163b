// Zod-free, like rules/fields.ts: the back office's screens import these shapes and sentences, and Zod
// must stay out of their chunks. The Zod schemas that check them are in api/admin-dashboard.ts and
// api/admin-orders.ts (each `satisfies` the type here, so the two cannot drift apart).

import type { TicketStatus } from '../api/checkout.ts';
import type { EventStatus } from '../rules/admin-events.ts';
import { ORDER_STATUSES, type OrderStatus } from '../rules/order-statuses.ts';
import type { DashboardSplit } from './organizer-sales.ts';

/**
 * The business's clock: "today" and "this week" on the dashboard, and the order list's date
 * range, are calendar days in Lagos (West Africa Time, UTC+1 all year; weeks start on Monday).
 */
export const BUSINESS_TIME_ZONE = 'Africa/Lagos';
export const BUSINESS_TIME_ZONE_LABEL = 'Lagos time (WAT, UTC+1)';

/** Days the dashboard's sales chart covers, ending today. */
export const SALES_CHART_DAYS = 30;

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  unused: 'Valid (unused)',
  used: 'Checked in',
  cancelled: 'Cancelled',
};

export const adminSalesMessages = {
  orderNotFound: 'No order found with this ID.',
  eventNotFound: 'No event found with this ID.',
  date: 'Dates must be written as YYYY-MM-DD.',
  dateRange: 'The start date must not be after the end date.',
  status: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  reason: 'The reason must be at most 500 characters, without control characters.',
  refund: {
    alreadyRefunded: 'This order has already been refunded.',
    inProgress: 'This order is being refunded right now. Reload the page in a moment.',
    withProvider:
      'The refund of this order is already with the payment service; the order is marked refunded when the money has gone back.',
    notRefundable: (status: OrderStatus) =>
      `Only a paid order can be refunded; this one is ${orderStatusLabels[status].toLowerCase()}.`,
    failed: (providerMessage: string) =>
      `The payment service did not take the refund (${providerMessage.replace(/[.\s]+$/, '')}). The order stays refund pending, its seats released and its ticket cancelled; try the refund again from its page.`,
    /** Kept on the order when Paystack's `refund.failed` webhook says a queued refund did not go through. */
    providerFailed: 'The payment service could not complete the refund.',
    done: 'The order is refunded, its seats are free again and the buyer has been emailed.',
    /** A ticket someone already went in on (architecture.md §11): its seat must not go back on sale while they are inside. */
    admitted: (admitted: number, admits: number, first: string) =>
      admits === 1
        ? `This ticket was admitted at the door on ${first}: refunding it would put its seat back on sale while its holder is inside. Cancel the ticket instead if it must not be used again.`
        : `${admitted} of ${admits} people on this ticket were admitted at the door, the first on ${first}: refunding it would put their seats back on sale while they are inside. Cancel the ticket instead to stop the others going in.`,
    queued:
      'The payment service has queued the refund; the order is marked refunded when it says the money has gone back. The seats are free again and the buyer has been emailed.',
  },
  cancel: {
    noTicket: 'This order has no ticket to cancel.',
    alreadyCancelled: 'This ticket is already cancelled.',
    done: 'The ticket is cancelled: its page and the door now say so, and the buyer has been emailed.',
  },
  resend: {
    notSendable: 'Only the unused ticket of a paid order can be emailed again.',
    done: (to: string) => `The ticket email is on its way to ${to}.`,
  },
} as const;

/** Sales of one period or one event: seats sold (tickets × quantity) and the money taken, in naira. */
export interface SalesFigures {
  ticketsSold: number;
  revenue: number;
  orders: number;
}

export interface DashboardEventRow {
  eventId: string;
  title: string;
  startsAt: string;
  /** The venue's zone and city: the start is shown on its clock, as the events list shows it. */
  timeZone: string;
  city: string;
  /** Draft and cancelled events are listed too: a cancelled one may still have sales to refund. */
  status: EventStatus;
  capacity: number;
  ticketsSold: number;
  revenue: number;
  /** Seats in pending orders whose hold still keeps them from others. */
  seatsHeld: number;
  /** capacity − sold − held: what a buyer can still take. */
  seatsLeft: number;
  /** Seats of tickets admitted at the door. */
  checkedIn: number;
  /**
   * Each ticket type's tickets of paid orders and their money at the price paid (architecture.md §9.3), in
   * display order; a one-tier event has its one. Before any promo discount.
   */
  tiers?: DashboardTierRow[];
}

export interface DashboardTierRow {
  ticketTypeId: string;
  name: string;
  ticketsSold: number;
  revenue: number;
}

export interface SalesDay {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  ticketsSold: number;
  revenue: number;
}

/** GET /api/admin/dashboard. Money in whole naira; "paid" orders only (a refunded one no longer counts). */
export interface Dashboard {
  timeZone: string;
  /** When the figures were taken (ISO 8601 UTC). */
  generatedAt: string;
  today: SalesFigures;
  thisWeek: SalesFigures;
  allTime: SalesFigures;
  refunded: { orders: number; amount: number };
  seatsHeld: number;
  seatsLeft: number;
  checkedIn: number;
  /** The last SALES_CHART_DAYS days, oldest first, days without a sale included. */
  days: SalesDay[];
  events: DashboardEventRow[];
  /**
   * The money of the paid orders as Paystack split it (decision 31), in kobo: gross,
   * fees, commission and the organizer's net, all time, per chart day and per event.
   */
  split?: DashboardSplit;
}

/** One row of GET /api/admin/orders. */
export interface AdminOrderRow {
  id: string;
  reference: string;
  status: OrderStatus;
  eventId: string;
  eventTitle: string;
  buyerName: string;
  email: string;
  /** As the checkout stored it (E.164, '+2348031234567'). */
  phoneNumber: string;
  quantity: number;
  amount: number;
  ticketId: string | null;
  ticketStatus: TicketStatus | null;
  createdAt: string;
  paidAt: string | null;
}

export interface AdminOrderEmail {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** GET /api/admin/orders/{id}: the order with its payment, ticket, emails and check-in. */
export interface AdminOrderDetail {
  id: string;
  reference: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  event: { id: string; title: string; startsAt: string; timeZone: string; venue: string; city: string };
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string; userId: string };
  gift: { firstName: string; lastName: string; email: string } | null;
  quantity: number;
  unitPrice: number;
  amount: number;
  currency: string;
  payment: {
    provider: string;
    paidAt: string | null;
    holdExpiresAt: string;
    refundRequestedAt: string | null;
    refundProviderStatus: string | null;
    refundError: string | null;
    refundedAt: string | null;
  };
  ticket: {
    id: string;
    status: TicketStatus;
    issuedAt: string;
    /** When the first person went in on it at the door. */
    usedAt: string | null;
    /** The people it admits, and how many are in (architecture.md §11). */
    admits: number;
    admitted: number;
    /** The public ticket page. */
    pagePath: string;
  } | null;
  emails: AdminOrderEmail[];
  /** What the back office may do with it now. */
  actions: { refund: boolean; cancelTicket: boolean; resendTicketEmail: boolean };
}

/** The answer of an order action: what happened, in a sentence, and the order as it is now. */
export interface AdminOrderActionAnswer {
  message: string;
  order: AdminOrderDetail;
}

/** GET /api/admin/event-options: every event (draft and cancelled too), for the back office's filters. */
export interface AdminEventOption {
  id: string;
  title: string;
  startsAt: string;
}
