/** One formatter per zone: building an Intl.DateTimeFormat costs more than the rest of a verify answer. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A moment in the venue's time zone, named, e.g. "Sat, 17 Apr 2027, 21:05 GMT+1": the door works by
 * the venue's clock. An unknown zone falls back to UTC (still named, so it cannot be misread).
 */
export function venueTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return formatterFor(timeZone).format(date);
  } catch {
    return formatterFor('UTC').format(date);
  }
}
