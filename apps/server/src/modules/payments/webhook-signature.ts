import { createHmac, timingSafeEqual } from 'node:crypto';

/** An HMAC-SHA512 digest written as hex: 64 bytes, 128 characters. */
const SIGNATURE_PATTERN = /^[0-9a-f]{128}$/i;

/** The `x-paystack-signature` Paystack sends with a webhook: HMAC-SHA512 of the raw body, hex. */
export function signWebhook(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * Whether `signature` is the one Paystack would send for `rawBody`. Bytes are compared, not text:
 * Paystack writes lowercase hex, but upper case carries the same digest, so it is accepted too.
 * The pattern check comes first because Buffer.from(..., 'hex') silently drops what is not hex,
 * and timingSafeEqual needs buffers of equal length.
 */
export function isValidWebhookSignature(rawBody: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}
