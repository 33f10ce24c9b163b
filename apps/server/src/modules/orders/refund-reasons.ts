import { checkoutMessages } from '@storefront/contracts/api';
import type { RefundReason } from '../../db/schema.ts';

/**
 * What a buyer whose payment got no ticket is told, by the reason the settle recorded
 * (migration 031). Orders refunded before the reason was kept have none: the event's status
 * tells them apart, as it did then.
 */
export function refundMessage(reason: RefundReason | null, maxPerAccount: number, eventStatus?: string): string {
  if (reason === 'over_limit') return checkoutMessages.refundOverLimit(maxPerAccount);
  if (reason === 'code_used_up') return checkoutMessages.refundCodeUsedUp;
  if (reason === 'cancelled' || (reason === null && eventStatus === 'cancelled')) {
    return checkoutMessages.refundEventCancelled;
  }
  return checkoutMessages.refundPending;
}
