import { createHmac, timingSafeEqual } from 'node:crypto';
import { publicLink } from '../../lib/public-link.ts';

/**
 * The unsubscribe link's token: the subscriber's id and an HMAC of it with SESSION_SECRET, so a
 * link works without a stored token and nobody can make one for another subscriber. The id is
 * random, so the link names no email address.
 */
const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

/** The subscriber id a token was made for, or null when it is malformed or forged. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !/^[0-9a-f]{32}$/.test(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

export function unsubscribeLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}
