import { describe, expect, it } from 'vitest';
import { ticketToken, verifyLink } from './ticket-token.ts';

// The QR's token is an HMAC over the ticket id AND the reference (architecture.md §9).
// A token over the id alone went unnoticed, because the door's lookup needs the reference anyway.

const SECRET = 'known-answer-secret-of-32-characters';
const TICKET_ID = 'TICKET-1767225600000-ABCDEFGH';
const REFERENCE = 'OWB-abcdefghijklmnopqrstuvwx';

describe('ticketToken', () => {
  it('is HMAC-SHA256 of "ticket:{id}:{reference}" with the secret, base64url (a known answer)', () => {
    // Computed outside Node: printf 'ticket:TICKET-1767225600000-ABCDEFGH:OWB-abcdefghijklmnopqrstuvwx' |
    //   openssl dgst -sha256 -hmac 'known-answer-secret-of-32-characters' -binary | base64 | tr '+/' '-_' | tr -d '='
    expect(ticketToken(SECRET, TICKET_ID, REFERENCE)).toBe('kjr_snNuOEORLpWY0-BnU3_cw2eiI1nWC2IzPqryzh8');
  });

  it('differs for two references of the same ticket id, for two ids of one reference, and for two secrets', () => {
    const token = ticketToken(SECRET, TICKET_ID, REFERENCE);
    expect(ticketToken(SECRET, TICKET_ID, 'OWB-bcdefghijklmnopqrstuvwxy')).not.toBe(token);
    expect(ticketToken(SECRET, 'TICKET-1767225600000-ABCDEFGJ', REFERENCE)).not.toBe(token);
    expect(ticketToken(`${SECRET}!`, TICKET_ID, REFERENCE)).not.toBe(token);
  });

  it('is what the QR link carries, with the spec’s fields', () => {
    const token = ticketToken(SECRET, TICKET_ID, REFERENCE);
    const link = new URL(
      verifyLink('https://tickets.example.com', {
        ticketId: TICKET_ID,
        reference: REFERENCE,
        eventTitle: 'Davido Live In Concert',
        firstName: 'Ada',
        eventDate: '2027-04-18T00:00:00.000Z',
        token,
      }),
    );
    expect(link.origin + link.pathname).toBe('https://tickets.example.com/api/verify');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      ticketId: TICKET_ID,
      code: REFERENCE,
      eventTitle: 'Davido Live In Concert',
      firstName: 'Ada',
      eventDate: '2027-04-18T00:00:00.000Z',
      token,
    });
  });
});
