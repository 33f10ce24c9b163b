import { zoneClock } from '@storefront/contracts/format';
import {
  type AdminTicketType,
  type TicketTypeField,
  type TicketTypeInput,
  ticketTypeProblems,
} from '@storefront/contracts/rules';

/** The tier dialog's boxes, all text as typed; the sale window as the venue's date and time. */
export interface TicketTypeFormValues {
  name: string;
  description: string;
  price: string;
  capacity: string;
  admits: string;
  minPerOrder: string;
  maxPerOrder: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  afterTicketTypeId: string;
  accessCode: string;
}

export const EMPTY_TICKET_TYPE: TicketTypeFormValues = {
  name: '',
  description: '',
  price: '',
  capacity: '',
  admits: '1',
  minPerOrder: '1',
  maxPerOrder: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  afterTicketTypeId: '',
  accessCode: '',
};

/** An instant as the venue's date and time boxes show it (the back office is browser-rendered: Intl is fine). */
export function venueClock(iso: string | null, timeZone: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const wall = zoneClock(new Date(iso), timeZone);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

export function formValuesOfTier(tier: AdminTicketType, timeZone: string): TicketTypeFormValues {
  const start = venueClock(tier.salesStartAt, timeZone);
  const end = venueClock(tier.salesEndAt, timeZone);
  return {
    name: tier.name,
    description: tier.description,
    price: String(tier.price),
    capacity: tier.capacity === null ? '' : String(tier.capacity),
    admits: String(tier.admits),
    minPerOrder: String(tier.minPerOrder),
    maxPerOrder: tier.maxPerOrder === null ? '' : String(tier.maxPerOrder),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    afterTicketTypeId: tier.afterTicketTypeId ?? '',
    accessCode: tier.accessCode ?? '',
  };
}

const whenOf = (date: string, time: string) => (date.trim() || time.trim() ? `${date.trim()} ${time.trim()}` : null);

/** What the dialog sends: the API's body, with the window as the venue's wall clock. */
export function bodyOf(values: TicketTypeFormValues): TicketTypeInput {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    capacity: values.capacity.trim() === '' ? null : values.capacity.trim(),
    admits: values.admits.trim(),
    minPerOrder: values.minPerOrder.trim(),
    maxPerOrder: values.maxPerOrder.trim() === '' ? null : values.maxPerOrder.trim(),
    salesStartAt: whenOf(values.startDate, values.startTime),
    salesEndAt: whenOf(values.endDate, values.endTime),
    afterTicketTypeId: values.afterTicketTypeId || null,
    accessCode: values.accessCode.trim() === '' ? null : values.accessCode,
  };
}

/** The server's own rules on the dialog's values (rules/admin-ticket-types.ts), keyed by the box that shows each. */
export function ticketTypeFormProblems(values: TicketTypeFormValues, timeZone: string) {
  const problems = ticketTypeProblems(bodyOf(values), timeZone) as Partial<Record<TicketTypeField, string>>;
  const shown: Partial<Record<keyof TicketTypeFormValues, string>> = {};
  for (const [field, message] of Object.entries(problems) as [TicketTypeField, string][]) {
    const box: keyof TicketTypeFormValues =
      field === 'salesStartAt'
        ? 'startDate'
        : field === 'salesEndAt'
          ? 'endDate'
          : (field as keyof TicketTypeFormValues);
    shown[box] = message;
  }
  return shown;
}
