// Zod-free: the event cards (every public page's chunks) and the event page read it.

/** Seats left at or below which the pages say few remain (or at or below 10% of capacity). */
export const FEW_SEATS = 20;

export const isFewLeft = (remaining: number, capacity: number) => remaining <= FEW_SEATS || remaining <= capacity * 0.1;

/**
 * An event's stock as a card says it (product.md §2.2): coarse on purpose, so a page rendered
 * for everyone stays true across many sales (it changes at two thresholds, not at every seat),
 * and without the clock, so the server's and the browser's render agree. A cancelled event is
 * neither. The exact count and whether it has started are the event page's (lib/event-availability.ts).
 */
export type StockLevel = 'sold-out' | 'few-left' | 'available';

export function stockLevel(event: { remaining: number; capacity: number; status?: string }): StockLevel {
  if (event.status === 'cancelled') return 'available';
  if (event.remaining <= 0) return 'sold-out';
  return isFewLeft(event.remaining, event.capacity) ? 'few-left' : 'available';
}

/** What the card's badge says for each level ('available' shows none). */
export const STOCK_LABELS = { 'sold-out': 'Sold out', 'few-left': 'Few left' } as const;
