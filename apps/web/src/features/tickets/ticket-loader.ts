import type { LoaderFunctionArgs } from 'react-router';
import { lookUpTicket, type TicketLookup } from '../../lib/tickets.ts';

export interface TicketPageData {
  reference: string;
  /** A promise on purpose: the page shows 'Loading...' (product.md §2.9) until it settles. */
  lookup: Promise<TicketLookup>;
}

/** Loader of /ticket/:transactionReference: the fetch starts in parallel with the page's chunk. */
export function ticketLoader({ params, request }: LoaderFunctionArgs): TicketPageData {
  const reference = params.transactionReference ?? '';
  return { reference, lookup: lookUpTicket(reference, request.signal) };
}
