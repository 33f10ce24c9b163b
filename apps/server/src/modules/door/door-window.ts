import { eventStartsAt, MONTHS, readWallClock, writtenStartAt } from '@storefront/contracts/format';

/** The event fields the door's hours are worked out from: its written start (the venue's clock) and zone. */
export interface DoorHoursEvent {
  starts_at: string;
  month: string;
  date: string;
  year: string;
  time: string;
  time_zone: string;
  doors_open_minutes: number;
}

export interface DoorHours {
  /** ISO 8601: from here the door admits without asking. */
  doorsOpenAt: string;
  /** ISO 8601: after this, staff confirm. */
  dayEndsAt: string;
  /** ISO 8601: the event's day starts at the venue (midnight). */
  dayStartsAt: string;
}

/** A show that starts late still runs after midnight: the door asks only from 3 hours after its start. */
const LATE_SHOW_HOURS = 3;

const HOUR = 60 * 60 * 1000;

/**
 * Midnight at the venue `days` after the day the ticket's show starts (0: the start of its day):
 * read from its start instant, which for an event with several dates is the ticket's date's
 * (decision 50); an unknown zone throws, and the caller falls back to UTC days.
 */
function venueMidnight(event: DoorHoursEvent, days: number): Date {
  const clock = readWallClock(writtenStartAt(new Date(event.starts_at), event.time_zone));
  if (!clock) return new Date(event.starts_at);
  const day = new Date(Date.UTC(clock.year, clock.monthIndex, clock.day + days));
  return eventStartsAt({
    month: MONTHS[day.getUTCMonth()] ?? 'JAN',
    date: String(day.getUTCDate()),
    year: String(day.getUTCFullYear()),
    time: '00:00',
    timeZone: event.time_zone,
  });
}

// Worked out once per event and version of its times: the door asks on every scan.
const cache = new Map<string, DoorHours>();

/**
 * When the door admits without asking (architecture.md §11): from `doors_open_minutes` before the start to
 * the end of the event's day at the venue, or 3 hours after the start for a show that starts late.
 */
export function doorHours(event: DoorHoursEvent): DoorHours {
  const key = `${event.starts_at}|${event.year}-${event.month}-${event.date}|${event.time_zone}|${event.doors_open_minutes}`;
  let hours = cache.get(key);
  if (!hours) {
    const start = new Date(event.starts_at).getTime();
    let dayStart: Date;
    let dayEnd: Date;
    try {
      dayStart = venueMidnight(event, 0);
      dayEnd = venueMidnight(event, 1);
    } catch {
      // A zone the runtime does not know: the day by UTC.
      dayStart = new Date(Math.floor(start / (24 * HOUR)) * 24 * HOUR);
      dayEnd = new Date(dayStart.getTime() + 24 * HOUR);
    }
    hours = {
      doorsOpenAt: new Date(start - Number(event.doors_open_minutes) * 60_000).toISOString(),
      dayEndsAt: new Date(Math.max(dayEnd.getTime(), start + LATE_SHOW_HOURS * HOUR)).toISOString(),
      dayStartsAt: dayStart.toISOString(),
    };
    if (cache.size > 1000) cache.clear();
    cache.set(key, hours);
  }
  return hours;
}

/** Whether a scan at `now` needs staff to confirm: before the doors open, or after the event's day. */
export function timingAt(hours: Pick<DoorHours, 'doorsOpenAt' | 'dayEndsAt'>, now: Date): 'early' | 'late' | null {
  const at = now.toISOString();
  if (at < hours.doorsOpenAt) return 'early';
  if (at > hours.dayEndsAt) return 'late';
  return null;
}
