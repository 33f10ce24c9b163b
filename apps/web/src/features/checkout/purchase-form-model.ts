import type { BuyerDetails, Showtime, StorefrontEvent } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { isValidEmail } from '@storefront/contracts/rules';
import type { CountryCode } from 'libphonenumber-js/min';
import { newOrderKey, ORDER_DEFAULTS, type OrderLine, type OrderState, typedValue } from './order-state.ts';
import { purchaseTotal } from './order-totals.ts';
import { DEFAULT_COUNTRY, splitPhone, toE164 } from './phone.ts';
import { linesQuantity, linesTotal } from './tier-quantities.ts';

export const INVALID_PHONE = 'Please enter a valid phone number.';

export interface PurchaseValues {
  firstName: string;
  lastName: string;
  email: string;
  country: CountryCode;
  /** The national number as typed (the country code comes from `country`). */
  phone: string;
  quantity: number;
  isGift: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
}

export type PurchaseField = 'firstName' | 'email' | 'phone' | 'recipientEmail';

export interface PurchaseErrors {
  /** product.md §5: 'Please fill in all required fields.' when a required field is empty. */
  form: string | null;
  fields: Partial<Record<PurchaseField, string>>;
}

/** The most tickets this order may hold: the seats left, and never more than the event's per-order maximum. */
export const maxQuantity = (event: Pick<StorefrontEvent, 'remaining' | 'maxPerOrder'>): number =>
  Math.max(0, Math.min(event.remaining, event.maxPerOrder));

/**
 * The event's limits on one of its dates (decision 50): the seats are the date's, never more
 * than the event's. Without a date, the event's own.
 */
export function onDate<T extends Pick<StorefrontEvent, 'remaining'>>(
  event: T,
  showtime?: Pick<Showtime, 'remaining'>,
): T {
  return showtime ? { ...event, remaining: Math.min(event.remaining, showtime.remaining) } : event;
}

/** product.md §4.2: minimum 1; and at most `max` (when there is anything left at all). */
export const clampQuantity = (quantity: number, max: number): number =>
  Math.min(Math.max(1, Math.floor(quantity) || 1), Math.max(1, max));

const REQUIRED: Record<'firstName' | 'email' | 'phone', string> = {
  firstName: 'First name is required.',
  email: 'Email is required.',
  phone: 'Phone number is required.',
};

/** product.md §5, ticket purchase: first name, email and phone are required; the rest is optional. */
export function validatePurchase(values: PurchaseValues): PurchaseErrors {
  const fields: PurchaseErrors['fields'] = {};
  for (const field of ['firstName', 'email', 'phone'] as const) {
    if (!values[field].trim()) fields[field] = REQUIRED[field];
  }
  const form = Object.keys(fields).length > 0 ? messages.validation.requiredFields : null;
  if (!fields.email && !isValidEmail(values.email.trim())) fields.email = messages.validation.email;
  if (!fields.phone && !toE164(values.country, values.phone)) fields.phone = INVALID_PHONE;
  const recipientEmail = values.recipientEmail.trim();
  if (values.isGift && recipientEmail && !isValidEmail(recipientEmail)) {
    fields.recipientEmail = messages.validation.email;
  }
  return { form, fields };
}

export const hasErrors = (errors: PurchaseErrors) => errors.form !== null || Object.keys(errors.fields).length > 0;

/**
 * The product.md §3.3 order state for valid values (call after `validatePurchase` found nothing), with a
 * new order key: each Continue is a new order, and the key lets the server recognise a second
 * Pay for the same one (Back after paying). `chosen`: the tiers' lines, the access code that
 * unlocked one, and the date of an event with several (decision 50).
 */
export function buildOrderState(
  values: PurchaseValues,
  event: StorefrontEvent,
  chosen: { lines: OrderLine[]; accessCode: string; showtimeId?: string | undefined } = { lines: [], accessCode: '' },
): OrderState {
  const gift = values.isGift;
  // With several tiers (product.md §2.13), the quantity and total are the lines'.
  const several = chosen.lines.length > 0;
  return {
    id: event.id,
    orderKey: newOrderKey(),
    eventTitle: event.title,
    eventOwner: event.eventOwner ?? '',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: toE164(values.country, values.phone) ?? '',
    ticketQuantity: several ? linesQuantity(chosen.lines) : values.quantity,
    totalPrice: several ? linesTotal(chosen.lines) : purchaseTotal(event.basePrice, values.quantity),
    isGift: gift,
    recipientFirstName: gift ? values.recipientFirstName.trim() : '',
    recipientLastName: gift ? values.recipientLastName.trim() : '',
    recipientEmail: gift ? values.recipientEmail.trim() : '',
    ticketFileName: event.ticketFileName,
    ticketFileType: event.ticketFileType,
    ticketFileSize: event.ticketFileSize,
    ...(several ? { lines: chosen.lines } : {}),
    ...(chosen.accessCode ? { accessCode: chosen.accessCode } : {}),
    ...(chosen.showtimeId ? { showtimeId: chosen.showtimeId } : {}),
  };
}

/**
 * The form's first values: an order coming back (Back from the summary) wins; otherwise the
 * signed-in user's email and remembered details (`withBuyerDetails`). The spec's display
 * defaults ('Guest', ...) are never prefilled.
 */
export function initialValues(
  order: OrderState | null,
  email: string | undefined,
  max: number,
  buyer?: BuyerDetails | null,
): PurchaseValues {
  const phone = order ? splitPhone(order.phoneNumber) : null;
  const values: PurchaseValues = {
    firstName: order ? typedValue(order.firstName, ORDER_DEFAULTS.firstName) : '',
    lastName: order?.lastName ?? '',
    email: (order && typedValue(order.email, ORDER_DEFAULTS.email)) || email || '',
    country: phone?.country ?? DEFAULT_COUNTRY,
    phone: phone?.national ?? '',
    quantity: clampQuantity(order?.ticketQuantity ?? 1, max),
    isGift: order?.isGift ?? false,
    recipientFirstName: order?.recipientFirstName ?? '',
    recipientLastName: order?.recipientLastName ?? '',
    recipientEmail: order?.recipientEmail ?? '',
  };
  return order ? values : withBuyerDetails(values, buyer);
}

/**
 * The signed-in buyer's remembered first name, last name and phone (architecture.md §9.2) in
 * the fields still empty: what the buyer typed stays, and a gift's recipient fields are never
 * filled. A phone that does not parse is left out.
 */
export function withBuyerDetails(values: PurchaseValues, buyer: BuyerDetails | null | undefined): PurchaseValues {
  if (!buyer) return values;
  const phone = !values.phone && buyer.phone ? splitPhone(buyer.phone) : null;
  return {
    ...values,
    firstName: values.firstName || buyer.firstName || '',
    lastName: values.lastName || buyer.lastName || '',
    ...(phone ? { country: phone.country, phone: phone.national } : {}),
  };
}
