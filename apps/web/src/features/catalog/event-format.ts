import type { StorefrontEvent } from '@storefront/contracts/api';

/** product.md §2.2: 'Book Now' for the Movie category, otherwise 'Get Tickets'. */
export const ticketLabel = (event: Pick<StorefrontEvent, 'category'>) =>
  event.category === 'Movie' ? 'Book Now' : 'Get Tickets';

/**
 * Events in the order they happen. `startsAt` is ISO 8601 in UTC, so its characters sort as its
 * instants do; compared as plain strings, not with localeCompare, which would start ICU's
 * collator (tens of milliseconds of every landing page's main thread, decision 18).
 */
export const byStartTime = (a: StorefrontEvent, b: StorefrontEvent) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0;
