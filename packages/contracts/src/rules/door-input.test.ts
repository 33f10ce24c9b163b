import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatManualCode, manualCodeFromBytes, normalizeManualCode } from './door-codes.ts';
import { readDoorInput } from './door-input.ts';
import { DOOR_HASH_CHARS, doorHashText } from './door-list.ts';

const REFERENCE = 'OWB-AbCdEfGhIjKlMnOpQrStUvWx';

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
  ])('reads %j as nothing', (text) => {
    expect(readDoorInput(text)).toBeNull();
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
