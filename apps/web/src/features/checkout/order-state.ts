import { ORDER_KEY_PATTERN, SEAT_ID_PATTERN, SHOWTIME_ID_PATTERN } from '@storefront/contracts/rules';

/**
 * The order state passed between the purchase screens (product.md §3.3), as `location.state`:
 * ticket purchase → order summary (and through /login when a guest has to sign in first),
 * and back again by the summary's Back button.
 *
 * It comes from browser history, so it is untrusted: `parseOrderState` checks it by hand
 * (no Zod in these chunks). The amount shown is informational; the server computes the price.
 */
/** One tier of the order as chosen (product.md §2.13): the price is what the form showed; the server prices it again. */
export interface OrderLine {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  admits: number;
}

/** One reserved seat chosen on the plan (decision 51): its name and the tier its section sells at. */
export interface SeatChoice {
  id: string;
  /** 'Row F, seat 12' (rules/seats.ts `seatLabel`). */
  label: string;
  section: string;
  ticketTypeId: string;
  /** Whole naira, as the plan showed it; the server prices it again. */
  price: number;
}

export interface OrderState {
  id: string;
  /** Made by the purchase form's Continue; '' in a state from before keys (decision 21). */
  orderKey: string;
  eventTitle: string;
  eventOwner: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Country code plus number, E.164: '+2348031234567'. */
  phoneNumber: string;
  ticketQuantity: number;
  totalPrice: number;
  isGift: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  ticketFileName: string;
  ticketFileType: string;
  ticketFileSize: string;
  /**
   * A waitlist claim's link (decision 30): the order takes over the seats it holds; `ticketTypeId`
   * is its tier and `totalPrice` the tier's price × quantity. Absent for any other order.
   */
  claim?: { token: string; ticketTypeId: string };
  /**
   * The tickets per tier (product.md §2.13), when the event has several (or a tier other than its first
   * was chosen); absent for a one-tier order (whose state is exactly product.md §3.3's) and in a
   * state saved before tiers.
   */
  lines?: OrderLine[];
  /** The access code that unlocked a hidden tier; absent when none. Sent to initialize. */
  accessCode?: string;
  /**
   * The date chosen on the purchase form, for an event with several (decision 50); absent for a
   * one-date event. Sent to initialize as `showtimeId`; the summary shows its date.
   */
  showtimeId?: string;
  /**
   * The seats chosen on a seated date's plan (decision 51), one per ticket of a seated tier; the
   * lines are their sections' tiers, beside any standing tiers' lines. Sent to initialize as
   * `seatIds` (instead of the lines when every ticket is a seat); absent otherwise.
   */
  seats?: SeatChoice[];
}

/** product.md §3.3: what the summary shows for a field that is absent. */
export const ORDER_DEFAULTS = {
  firstName: 'Guest',
  email: 'No email provided',
  phoneNumber: 'No phone provided',
  ticketQuantity: 1,
} as const;

/** Longest text kept from history state; anything longer is cut (a form field never gets near it). */
const MAX_TEXT = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '';
}

function quantity(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : ORDER_DEFAULTS.ticketQuantity;
}

function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

/** A waitlist claim carried in history state: both parts, or nothing. */
function claimOf(value: unknown): Pick<OrderState, 'claim'> {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const token = text(record.token);
  const ticketTypeId = text(record.ticketTypeId);
  return token && ticketTypeId ? { claim: { token, ticketTypeId } } : {};
}

const MAX_LINES = 20;

/** The lines of a saved state: each well-formed one with a quantity, at most 20. */
function lines(value: unknown): OrderLine[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_LINES).flatMap((line): OrderLine[] => {
    if (!line || typeof line !== 'object') return [];
    const l = line as Record<string, unknown>;
    const ticketTypeId = text(l.ticketTypeId);
    const count = l.quantity;
    if (!ticketTypeId || typeof count !== 'number' || !Number.isInteger(count) || count < 1) return [];
    const admits = typeof l.admits === 'number' && Number.isInteger(l.admits) && l.admits >= 1 ? l.admits : 1;
    return [{ ticketTypeId, name: text(l.name), quantity: count, unitPrice: amount(l.unitPrice), admits }];
  });
}

/**
 * The order in a location state, with the spec's defaults filled in; null when there is none
 * (no state, not an object, or no event id). Fields of the wrong type count as absent.
 */
export function parseOrderState(value: unknown): OrderState | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id = text(record.id);
  if (!id) return null;
  return {
    id,
    orderKey: typeof record.orderKey === 'string' && ORDER_KEY_PATTERN.test(record.orderKey) ? record.orderKey : '',
    eventTitle: text(record.eventTitle),
    eventOwner: text(record.eventOwner),
    firstName: text(record.firstName) || ORDER_DEFAULTS.firstName,
    lastName: text(record.lastName),
    email: text(record.email) || ORDER_DEFAULTS.email,
    phoneNumber: text(record.phoneNumber) || ORDER_DEFAULTS.phoneNumber,
    ticketQuantity: quantity(record.ticketQuantity),
    totalPrice: amount(record.totalPrice),
    isGift: record.isGift === true,
    recipientFirstName: text(record.recipientFirstName),
    recipientLastName: text(record.recipientLastName),
    recipientEmail: text(record.recipientEmail),
    ticketFileName: text(record.ticketFileName),
    ticketFileType: text(record.ticketFileType),
    ticketFileSize: text(record.ticketFileSize),
    ...claimOf(record.claim),
    ...withLines(record),
    ...showtimeOf(record.showtimeId),
    ...seatsOf(record.seats),
  };
}

/** The seats of a saved state: each well-formed one, once, at most 20; absent when none. */
function seatsOf(value: unknown): Pick<OrderState, 'seats'> {
  if (!Array.isArray(value)) return {};
  const seen = new Set<string>();
  const seats = value.slice(0, MAX_LINES).flatMap((seat): SeatChoice[] => {
    if (!seat || typeof seat !== 'object') return [];
    const s = seat as Record<string, unknown>;
    const id = typeof s.id === 'string' && SEAT_ID_PATTERN.test(s.id) ? s.id : '';
    const label = text(s.label);
    const ticketTypeId = text(s.ticketTypeId);
    if (!id || !label || !ticketTypeId || seen.has(id)) return [];
    seen.add(id);
    return [{ id, label, section: text(s.section), ticketTypeId, price: amount(s.price) }];
  });
  return seats.length > 0 ? { seats } : {};
}

/** The date's id, of the shape the form writes (SHOWTIME_ID_PATTERN); anything else is dropped. */
function showtimeOf(value: unknown): Pick<OrderState, 'showtimeId'> {
  return typeof value === 'string' && SHOWTIME_ID_PATTERN.test(value) ? { showtimeId: value } : {};
}

/** The lines and their quantity: when there are lines, the order's quantity is their sum. */
function withLines(
  record: Record<string, unknown>,
): Partial<Pick<OrderState, 'lines' | 'accessCode' | 'ticketQuantity'>> {
  const chosen = lines(record.lines);
  const accessCode = text(record.accessCode).slice(0, 64);
  return {
    ...(chosen.length > 0
      ? { lines: chosen, ticketQuantity: chosen.reduce((sum, line) => sum + line.quantity, 0) }
      : {}),
    ...(accessCode ? { accessCode } : {}),
  };
}

/** A value that is one of the display defaults was never typed: the form shows it empty. */
export function typedValue(value: string, fallback: string): string {
  return value === fallback ? '' : value;
}

/** A random order key (base64url, 128 bits): recognises a second Pay of the same order. */
export function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}
