import { eventStartsAt } from '../format/event-date.ts';
import { ORDER_LIMIT_MAX } from './checkout.ts';
import { type NairaProblem, readNaira } from './naira-input.ts';

/**
 * The back office's event form: its fields, limits and sentences, Zod-free so the form checks
 * a value as it is typed with the very rules the server applies (api/admin-events.ts wraps them).
 */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Where an organizer's event stands with the platform's admins (decision 31): 'none'
 * (never sent, or published), 'submitted' (waiting for review), 'returned' (an admin sent it back
 * with a note). The platform's own events stay 'none'.
 */
export const REVIEW_STATUSES = ['none', 'submitted', 'returned'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const EVENT_CATEGORIES = ['Concert', 'Movie'] as const;

export const EVENT_LIMITS = {
  title: 120,
  artistName: 120,
  eventOwner: 120,
  description: 300,
  about: 5000,
  venue: 120,
  city: 80,
  street: 160,
  region: 80,
  postalCode: 16,
  /** The longest an event may run: a festival of a week; longer is a typing mistake. */
  durationDaysMax: 7,
  priceMax: 10_000_000,
  capacityMax: 1_000_000,
  /** Tickets one order may hold: the checkout's own bound (decision 21). */
  perOrderMax: ORDER_LIMIT_MAX,
  /** Tickets one account may hold or buy for an event: more than this is a typing mistake, not a limit. */
  perAccountMax: 1000,
  /** How long before the start the door admits without asking: at most a day. */
  doorsOpenMax: 24 * 60,
  /** How far ahead an event may start: a later date is a typing mistake (year 9999). */
  yearsAhead: 5,
} as const;

/** Uploaded posters: at most 5 MB, at least 600 × 400 pixels (the card's size). */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
export const POSTER_MIN = { width: 600, height: 400 } as const;
export const POSTER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const adminEventMessages = {
  title: 'Give the event a title.',
  titleLong: `The title must be at most ${EVENT_LIMITS.title} characters.`,
  artistName: 'Name the artist (or the film).',
  artistNameLong: `The artist must be at most ${EVENT_LIMITS.artistName} characters.`,
  eventOwnerLong: `The organizer must be at most ${EVENT_LIMITS.eventOwner} characters.`,
  category: 'Choose Concert or Movie.',
  description: 'Write a one-line description.',
  descriptionLong: `The description must be at most ${EVENT_LIMITS.description} characters.`,
  about: 'Write the About text.',
  aboutLong: `The About text must be at most ${EVENT_LIMITS.about} characters.`,
  venue: 'Name the venue.',
  venueLong: `The venue must be at most ${EVENT_LIMITS.venue} characters.`,
  city: 'Name the city.',
  cityLong: `The city must be at most ${EVENT_LIMITS.city} characters.`,
  timeZone: 'Choose the time zone of the venue, such as Africa/Lagos.',
  startDate: 'Give the start date as YYYY-MM-DD.',
  startTime: 'Give the start time as HH:MM, on a 24-hour clock.',
  noSuchDate: 'That date does not exist.',
  endDate: 'Give the end date as YYYY-MM-DD.',
  endTime: 'Give the end time as HH:MM, on a 24-hour clock.',
  endNotAfterStart: 'The end must be after the start.',
  endTooLate: `An event can run for at most ${EVENT_LIMITS.durationDaysMax} days: check the end date.`,
  streetLong: `The street address must be at most ${EVENT_LIMITS.street} characters.`,
  regionLong: `The state or region must be at most ${EVENT_LIMITS.region} characters.`,
  postalCode: `The postal code must be at most ${EVENT_LIMITS.postalCode} letters, digits, spaces or dashes.`,
  countryCode: 'Choose the country as its two-letter code, such as NG.',
  startInPast: 'The start must be in the future.',
  startTooFar: `The start must be within the next ${EVENT_LIMITS.yearsAhead} years.`,
  hiddenCharacters: (field: string) => `The ${field} must not contain control or text-direction characters.`,
  basePrice: `The price must be a whole number of naira from 1 to ${EVENT_LIMITS.priceMax.toLocaleString('en-US')}.`,
  /** A price typed as text that rules/naira-input.ts cannot read, by what is wrong with it. */
  priceTyped: {
    unreadable: 'Write the price in whole naira with digits, such as 25000 or 25,000.',
    grouping: 'Commas in a price go between groups of three digits, such as 25,000 or 1,500,000.',
    ambiguous: 'A full stop in a price could be a decimal point or a thousands separator: write 25000 or 25,000.',
    kobo: 'The price must be whole naira, without kobo.',
  } satisfies Record<Exclude<NairaProblem, 'missing'>, string>,
  capacity: `Capacity must be a whole number from 0 to ${EVENT_LIMITS.capacityMax.toLocaleString('en-US')}.`,
  maxPerOrder: `Tickets per order must be a whole number from 1 to ${EVENT_LIMITS.perOrderMax}.`,
  maxPerAccount: `Tickets per account must be a whole number from 1 to ${EVENT_LIMITS.perAccountMax.toLocaleString('en-US')}.`,
  accountBelowOrder: 'Tickets per account cannot be fewer than tickets per order.',
  doorsOpenMinutes: `Doors open must be a whole number of minutes before the start, from 0 to ${24 * 60}.`,
  subaccountCode: 'A payment split code looks like ACCT_8f4s1eq7ml6rlzj; leave it empty for none.',
  status: 'Choose draft, published or cancelled.',
  newStatus: 'A new event cannot start cancelled: save it as a draft.',
  notFound: (id: string) => `No event has the id ${id}.`,
  capacityBelowTaken: (taken: number) =>
    `Capacity cannot go below the ${taken} ${taken === 1 ? 'seat' : 'seats'} already sold or held.`,
  posterNeeded: 'Add a poster before publishing the event.',
  cancelledIsFinal: 'A cancelled event stays cancelled: create a new event instead.',
  soldCannotBeDraft: (sold: number) =>
    `${sold} ${sold === 1 ? 'ticket is' : 'tickets are'} sold for this event: cancel it rather than making it a draft.`,
  confirmCancel: (sold: number) =>
    `${sold} ${sold === 1 ? 'ticket is' : 'tickets are'} sold for this event. Confirm the cancellation, and say whether to refund ${sold === 1 ? 'it' : 'them'}.`,
  posterTooLarge: `The poster is larger than ${POSTER_MAX_BYTES / 1024 / 1024} MB. Choose a smaller file.`,
  posterNotImage: 'The poster must be a PNG, JPEG or WebP image.',
  posterDamaged: 'The poster could not be read: the file is damaged or not the image it claims to be.',
  posterTooManyPixels: 'The poster has too many pixels. Use an image under 40 megapixels.',
  posterTooSmall: `The poster must be at least ${POSTER_MIN.width} × ${POSTER_MIN.height} pixels.`,
  saved: 'Saved.',
  created: 'Event created.',
  posterSaved: 'Poster saved.',
  cancelledNotice: 'This event has been cancelled. Tickets are no longer on sale.',
} as const;

const m = adminEventMessages;

/** The form's values: what POST and PUT /api/admin/events take (plus confirmCancel and refundTickets on PUT). */
export interface AdminEventFields {
  title: string;
  artistName: string;
  /** The organizer shown on the purchase screens; empty for none. */
  eventOwner: string;
  category: string;
  description: string;
  about: string;
  venue: string;
  city: string;
  timeZone: string;
  /** The venue's local date and time. */
  startDate: string;
  startTime: string;
  /** The venue's local end date and time (decision 27); after the start. */
  endDate: string;
  endTime: string;
  /** The venue's address (decision 27); each may be empty. */
  street: string;
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2, e.g. NG. */
  countryCode: string;
  basePrice: number;
  capacity: number;
  /** The most tickets one order may hold (the purchase form's stepper stops there). */
  maxPerOrder: number;
  /** The most tickets one account may hold or have bought for the event, across its orders. */
  maxPerAccount: number;
  /** Minutes before the start from which the door admits without asking staff to confirm (architecture.md §11). */
  doorsOpenMinutes: number;
  /** Empty for none (stored as the text 'null', product.md §3.1). */
  subaccountCode: string;
  status: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** IANA names only ('Africa/Lagos', 'UTC'): Intl also takes offsets like '+01:00', which are not a place. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const SPLIT_CODE = /^ACCT_[A-Za-z0-9]{1,40}$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const COUNTRY = /^[A-Z]{2}$/;

export function isTimeZone(value: string): boolean {
  if (!ZONE_NAME.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const MONTH_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The stored date parts (product.md §3.1: month 'APR', date '17', year '2027', time '20:00') of a YYYY-MM-DD date. */
export function eventDateParts(startDate: string, startTime: string, timeZone: string) {
  const [, year = '', month = '', day = ''] = DATE.exec(startDate) ?? [];
  return { month: MONTH_CODES[Number(month) - 1] ?? '', date: String(Number(day)), year, time: startTime, timeZone };
}

/** The start instant of the form's date and time at the venue, or null when they name no moment. */
export function formStartsAt(values: Pick<AdminEventFields, 'startDate' | 'startTime' | 'timeZone'>): Date | null {
  if (!DATE.test(values.startDate) || !TIME.test(values.startTime) || !isTimeZone(values.timeZone)) return null;
  try {
    return eventStartsAt(eventDateParts(values.startDate, values.startTime, values.timeZone));
  } catch {
    return null;
  }
}

/** The end instant of the form's end date and time at the venue, or null when they name no moment. */
export function formEndsAt(values: Pick<AdminEventFields, 'endDate' | 'endTime' | 'timeZone'>): Date | null {
  return formStartsAt({ startDate: values.endDate, startTime: values.endTime, timeZone: values.timeZone });
}

/**
 * Characters no one types into an event's text and that the pages would show wrongly: control
 * characters (PostgreSQL refuses a NUL), lone surrogates, and the bidi overrides and isolates,
 * which reorder the letters around them so a title reads as another one. Line breaks and tabs
 * are allowed in the multi-line About text only.
 */
const HIDDEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_IN_LINES = /(?![\n\r\t])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const hidden = (value: string, field: string, lines = false) =>
  (lines ? HIDDEN_IN_LINES : HIDDEN).test(value) ? m.hiddenCharacters(field) : null;
const required = (value: unknown, max: number, missing: string, long: string, field: string, lines = false) => {
  const v = text(value);
  return v === '' ? missing : v.length > max ? long : hidden(v, field, lines);
};
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The price as a number, or its problem: a number as sent, or text as typed ('25,000', 'NGN
 * 25,000'), read by rules/naira-input.ts the same way in the form and on the server.
 */
export function readPrice(value: unknown): { naira: number } | { problem: string } {
  const reading = typeof value === 'string' ? readNaira(value) : { naira: value };
  if ('problem' in reading)
    return { problem: reading.problem === 'missing' ? m.basePrice : m.priceTyped[reading.problem] };
  return wholeIn(reading.naira, 1, EVENT_LIMITS.priceMax)
    ? { naira: reading.naira as number }
    : { problem: m.basePrice };
}

/** Each field's problem, if it has one (a sentence), or nothing: the form shows them by the fields. */
export function adminEventProblems(values: Partial<Record<keyof AdminEventFields, unknown>>) {
  const problems: Partial<Record<keyof AdminEventFields, string>> = {};
  const check = (field: keyof AdminEventFields, problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  check('title', required(values.title, EVENT_LIMITS.title, m.title, m.titleLong, 'title'));
  check('artistName', required(values.artistName, EVENT_LIMITS.artistName, m.artistName, m.artistNameLong, 'artist'));
  const owner = text(values.eventOwner);
  check('eventOwner', owner.length > EVENT_LIMITS.eventOwner ? m.eventOwnerLong : hidden(owner, 'organizer'));
  check('category', (EVENT_CATEGORIES as readonly unknown[]).includes(values.category) ? null : m.category);
  check(
    'description',
    required(values.description, EVENT_LIMITS.description, m.description, m.descriptionLong, 'description'),
  );
  check('about', required(values.about, EVENT_LIMITS.about, m.about, m.aboutLong, 'About text', true));
  check('venue', required(values.venue, EVENT_LIMITS.venue, m.venue, m.venueLong, 'venue'));
  check('city', required(values.city, EVENT_LIMITS.city, m.city, m.cityLong, 'city'));
  check('timeZone', isTimeZone(text(values.timeZone)) ? null : m.timeZone);
  check('startDate', DATE.test(text(values.startDate)) ? null : m.startDate);
  check('startTime', TIME.test(text(values.startTime)) ? null : m.startTime);
  if (!problems.startDate && !problems.startTime && !problems.timeZone) {
    const start = formStartsAt({
      startDate: text(values.startDate),
      startTime: text(values.startTime),
      timeZone: text(values.timeZone),
    });
    check('startDate', start ? null : m.noSuchDate);
  }
  check('endDate', DATE.test(text(values.endDate)) ? null : m.endDate);
  check('endTime', TIME.test(text(values.endTime)) ? null : m.endTime);
  if (!problems.endDate && !problems.endTime && !problems.timeZone) {
    const end = formEndsAt({
      endDate: text(values.endDate),
      endTime: text(values.endTime),
      timeZone: text(values.timeZone),
    });
    const start =
      problems.startDate || problems.startTime
        ? null
        : formStartsAt({
            startDate: text(values.startDate),
            startTime: text(values.startTime),
            timeZone: text(values.timeZone),
          });
    if (!end) check('endDate', m.noSuchDate);
    else if (start && end.getTime() <= start.getTime()) check('endTime', m.endNotAfterStart);
    else if (start && end.getTime() - start.getTime() > EVENT_LIMITS.durationDaysMax * 86_400_000)
      check('endDate', m.endTooLate);
  }
  const street = text(values.street);
  check('street', street.length > EVENT_LIMITS.street ? m.streetLong : hidden(street, 'street address'));
  const region = text(values.region);
  check('region', region.length > EVENT_LIMITS.region ? m.regionLong : hidden(region, 'state or region'));
  const postal = text(values.postalCode);
  check(
    'postalCode',
    postal === '' || (postal.length <= EVENT_LIMITS.postalCode && POSTAL_CODE.test(postal)) ? null : m.postalCode,
  );
  check('countryCode', COUNTRY.test(text(values.countryCode)) ? null : m.countryCode);
  const price = readPrice(values.basePrice);
  check('basePrice', 'problem' in price ? price.problem : null);
  check('capacity', wholeIn(values.capacity, 0, EVENT_LIMITS.capacityMax) ? null : m.capacity);
  const perOrder = wholeIn(values.maxPerOrder, 1, EVENT_LIMITS.perOrderMax);
  check('maxPerOrder', perOrder ? null : m.maxPerOrder);
  const perAccount = wholeIn(values.maxPerAccount, 1, EVENT_LIMITS.perAccountMax);
  check('maxPerAccount', perAccount ? null : m.maxPerAccount);
  // Judged only when both are numbers: a ceiling below one order's maximum would refuse a full order.
  if (perOrder && perAccount && (values.maxPerAccount as number) < (values.maxPerOrder as number)) {
    check('maxPerAccount', m.accountBelowOrder);
  }
  check('doorsOpenMinutes', wholeIn(values.doorsOpenMinutes, 0, EVENT_LIMITS.doorsOpenMax) ? null : m.doorsOpenMinutes);
  const code = text(values.subaccountCode);
  check('subaccountCode', code === '' || SPLIT_CODE.test(code) ? null : m.subaccountCode);
  check('status', (EVENT_STATUSES as readonly unknown[]).includes(values.status) ? null : m.status);
  return problems;
}

/** One row of GET /api/admin/events: sales from the orders, not from counters. */
export interface AdminEventRow {
  id: string;
  title: string;
  artistName: string;
  status: EventStatus;
  startsAt: string;
  timeZone: string;
  /** The venue's city: the list names the clock its start is read on ('Lagos time'). */
  city: string;
  capacity: number;
  /** Seats of paid orders. */
  sold: number;
  /** Seats of pending orders whose hold has not run out. */
  held: number;
  /** Naira of paid orders. */
  revenue: number;
  eventImage: string;
  /** The organizer who runs it (architecture.md §16); null: the platform's own event. */
  organizerName: string | null;
  reviewStatus: ReviewStatus;
}

/** An event as the back office edits it. */
export interface AdminEvent
  extends Omit<AdminEventFields, 'category' | 'status'>,
    Omit<AdminEventRow, 'title' | 'artistName' | 'timeZone'> {
  category: (typeof EVENT_CATEGORIES)[number];
  status: EventStatus;
  remaining: number;
  /** Has a poster to publish with: an uploaded one, or the catalogue's own SVG. */
  hasPoster: boolean;
  /** Where the public page lives (only public once published or cancelled). */
  publicPath: string;
  shareImagePath: string;
  updatedAt: string | null;
  /** The end instant, ISO 8601 UTC. */
  endsAt: string;
  /** Whose event (null: the platform's own); an organizer's is paid to their payout account. */
  organizerId: string | null;
  /** What the admins said when they returned it to its organizer. */
  reviewNote: string | null;
  /** When its organizer last submitted it for review. */
  submittedAt: string | null;
}

export const EVENT_REVIEW_NOTE_MAX = 1000;

/** The words of an organizer's event on its way to the storefront (decision 31). */
export const eventReviewMessages = {
  /** One wording wherever publishing waits for the payout account (product.md §2.14). */
  noPayoutAccount: 'An event cannot be published until its organizer has a payout account.',
  organizerPaused:
    'The organizer is paused: their events cannot be published or submitted until the platform resumes them.',
  reviewFirst: 'The platform publishes your events: submit the event for review instead.',
  noSubaccount: "An organizer's events are paid to their payout account: leave the payment split code out.",
  posterNeeded: 'Add a poster before submitting the event.',
  alreadySubmitted: 'The event is already waiting for review.',
  alreadyPublished: 'The event is already published.',
  cancelled: 'A cancelled event cannot be submitted.',
  notWaiting: 'Only an event waiting for review can be returned to its organizer.',
  note: `Write a note for the organizer (what to change), at most ${EVENT_REVIEW_NOTE_MAX} characters.`,
  submitted: 'Submitted for review. We email you when an admin has looked at it.',
  returned: 'Returned to the organizer with your note.',
  waiting: 'Waiting for review: the platform publishes it or returns it with a note.',
  returnedTitle: 'Returned by the platform',
  submitHint: 'When the event is ready, submit it: an admin publishes it or returns it with a note.',
} as const;
