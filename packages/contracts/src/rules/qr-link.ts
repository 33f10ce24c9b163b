import { CROCKFORD_ALPHABET } from './door-codes.ts';

/**
 * The QR code's short link (architecture.md §11): PUBLIC_URL's origin in capitals, `/T/`, the
 * ticket's reference without its `OWB-` and in capitals, and a 12-character MAC, e.g.
 * `HTTPS://OWAMBETICKETS.NG/T/AB3.DE5-GH7JK9MN1PQ2RS4TK7QM2XD4ABCD`. Every character is one of
 * the QR's alphanumeric mode (digits, capitals, space and `$%*+-./:`), which packs 2 characters
 * in 11 bits where a byte takes 8 each, so the whole link fits a version 5 code at level H. It
 * holds no name, title or date. Zod-free: the server builds and checks it, and the server and
 * the offline door read it with readQrLinkPath.
 */
export const QR_LINK_PREFIX = '/T/';

/**
 * Characters of the MAC: 12 of Crockford's base32, the first 60 bits of an HMAC-SHA256 of the
 * reference with SESSION_SECRET (ticket-token.ts; the odds of a forgery: docs/security.md).
 */
export const QR_MAC_CHARS = 12;

/** A reference's random part: 24 base64url characters after `OWB-` (orders' references). */
const REFERENCE_PART_CHARS = 24;

/**
 * The reference as the link writes it: `OWB-` dropped, in capitals, `_` written `.`, the one
 * base64url character the alphanumeric mode lacks. The case is lost, and the door finds the
 * ticket by `lower(reference)` as it does a typed reference (door-lookup.ts).
 */
export function qrReferencePart(reference: string): string {
  return reference.slice('OWB-'.length).toUpperCase().replaceAll('_', '.');
}

/** `/T/{reference}{MAC}` at the end of a path, in any case (a link typed or pasted at the door). */
const QR_PATH = new RegExp(`(?:^|/)T/([A-Z0-9.-]{${REFERENCE_PART_CHARS}})([A-Z0-9]{${QR_MAC_CHARS}})$`, 'i');

/** What a short link names: the reference (in capitals, `OWB-` and `_` restored) and its MAC, normalized. */
export interface QrLinkFields {
  reference: string;
  mac: string;
}

/**
 * The reference and MAC of a short link's path, or null when it is not one. The MAC is read the
 * way a door code is (any case, I and L as 1, O as 0), so a link typed by hand still checks.
 */
export function readQrLinkPath(path: string): QrLinkFields | null {
  const match = QR_PATH.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const mac = match[2].toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  for (const character of mac) if (!CROCKFORD_ALPHABET.includes(character)) return null;
  return { reference: `OWB-${match[1].toUpperCase().replaceAll('.', '_')}`, mac };
}

/** The path of a short link: `/T/{reference}{MAC}`. */
export const qrLinkPath = ({ reference, mac }: QrLinkFields) => `${QR_LINK_PREFIX}${qrReferencePart(reference)}${mac}`;
