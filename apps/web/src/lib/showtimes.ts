import type { Showtime, StorefrontEvent } from '@storefront/contracts/api';
import { formatLongDate, formatLongTime } from '@storefront/contracts/format';

/**
 * An event's dates (decision 50, architecture.md §9.3.1) as the event page and the purchase form
 * write them: by the venue's clock, in format/instant.ts's words. Shared by the catalog and the
 * checkout, so it lives here.
 */

/**
 * Whether the event has dates to choose from (decision 50). A one-date event may still have its
 * date as a row, to sell a seat plan on it (decision 51: a concert's seated stand): it reads as
 * any one-date event, with no date to choose.
 */
export const hasSeveralDates = (event: Pick<StorefrontEvent, 'showtimes'>) => (event.showtimes?.length ?? 0) > 1;

/** At or below this many tickets left, a date says how many ('3 left'). */
export const FEW_LEFT_OF_DATE = 10;

/** Where the dates are read: the venue's zone, and the event's year (a day in another year names it). */
export type ShowtimeClock = Pick<StorefrontEvent, 'timeZone' | 'year'>;

/** One date in words: its day ('Friday 9 July') and its time ('18:00'). */
export interface ShowtimeWords {
  showtime: Showtime;
  day: string;
  time: string;
}

/** One day of an event's dates, its times in order. */
export interface ShowtimeDay {
  day: string;
  times: ShowtimeWords[];
}

/**
 * 'Friday, 9 July 2027' as a day of the event's dates: 'Friday 9 July'. The year only when it is
 * not the event's (a run across New Year).
 */
function dayOf(longDate: string, year: string): string {
  const [weekday, rest] = longDate.split(', ');
  if (rest === undefined) return longDate;
  return `${weekday} ${rest.endsWith(` ${year}`) ? rest.slice(0, -(year.length + 1)) : rest}`;
}

export function showtimeWords(showtime: Showtime, clock: ShowtimeClock): ShowtimeWords {
  return {
    showtime,
    day: dayOf(formatLongDate(showtime.startsAt, clock.timeZone), clock.year),
    time: formatLongTime(showtime.startsAt, clock.timeZone),
  };
}

/** 'Friday 9 July, 18:00': a date's name, for an option or a link's accessible name. */
export const showtimeLabel = ({ day, time }: Pick<ShowtimeWords, 'day' | 'time'>) => `${day}, ${time}`;

/** The dates grouped by their day at the venue (not the reader's, nor UTC's), in the order given (soonest first). */
export function showtimeDays(showtimes: readonly Showtime[], clock: ShowtimeClock): ShowtimeDay[] {
  const days: ShowtimeDay[] = [];
  for (const showtime of showtimes) {
    const words = showtimeWords(showtime, clock);
    const last = days.at(-1);
    if (last?.day === words.day) last.times.push(words);
    else days.push({ day: words.day, times: [words] });
  }
  return days;
}

/** The dates not yet started at `now`: the ones that can still be bought. */
export const upcomingShowtimes = (showtimes: readonly Showtime[], now: number): Showtime[] =>
  showtimes.filter((showtime) => Date.parse(showtime.startsAt) > now);

/**
 * The date the purchase form starts on: the first of `wanted` (an order coming back, then the
 * link's ?showtime=) that is one of `choices`, sold out or not (a sold-out date offers its
 * waitlist: decision 53), else the first with tickets left.
 */
export function defaultShowtime(
  choices: readonly Showtime[],
  ...wanted: (string | null | undefined)[]
): Showtime | undefined {
  for (const id of wanted) {
    const found = id ? choices.find((showtime) => showtime.id === id) : undefined;
    if (found) return found;
  }
  return choices.find((showtime) => showtime.remaining > 0);
}
