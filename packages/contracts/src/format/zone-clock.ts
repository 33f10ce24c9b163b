// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock in `timeZone` at the instant `at`, as 'YYYY-MM-DDTHH:MM:SS' with no offset: the
 * server's business days (lib/business-time.ts) and the event page's JSON-LD times read it. An
 * unknown zone throws a RangeError, as Intl does.
 */
export function zoneClock(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
