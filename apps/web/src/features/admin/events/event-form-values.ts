import {
  type AdminEvent,
  type AdminEventFields,
  adminEventProblems,
  DEFAULT_DOORS_OPEN_MINUTES,
  DEFAULT_MAX_PER_ACCOUNT,
  DEFAULT_MAX_PER_ORDER,
  readPrice,
} from '@storefront/contracts';

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

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** '7:30' is 07:30: the one shortening of HH:MM nobody could read otherwise. */
const clockTime = (text: string) => text.trim().replace(/^(\d):(\d\d)$/, '0$1:$2');

/**
 * What the API takes: the numbers as numbers (a blank or a word stays not-a-number, and is
 * refused); the price read as typed, '25,000' included (contracts/naira-input.ts).
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
