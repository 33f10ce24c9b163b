import { limitMessages } from '@storefront/contracts/rules';

export interface EventLimits {
  /** The most tickets one order may hold. */
  maxPerOrder: number;
  /** The most tickets one account may hold or have bought for the event. */
  maxPerAccount: number;
}

export interface BuyerStanding {
  emailConfirmed: boolean;
  /** Seats the account already holds or has bought for the event, not counting an order this one replaces. */
  seatsTaken: number;
}

/**
 * Why `quantity` more tickets cannot go to this buyer, in plain words, or null when they may
 * (decision 21). One function for the order summary's early warning and initialize's refusal.
 * `unconfirmedMax` is the ceiling of an account whose email is not confirmed (UNCONFIRMED_MAX_TICKETS).
 */
export function limitProblem(
  limits: EventLimits,
  buyer: BuyerStanding,
  quantity: number,
  unconfirmedMax: number,
): string | null {
  if (quantity > limits.maxPerOrder) return limitMessages.perOrder(limits.maxPerOrder);
  const after = buyer.seatsTaken + quantity;
  if (!buyer.emailConfirmed && unconfirmedMax < limits.maxPerAccount && after > unconfirmedMax) {
    return limitMessages.unconfirmed(unconfirmedMax);
  }
  if (after > limits.maxPerAccount) return limitMessages.perAccount(limits.maxPerAccount, buyer.seatsTaken);
  return null;
}
