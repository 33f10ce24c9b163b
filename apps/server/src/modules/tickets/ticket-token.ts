import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { publicLink } from '../../lib/public-link.ts';

/**
 * The ticket's verification token (architecture.md §9): an HMAC over the ticket id and the reference
 * with SESSION_SECRET, so a QR code cannot be made up for a ticket that does not exist.
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

export interface VerifyLinkFields {
  ticketId: string;
  reference: string;
  eventTitle: string;
  firstName: string;
  eventDate: string;
  token: string;
}

/** product.md §7: the link the QR code encodes, GET /api/verify?ticketId&code&eventTitle&firstName&eventDate&token. */
export function verifyLink(publicUrl: string, fields: VerifyLinkFields): string {
  const query = new URLSearchParams({
    ticketId: fields.ticketId,
    code: fields.reference,
    eventTitle: fields.eventTitle,
    firstName: fields.firstName,
    eventDate: fields.eventDate,
    token: fields.token,
  });
  return publicLink(publicUrl, `/api/verify?${query}`);
}
