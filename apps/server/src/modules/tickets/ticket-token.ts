import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { CROCKFORD_ALPHABET, QR_MAC_CHARS, qrLinkPath } from '@storefront/contracts/rules';

/**
 * The ticket's verification token (architecture.md §9): an HMAC over the ticket id and the reference
 * with SESSION_SECRET, so a QR code cannot be made up for a ticket that does not exist. The verify
 * link of QR codes issued before the short link carries it, and the ticket's API still serves it.
 */
export function ticketToken(secret: string, ticketId: string, reference: string): string {
  return createHmac('sha256', keyOf(secret)).update(`ticket:${ticketId}:${reference}`).digest('base64url');
}

// The key made once per secret (one in a running server): a string secret is turned into a key
// object again on every HMAC, and the ticket page, the QR link and every door scan sign or check one.
let lastKey: { secret: string; key: KeyObject } | undefined;
function keyOf(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return lastKey.key;
}

/**
 * The MAC of the QR's short link (contracts/rules/qr-link.ts): HMAC-SHA256 of the lower-cased
 * reference with SESSION_SECRET, its first 60 bits in 12 Crockford base32 characters. The link
 * carries the reference in capitals, so the MAC is over the case the door can recompute before
 * any lookup. 60 bits keep the link within a version 5 QR at level H; the odds of guessing one
 * are in docs/security.md ("The ticket's QR code").
 */
export function ticketQrMac(secret: string, reference: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`qr:${reference.toLowerCase()}`).digest();
  // The digest's first 64 bits, cut to 60 (QR_MAC_CHARS × 5), written 5 bits a character.
  const bits = digest.readBigUInt64BE(0) >> BigInt(64 - QR_MAC_CHARS * 5);
  let mac = '';
  for (let i = QR_MAC_CHARS - 1; i >= 0; i -= 1) mac += CROCKFORD_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return mac;
}

// PUBLIC_URL's origin in capitals (scheme and host do not care), its path as it is; kept for the
// one PUBLIC_URL of a running server: the ticket page and every ticket email write a QR link.
let lastBase: { publicUrl: string; base: string } | undefined;
function qrBase(publicUrl: string): string {
  if (lastBase?.publicUrl !== publicUrl) {
    const url = new URL(publicUrl);
    const base = `${url.protocol}//${url.host}`.toUpperCase() + url.pathname.replace(/\/+$/, '');
    lastBase = { publicUrl, base };
  }
  return lastBase.base;
}

/**
 * What the QR code holds (architecture.md §11): the short link, `{ORIGIN}/T/{reference}{MAC}`, all
 * in the QR's alphanumeric mode when PUBLIC_URL has no path in small letters. GET of it is the
 * verify page (or JSON), as the verify link of QR codes issued before it is.
 */
export function ticketQrLink(publicUrl: string, secret: string, reference: string): string {
  return `${qrBase(publicUrl)}${qrLinkPath({ reference, mac: ticketQrMac(secret, reference) })}`;
}
