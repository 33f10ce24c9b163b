/**
 * A moment in the venue's time zone, named, e.g. "Sat 17 Apr 2027, 21:05 GMT+1": the door works by
 * the venue's clock. An unknown zone falls back to UTC (still named, so it cannot be misread).
 */
export function venueTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone: zone,
    }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
