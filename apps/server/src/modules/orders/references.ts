import { randomInt } from 'node:crypto';
import { randomBytes } from '../../lib/random-bytes.ts';

/** 'OWB-' and 18 random bytes in base64url (24 characters): unguessable, safe in URLs. */
export function newReference(): string {
  return `OWB-${randomBytes(18).toString('base64url')}`;
}

const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** product.md §9: TICKET-{timestamp}-{random}; eight characters from crypto (40 bits) after the time. */
export function newTicketId(now = Date.now()): string {
  let random = '';
  for (let i = 0; i < 8; i += 1) random += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return `TICKET-${now}-${random}`;
}

/** Row ids nobody types: 16 random bytes, hex. */
export const newId = (): string => randomBytes(16).toString('hex');
