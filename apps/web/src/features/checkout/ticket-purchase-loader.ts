import type { StorefrontEvent } from '@storefront/contracts/api';
import type { LoaderFunctionArgs } from 'react-router';
import { eventDetailsLoader } from '../catalog/index.ts';

export interface TicketPurchaseData {
  /** The id from the URL, as typed (for the 'No event found for ID ...' messages). */
  id: string;
  /**
   * The event, or null when there is no such event (unknown or malformed id). A promise on
   * purpose: the screen renders at once and shows 'Loading event data...' (product.md §2.6) until it
   * settles. It rejects only for real failures (server down), which reach the route's error view.
   */
  event: Promise<StorefrontEvent | null>;
}

/**
 * The purchase screens pass the same event back and forth (form → sign-in → summary → Back):
 * an answer stays in use for a minute, so those steps show no loading flash. Prices are
 * informational here; the server computes the amount when paying.
 */
const FRESH_MS = 60_000;
const recent = new Map<string, { event: Promise<StorefrontEvent | null>; expires: number }>();

/** Tests start each case without remembered answers. */
export const forgetEvents = () => recent.clear();

/**
 * Loader of /ticket-purchase/:id and /order-summary/:id. The fetch is the event-details
 * loader's (same request, same not-found rules); it starts here, in parallel with the chunk.
 */
export function ticketPurchaseLoader(args: LoaderFunctionArgs): TicketPurchaseData {
  const id = args.params.id ?? '';
  const cached = recent.get(id);
  if (cached && cached.expires > Date.now()) return { id, event: cached.event };
  const event = eventDetailsLoader(args).then((data) => data.event);
  recent.set(id, { event, expires: Date.now() + FRESH_MS });
  // A failure is not remembered. <Await> reports it; this catch also keeps it from counting as unhandled.
  event.catch(() => {
    if (recent.get(id)?.event === event) recent.delete(id);
  });
  return { id, event };
}
