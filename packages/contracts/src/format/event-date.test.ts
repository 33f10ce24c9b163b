import { describe, expect, it } from 'vitest';
import { eventStartsAt, eventWeekday } from './event-date.ts';

const base = { month: 'APR', date: '17', year: '2027', time: '20:00', timeZone: 'America/New_York' };

describe('eventStartsAt', () => {
  it('reads the wall-clock time in the venue time zone (EDT is UTC-4)', () => {
    expect(eventStartsAt(base).toISOString()).toBe('2027-04-18T00:00:00.000Z');
  });

  it('follows daylight saving: London in January is UTC, in June UTC+1', () => {
    expect(
      eventStartsAt({ ...base, month: 'JAN', date: '23', time: '19:30', timeZone: 'Europe/London' }).toISOString(),
    ).toBe('2027-01-23T19:30:00.000Z');
    expect(
      eventStartsAt({ ...base, month: 'JUN', date: '19', time: '20:00', timeZone: 'Europe/London' }).toISOString(),
    ).toBe('2027-06-19T19:00:00.000Z');
  });

  it('handles a zone ahead of UTC (Auckland in July is UTC+12)', () => {
    expect(
      eventStartsAt({ ...base, month: 'JUL', date: '24', time: '19:30', timeZone: 'Pacific/Auckland' }).toISOString(),
    ).toBe('2027-07-24T07:30:00.000Z');
  });

  it('accepts a lower-case month abbreviation', () => {
    expect(eventStartsAt({ ...base, month: 'apr' }).toISOString()).toBe('2027-04-18T00:00:00.000Z');
  });

  it.each(['APRIL', 'XYZ', '', '04'])("rejects month %j with 'Invalid month'", (month) => {
    expect(() => eventStartsAt({ ...base, month })).toThrow('Invalid month');
  });

  it.each([
    { date: '31', month: 'FEB' },
    { date: '0' },
    { date: 'x' },
    { year: '27' },
    { time: '25:00' },
    { time: '20:60' },
    { time: 'noon' },
    { timeZone: 'Not/AZone' },
  ])("rejects %j with 'Invalid eventDate'", (change) => {
    expect(() => eventStartsAt({ ...base, ...change })).toThrow('Invalid eventDate');
  });
});

describe('eventWeekday', () => {
  it("names the event's local weekday, not the UTC one", () => {
    // 20:00 on Saturday in Atlanta is already Sunday in UTC.
    expect(eventWeekday(base)).toBe('Saturday');
  });
});
