import type { StorefrontEvent } from '../api/events.ts';
import { readWallClock } from './wall-clock.ts';

/**
 * How the storefront writes money and dates, on every screen, email and server page: the one
 * place for both (no screen formats a date of its own). An instant that is not an event's start
 * (a check-in, a ticket's copy of its event's date) is read in its zone by format/instant.ts and
 * written with the same words.
 *
 * Nothing here uses Intl: the first Intl object (or `localeCompare`) a page uses starts ICU,
 * 20 to 60 ms of the main thread on the measuring machine, once per page load, and every public
 * page shows prices and event dates while it hydrates (docs/decisions/0018).
 */

/** product.md §5: amounts are shown as NGN with locale formatting, e.g. "NGN 3,000" (as en-NG writes it). */
export function formatNaira(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `NGN ${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/*
 * Dates: the rule.
 * - Always by the venue's clock (the event's IANA time zone), whoever reads it and wherever it is
 *   rendered: the doors open by the venue's clock, and the server's HTML and the browser's
 *   hydration must write the same words whatever zone each runs in. A zone we cannot use falls
 *   back to UTC, and says so.
 * - Times are 24-hour HH:MM, as the spec writes an event's time (product.md §3.1).
 * - Compact where space is short and the poster is beside it (event cards, the upcoming slider, the
 *   concerts slideshow, the checkout's event line): "Sat 17 APR 2027 · 20:00". The day, the spec's
 *   3-letter upper-case month (product.md §3.1) and the year, as the posters print them, after a short weekday.
 *   In the back office's lists, where events of many zones sit in one column (the dashboard, the
 *   events list), the compact form names the venue's city as the long one does:
 *   "Sat 17 APR 2027 · 20:00 (Atlanta time)".
 * - Long where the date is what the reader came for (the event page, the ticket and thank-you
 *   pages, my tickets, the ticket email and its calendar file, the door): "Saturday, 17 April 2027",
 *   and with the time "Saturday, 17 April 2027 at 20:00 (Atlanta time)", the zone named by the
 *   venue's city so nobody reads it as their own.
 * The words are put together here from the date's parts, so no locale data or ICU version changes them.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A date and time by the venue's clock, in words. */
export interface VenueParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  time: string;
  /** False when the zone was unusable and the parts are UTC's. */
  inZone: boolean;
}

/** An event's start: the venue's clock as the event writes it (product.md §3.1), and the instant made from it. */
export type EventStart = Pick<StorefrontEvent, 'startsAt' | 'date' | 'month' | 'year' | 'time' | 'city'>;

/**
 * The parts of an event's start from its own fields, which are the venue's wall clock already
 * (the server made `startsAt` from them with eventStartsAt, which refuses fields that do not
 * read): the words Intl gives for the instant in the venue's zone, without Intl.
 */
function eventParts(event: EventStart): VenueParts | null {
  const clock = readWallClock(event);
  if (!clock) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    weekday: WEEKDAYS[new Date(Date.UTC(clock.year, clock.monthIndex, clock.day)).getUTCDay()] as string,
    day: String(clock.day),
    month: MONTH_NAMES[clock.monthIndex] as string,
    year: String(clock.year),
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    inZone: true,
  };
}

export function zoneLabel(parts: VenueParts, city: string | undefined): string {
  if (!parts.inZone) return '(UTC)';
  return city ? `(${city} time)` : '';
}

/** The words of each form, from the parts. */
export const dateWords = {
  /** "Sat 17 APR 2027 · 20:00" */
  compact: (p: VenueParts) =>
    `${p.weekday.slice(0, 3)} ${p.day} ${p.month.slice(0, 3).toUpperCase()} ${p.year} · ${p.time}${p.inZone ? '' : ' UTC'}`,
  /** "Sat 17 APR 2027 · 20:00 (Atlanta time)"; a zone we could not use says UTC once. */
  compactWithZone: (p: VenueParts, city?: string) =>
    p.inZone ? `${dateWords.compact(p)} ${zoneLabel(p, city)}`.trim() : dateWords.compact(p),
  /** "Saturday, 17 April 2027" */
  longDate: (p: VenueParts) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`,
  /** "20:00 (Atlanta time)" */
  longTime: (p: VenueParts, city?: string) => `${p.time} ${zoneLabel(p, city)}`.trim(),
  /** "Saturday, 17 April 2027 at 20:00 (Atlanta time)" */
  longDateTime: (p: VenueParts, city?: string) => `${dateWords.longDate(p)} at ${dateWords.longTime(p, city)}`,
};

/** An event's start, compact: "Sat 17 APR 2027 · 20:00" (cards, slider, slideshow, checkout). */
export function formatEventCompactDate(event: EventStart): string {
  const p = eventParts(event);
  return p ? dateWords.compact(p) : event.startsAt;
}

/** An event's start, the long date alone: "Saturday, 17 April 2027". */
export function formatEventLongDate(event: EventStart): string {
  const p = eventParts(event);
  return p ? dateWords.longDate(p) : event.startsAt;
}

/** An event's start, the long time alone: "20:00 (Atlanta time)". */
export function formatEventLongTime(event: EventStart): string {
  const p = eventParts(event);
  return p ? dateWords.longTime(p, event.city) : event.startsAt;
}

/** An event's start, long date and time: "Saturday, 17 April 2027 at 20:00 (Atlanta time)". */
export function formatEventLongDateTime(event: EventStart): string {
  const p = eventParts(event);
  return p ? dateWords.longDateTime(p, event.city) : event.startsAt;
}
