import { ORDER_STATUSES } from '@storefront/contracts/rules';
import { describe, expect, it } from 'vitest';
import { canMove, move, ORDER_MOVES } from './order-states.ts';

describe("the order's states", () => {
  it('names every status, and only the designed moves', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves.sort()).toEqual(
      [
        'pending→paid',
        'pending→expired',
        'pending→failed',
        'expired→paid',
        'failed→paid',
        'paid→refund_pending',
        'refund_pending→refunded',
      ].sort(),
    );
  });

  it('refuses a move not in the table', () => {
    expect(move('paid', 'refund_pending')).toBe('refund_pending');
    expect(() => move('refunded', 'paid')).toThrow(/cannot move from refunded to paid/);
    expect(() => move('paid', 'pending')).toThrow();
  });
});
