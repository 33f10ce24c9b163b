/**
 * Calendar days and weeks by the business's clock (Africa/Lagos for Owambe Tickets, contracts'
 * BUSINESS_TIME_ZONE): "today" on the dashboard starts at midnight in Lagos, whatever zone the
 * server or the admin's browser runs in. Timestamps in the database are UTC instants.
 */
import { zoneClock } from '@storefront/contracts/format';

/** The wall clock in `timeZone` at `at`, read as if it were UTC (so date arithmetic is plain). */
function wallClock(timeZone: string, at: Date): Date {
  return new Date(`${zoneClock(at, timeZone)}Z`);
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds (Lagos: one hour, all year). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const whole = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return wallClock(timeZone, whole).getTime() - whole.getTime();
}

/** The UTC instant of a wall-clock time in `timeZone` (given as a UTC-read Date). */
function instantOf(timeZone: string, wall: Date): Date {
  // The offset at the guess is right except across a clock change; a second pass settles it.
  let guess = new Date(wall.getTime() - zoneOffsetMs(timeZone, wall));
  guess = new Date(wall.getTime() - zoneOffsetMs(timeZone, guess));
  return guess;
}

/** 'YYYY-MM-DD': the calendar day in `timeZone` at `at`. */
export function localDate(timeZone: string, at: Date): string {
  return wallClock(timeZone, at).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:MM' by the clock of `timeZone` (the CSV exports' times); '' for no time. */
export function localDateTime(timeZone: string, iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return wallClock(timeZone, at).toISOString().slice(0, 16).replace('T', ' ');
}

/** Midnight starting the day `at` falls in, in `timeZone`. */
export function startOfLocalDay(timeZone: string, at: Date): Date {
  return instantOf(timeZone, new Date(`${localDate(timeZone, at)}T00:00:00.000Z`));
}

/** Midnight starting the Monday of the week `at` falls in (ISO weeks), in `timeZone`. */
export function startOfLocalWeek(timeZone: string, at: Date): Date {
  const day = new Date(`${localDate(timeZone, at)}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return instantOf(timeZone, new Date(day.getTime() - sinceMonday * 86_400_000));
}

/** The calendar day after `date` ('YYYY-MM-DD'). */
export function nextDate(date: string): string {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Midnight starting a calendar day ('YYYY-MM-DD') in `timeZone`. */
export function startOfDate(timeZone: string, date: string): Date {
  return instantOf(timeZone, new Date(`${date}T00:00:00.000Z`));
}

/** The `count` calendar days ending with the one `at` falls in, oldest first ('YYYY-MM-DD'). */
export function lastLocalDates(timeZone: string, at: Date, count: number): string[] {
  const today = new Date(`${localDate(timeZone, at)}T00:00:00.000Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
