import type { TicketType } from '@storefront/contracts/api';
import { formatNaira } from '@storefront/contracts/format';
import { FEW_SEATS } from '@storefront/contracts/rules';

/**
 * What the storefront says of one ticket tier (decision 30), in the style of
 * event-availability.ts: its price, who it admits, and whether it can be bought. Texts that
 * depend on the clock ('Sale ends in 2 days') or on Intl (a sale's start in the venue's clock)
 * are separate, for the pages to show only after they have mounted (decision 18: the server's
 * HTML and the hydration must agree, and the public pages start no Intl while they hydrate).
 */

/** 'NGN 3,000', or 'Free' for a tier that costs nothing. */
export const tierPrice = (price: number) => (price === 0 ? 'Free' : formatNaira(price));

/** 'Admits 10' for a ticket that lets in more than one person; null otherwise. */
export const admitsNote = (admits: number) => (admits > 1 ? `Admits ${admits}` : null);

/** How a note reads: few left (urgent), closed (cannot be bought now), or plain information. */
export type TierNoteTone = 'few' | 'closed' | 'info';
export interface TierNote {
  text: string;
  tone: TierNoteTone;
}

/** Several tiers: the page lists them; one tier reads exactly as an event without tiers. */
export const hasSeveralTiers = (tiers: readonly TicketType[]) => tiers.length > 1;

/**
 * The tier's availability with no clock in it: 'Only 5 left', 'Sold out', 'Opens when Early bird
 * sells out', 'Sale ended', 'Not on sale'; a sale that opens at a time says 'Not on sale yet'
 * until `startsOn` (the page's words for that time, after mount) is given.
 */
export function tierNote(
  tier: Pick<TicketType, 'state' | 'available' | 'salesStartAt' | 'opensAfter'>,
  startsOn?: string,
): TierNote | null {
  switch (tier.state) {
    case 'on-sale':
      return tier.available <= FEW_SEATS ? { text: `Only ${tier.available} left`, tone: 'few' } : null;
    case 'sold-out':
      return { text: 'Sold out', tone: 'closed' };
    case 'ended':
      return { text: 'Sale ended', tone: 'closed' };
    case 'paused':
      return { text: 'Not on sale', tone: 'closed' };
    case 'not-yet':
      if (tier.salesStartAt) return { text: startsOn ? `On sale from ${startsOn}` : 'Not on sale yet', tone: 'info' };
      if (tier.opensAfter) return { text: `Opens when ${tier.opensAfter} sells out`, tone: 'info' };
      return { text: 'Not on sale yet', tone: 'info' };
  }
}

const DAY_MS = 86_400_000;
/** A sale ending sooner than this says so. */
export const SALE_ENDS_SOON_DAYS = 7;

/** 'Sale ends today' / 'Sale ends in 2 days' for a tier on sale whose window closes within 7 days, at `now`. */
export function saleEndsNote(tier: Pick<TicketType, 'state' | 'salesEndAt'>, now: number): TierNote | null {
  if (tier.state !== 'on-sale' || !tier.salesEndAt) return null;
  const left = Date.parse(tier.salesEndAt) - now;
  if (Number.isNaN(left) || left <= 0 || left > SALE_ENDS_SOON_DAYS * DAY_MS) return null;
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return { text: 'Sale ends today', tone: 'few' };
  return { text: `Sale ends in ${days} ${days === 1 ? 'day' : 'days'}`, tone: 'few' };
}

/** The tiers a buyer can choose from now: on sale, with a ticket left. */
export const buyable = (tier: Pick<TicketType, 'state' | 'available'>) =>
  tier.state === 'on-sale' && tier.available > 0;

/**
 * An event's price in one phrase, from its lowest price on sale (`basePrice`): 'from NGN 3,000';
 * a free lowest tier says 'Free' when every listed tier is free, else 'Free, or from NGN 5,000'.
 */
export function priceFrom(event: { basePrice: number; ticketTypes: readonly Pick<TicketType, 'price'>[] }): string {
  if (event.basePrice > 0) return `from ${formatNaira(event.basePrice)}`;
  const paid = event.ticketTypes.map((tier) => tier.price).filter((price) => price > 0);
  return paid.length === 0 ? 'Free' : `Free, or from ${formatNaira(Math.min(...paid))}`;
}
