import { EVENT_LIMITS, formStartsAt } from './admin-events.ts';
import { ORDER_LIMIT_MAX } from './checkout.ts';
import { readNaira } from './naira-input.ts';
import { ADMITS_MAX, TIERS_PER_EVENT_MAX } from './ticket-types.ts';

/**
 * The back office's tier editor (decision 30): fields, limits and sentences, Zod-free
 * so the dialog checks a value as it is typed with the rules the server applies
 * (api/admin-ticket-types.ts wraps them; the service judges the merged row with them again).
 */
export const TIER_STATUSES = ['on_sale', 'paused'] as const;
export type TierStatus = (typeof TIER_STATUSES)[number];

export const TIER_LIMITS = {
  name: 60,
  description: 300,
  priceMax: EVENT_LIMITS.priceMax,
  capacityMax: EVENT_LIMITS.capacityMax,
  admitsMax: ADMITS_MAX,
  perOrderMax: ORDER_LIMIT_MAX,
  accessCodeMin: 3,
  accessCodeMax: 40,
  tiersMax: TIERS_PER_EVENT_MAX,
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const tierAdminMessages = {
  name: 'Give the ticket type a name, such as VIP.',
  nameLong: `The name must be at most ${TIER_LIMITS.name} characters.`,
  nameTaken: 'Another ticket type of this event has that name.',
  descriptionLong: `The description must be at most ${TIER_LIMITS.description} characters.`,
  hiddenCharacters: 'Remove the control or text-direction characters.',
  price: `The price must be a whole number of naira from 0 (free) to ${TIER_LIMITS.priceMax.toLocaleString('en-US')}.`,
  priceTyped: {
    unreadable: 'Write the price in whole naira with digits, such as 25000 or 25,000.',
    grouping: 'Commas in a price go between groups of three digits, such as 25,000 or 1,500,000.',
    ambiguous: 'A full stop in a price could be a decimal point or a thousands separator: write 25000 or 25,000.',
    kobo: 'The price must be whole naira, without kobo.',
  },
  capacity: `Capacity must be a whole number from 0 to ${TIER_LIMITS.capacityMax.toLocaleString('en-US')}, or empty to share the event's seats.`,
  admits: `A ticket admits a whole number of people from 1 to ${TIER_LIMITS.admitsMax}.`,
  minPerOrder: `The minimum per order must be a whole number from 1 to ${TIER_LIMITS.perOrderMax}.`,
  maxPerOrder: `The maximum per order must be a whole number from 1 to ${TIER_LIMITS.perOrderMax}, or empty for the event's.`,
  maxBelowMin: 'The maximum per order cannot be below the minimum.',
  salesStartAt: 'Give when the sale opens as a date (YYYY-MM-DD) and a time (HH:MM), or leave both empty.',
  salesEndAt: 'Give when the sale closes as a date (YYYY-MM-DD) and a time (HH:MM), or leave both empty.',
  windowBackwards: 'The sale must close after it opens.',
  afterTicketType: 'Choose another ticket type of this event to follow, or none.',
  afterSelf: 'A ticket type cannot follow itself.',
  afterCycle: 'Those ticket types would wait for each other forever: choose another to follow.',
  accessCode: `An access code is ${TIER_LIMITS.accessCodeMin} to ${TIER_LIMITS.accessCodeMax} letters, digits, - or _, or empty for none.`,
  accessCodeTaken: 'Another ticket type of this event has that access code.',
  status: 'Choose on sale or paused.',
  body: 'Send the ticket type as a JSON object.',
  notFound: (id: string) => `This event has no ticket type with the id ${id}.`,
  tooMany: `An event can have at most ${TIER_LIMITS.tiersMax} ticket types.`,
  reorder: "Send every one of the event's ticket types exactly once, in the new order.",
  capacityBelowTaken: (sold: number, held: number) =>
    `Capacity cannot go below the ${count(sold, 'ticket', 'tickets')} sold and ${held} held of this type (${sold + held} in all).`,
  deleteOrdered: (lines: number) =>
    `${count(lines, 'order names', 'orders name')} this ticket type, so it cannot be deleted. Pause it instead.`,
  deleteLast: 'An event needs at least one ticket type: add another before deleting this one.',
  deleteFollowed: (name: string) => `${name} follows this ticket type: choose another for it first.`,
  created: 'Ticket type added.',
  saved: 'Ticket type saved.',
  deleted: 'Ticket type deleted.',
  paused: 'Sales of this ticket type are paused.',
  resumed: 'This ticket type is on sale again.',
} as const;

const m = tierAdminMessages;

/** A tier as the back office edits it: what POST takes (name and price required) and PATCH changes. */
export interface TicketTypeFields {
  name: string;
  description: string;
  /** Whole naira; 0 is free. */
  price: number;
  /** The tier's own stock in tickets; null: only the event's seats limit it. */
  capacity: number | null;
  admits: number;
  minPerOrder: number;
  /** Null: the event's per-order maximum. */
  maxPerOrder: number | null;
  /** ISO 8601 UTC; null: open on that side. */
  salesStartAt: string | null;
  salesEndAt: string | null;
  afterTicketTypeId: string | null;
  /** Hidden from the storefront unless the buyer has it (any case); null for a listed tier. */
  accessCode: string | null;
  status: TierStatus;
}
export type TicketTypeField = keyof TicketTypeFields;
export type TicketTypeInput = Partial<Record<TicketTypeField, unknown>>;

/** One tier in the back office, with its sales from the orders (tickets, not people). */
export interface AdminTicketType extends TicketTypeFields {
  id: string;
  eventId: string;
  sortOrder: number;
  /** What is left of its own stock; null when it has none. */
  remaining: number | null;
  /** Tickets of paid orders. */
  sold: number;
  /** Tickets of pending orders whose hold still runs. */
  held: number;
  /** Order lines that name it: a tier with any cannot be deleted. */
  orderLines: number;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;
/** An instant with its offset, as the API answers it (2031-03-14T18:30:00.000Z, ...+01:00). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ACCESS_CODE = /^[A-Za-z0-9_-]+$/;
const HIDDEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
/** Empty text and null both mean 'none' for the optional numbers and texts. */
const isNone = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
/** A number as sent, or digits typed into a text box. */
const numberOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

/** The price as whole naira (0 is free), or its sentence: a number, or text as typed ('25,000'). */
export function readTierPrice(value: unknown): { naira: number } | { problem: string } {
  const reading = typeof value === 'string' ? readNaira(value) : { naira: value };
  if ('problem' in reading) return { problem: reading.problem === 'missing' ? m.price : m.priceTyped[reading.problem] };
  return wholeIn(reading.naira, 0, TIER_LIMITS.priceMax) ? { naira: reading.naira as number } : { problem: m.price };
}

/**
 * A sale window's end as an instant, or null for none, or undefined when it does not read: an
 * ISO instant with its offset, or the venue's wall clock 'YYYY-MM-DD HH:MM' (or with a T), as
 * the event form takes its start, read at the event's time zone.
 */
export function readWindowEnd(value: unknown, timeZone: string): string | null | undefined {
  if (isNone(value)) return null;
  const typed = text(value);
  const local = DATE_TIME.exec(typed);
  if (local) return formStartsAt({ startDate: local[1] ?? '', startTime: local[2] ?? '', timeZone })?.toISOString();
  if (!INSTANT.test(typed)) return undefined;
  const at = new Date(typed);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * Each present field's problem (a sentence), judged alone and, where both are present, together
 * (minimum and maximum, the window's ends). Fields left out are not judged: PATCH changes only
 * what it sends, and the service judges the merged tier with this again.
 */
export function ticketTypeProblems(values: TicketTypeInput, timeZone: string) {
  const problems: Partial<Record<TicketTypeField, string>> = {};
  const has = (field: TicketTypeField) => values[field] !== undefined;
  const check = (field: TicketTypeField, problem: string | null) => {
    if (problem && has(field) && !problems[field]) problems[field] = problem;
  };
  const name = text(values.name);
  check(
    'name',
    name === '' ? m.name : name.length > TIER_LIMITS.name ? m.nameLong : HIDDEN.test(name) ? m.hiddenCharacters : null,
  );
  if (has('description')) {
    const description = typeof values.description === 'string' ? values.description.trim() : null;
    check(
      'description',
      description === null || description.length > TIER_LIMITS.description
        ? m.descriptionLong
        : /(?![\n\r\t])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u.test(description)
          ? m.hiddenCharacters
          : null,
    );
  }
  const price = readTierPrice(values.price);
  check('price', 'problem' in price ? price.problem : null);
  check(
    'capacity',
    isNone(values.capacity) || wholeIn(numberOf(values.capacity), 0, TIER_LIMITS.capacityMax) ? null : m.capacity,
  );
  check('admits', wholeIn(numberOf(values.admits), 1, TIER_LIMITS.admitsMax) ? null : m.admits);
  const min = numberOf(values.minPerOrder);
  const max = numberOf(values.maxPerOrder);
  check('minPerOrder', wholeIn(min, 1, TIER_LIMITS.perOrderMax) ? null : m.minPerOrder);
  check('maxPerOrder', isNone(max) || wholeIn(max, 1, TIER_LIMITS.perOrderMax) ? null : m.maxPerOrder);
  if (!problems.minPerOrder && !problems.maxPerOrder && has('minPerOrder') && typeof max === 'number') {
    check('maxPerOrder', max < (min as number) ? m.maxBelowMin : null);
  }
  const start = readWindowEnd(values.salesStartAt, timeZone);
  const end = readWindowEnd(values.salesEndAt, timeZone);
  check('salesStartAt', start === undefined ? m.salesStartAt : null);
  check('salesEndAt', end === undefined ? m.salesEndAt : null);
  if (start && end && new Date(end).getTime() <= new Date(start).getTime()) check('salesEndAt', m.windowBackwards);
  check(
    'afterTicketTypeId',
    isNone(values.afterTicketTypeId) || typeof values.afterTicketTypeId === 'string' ? null : m.afterTicketType,
  );
  const code = text(values.accessCode);
  check(
    'accessCode',
    isNone(values.accessCode) ||
      (typeof values.accessCode === 'string' &&
        code.length >= TIER_LIMITS.accessCodeMin &&
        code.length <= TIER_LIMITS.accessCodeMax &&
        ACCESS_CODE.test(code))
      ? null
      : m.accessCode,
  );
  check('status', (TIER_STATUSES as readonly unknown[]).includes(values.status) ? null : m.status);
  return problems;
}

/**
 * The present fields as stored values, once ticketTypeProblems found nothing: trimmed texts,
 * whole numbers, 'none' as null, windows as ISO instants at the event's time zone.
 */
export function readTicketTypeInput(values: TicketTypeInput, timeZone: string): Partial<TicketTypeFields> {
  const out: Partial<TicketTypeFields> = {};
  if (values.name !== undefined) out.name = text(values.name);
  if (values.description !== undefined) out.description = text(values.description);
  if (values.price !== undefined) {
    const price = readTierPrice(values.price);
    if ('naira' in price) out.price = price.naira;
  }
  if (values.capacity !== undefined) out.capacity = isNone(values.capacity) ? null : Number(numberOf(values.capacity));
  if (values.admits !== undefined) out.admits = Number(numberOf(values.admits));
  if (values.minPerOrder !== undefined) out.minPerOrder = Number(numberOf(values.minPerOrder));
  if (values.maxPerOrder !== undefined)
    out.maxPerOrder = isNone(values.maxPerOrder) ? null : Number(numberOf(values.maxPerOrder));
  if (values.salesStartAt !== undefined) out.salesStartAt = readWindowEnd(values.salesStartAt, timeZone) ?? null;
  if (values.salesEndAt !== undefined) out.salesEndAt = readWindowEnd(values.salesEndAt, timeZone) ?? null;
  if (values.afterTicketTypeId !== undefined)
    out.afterTicketTypeId = isNone(values.afterTicketTypeId) ? null : text(values.afterTicketTypeId);
  if (values.accessCode !== undefined) out.accessCode = isNone(values.accessCode) ? null : text(values.accessCode);
  if (values.status !== undefined) out.status = values.status as TierStatus;
  return out;
}

/** Whether following `afterId` from tier `id` would loop back to it, among the event's tiers. */
export function followsInCycle(
  id: string,
  afterId: string | null,
  tiers: readonly { id: string; afterTicketTypeId: string | null }[],
): boolean {
  const seen = new Set([id]);
  let next = afterId;
  while (next !== null) {
    if (seen.has(next)) return true;
    seen.add(next);
    next = tiers.find((tier) => tier.id === next)?.afterTicketTypeId ?? null;
  }
  return false;
}
