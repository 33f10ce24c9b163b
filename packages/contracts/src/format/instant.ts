import { dateWords, type VenueParts, zoneLabel as zoneLabelOf } from './naira-and-dates.ts';

/**
 * Instants that are not an event's start as the event writes it (a check-in, a ticket's copy of
 * its event's date), written by format/naira-and-dates.ts's rule and words: read by the venue's clock with Intl,
 * which knows every zone. An event's own start is written from its fields (format/naira-and-dates.ts, no Intl).
 */

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function venueParts(iso: string, timeZone: string): VenueParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let formatter: Intl.DateTimeFormat;
  let inZone = true;
  try {
    formatter = formatterFor(timeZone || 'UTC');
  } catch {
    formatter = formatterFor('UTC');
    inZone = false;
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
    inZone: inZone && Boolean(timeZone),
  };
}

/** Compact: "Sat 17 APR 2027 · 20:00". Unreadable: as it came. */
export function formatCompactDate(iso: string, timeZone: string): string {
  const p = venueParts(iso, timeZone);
  return p ? dateWords.compact(p) : iso;
}

/** Compact with the venue's city, for the back office's lists: "Sat 17 APR 2027 · 20:00 (Atlanta time)". */
export function formatCompactDateTime(iso: string, timeZone: string, city?: string): string {
  const p = venueParts(iso, timeZone);
  return p ? dateWords.compactWithZone(p, city) : iso;
}

/** Long, the date alone: "Saturday, 17 April 2027". */
export function formatLongDate(iso: string, timeZone: string): string {
  const p = venueParts(iso, timeZone);
  return p ? dateWords.longDate(p) : iso;
}

/** Long, the time alone: "20:00 (Atlanta time)". */
export function formatLongTime(iso: string, timeZone: string, city?: string): string {
  const p = venueParts(iso, timeZone);
  return p ? dateWords.longTime(p, city) : iso;
}

/** Long, date and time: "Saturday, 17 April 2027 at 20:00 (Atlanta time)". */
export function formatLongDateTime(iso: string, timeZone: string, city?: string): string {
  const p = venueParts(iso, timeZone);
  return p ? dateWords.longDateTime(p, city) : iso;
}

/** A show's start and end at the venue's clock; no end when it is missing or not after the start. */
function venueRange(startIso: string, endIso: string | null | undefined, timeZone: string) {
  const start = venueParts(startIso, timeZone);
  const hours = endIso ? (Date.parse(endIso) - Date.parse(startIso)) / 3_600_000 : 0;
  const end = endIso && hours > 0 ? venueParts(endIso, timeZone) : null;
  return { start, end, hours };
}

/**
 * Start to end at the venue's clock (decision 27): "Saturday, 17 April 2027, 20:00 to 00:30
 * (Atlanta time)". An end past midnight is still that night's show, so its time says enough; an
 * end 12 hours or more later names its date too. No end, or one not after the start: the start alone.
 */
export function formatLongDateTimeRange(
  startIso: string,
  endIso: string | null | undefined,
  timeZone: string,
  city?: string,
) {
  const { start, end, hours } = venueRange(startIso, endIso, timeZone);
  if (!start) return startIso;
  if (!end) return dateWords.longDateTime(start, city);
  const sameDay = end.day === start.day && end.month === start.month && end.year === start.year;
  // A show that runs past midnight is still that night's show: the end's time says enough.
  const endWords = sameDay || hours < 12 ? end.time : `${dateWords.longDate(end)} ${end.time}`;
  return `${dateWords.longDate(start)}, ${start.time} to ${endWords} ${zoneLabelOf(start, city)}`.trim();
}

/** "20:00 to 00:30 (Atlanta time)": the times alone, for a page that shows the date elsewhere. */
export function formatLongTimeRange(
  startIso: string,
  endIso: string | null | undefined,
  timeZone: string,
  city?: string,
) {
  const { start, end } = venueRange(startIso, endIso, timeZone);
  if (!start) return startIso;
  if (!end) return dateWords.longTime(start, city);
  return `${start.time} to ${end.time} ${zoneLabelOf(start, city)}`.trim();
}
