import type { StorefrontEvent } from '@storefront/contracts';

/** Spec §2: 'Book Now' for the Movie category, otherwise 'Get Tickets'. */
export const ticketLabel = (event: Pick<StorefrontEvent, 'category'>) =>
  event.category === 'Movie' ? 'Book Now' : 'Get Tickets';

/** e.g. "Saturday, 17 APR 2027" (the venue's local date). */
export const formatEventDay = (event: Pick<StorefrontEvent, 'day' | 'date' | 'month' | 'year'>) =>
  `${event.day}, ${event.date} ${event.month} ${event.year}`;

/** e.g. "Saturday, 17 APR 2027 · 20:00" (the venue's local time). */
export const formatEventDate = (event: Pick<StorefrontEvent, 'day' | 'date' | 'month' | 'year' | 'time'>) =>
  `${formatEventDay(event)} · ${event.time}`;

export const eventPath = (id: string) => `/event-details/${encodeURIComponent(id)}`;

/** Events in the order they happen. */
export const byStartTime = (a: StorefrontEvent, b: StorefrontEvent) => a.startsAt.localeCompare(b.startsAt);
