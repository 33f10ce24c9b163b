import { describe, expect, it } from 'vitest';
import { formatLongDateTimeRange, formatLongTimeRange } from './instant.ts';
import { formatStreetAddress, formatVenueAddress } from './venue-address.ts';

// How an event's end and its venue's address are written (decision 27).

describe('formatVenueAddress', () => {
  it('writes the venue, street, city, region and postal code, leaving out what is empty', () => {
    const o2 = {
      venue: 'The O2 Arena',
      street: 'Peninsula Square, Greenwich',
      city: 'London',
      region: 'Greater London',
      postalCode: 'SE10 0DX',
    };
    expect(formatVenueAddress(o2)).toBe('The O2 Arena, Peninsula Square, Greenwich, London, Greater London SE10 0DX');
    expect(formatStreetAddress(o2)).toBe('Peninsula Square, Greenwich, London, Greater London SE10 0DX');
    expect(formatVenueAddress({ venue: 'Eko Hotel', street: '', city: 'Lagos', region: '', postalCode: '' })).toBe(
      'Eko Hotel, Lagos',
    );
  });

  it('says a region named like its city once', () => {
    const lagos = {
      venue: 'Eko Energy City',
      street: 'Ahmadu Bello Way',
      city: 'Lagos',
      region: 'Lagos',
      postalCode: '101241',
    };
    expect(formatVenueAddress(lagos)).toBe('Eko Energy City, Ahmadu Bello Way, Lagos, 101241');
  });
});

describe('start to end at the venue', () => {
  const start = '2027-04-18T00:00:00.000Z';
  it('past midnight is still that night: the end time alone', () => {
    expect(formatLongDateTimeRange(start, '2027-04-18T04:30:00.000Z', 'America/New_York', 'Atlanta')).toBe(
      'Saturday, 17 April 2027, 20:00 to 00:30 (Atlanta time)',
    );
    expect(formatLongTimeRange(start, '2027-04-18T04:30:00.000Z', 'America/New_York', 'Atlanta')).toBe(
      '20:00 to 00:30 (Atlanta time)',
    );
  });

  it('an end a day or more later names its date', () => {
    expect(formatLongDateTimeRange(start, '2027-04-19T22:00:00.000Z', 'America/New_York', 'Atlanta')).toBe(
      'Saturday, 17 April 2027, 20:00 to Monday, 19 April 2027 18:00 (Atlanta time)',
    );
  });

  it('no end, or one not after the start: the start alone', () => {
    for (const end of ['', null, start, '2027-04-17T23:00:00.000Z']) {
      expect(formatLongDateTimeRange(start, end, 'America/New_York', 'Atlanta')).toBe(
        'Saturday, 17 April 2027 at 20:00 (Atlanta time)',
      );
    }
  });
});
