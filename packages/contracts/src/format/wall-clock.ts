/** The spec's month abbreviations (product.md §3.1), in calendar order. */
export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
export type Month = (typeof MONTHS)[number];

/** An event's date and time as it is written (product.md §3.1: 'APR', '17', '2027', '20:00'). */
export interface WrittenStart {
  month: string;
  date: string;
  year: string;
  time: string;
}

/** The venue's wall clock an event starts at, as numbers (`monthIndex` 0 for January). */
export interface WallClock {
  year: number;
  monthIndex: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Reads an event's written start: null when a field does not read ('Apr.', '9pm', '25:00') or
 * the date does not exist (31 FEB, which Date.UTC would roll over to March). No time zone and no
 * Intl: the instant is format/event-date.ts's business; the words format/naira-and-dates.ts's.
 */
export function readWallClock({ month, date, year, time }: WrittenStart): WallClock | null {
  const monthIndex = MONTHS.indexOf(month.toUpperCase() as Month);
  const dateMatch = /^\d{1,2}$/.exec(date.trim());
  const yearMatch = /^\d{4}$/.exec(year.trim());
  const timeMatch = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (monthIndex < 0 || !dateMatch || !yearMatch || !timeMatch) return null;
  const clock = {
    year: Number(year),
    monthIndex,
    day: Number(date),
    hour: Number(timeMatch[1]),
    minute: Number(timeMatch[2]),
  };
  if (clock.hour > 23 || clock.minute > 59) return null;
  const check = new Date(Date.UTC(clock.year, monthIndex, clock.day));
  if (check.getUTCMonth() !== monthIndex || check.getUTCDate() !== clock.day) return null;
  return clock;
}
