import { messages } from '../messages/spec.ts';
import { MONTHS, type Month, readWallClock, type WrittenStart } from './wall-clock.ts';

export interface EventDateParts extends WrittenStart {
  timeZone: string;
}

// Building an Intl.DateTimeFormat costs far more than using one (hundreds of microseconds),
// so each is made once per time zone and reused.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = make();
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC, in milliseconds, at the instant `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const formatter = cached(
    partsFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const parts = formatter.formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant an event starts: its local wall-clock date and time in the venue's time zone.
 * product.md §5: the month must be a valid abbreviation ('Invalid month') and the combined
 * date must parse ('Invalid eventDate').
 */
export function eventStartsAt({ month, date, year, time, timeZone }: EventDateParts): Date {
  if (!MONTHS.includes(month.toUpperCase() as Month)) throw new Error(messages.dates.invalidMonth);
  const clock = readWallClock({ month, date, year, time });
  if (!clock) throw new Error(messages.dates.invalidEventDate);
  const wallClock = Date.UTC(clock.year, clock.monthIndex, clock.day, clock.hour, clock.minute);

  let offset: number;
  try {
    offset = zoneOffset(wallClock, timeZone);
  } catch {
    throw new Error(messages.dates.invalidEventDate);
  }
  // Re-read the offset at the candidate instant so dates near a DST change land right.
  const instant = wallClock - offset;
  return new Date(wallClock - zoneOffset(instant, timeZone));
}

/** Weekday name of the event's local date, e.g. "Saturday" (slider cards show it). */
export function eventWeekday(parts: EventDateParts): string {
  const formatter = cached(
    weekdayFormatters,
    parts.timeZone,
    () => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: parts.timeZone }),
  );
  return formatter.format(eventStartsAt(parts));
}
