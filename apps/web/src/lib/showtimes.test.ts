import type { Showtime } from '@storefront/contracts/api';
import { describe, expect, it } from 'vitest';
import { makeFilm } from '../features/catalog/test-events.ts';
import { defaultShowtime, showtimeDays, showtimeLabel, showtimeWords, upcomingShowtimes } from './showtimes.ts';

const at = (id: string, startsAt: string, remaining = 50): Showtime => ({
  id,
  startsAt,
  endsAt: startsAt,
  capacity: 100,
  seated: false,
  remaining,
});

const lagos = { timeZone: 'Africa/Lagos', year: '2027' };

describe('showtimeDays', () => {
  it("groups an event's dates by day at the venue's clock, each day's times in order", () => {
    const film = makeFilm();
    const days = showtimeDays(film.showtimes ?? [], film);
    expect(days.map(({ day, times }) => [day, times.map((t) => t.time)])).toEqual([
      ['Friday 9 July', ['18:00']],
      ['Saturday 10 July', ['20:00']],
      ['Sunday 11 July', ['15:00', '19:30']],
    ]);
    expect(days[2]?.times.map((t) => t.showtime.id)).toEqual(['3-3', '3-4']);
  });

  it("reads the day in the venue's zone, not UTC's: 00:30 in Lagos is the next day there", () => {
    // 23:30 UTC on 9 July is 00:30 on Saturday 10 July in Lagos (UTC+1); 22:30 UTC is still Friday there.
    const days = showtimeDays(
      [at('a', '2027-07-09T22:30:00.000Z'), at('b', '2027-07-09T23:30:00.000Z'), at('c', '2027-07-10T12:00:00.000Z')],
      lagos,
    );
    expect(days.map(({ day, times }) => [day, times.map((t) => t.time)])).toEqual([
      ['Friday 9 July', ['23:30']],
      ['Saturday 10 July', ['00:30', '13:00']],
    ]);
    // The same instants in Atlanta (UTC-4) are all Friday 9 July, and in the evening.
    expect(
      showtimeDays([at('a', '2027-07-09T22:30:00.000Z'), at('b', '2027-07-09T23:30:00.000Z')], {
        timeZone: 'America/New_York',
        year: '2027',
      }).map(({ day, times }) => [day, times.map((t) => t.time)]),
    ).toEqual([['Friday 9 July', ['18:30', '19:30']]]);
  });

  it("names the year of a day that is not in the event's year", () => {
    const days = showtimeDays([at('a', '2027-12-31T19:00:00.000Z'), at('b', '2028-01-01T19:00:00.000Z')], lagos);
    expect(days.map((d) => d.day)).toEqual(['Friday 31 December', 'Saturday 1 January 2028']);
  });
});

describe('showtimeLabel', () => {
  it("names a date with its day and time: 'Saturday 10 July, 20:00'", () => {
    expect(showtimeLabel(showtimeWords(at('3-2', '2027-07-10T19:00:00.000Z'), lagos))).toBe('Saturday 10 July, 20:00');
  });
});

describe('upcomingShowtimes and defaultShowtime', () => {
  const film = makeFilm({ '3-1': 0, '3-3': 0 });
  const dates = film.showtimes ?? [];

  it('keeps only the dates not yet started', () => {
    expect(upcomingShowtimes(dates, Date.parse('2027-07-01T00:00:00Z')).map((d) => d.id)).toEqual([
      '3-1',
      '3-2',
      '3-3',
      '3-4',
    ]);
    // At its very start a date has started.
    expect(upcomingShowtimes(dates, Date.parse('2027-07-10T19:00:00.000Z')).map((d) => d.id)).toEqual(['3-3', '3-4']);
  });

  it('starts on the first wanted date (a sold-out one offers its waitlist), else the first date with tickets left', () => {
    expect(defaultShowtime(dates, undefined, '3-4')?.id).toBe('3-4');
    // The order coming back wins over the link.
    expect(defaultShowtime(dates, '3-2', '3-4')?.id).toBe('3-2');
    // A sold-out date asked for is started on (its waitlist is offered); an unknown one is not.
    expect(defaultShowtime(dates, undefined, '3-3')?.id).toBe('3-3');
    expect(defaultShowtime(dates, 'nope', null)?.id).toBe('3-2');
    expect(defaultShowtime(dates)?.id).toBe('3-2');
    expect(defaultShowtime(dates.map((d) => ({ ...d, remaining: 0 })))).toBeUndefined();
  });
});
