import type { Showtime, TicketType } from '@storefront/contracts/api';
import type { OrderLine, SeatChoice } from './order-state.ts';

/** Said by Continue when a seated date has no seat chosen. */
export const NO_SEATS_CHOSEN = 'Choose your seats on the plan.';

/**
 * The tiers standing beside a seated date's plan (decision 51): those with no seats on it (a
 * concert's pitch beside its seated stand), chosen by quantity and taking no seat. None when the
 * plan seats every tier (the film's halls), or the date does not say which it seats.
 */
export function standingTiers(tiers: readonly TicketType[], showtime: Showtime | undefined): TicketType[] {
  const seatedIds = showtime?.seated ? showtime.seatedTierIds : undefined;
  return seatedIds ? tiers.filter((tier) => !seatedIds.includes(tier.id)) : [];
}

/** The standing lines and the seats' lines as one order, in the tiers' order. */
export function mixedLines(
  standing: readonly OrderLine[],
  seated: readonly OrderLine[],
  tiers: readonly TicketType[],
): OrderLine[] {
  if (standing.length === 0) return [...seated];
  const place = (line: OrderLine) => tiers.findIndex((tier) => tier.id === line.ticketTypeId);
  return [...standing, ...seated].sort((a, b) => place(a) - place(b));
}

/**
 * The order's lines from its chosen seats (decision 51): one line per tier, in the tiers' order, at
 * the price the plan showed. The server makes the same lines from the seats' sections.
 */
export function seatLines(seats: readonly SeatChoice[], tiers: readonly TicketType[]): OrderLine[] {
  const lines: OrderLine[] = [];
  const byTier = new Map<string, SeatChoice[]>();
  for (const seat of seats) byTier.set(seat.ticketTypeId, [...(byTier.get(seat.ticketTypeId) ?? []), seat]);
  const ordered = [...byTier.keys()].sort(
    (a, b) => tiers.findIndex((tier) => tier.id === a) - tiers.findIndex((tier) => tier.id === b),
  );
  for (const id of ordered) {
    const chosen = byTier.get(id) ?? [];
    const tier = tiers.find((t) => t.id === id);
    lines.push({
      ticketTypeId: id,
      name: tier?.name ?? chosen[0]?.section ?? '',
      quantity: chosen.length,
      unitPrice: chosen[0]?.price ?? tier?.price ?? 0,
      admits: 1,
    });
  }
  return lines;
}

/** 'Row F, seat 7, Row F, seat 8': the seats as the summary and the ticket list them. */
export const seatsText = (seats: readonly Pick<SeatChoice, 'label'>[]) => seats.map((seat) => seat.label).join(', ');

/**
 * The seats kept after initialize refused some as taken (decision 51): those the refusal names
 * ('Row F, seat 12 was just taken…') are dropped, the rest of the choice is kept.
 */
export function seatsKept(seats: readonly SeatChoice[], refusal: string): SeatChoice[] {
  return seats.filter(
    (seat) => !new RegExp(`${seat.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(refusal),
  );
}
