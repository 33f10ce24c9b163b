import { describe, expect, it } from 'vitest';
import { nextWebhookAttempt, WEBHOOK_RETRY_HORIZON_MS } from './webhook-retries.ts';

describe('nextWebhookAttempt (Paystack: every 3 minutes for the first four attempts, then hourly, for 72 hours)', () => {
  const paidAt = new Date('2027-03-01T10:00:00.000Z');
  const retries = { retryMs: 3 * 60_000, lateRetryMs: 60 * 60_000 };
  const after = (ms: number) => new Date(paidAt.getTime() + ms);

  it('spaces the first attempts by the short interval, later ones by the long one', () => {
    expect(nextWebhookAttempt(1, paidAt, paidAt, retries)).toBe(after(3 * 60_000).toISOString());
    expect(nextWebhookAttempt(3, after(6 * 60_000), paidAt, retries)).toBe(after(9 * 60_000).toISOString());
    expect(nextWebhookAttempt(4, after(9 * 60_000), paidAt, retries)).toBe(after(69 * 60_000).toISOString());
    expect(nextWebhookAttempt(10, after(10 * 60 * 60_000), paidAt, retries)).toBe(
      after(11 * 60 * 60_000).toISOString(),
    );
  });

  it('gives up after 72 hours', () => {
    const lastHour = after(WEBHOOK_RETRY_HORIZON_MS - 60 * 60_000);
    expect(nextWebhookAttempt(70, lastHour, paidAt, retries)).toBe(after(WEBHOOK_RETRY_HORIZON_MS).toISOString());
    expect(nextWebhookAttempt(71, after(WEBHOOK_RETRY_HORIZON_MS - 1000), paidAt, retries)).toBeNull();
  });
});
