import type { StorefrontEvent } from '@storefront/contracts/api';
import { organizerMessages } from '@storefront/contracts/messages';
import { FEW_SEATS, isFewLeft } from '@storefront/contracts/rules';
import { upcomingShowtimes } from './showtimes.ts';

/**
 * Whether an event can still be bought, as its pages show it (the server decides for real when
 * the buyer pays). Shared by the event page and the purchase screens.
 */
export type Availability =
  | { kind: 'on-sale'; remaining: number /** Few enough left to say how many. */; few: boolean }
  | { kind: 'sold-out' }
  | { kind: 'started' }
  | { kind: 'cancelled' }
  /** The platform paused the event's organizer (architecture.md §16): nothing sells for now. */
  | { kind: 'paused' };

export const STARTED_MESSAGE = 'This event has already started, so tickets are no longer on sale.';
/** The same sentence the server answers a purchase of a cancelled event with. */
export const CANCELLED_MESSAGE = 'This event has been cancelled. Tickets are no longer on sale.';
/** The same sentence the server answers a purchase of a paused organizer's event with. */
export const PAUSED_MESSAGE = organizerMessages.salesPaused;

export function eventAvailability(
  event: Pick<StorefrontEvent, 'remaining' | 'capacity' | 'startsAt'> &
    Partial<Pick<StorefrontEvent, 'status' | 'salesPaused' | 'showtimes'>>,
  now: number = Date.now(),
): Availability {
  if (event.status === 'cancelled') return { kind: 'cancelled' };
  const dates = event.showtimes ?? [];
  // Several dates (decision 50): on sale until its last date starts, with the seats of the dates to come.
  const start =
    dates.length > 0 ? Math.max(...dates.map((date) => Date.parse(date.startsAt))) : Date.parse(event.startsAt);
  if (!Number.isNaN(start) && start <= now) return { kind: 'started' };
  if (event.salesPaused) return { kind: 'paused' };
  const remaining =
    dates.length > 0
      ? Math.min(
          event.remaining,
          upcomingShowtimes(dates, now).reduce((sum, date) => sum + date.remaining, 0),
        )
      : event.remaining;
  if (remaining <= 0) return { kind: 'sold-out' };
  const few = isFewLeft(remaining, event.capacity);
  return { kind: 'on-sale', remaining, few };
}

/** 'Only 12 tickets left' / 'Only 1 ticket left'. */
export const ticketsLeft = (remaining: number) => `Only ${remaining} ${remaining === 1 ? 'ticket' : 'tickets'} left`;

/**
 * The event with its seats left as the pages can show them: the count itself while it is few
 * (the pages say 'Only 12 tickets left'), the capacity while there are plenty (the pages only
 * say they are on sale); each tier's tickets likewise (product.md §2.13: exact while few, else its own
 * stock, or the most the event's seats could give it), and each date's (decision 50). The server renders a public page from this, so a sale changes the page's
 * bytes only when it changes what the page says (docs/decisions/0025).
 */
export function seatsAsShown<
  T extends Pick<StorefrontEvent, 'remaining' | 'capacity'> & {
    ticketTypes?: StorefrontEvent['ticketTypes'];
    showtimes?: StorefrontEvent['showtimes'];
  },
>(event: T): T {
  const { remaining, capacity } = event;
  const plenty = Math.max(capacity, FEW_SEATS + 1);
  const seats = remaining <= 0 || isFewLeft(remaining, capacity) ? remaining : plenty;
  const tiers = event.ticketTypes?.map((tier) => {
    // Its own stock, or as many as the event's seats could ever give it: the same whatever is sold.
    const stock = tier.capacity ?? Math.floor(plenty / tier.admits);
    if (tier.available <= 0 || isFewLeft(tier.available, stock)) return tier;
    const many = Math.max(stock, FEW_SEATS + 1);
    return tier.available === many ? tier : { ...tier, available: many };
  });
  const tiersChanged = tiers?.some((tier, index) => tier !== event.ticketTypes?.[index]) ?? false;
  // Each date's seats likewise (decision 50): exact while few (the page says '3 left'), else its hall's.
  const dates = event.showtimes?.map((date) => {
    if (date.remaining <= 0 || isFewLeft(date.remaining, date.capacity)) return date;
    const many = Math.max(date.capacity, FEW_SEATS + 1);
    return date.remaining === many ? date : { ...date, remaining: many };
  });
  const datesChanged = dates?.some((date, index) => date !== event.showtimes?.[index]) ?? false;
  if (seats === remaining && !tiersChanged && !datesChanged) return event;
  return {
    ...event,
    remaining: seats,
    ...(tiers ? { ticketTypes: tiers } : {}),
    ...(dates ? { showtimes: dates } : {}),
  };
}
