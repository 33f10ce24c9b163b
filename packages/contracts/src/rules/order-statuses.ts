// The order statuses, once: the API schemas (api/checkout.ts, api/admin-orders.ts), the database's row
// type (apps/server/src/db/schema.ts) and the web's readers of API answers all take them from
// here. Zod-free, so the browser may import it.

/** Every status an order can have, in the order of its life. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'failed', 'refund_pending', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses of an order whose money was taken (refunds included): it has, or had, a ticket. */
export const PAID_ORDER_STATUSES = ['paid', 'refund_pending', 'refunded'] as const satisfies readonly OrderStatus[];
export type PaidOrderStatus = (typeof PAID_ORDER_STATUSES)[number];

/** Whether a value from an API answer is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** Whether a value from an API answer is the status of a paid order. */
export function isPaidOrderStatus(value: unknown): value is PaidOrderStatus {
  return (PAID_ORDER_STATUSES as readonly unknown[]).includes(value);
}
