import { dateWords, type VenueParts } from './format.ts';

/**
 * Instants that are not an event's start as the event writes it (a check-in, a ticket's copy of
 * its event's date), written by format.ts's rule and words: read by the venue's clock with Intl,
 * which knows every zone. An event's own start is written from its fields (format.ts, no Intl).
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
