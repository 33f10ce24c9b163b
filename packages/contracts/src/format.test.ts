import { describe, expect, it } from 'vitest';
import { formatCompactDate, formatLongDate, formatLongDateTime, formatLongTime, formatNaira } from './format.ts';

describe('formatNaira', () => {
  it('prefixes NGN and groups thousands', () => {
    expect(formatNaira(3000)).toBe('NGN 3,000');
    expect(formatNaira(1_250_000)).toBe('NGN 1,250,000');
  });

  it('keeps kobo when there are any, and small amounts as they are', () => {
    expect(formatNaira(1500.5)).toBe('NGN 1,500.5');
    expect(formatNaira(0)).toBe('NGN 0');
  });
});

// Davido in Atlanta: 17 APR 2027 at 20:00 EDT (UTC-4) is midnight UTC on the 18th.
const DAVIDO = '2027-04-18T00:00:00.000Z';

describe('event dates (the rule written above them in format.ts)', () => {
  it("writes the compact form by the venue's clock, with the spec's month", () => {
    expect(formatCompactDate(DAVIDO, 'America/New_York')).toBe('Sat 17 APR 2027 · 20:00');
    expect(formatCompactDate('2027-12-04T19:30:00.000Z', 'Europe/Amsterdam')).toBe('Sat 4 DEC 2027 · 20:30');
  });

  it("writes the long forms by the venue's clock, the zone named by the city", () => {
    expect(formatLongDate(DAVIDO, 'America/New_York')).toBe('Saturday, 17 April 2027');
    expect(formatLongTime(DAVIDO, 'America/New_York', 'Atlanta')).toBe('20:00 (Atlanta time)');
    expect(formatLongDateTime(DAVIDO, 'America/New_York', 'Atlanta')).toBe(
      'Saturday, 17 April 2027 at 20:00 (Atlanta time)',
    );
    expect(formatLongDateTime('2027-01-09T18:30:00.000Z', 'Africa/Lagos', 'Lagos')).toBe(
      'Saturday, 9 January 2027 at 19:30 (Lagos time)',
    );
  });

  it('does not depend on the zone of the machine that renders it', () => {
    // The same instant in another zone is another day: only the venue's zone decides.
    expect(formatLongDate(DAVIDO, 'Africa/Lagos')).toBe('Sunday, 18 April 2027');
    expect(formatLongDate(DAVIDO, 'America/New_York')).toBe('Saturday, 17 April 2027');
  });

  it('falls back to UTC, and says so, for a zone it cannot use', () => {
    expect(formatLongDateTime(DAVIDO, 'Mars/Olympus', 'Olympus')).toBe('Sunday, 18 April 2027 at 00:00 (UTC)');
    expect(formatCompactDate(DAVIDO, '')).toBe('Sun 18 APR 2027 · 00:00 UTC');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatLongDate('soon', 'Africa/Lagos')).toBe('soon');
    expect(formatCompactDate('soon', 'Africa/Lagos')).toBe('soon');
  });
});
