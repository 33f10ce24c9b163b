/**
 * How the storefront writes money and dates, on every screen, email and server page: the one
 * place for both (no screen formats a date of its own).
 */

const nairaFormatter = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** Spec §5: amounts are shown as NGN with locale formatting, e.g. "NGN 3,000". */
export function formatNaira(amount: number): string {
  return `NGN ${nairaFormatter.format(amount)}`;
}

/*
 * Dates: the rule.
 * - Always by the venue's clock (the event's IANA time zone), whoever reads it and wherever it is
 *   rendered: the doors open by the venue's clock, and the server's HTML and the browser's
 *   hydration must write the same words whatever zone each runs in. A zone we cannot use falls
 *   back to UTC, and says so.
 * - Times are 24-hour HH:MM, as the spec writes an event's time (§3).
 * - Compact where space is short and the poster is beside it (event cards, the upcoming slider, the
 *   concerts slideshow, the checkout's event line): "Sat 17 APR 2027 · 20:00". The day, the spec's
 *   3-letter upper-case month (§3) and the year, as the posters print them, after a short weekday.
 * - Long where the date is what the reader came for (the event page, the ticket and thank-you
 *   pages, my tickets, the ticket email and its calendar file, the door): "Saturday, 17 April 2027",
 *   and with the time "Saturday, 17 April 2027 at 20:00 (Atlanta time)", the zone named by the
 *   venue's city so nobody reads it as their own.
 * The words are put together here from Intl's parts, so no locale data or ICU version changes them.
 */

interface VenueParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  time: string;
  /** False when the zone was unusable and the parts are UTC's. */
  inZone: boolean;
}

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

/** "(Atlanta time)"; "(UTC)" when the venue's zone was unusable, so the time is never misread. */
function zoneLabel(parts: VenueParts, city: string | undefined): string {
  if (!parts.inZone) return '(UTC)';
  return city ? `(${city} time)` : '';
}

/** Compact: "Sat 17 APR 2027 · 20:00" (cards, slider, slideshow, checkout). Unreadable: as it came. */
export function formatCompactDate(iso: string, timeZone: string): string {
  const p = venueParts(iso, timeZone);
  if (!p) return iso;
  const utc = p.inZone ? '' : ' UTC';
  return `${p.weekday.slice(0, 3)} ${p.day} ${p.month.slice(0, 3).toUpperCase()} ${p.year} · ${p.time}${utc}`;
}

/** Long, the date alone: "Saturday, 17 April 2027". */
export function formatLongDate(iso: string, timeZone: string): string {
  const p = venueParts(iso, timeZone);
  if (!p) return iso;
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** Long, the time alone: "20:00 (Atlanta time)". */
export function formatLongTime(iso: string, timeZone: string, city?: string): string {
  const p = venueParts(iso, timeZone);
  if (!p) return iso;
  return `${p.time} ${zoneLabel(p, city)}`.trim();
}

/** Long, date and time: "Saturday, 17 April 2027 at 20:00 (Atlanta time)". */
export function formatLongDateTime(iso: string, timeZone: string, city?: string): string {
  const p = venueParts(iso, timeZone);
  if (!p) return iso;
  return `${p.weekday}, ${p.day} ${p.month} ${p.year} at ${p.time} ${zoneLabel(p, city)}`.trim();
}
