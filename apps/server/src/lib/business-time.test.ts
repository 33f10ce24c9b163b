import { describe, expect, it } from 'vitest';
import {
  lastLocalDates,
  localDate,
  localDateTime,
  nextDate,
  startOfDate,
  startOfLocalDay,
  startOfLocalWeek,
  zoneOffsetMs,
} from './business-time.ts';

const LAGOS = 'Africa/Lagos';

describe('business time (Africa/Lagos, UTC+1 all year)', () => {
  it('puts 23:30 UTC on the next day in Lagos', () => {
    expect(localDate(LAGOS, new Date('2027-03-14T23:30:00Z'))).toBe('2027-03-15');
    expect(localDate(LAGOS, new Date('2027-03-14T22:59:59Z'))).toBe('2027-03-14');
    expect(zoneOffsetMs(LAGOS, new Date('2027-07-01T12:00:00Z'))).toBe(3_600_000);
  });

  it('starts today at Lagos midnight (23:00 UTC the day before)', () => {
    expect(startOfLocalDay(LAGOS, new Date('2027-03-15T10:00:00Z')).toISOString()).toBe('2027-03-14T23:00:00.000Z');
    expect(startOfLocalDay(LAGOS, new Date('2027-03-14T23:30:00Z')).toISOString()).toBe('2027-03-14T23:00:00.000Z');
    expect(startOfDate(LAGOS, '2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('starts the week on Monday', () => {
    // 2027-03-17 is a Wednesday; its week began on Monday the 15th.
    expect(startOfLocalWeek(LAGOS, new Date('2027-03-17T12:00:00Z')).toISOString()).toBe('2027-03-14T23:00:00.000Z');
    // Sunday late evening in Lagos is still the same week; Monday 00:30 Lagos starts a new one.
    expect(startOfLocalWeek(LAGOS, new Date('2027-03-21T22:00:00Z')).toISOString()).toBe('2027-03-14T23:00:00.000Z');
    expect(startOfLocalWeek(LAGOS, new Date('2027-03-21T23:30:00Z')).toISOString()).toBe('2027-03-21T23:00:00.000Z');
  });

  it('handles a zone with clock changes (New York, spring forward)', () => {
    // 2027-03-14 is the change day in the US: midnight is still EST (UTC-5).
    expect(startOfLocalDay('America/New_York', new Date('2027-03-14T15:00:00Z')).toISOString()).toBe(
      '2027-03-14T05:00:00.000Z',
    );
    expect(startOfLocalDay('America/New_York', new Date('2027-03-15T15:00:00Z')).toISOString()).toBe(
      '2027-03-15T04:00:00.000Z',
    );
  });

  it('lists the last days oldest first, ending today', () => {
    expect(lastLocalDates(LAGOS, new Date('2027-03-01T23:30:00Z'), 3)).toEqual([
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('writes a moment as Lagos wall-clock time, and steps over month ends', () => {
    expect(localDateTime(LAGOS, '2027-03-14T23:30:00.000Z')).toBe('2027-03-15 00:30');
    expect(localDateTime(LAGOS, null)).toBe('');
    expect(nextDate('2027-02-28')).toBe('2027-03-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});
