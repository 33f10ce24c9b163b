import type { StorefrontEvent, TicketType } from '@storefront/contracts/api';
import { buyable } from '../../lib/tier-notes.ts';
import type { OrderLine } from './order-state.ts';

/**
 * The purchase form's tickets per tier (decision 30), as plain functions: how many of
 * a tier the order may still take, the steps of its stepper, and the lines chosen. The server
 * checks all of it again at initialize; this keeps the buyer from asking for what it refuses.
 */

/** Tickets per tier id; a tier not in it has 0. */
export type TierCounts = Readonly<Record<string, number>>;

type Limits = Pick<StorefrontEvent, 'remaining' | 'maxPerOrder'>;

/**
 * The most of `tier` this order may hold with the others as chosen: the tier's own per-order
 * maximum and tickets left, the event's per-order maximum over all tiers (tickets), and the
 * event's seats (people: a table for 10 takes 10).
 */
export function tierMax(tier: TicketType, tiers: readonly TicketType[], counts: TierCounts, event: Limits): number {
  if (!buyable(tier)) return 0;
  let otherTickets = 0;
  let otherSeats = 0;
  for (const other of tiers) {
    if (other.id === tier.id) continue;
    const count = counts[other.id] ?? 0;
    otherTickets += count;
    otherSeats += count * other.admits;
  }
  const bySeats = Math.floor((event.remaining - otherSeats) / tier.admits);
  return Math.max(0, Math.min(tier.maxPerOrder, tier.available, event.maxPerOrder - otherTickets, bySeats));
}

/**
 * The order's room left for the tiers' steppers beside `others` tickets chosen another way, each
 * admitting one: the seats chosen on a seated date's plan beside its standing tiers (decision 51)
 * count against the order's maximum and the date's places too.
 */
export const roomBeside = <T extends Limits>(event: T, others: number): T =>
  others === 0 ? event : { ...event, remaining: event.remaining - others, maxPerOrder: event.maxPerOrder - others };

/** The next count up: from 0 straight to the tier's minimum (it is sold at least that many per order). */
export const stepUp = (tier: Pick<TicketType, 'minPerOrder'>, count: number) =>
  count === 0 ? Math.max(1, tier.minPerOrder) : count + 1;

/** The next count down: below the tier's minimum is none at all. */
export const stepDown = (tier: Pick<TicketType, 'minPerOrder'>, count: number) =>
  count <= tier.minPerOrder ? 0 : count - 1;

/** Counts kept within each tier's limits, in display order (an order coming back, or after a change). */
export function clampCounts(counts: TierCounts, tiers: readonly TicketType[], event: Limits): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const tier of tiers) {
    const wanted = Math.floor(counts[tier.id] ?? 0);
    if (wanted <= 0) continue;
    const max = tierMax(tier, tiers, kept, event);
    const count = Math.min(wanted, max);
    if (count >= Math.max(1, tier.minPerOrder)) kept[tier.id] = count;
  }
  return kept;
}

/** The chosen tiers as order lines, in display order. */
export function linesOf(counts: TierCounts, tiers: readonly TicketType[]): OrderLine[] {
  return tiers.flatMap((tier) => {
    const quantity = counts[tier.id] ?? 0;
    return quantity > 0
      ? [{ ticketTypeId: tier.id, name: tier.name, quantity, unitPrice: tier.price, admits: tier.admits }]
      : [];
  });
}

export const linesQuantity = (lines: readonly Pick<OrderLine, 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The people the lines let in (a table for 10 lets in 10): what a date's places count. */
export const linesPeople = (lines: readonly Pick<OrderLine, 'quantity' | 'admits'>[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.admits, 0);

export const linesTotal = (lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice'>[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
