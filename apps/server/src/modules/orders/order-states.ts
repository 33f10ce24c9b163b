import type { OrderStatus } from '@storefront/contracts/rules';

/**
 * Every move an order's status may make, and what causes it (architecture.md §9.5). Every change
 * of status in code names its `from` and `to` through `move` or the orders repository's
 * `transition`, which refuse a pair not in this table: a move nobody designed cannot happen,
 * whatever a new feature's branch asks for (order-states.test.ts).
 */
export const ORDER_MOVES = {
  pending: {
    paid: 'settle: the provider confirmed the payment (verify, webhook, reconciliation), or a free order in its hold',
    expired: 'release: the hold ran out and the provider says it was not paid',
    failed:
      'release: the buyer closed or declined the pop-up, the provider refused to start it, or a newer order of the account replaced it',
  },
  expired: { paid: 'settle: a late payment, with seats again within the ceiling and the capacity' },
  failed: { paid: 'settle: a late payment, with seats again within the ceiling and the capacity' },
  paid: {
    refund_pending:
      'settle: no ticket (event cancelled, seats gone, over the ceiling); or a refund asked for in the back office',
  },
  refund_pending: { refunded: 'the provider said the money went back' },
  refunded: {},
} as const satisfies Record<OrderStatus, Partial<Record<OrderStatus, string>>>;

/** Whether an order may move from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return to in ORDER_MOVES[from];
}

/** `to`, once the table allows the move from `from`; throws for any other (a bug, never a buyer's doing). */
export function move<To extends OrderStatus>(from: OrderStatus, to: To): To {
  if (!canMove(from, to)) throw new Error(`an order cannot move from ${from} to ${to} (order-states.ts)`);
  return to;
}
