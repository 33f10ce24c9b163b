import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown.ts';

const start = new Date('2027-04-18T00:00:00.000Z');

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(start.getTime() - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownTo(start, now)).toEqual({ started: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts down by one second per second', () => {
    const a = countdownTo(start, new Date(start.getTime() - 61_000));
    const b = countdownTo(start, new Date(start.getTime() - 60_000));
    expect([a.minutes, a.seconds]).toEqual([1, 1]);
    expect([b.minutes, b.seconds]).toEqual([1, 0]);
  });

  it('says started at and after the start instant', () => {
    expect(countdownTo(start, start).started).toBe(true);
    expect(countdownTo(start, new Date(start.getTime() + 1)).started).toBe(true);
  });

  it('is not started one millisecond before', () => {
    expect(countdownTo(start, new Date(start.getTime() - 1)).started).toBe(false);
  });
});
