import { describe, expect, it } from 'vitest';
import { venueTime } from './venue-time.ts';

describe('venueTime', () => {
  it("shows the moment by the venue's clock, with the zone named", () => {
    expect(venueTime('2027-04-17T20:05:00.000Z', 'Africa/Lagos')).toBe('Sat, 17 Apr 2027, 21:05 GMT+1');
    expect(venueTime('2027-04-17T20:05:00.000Z', 'America/New_York')).toBe('Sat, 17 Apr 2027, 16:05 GMT-4');
  });

  it('falls back to UTC for an unknown zone, and shows an unreadable date as it came', () => {
    expect(venueTime('2027-04-17T20:05:00.000Z', 'Mars/Olympus')).toBe('Sat, 17 Apr 2027, 20:05 UTC');
    expect(venueTime('not a date', 'Africa/Lagos')).toBe('not a date');
  });
});
