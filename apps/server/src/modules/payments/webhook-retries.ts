/**
 * When the simulator posts a webhook again, the way Paystack does for one our route did not
 * answer 200: a few minutes apart for the first four attempts, then hourly, for 72 hours after
 * the payment; then it gives up (reconciliation has long since settled the order by then).
 */
export interface WebhookRetries {
  /** Between the first attempts (Paystack: 3 minutes). */
  retryMs: number;
  /** After them (Paystack: an hour). */
  lateRetryMs: number;
}

/** Attempts spaced by `retryMs`; later ones by `lateRetryMs`. */
const QUICK_ATTEMPTS = 4;
/** No attempt is made later than this after the payment. */
export const WEBHOOK_RETRY_HORIZON_MS = 72 * 60 * 60_000;

/**
 * When attempt `attempt + 1` is due, given that attempt `attempt` (1 for the first) was claimed
 * at `claimedAt` for a payment made at `paidAt`; null when it would come past the horizon.
 * Claiming an attempt sets this in the same update, so an attempt whose process died before it
 * posted is simply one that failed: the next is already scheduled.
 */
export function nextWebhookAttempt(
  attempt: number,
  claimedAt: Date,
  paidAt: Date,
  { retryMs, lateRetryMs }: WebhookRetries,
): string | null {
  const next = claimedAt.getTime() + (attempt < QUICK_ATTEMPTS ? retryMs : lateRetryMs);
  return next > paidAt.getTime() + WEBHOOK_RETRY_HORIZON_MS ? null : new Date(next).toISOString();
}
