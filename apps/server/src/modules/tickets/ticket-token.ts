import { createHmac } from 'node:crypto';
import { publicLink } from '../../lib/public-link.ts';

/**
 * The ticket's verification token (DESIGN §5): an HMAC over the ticket id and the reference
 * with SESSION_SECRET, so a QR code cannot be made up for a ticket that does not exist.
 */
export function ticketToken(secret: string, ticketId: string, reference: string): string {
  return createHmac('sha256', secret).update(`ticket:${ticketId}:${reference}`).digest('base64url');
}

export interface VerifyLinkFields {
  ticketId: string;
  reference: string;
  eventTitle: string;
  firstName: string;
  eventDate: string;
  token: string;
}

/** Spec §7: the link the QR code encodes, GET /api/verify?ticketId&code&eventTitle&firstName&eventDate&token. */
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
