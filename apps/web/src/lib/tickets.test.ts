import { describe, expect, it } from 'vitest';
import { sampleTicket } from '../testing/ticket-fixture.ts';
import { ticketPath, toTicket } from './tickets.ts';

describe('toTicket', () => {
  it('keeps a ticket as the API serves it', () => {
    expect(toTicket(sampleTicket())).toEqual(sampleTicket());
  });

  it('drops the recipient of a ticket that is not a gift, and fields that are not part of it', () => {
    const ticket = toTicket({ ...sampleTicket({ isGift: false }), admin: true });
    expect(ticket).not.toHaveProperty('recipient');
    expect(ticket).not.toHaveProperty('admin');
  });

  it.each([
    ['nothing', null],
    ['no holder', { ...sampleTicket(), ticketHolder: null }],
    ['an unknown status', { ...sampleTicket(), status: 'valid' }],
    ['a quantity that is not a number', { ...sampleTicket(), ticketQuantity: '2' }],
    ['no verify link', { ...sampleTicket(), verifyUrl: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(toTicket(value)).toBeNull();
  });
});

describe('ticketPath', () => {
  it('is /ticket/{reference}, encoded', () => {
    expect(ticketPath('OWB-abc')).toBe('/ticket/OWB-abc');
    expect(ticketPath('a/b')).toBe('/ticket/a%2Fb');
  });
});
