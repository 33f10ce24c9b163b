import type { Ticket } from '@storefront/contracts/api';
import { isRecord } from '../../lib/records.ts';
import { toTicket } from '../../lib/tickets.ts';
import { type OrderState, parseOrderState } from './order-state.ts';

/**
 * What the order summary hands to /thank-you/{id} after a verified payment (product.md §4.3 step 4:
 * "goes to thank-you with the ticket data"): the issued ticket and the order it came from.
 * Read back from history, so checked like any untrusted value.
 */
export interface ThankYouState {
  ticket: Ticket | null;
  order: OrderState | null;
  /** The transaction reference, when known even without the ticket (then the page fetches it). */
  reference: string | null;
}

export function readThankYouState(value: unknown): ThankYouState {
  const record = isRecord(value) ? value : {};
  const ticket = toTicket(record.ticket);
  const reference = ticket?.transactionReference ?? (typeof record.reference === 'string' ? record.reference : null);
  return { ticket, order: parseOrderState(record.order), reference: reference || null };
}
