import type { Ticket, TicketStatus } from '@storefront/contracts/api';
import { isRecord } from './records.ts';

/**
 * The ticket as the API serves it (product.md §3.4, with the QR's short link), checked by hand so Zod
 * stays out of the page chunks. Shared by the checkout (thank-you) and the ticket page.
 */

/** The ticket page of a purchase (product.md §2.9): the transaction reference is the capability. */
export const ticketPath = (reference: string) => `/ticket/${encodeURIComponent(reference)}`;

/**
 * Where the server mails a ticket (its ticketIssuedEmails): the buyer always, and a gift's
 * recipient too when the order names an address other than the buyer's. `recipient` is set then.
 */
export function ticketEmailAddresses(ticket: {
  isGift?: boolean | undefined;
  buyerEmail: string;
  recipientEmail?: string | undefined;
}): { buyer: string; recipient: string | null } {
  const recipient = ticket.isGift && ticket.recipientEmail ? ticket.recipientEmail : null;
  return { buyer: ticket.buyerEmail, recipient: recipient && recipient !== ticket.buyerEmail ? recipient : null };
}

/** The ticket's event as a calendar file (.ics), served by the API. */
export const calendarPath = (reference: string) => `/api/tickets/${encodeURIComponent(reference)}/calendar.ics`;

const STATUSES: readonly TicketStatus[] = ['unused', 'used', 'cancelled'];

type Person = Ticket['ticketHolder'];

function toPerson(value: unknown): Person | null {
  if (!isRecord(value)) return null;
  const { firstName, lastName, email } = value;
  if (typeof firstName !== 'string' || typeof email !== 'string') return null;
  return { firstName, lastName: typeof lastName === 'string' ? lastName : '', email };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The ticket in an answer or a location state, or null when anything it needs is missing. */
const isTicketLine = (line: unknown): line is Ticket['lines'][number] =>
  isRecord(line) && isText(line.name) && isCount(line.quantity) && isCount(line.admits) && isCount(line.unitPrice);

export function toTicket(value: unknown): Ticket | null {
  if (!isRecord(value)) return null;
  const v = value;
  const holder = toPerson(v.ticketHolder);
  if (
    !holder ||
    !isText(v.ticketId) ||
    !isText(v.transactionReference) ||
    !isText(v.eventId) ||
    !isText(v.eventTitle) ||
    !isText(v.eventDate) ||
    !isCount(v.ticketQuantity) ||
    !isCount(v.totalPrice) ||
    !STATUSES.includes(v.status as TicketStatus) ||
    !isText(v.verifyUrl)
  ) {
    return null;
  }
  const recipient = v.isGift === true ? toPerson(v.recipient) : null;
  return {
    ticketId: v.ticketId,
    transactionReference: v.transactionReference,
    eventId: v.eventId,
    eventTitle: v.eventTitle,
    eventDate: v.eventDate,
    venue: isText(v.venue) ? v.venue : '',
    city: isText(v.city) ? v.city : '',
    // Unknown: the reader's own zone, which formatTicketDate names.
    timeZone: isText(v.timeZone) ? v.timeZone : '',
    // The end and the address (decision 27); a state saved before them has neither (the card then shows the start and the venue).
    eventEndDate: isText(v.eventEndDate) ? v.eventEndDate : '',
    venueAddress: isText(v.venueAddress) ? v.venueAddress : '',
    ticketHolder: holder,
    isGift: v.isGift === true,
    ...(recipient ? { recipient } : {}),
    ticketQuantity: v.ticketQuantity,
    // The tiers (product.md §2.13); a state saved before them names no tier (the card then shows the quantity alone).
    lines: Array.isArray(v.lines) ? v.lines.filter(isTicketLine) : [],
    // Reserved seats (decision 51); a state saved before them has none.
    seats: Array.isArray(v.seats) ? v.seats.filter(isText) : [],
    totalPrice: v.totalPrice,
    status: v.status as TicketStatus,
    verificationToken: isText(v.verificationToken) ? v.verificationToken : '',
    verifyUrl: v.verifyUrl,
    // The door code and the people in (architecture.md §11); a location state saved before them has neither (the card then prints no code).
    manualCode: isText(v.manualCode) ? v.manualCode : '',
    admitted: isCount(v.admitted) ? v.admitted : 0,
    emailDelivery:
      v.emailDelivery === 'sent' || v.emailDelivery === 'failed' || v.emailDelivery === 'sending'
        ? v.emailDelivery
        : null,
    cancelReason:
      v.cancelReason === 'refunded' || v.cancelReason === 'event-cancelled' || v.cancelReason === 'cancelled'
        ? v.cancelReason
        : null,
  };
}

/** What GET /api/tickets/{reference} came to. */
export type TicketLookup =
  | { kind: 'found'; ticket: Ticket }
  | { kind: 'not-found' }
  /** product.md §8 'Failed to fetch ticket: {status text}': the text of the failure. */
  | { kind: 'failed'; statusText: string };

/**
 * GET /api/tickets/{reference} (public). 404, and 400 for a reference that cannot exist, are
 * 'not found'; anything else (5xx, no answer, a body that is not a ticket) is a failure.
 */
export async function lookUpTicket(reference: string, signal?: AbortSignal): Promise<TicketLookup> {
  let response: Response;
  try {
    response = await fetch(`/api/tickets/${encodeURIComponent(reference)}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { kind: 'failed', statusText: 'No answer from the server' };
  }
  if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
  if (!response.ok) return { kind: 'failed', statusText: response.statusText || `HTTP ${response.status}` };
  const ticket = toTicket(await response.json().catch(() => null));
  return ticket ? { kind: 'found', ticket } : { kind: 'failed', statusText: 'Unexpected answer from the server' };
}
