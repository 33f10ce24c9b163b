import { describe, expect, it } from 'vitest';
import { formatTicketDate, statusLabel } from './ticket-format.ts';

describe('formatTicketDate', () => {
  it('spells out the day, date and time, with the time zone named', () => {
    expect(formatTicketDate('2027-04-18T00:00:00.000Z', 'UTC')).toBe('Sunday, 18 April 2027 at 00:00 UTC');
    expect(formatTicketDate('2027-04-18T00:00:00.000Z', 'Africa/Lagos')).toMatch(/^Sunday, 18 April 2027 at 01:00 /);
  });

  it("uses the venue's clock: Davido in Atlanta starts on Saturday evening, not Sunday", () => {
    // en-GB names other countries' zones by offset.
    expect(formatTicketDate('2027-04-18T00:00:00.000Z', 'America/New_York')).toBe(
      'Saturday, 17 April 2027 at 20:00 GMT-4',
    );
  });

  it('falls back to the reader zone for an unknown zone', () => {
    expect(formatTicketDate('2027-04-18T00:00:00.000Z', 'Mars/Olympus')).toMatch(/^\w+day, 1[78] April 2027 at /);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatTicketDate('soon')).toBe('soon');
  });
});

describe('statusLabel', () => {
  it("names 'unused' as valid", () => {
    expect(statusLabel('unused')).toBe('Valid (unused)');
    expect(statusLabel('used')).toBe('Used');
  });
});
