import {
  type AdminEvent,
  type AdminEventFields,
  adminEventProblems,
  DEFAULT_DOORS_OPEN_MINUTES,
  DEFAULT_MAX_PER_ACCOUNT,
  DEFAULT_MAX_PER_ORDER,
  readPrice,
} from '@storefront/contracts/rules';

/** The form as typed: every field text, numbers included (an empty number box is not 0). */
export type EventFormValues = Record<keyof AdminEventFields, string>;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  artistName: '',
  eventOwner: '',
  category: 'Concert',
  description: '',
  about: '',
  venue: '',
  city: '',
  timeZone: 'Africa/Lagos',
  startDate: '',
  startTime: '20:00',
  endDate: '',
  endTime: '23:00',
  street: '',
  region: '',
  postalCode: '',
  countryCode: 'NG',
  basePrice: '',
  capacity: '',
  // A new event starts with the checkout's defaults, which most shows keep.
  maxPerOrder: String(DEFAULT_MAX_PER_ORDER),
  maxPerAccount: String(DEFAULT_MAX_PER_ACCOUNT),
  doorsOpenMinutes: String(DEFAULT_DOORS_OPEN_MINUTES),
  subaccountCode: '',
  status: 'draft',
};

export function formValuesOf(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    artistName: event.artistName,
    eventOwner: event.eventOwner,
    category: event.category,
    description: event.description,
    about: event.about,
    venue: event.venue,
    city: event.city,
    timeZone: event.timeZone,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    street: event.street,
    region: event.region,
    postalCode: event.postalCode,
    countryCode: event.countryCode,
    basePrice: String(event.basePrice),
    capacity: String(event.capacity),
    maxPerOrder: String(event.maxPerOrder),
    maxPerAccount: String(event.maxPerAccount),
    doorsOpenMinutes: String(event.doorsOpenMinutes),
    subaccountCode: event.subaccountCode,
    status: event.status,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The form after one field changes. Moving the start (decision 27) moves the end with it, keeping
 * the show's length, as long as both read as a start and an end: an admin who moves a concert to
 * next week should not then be told its end is before its start.
 */
export function withChange(
  values: EventFormValues,
  field: keyof EventFormValues,
  value: string,
  /** The length the form last read (showLength); kept while the start is half typed. */
  keptLengthMs: number | null = showLength(values),
): EventFormValues {
  const next = { ...values, [field]: value };
  if (field !== 'startDate' && field !== 'startTime') return next;
  const newStart = wallClock(next.startDate, next.startTime);
  if (newStart === null || keptLengthMs === null) {
    // No length to keep yet (a new event, or a date half typed): an end date that is empty or
    // was the start's follows the start's day (the end time box has a usual evening's end).
    const follows = values.endDate === '' || values.endDate === values.startDate;
    return field === 'startDate' && follows ? { ...next, endDate: value } : next;
  }
  // Wall-clock arithmetic on the venue's own clock: the length as the admin typed it.
  const end = new Date(newStart + keptLengthMs);
  return {
    ...next,
    endDate: `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`,
    endTime: `${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`,
  };
}

/** The show's length as the form reads it (end minus start, on the venue's clock), or null. */
export function showLength(values: EventFormValues): number | null {
  const start = wallClock(values.startDate, values.startTime);
  const end = wallClock(values.endDate, values.endTime);
  return start !== null && end !== null && end > start ? end - start : null;
}

/** A date and time as typed, as milliseconds on a clock without zones; null unless both read. */
function wallClock(date: string, time: string): number | null {
  const clock = clockTime(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(clock)) return null;
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = clock.split(':').map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const read = new Date(ms);
  // 2031-02-30 or 25:00 roll over into another moment: not what was typed.
  return read.getUTCDate() === d && read.getUTCHours() === h && read.getUTCMinutes() === mi ? ms : null;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** '7:30' is 07:30: the one shortening of HH:MM nobody could read otherwise. */
const clockTime = (text: string) => text.trim().replace(/^(\d):(\d\d)$/, '0$1:$2');

/**
 * What the API takes: the numbers as numbers (a blank or a word stays not-a-number, and is
 * refused); the price read as typed, '25,000' included (contracts/rules/naira-input.ts).
 */
export function toFields(values: EventFormValues): AdminEventFields {
  const price = readPrice(values.basePrice);
  return {
    ...values,
    startTime: clockTime(values.startTime),
    endTime: clockTime(values.endTime),
    countryCode: values.countryCode.trim().toUpperCase(),
    basePrice: 'naira' in price ? price.naira : Number.NaN,
    capacity: numberOf(values.capacity),
    maxPerOrder: numberOf(values.maxPerOrder),
    maxPerAccount: numberOf(values.maxPerAccount),
    doorsOpenMinutes: numberOf(values.doorsOpenMinutes),
  };
}

/** The form's problems by field: the server's rules, with the price judged as typed (its own sentences). */
export function eventFormProblems(values: EventFormValues) {
  return adminEventProblems({ ...toFields(values), basePrice: values.basePrice });
}
