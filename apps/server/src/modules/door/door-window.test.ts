import { describe, expect, it } from 'vitest';
import { doorHours, timingAt } from './door-window.ts';

const lagosShow = (time: string, startsAt: string, doorsOpenMinutes = 180) => ({
  starts_at: startsAt,
  month: 'APR',
  date: '17',
  year: '2027',
  time,
  time_zone: 'Africa/Lagos',
  doors_open_minutes: doorsOpenMinutes,
});

describe("the door's hours", () => {
  it('open the given minutes before the start and end at midnight at the venue', () => {
    // 20:00 in Lagos (UTC+1) is 19:00 UTC; midnight there is 23:00 UTC.
    const hours = doorHours(lagosShow('20:00', '2027-04-17T19:00:00.000Z'));
    expect(hours).toEqual({
      doorsOpenAt: '2027-04-17T16:00:00.000Z',
      dayEndsAt: '2027-04-17T23:00:00.000Z',
      dayStartsAt: '2027-04-16T23:00:00.000Z',
    });
    expect(doorHours(lagosShow('20:00', '2027-04-17T19:00:00.000Z', 30)).doorsOpenAt).toBe('2027-04-17T18:30:00.000Z');
  });

  it('run until 3 hours after the start for a show that starts late in the evening', () => {
    expect(doorHours(lagosShow('22:30', '2027-04-17T21:30:00.000Z')).dayEndsAt).toBe('2027-04-18T00:30:00.000Z');
  });

  it('ask staff to confirm before the doors open and after the day, not between', () => {
    const hours = doorHours(lagosShow('20:00', '2027-04-17T19:00:00.000Z'));
    expect(timingAt(hours, new Date('2027-04-17T15:59:59.000Z'))).toBe('early');
    expect(timingAt(hours, new Date('2027-04-17T16:00:00.000Z'))).toBeNull();
    expect(timingAt(hours, new Date('2027-04-17T22:59:00.000Z'))).toBeNull();
    expect(timingAt(hours, new Date('2027-04-17T23:00:01.000Z'))).toBe('late');
  });
});
