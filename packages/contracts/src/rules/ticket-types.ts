/**
 * Ticket tiers (decision 30): when a tier can be bought. Zod-free: the server decides
 * with it at initialize and when it builds the catalogue's answers; the pages read the state the
 * answer carries.
 */

/** What a tier's sale is doing now. */
export const TICKET_TYPE_STATES = ['on-sale', 'not-yet', 'ended', 'sold-out', 'paused'] as const;
export type TicketTypeState = (typeof TICKET_TYPE_STATES)[number];

/** The name every event's first tier has, and the one a one-tier event sells. */
export const REGULAR_TIER_NAME = 'Regular';
/** The most tiers one event may have (the back office refuses more). */
export const TIERS_PER_EVENT_MAX = 20;
/** The most people one ticket may admit (a table for 20 is the largest the back office takes). */
export const ADMITS_MAX = 20;

/** The fields of a tier the state depends on (the database's row, or the API's answer). */
export interface TierForSale {
  id: string;
  /** Tickets left of the tier's own stock; null when only the event's seats limit it. */
  remaining: number | null;
  admits: number;
  salesStartAt: string | null;
  salesEndAt: string | null;
  afterTicketTypeId: string | null;
  paused: boolean;
}

/**
 * A tier's state at `now`, among its event's tiers, with `eventSeats` people left in the event.
 * Paused first (the back office said so), then sold out (its own stock, or too few seats left in
 * the event for one ticket of it), then its window, then the tier it follows: that one must be
 * sold out or ended before this one opens (an early bird, then Regular).
 */
export function ticketTypeState(
  tier: TierForSale,
  tiers: readonly TierForSale[],
  eventSeats: number,
  now: Date,
  seen: ReadonlySet<string> = new Set(),
): TicketTypeState {
  if (tier.paused) return 'paused';
  if ((tier.remaining !== null && tier.remaining <= 0) || eventSeats < tier.admits) return 'sold-out';
  const at = now.getTime();
  if (tier.salesEndAt !== null && new Date(tier.salesEndAt).getTime() <= at) return 'ended';
  if (tier.salesStartAt !== null && new Date(tier.salesStartAt).getTime() > at) return 'not-yet';
  const before = tier.afterTicketTypeId ? tiers.find((t) => t.id === tier.afterTicketTypeId) : undefined;
  // A chain that loops back (the back office refuses one; an old row might hold one) opens.
  if (before && !seen.has(before.id)) {
    const state = ticketTypeState(before, tiers, eventSeats, now, new Set([...seen, tier.id]));
    if (state !== 'sold-out' && state !== 'ended') return 'not-yet';
  }
  return 'on-sale';
}

/** Tickets of a tier one order may still take: its own stock and the event's seats, whichever is fewer. */
export function ticketsAvailable(tier: Pick<TierForSale, 'remaining' | 'admits'>, eventSeats: number): number {
  const bySeats = Math.floor(eventSeats / tier.admits);
  return tier.remaining === null ? bySeats : Math.min(tier.remaining, bySeats);
}

/**
 * The next moment a tier's state may change by the clock alone (a window opening or closing),
 * after `now`; null when none is ahead. The catalogue's answers are rebuilt then.
 */
export function nextTierBoundary(tiers: readonly Pick<TierForSale, 'salesStartAt' | 'salesEndAt'>[], now: Date) {
  let next: number | null = null;
  for (const tier of tiers) {
    for (const at of [tier.salesStartAt, tier.salesEndAt]) {
      if (at === null) continue;
      const time = new Date(at).getTime();
      if (time > now.getTime() && (next === null || time < next)) next = time;
    }
  }
  return next;
}

/** One line of an order as the pages, the PNG and the email name it. */
export interface NamedLine {
  name: string;
  quantity: number;
  admits: number;
}

/** '2 × Regular'; a ticket admitting more than one: '1 × Table for 10 (admits 10)'. */
export const ticketLineLabel = (line: NamedLine) =>
  `${line.quantity} × ${line.name}${line.admits > 1 ? ` (admits ${line.admits})` : ''}`;

/** '2 × Regular, 1 × VIP': an order's tiers in one line (the pages, the email, the door; the CSV joins with '; '). */
export const ticketLinesText = (lines: readonly NamedLine[], separator = ', ') =>
  lines.map(ticketLineLabel).join(separator);

/**
 * Whether a ticket's tiers are worth naming: several lines, or one that is not the plain
 * 'Regular' of one person a one-tier event sells (that one reads as the quantity alone, as before).
 */
export const namesTiers = (lines: readonly NamedLine[]) =>
  lines.length > 1 || (lines.length === 1 && (lines[0]?.name !== REGULAR_TIER_NAME || (lines[0]?.admits ?? 1) > 1));

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/** What the buyer is told when a tier refuses an order, in plain words. */
export const tierMessages = {
  unknown: 'That ticket type is not on sale for this event. Please choose another.',
  notOnSale: (name: string) => `${name} tickets are not on sale right now.`,
  soldOut: (name: string) => `Sorry, ${name} tickets are sold out.`,
  onlyLeft: (name: string, left: number) =>
    left === 1 ? `Only 1 ${name} ticket is left.` : `Only ${left} ${name} tickets are left.`,
  belowMinimum: (name: string, min: number) => `${name} tickets are sold at least ${min} per order.`,
  aboveMaximum: (name: string, max: number) => `You can buy at most ${tickets(max)} of ${name} in one order.`,
  quantitiesDisagree: 'The ticket quantity must equal the tickets chosen for each type.',
  noneChosen: 'Please choose at least one ticket.',
  repeated: 'Each ticket type may appear once in an order.',
  accessCodeUnknown: 'That access code does not unlock any tickets for this event.',
  accessCodeMissing: 'Please enter an access code.',
} as const;
