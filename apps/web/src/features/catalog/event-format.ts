import type { StorefrontEvent } from '@storefront/contracts';

/** Spec §2: 'Book Now' for the Movie category, otherwise 'Get Tickets'. */
export const ticketLabel = (event: Pick<StorefrontEvent, 'category'>) =>
  event.category === 'Movie' ? 'Book Now' : 'Get Tickets';

/** Events in the order they happen. */
export const byStartTime = (a: StorefrontEvent, b: StorefrontEvent) => a.startsAt.localeCompare(b.startsAt);
