import { describe, expect, it } from 'vitest';
import { eventStartsAt } from './event-date.ts';
import {
  formatCompactDate,
  formatCompactDateTime,
  formatLongDate,
  formatLongDateTime,
  formatLongTime,
} from './instant.ts';
import {
  formatEventCompactDate,
  formatEventLongDate,
  formatEventLongDateTime,
  formatEventLongTime,
  formatNaira,
} from './naira-and-dates.ts';

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

describe('event dates (the rule written above them in format/naira-and-dates.ts)', () => {
  it("writes the compact form by the venue's clock, with the spec's month", () => {
    expect(formatCompactDate(DAVIDO, 'America/New_York')).toBe('Sat 17 APR 2027 · 20:00');
    expect(formatCompactDate('2027-12-04T19:30:00.000Z', 'Europe/Amsterdam')).toBe('Sat 4 DEC 2027 · 20:30');
  });

  it("writes the back office's compact form with the venue's city, and UTC once for a zone it cannot use", () => {
    expect(formatCompactDateTime(DAVIDO, 'America/New_York', 'Atlanta')).toBe('Sat 17 APR 2027 · 20:00 (Atlanta time)');
    expect(formatCompactDateTime(DAVIDO, 'America/New_York')).toBe('Sat 17 APR 2027 · 20:00');
    expect(formatCompactDateTime(DAVIDO, 'Mars/Olympus', 'Atlanta')).toBe('Sun 18 APR 2027 · 00:00 UTC');
    expect(formatCompactDateTime('soon', 'Africa/Lagos', 'Lagos')).toBe('soon');
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

describe('formatNaira without Intl', () => {
  it('writes what en-NG number formatting writes', () => {
    const intl = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
    for (const amount of [
      0, 1, 12, 999, 1000, 1500.5, 3000, 12_345.67, 99_999.999, 1_250_000, 2_000_000_000, -3000, 0.004,
    ]) {
      expect(formatNaira(amount), String(amount)).toBe(`NGN ${intl.format(amount)}`);
    }
  });
});

describe("an event's date from its own fields (no Intl)", () => {
  const at = (timeZone: string, city: string, month: string, date: string, year: string, time: string) => {
    const startsAt = eventStartsAt({ month, date, year, time, timeZone }).toISOString();
    return { startsAt, timeZone, city, month, date, year, time };
  };
  const events = [
    at('America/New_York', 'Atlanta', 'APR', '17', '2027', '20:00'),
    at('Europe/Amsterdam', 'Amsterdam', 'DEC', '4', '2027', '20:30'),
    at('Africa/Lagos', 'Lagos', 'JUL', '09', '2027', '9:05'),
    at('Asia/Tokyo', 'Tokyo', 'jan', '1', '2028', '00:00'),
    at('America/Los_Angeles', 'Los Angeles', 'FEB', '29', '2028', '23:59'),
  ];

  it('writes the same words as the instant in the venue zone', () => {
    for (const event of events) {
      const { startsAt, timeZone, city } = event;
      expect(formatEventCompactDate(event)).toBe(formatCompactDate(startsAt, timeZone));
      expect(formatEventLongDate(event)).toBe(formatLongDate(startsAt, timeZone));
      expect(formatEventLongTime(event)).toBe(formatLongTime(startsAt, timeZone, city));
      expect(formatEventLongDateTime(event)).toBe(formatLongDateTime(startsAt, timeZone, city));
    }
    expect(formatEventCompactDate(events[0] as (typeof events)[0])).toBe('Sat 17 APR 2027 · 20:00');
  });

  it('shows the instant as it came when a field does not read (eventStartsAt refuses such fields)', () => {
    const davido = events[0] as (typeof events)[0];
    expect(formatEventLongDate({ ...davido, month: 'Apr.' })).toBe(davido.startsAt);
    expect(formatEventLongDate({ ...davido, date: '31', month: 'FEB' })).toBe(davido.startsAt);
    expect(formatEventCompactDate({ ...davido, time: 'evening' })).toBe(davido.startsAt);
  });
});
