import { MONTHS, type WrittenStart } from './wall-clock.ts';

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

/**
 * The instant `at` written as an event's start is (product.md §3.1: 'JUL', '10', '2027', '20:00') in
 * `timeZone`: one date of an event with several (decision 50) read as the event's own start is.
 */
export function writtenStartAt(at: Date, timeZone: string): WrittenStart {
  const clock = zoneClock(at, timeZone);
  return {
    month: MONTHS[Number(clock.slice(5, 7)) - 1] ?? 'JAN',
    date: String(Number(clock.slice(8, 10))),
    year: clock.slice(0, 4),
    time: clock.slice(11, 16),
  };
}
