import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatManualCode, manualCodeFromBytes, normalizeManualCode } from './door-codes.ts';
import { readDoorInput } from './door-input.ts';
import { DOOR_HASH_CHARS, doorHashText } from './door-list.ts';
import { qrLinkPath, qrReferencePart } from './qr-link.ts';

const REFERENCE = 'OWB-AbCdEfGhIjKlMnOpQrStUvWx';
/** A reference with the one base64url character the QR's alphanumeric mode lacks. */
const UNDERSCORED = 'OWB-a_b-cdefghijklmnopqrstuv';
const SHORT = { kind: 'short-link', reference: 'OWB-A_B-CDEFGHIJKLMNOPQRSTUV', mac: 'K7QM2XD4ABC1' };

describe('readDoorInput (the server and the offline door read what staff type the same way)', () => {
  it.each([
    [REFERENCE, { kind: 'reference', reference: REFERENCE }],
    [` ${REFERENCE.toLowerCase()} `, { kind: 'reference', reference: REFERENCE.toLowerCase() }],
    [`https://tickets.example.ng/ticket/${REFERENCE}`, { kind: 'reference', reference: REFERENCE }],
    [
      `http://127.0.0.1:3000/ticket/${encodeURIComponent(REFERENCE)}?utm=x`,
      { kind: 'reference', reference: REFERENCE },
    ],
    [`/api/tickets/${REFERENCE}/calendar.ics`, { kind: 'reference', reference: REFERENCE }],
    ['k7qm-2xd4', { kind: 'code', code: 'K7QM2XD4' }],
    [
      'https://x.ng/api/verify?ticketId=T1&code=C&token=abc',
      { kind: 'link', fields: { ticketId: 'T1', code: 'C', token: 'abc' } },
    ],
    // The QR's short link, as the QR holds it, typed small (the MAC read as a door code is: I, L as 1,
    // O as 0), without its origin, or behind a path in PUBLIC_URL.
    ['HTTPS://OWAMBETICKETS.NG/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1', SHORT],
    ['https://owambetickets.ng/t/a.b-cdefghijklmnopqrstuvk7qm2xd4abcl', SHORT],
    [' /T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1 ', SHORT],
    ['owambetickets.ng/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1', SHORT],
    ['https://x.ng/shop/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1', SHORT],
  ])('reads %j', (text, expected) => {
    expect(readDoorInput(text)).toEqual(expected);
  });

  it.each([
    '',
    'hello',
    'https://example.com/ticket/nope',
    '?ticketId=T1',
    '?ticketId=T1&token=a&token=b',
    'http://[bad',
    // A short link a character short or long, or with a U (not Crockford) in its MAC.
    'https://x.ng/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC',
    'https://x.ng/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC12',
    'https://x.ng/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABCU',
    'https://x.ng/T/A_B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1',
  ])('reads %j as nothing', (text) => {
    expect(readDoorInput(text)).toBeNull();
  });
});

describe('the short link’s path', () => {
  it('writes the reference in capitals without OWB-, _ as ., and reads it back (its case folded)', () => {
    expect(qrReferencePart(UNDERSCORED)).toBe('A.B-CDEFGHIJKLMNOPQRSTUV');
    expect(qrLinkPath({ reference: UNDERSCORED, mac: 'K7QM2XD4ABC1' })).toBe('/T/A.B-CDEFGHIJKLMNOPQRSTUVK7QM2XD4ABC1');
    expect(readDoorInput(`https://x.ng${qrLinkPath({ reference: REFERENCE, mac: 'K7QM2XD4ABC1' })}`)).toEqual({
      kind: 'short-link',
      reference: REFERENCE.toUpperCase(),
      mac: 'K7QM2XD4ABC1',
    });
  });
});

describe('manual codes', () => {
  it('are 8 Crockford characters from 40 random bits, printed XXXX-XXXX, read back however they are typed', () => {
    expect(manualCodeFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(manualCodeFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    const code = manualCodeFromBytes(new Uint8Array([1, 2, 3, 4, 5]));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(normalizeManualCode(formatManualCode(code).toLowerCase())).toBe(code);
    expect(normalizeManualCode('oIl0-1LIO')).toBe('01101110');
    expect(normalizeManualCode('ABCD-EFGU')).toBeNull(); // U is not in the alphabet
    expect(normalizeManualCode('ABCDEFG')).toBeNull();
    // Spaces typed around and inside are fine; a scanned link is not a code, however it ends.
    expect(normalizeManualCode(`  ${formatManualCode(code).split('').join(' ')}  `)).toBe(code);
    expect(normalizeManualCode(`https://tickets.example/verify?ticketId=1&token=${'x'.repeat(40)}&${code}`)).toBeNull();
  });
});

describe('doorHashText', () => {
  it('is the base64url of a SHA-256, cut to 16 characters, as Node writes it', () => {
    const digest = createHash('sha256').update('reference:owb-x').digest();
    expect(doorHashText(new Uint8Array(digest))).toBe(digest.toString('base64url').slice(0, DOOR_HASH_CHARS));
  });
});
