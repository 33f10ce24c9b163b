import type { TicketType } from '@storefront/contracts/api';
import type { OrderLine, OrderState } from './order-state.ts';

/** product.md §5: total price = base price × quantity. */
export const purchaseTotal = (basePrice: number, quantity: number): number => basePrice * quantity;

export interface OrderTotals {
  /** product.md §2.7, the order summary: total divided by quantity. */
  unitPrice: number;
  quantity: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The summary's price lines. When the event is known its catalogue price wins over the total
 * carried in history state (which anyone can edit), so the page shows what the server will
 * charge; otherwise the order's own total is used.
 */
export function orderTotals(order: Pick<OrderState, 'ticketQuantity' | 'totalPrice'>, basePrice?: number): OrderTotals {
  const quantity = Math.max(1, Math.floor(order.ticketQuantity));
  const total = basePrice === undefined ? order.totalPrice : purchaseTotal(basePrice, quantity);
  return { unitPrice: cents(total / quantity), quantity, total };
}

/**
 * The summary's lines of an order of several tiers (product.md §2.13), each priced by the catalogue's
 * tier when the event lists it (history state can be edited), else as the form priced it (a
 * tier an access code unlocked is not listed), and their total.
 */
export function linesTotals(
  lines: readonly OrderLine[],
  tiers: readonly Pick<TicketType, 'id' | 'price'>[] = [],
): { lines: (OrderLine & { amount: number })[]; total: number } {
  const priced = lines.map((line) => {
    const unitPrice = tiers.find((tier) => tier.id === line.ticketTypeId)?.price ?? line.unitPrice;
    return { ...line, unitPrice, amount: unitPrice * line.quantity };
  });
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.amount, 0) };
}
