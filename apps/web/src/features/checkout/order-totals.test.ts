import { describe, expect, it } from 'vitest';
import { orderTotals, purchaseTotal } from './order-totals.ts';

describe('purchaseTotal', () => {
  it('is the base price times the quantity (product.md §5)', () => {
    expect(purchaseTotal(3000, 1)).toBe(3000);
    expect(purchaseTotal(3000, 2)).toBe(6000);
    expect(purchaseTotal(1500, 20)).toBe(30000);
  });
});

describe('orderTotals', () => {
  it('shows the unit price as total divided by quantity, and the total', () => {
    expect(orderTotals({ ticketQuantity: 3, totalPrice: 7500 })).toEqual({ unitPrice: 2500, quantity: 3, total: 7500 });
    expect(orderTotals({ ticketQuantity: 1, totalPrice: 1000 })).toEqual({ unitPrice: 1000, quantity: 1, total: 1000 });
  });

  it("uses the event's price when it is known, whatever total the history state carries", () => {
    expect(orderTotals({ ticketQuantity: 2, totalPrice: 1 }, 3000)).toEqual({
      unitPrice: 3000,
      quantity: 2,
      total: 6000,
    });
  });

  it('rounds an uneven division to kobo and never divides by less than one ticket', () => {
    expect(orderTotals({ ticketQuantity: 3, totalPrice: 1000 }).unitPrice).toBe(333.33);
    expect(orderTotals({ ticketQuantity: 0, totalPrice: 900 })).toEqual({ unitPrice: 900, quantity: 1, total: 900 });
  });
});
