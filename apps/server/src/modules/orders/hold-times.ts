import type { OrderRow } from './orders-repository.ts';

/**
 * At most one provider call per pending order in this time, however many verifies (and sweeps,
 * in every process) come: the waiting page polls, and anyone holding a reference may call verify.
 */
export const PROVIDER_CHECK_INTERVAL_MS = 5000;

/** How long a bank transfer account the provider shows stays open (Paystack's: 30 minutes). */
export const TRANSFER_WINDOW_MS = 30 * 60_000;

/**
 * While the provider cannot be asked, an expired hold is kept (its money may have come), but
 * never longer than this past the latest a transfer could keep it (decision 24): with the
 * default 15-minute hold, an hour after the order was made. Then the seats go back and the
 * order is asked about again later, like every order that closed unpaid.
 */
export const UNREACHABLE_PROVIDER_MARGIN_MS = 15 * 60_000;

/** The latest a transfer or USSD payment on its way may keep an order's seats. */
export function latestTransferHoldEnd(order: Pick<OrderRow, 'created_at'>, holdMs: number): number {
  return new Date(order.created_at).getTime() + holdMs + TRANSFER_WINDOW_MS;
}

/**
 * A transfer or USSD payment in flight keeps its seats while the provider's transfer account is
 * open: 30 minutes from now, but never past what the latest such account could be (opened as
 * the order's own hold ran out), so polling cannot hold seats for ever.
 */
export function transferHoldEnd(order: Pick<OrderRow, 'created_at'>, holdMs: number, now: Date): Date {
  return new Date(Math.min(now.getTime() + TRANSFER_WINDOW_MS, latestTransferHoldEnd(order, holdMs)));
}

/** Past this, a hold is released even though the provider could not be asked about it. */
export function unreachableProviderBound(order: Pick<OrderRow, 'created_at' | 'hold_expires_at'>, holdMs: number) {
  return (
    Math.max(latestTransferHoldEnd(order, holdMs), new Date(order.hold_expires_at).getTime()) +
    UNREACHABLE_PROVIDER_MARGIN_MS
  );
}
