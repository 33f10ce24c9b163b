import { describe, expect, it } from 'vitest';
import { ticketQrLink, ticketQrMac, ticketToken } from './ticket-token.ts';

// The old QR link's token is an HMAC over the ticket id AND the reference (architecture.md §9).
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
});

// The QR's short link (architecture.md §11): the reference and a 60-bit MAC, nothing personal.
describe('ticketQrMac and ticketQrLink', () => {
  it('the MAC is the first 60 bits of HMAC-SHA256 of "qr:{reference, lower-cased}", in Crockford base32 (a known answer)', () => {
    // Computed outside Node: printf 'qr:owb-abcdefghijklmnopqrstuvwx' | openssl dgst -sha256
    //   -hmac 'known-answer-secret-of-32-characters' -binary | head -c 8 | xxd -p gives 971d08744de90331;
    //   its top 60 bits, 5 at a time, in 0123456789ABCDEFGHJKMNPQRSTVWXYZ.
    expect(ticketQrMac(SECRET, REFERENCE)).toBe('JWEGGX2DX41K');
    // The link carries the reference in capitals: the MAC is the same for any case of it.
    expect(ticketQrMac(SECRET, REFERENCE.toUpperCase())).toBe('JWEGGX2DX41K');
    expect(ticketQrMac(SECRET, 'OWB-bcdefghijklmnopqrstuvwxy')).not.toBe('JWEGGX2DX41K');
    expect(ticketQrMac(`${SECRET}!`, REFERENCE)).not.toBe('JWEGGX2DX41K');
  });

  it('the link is the origin in capitals, /T/, the reference without OWB- in capitals (_ as .), and the MAC', () => {
    expect(ticketQrLink('https://tickets.example.com/', SECRET, REFERENCE)).toBe(
      'HTTPS://TICKETS.EXAMPLE.COM/T/ABCDEFGHIJKLMNOPQRSTUVWXJWEGGX2DX41K',
    );
    const link = ticketQrLink('http://127.0.0.1:3100', SECRET, 'OWB-a_b-cdefghijklmnopqrstuv');
    expect(link).toMatch(/^HTTP:\/\/127\.0\.0\.1:3100\/T\/A\.B-CDEFGHIJKLMNOPQRSTUV[0-9A-HJKMNP-TV-Z]{12}$/);
    // A path in PUBLIC_URL is kept as it is (its case matters).
    expect(ticketQrLink('https://example.com/Shop', SECRET, REFERENCE)).toMatch(/^HTTPS:\/\/EXAMPLE\.COM\/Shop\/T\//);
  });
});
