// Zod-free, like rules/fields.ts: the purchase screens import these, and Zod must stay out of their chunks.
import { isOneOf } from './one-of.ts';

/**
 * How many tickets one buyer may take (decision 21). Each event sets its own per-order
 * maximum and per-account ceiling in the back office; these are the defaults and the bounds.
 */

/** The most any event may allow in one order (the back office refuses more). */
export const ORDER_LIMIT_MAX = 50;
/** An event's per-order maximum unless the back office sets another. */
export const DEFAULT_MAX_PER_ORDER = 10;
/** An event's per-account ceiling (seats held or bought) unless the back office sets another. */
export const DEFAULT_MAX_PER_ACCOUNT = 20;
/** The door (decision 26) admits without asking from 3 hours before the start (migration 017's default). */
export const DEFAULT_DOORS_OPEN_MINUTES = 180;
/**
 * UNCONFIRMED_MAX_TICKETS' default: the most tickets per event an account whose email is not
 * confirmed may hold or buy, whatever the event's own limits say. The back office's form names it.
 */
export const DEFAULT_UNCONFIRMED_MAX_TICKETS = 2;

/** A purchase form's order key: random, so a repeated Pay for the same order is recognised. */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A date's id (decision 50): letters, digits and hyphens, as the seed and the back office make them. */
export const SHOWTIME_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/** What the buyer is told about the limits, in plain words. */
export const limitMessages = {
  perOrder: (max: number) => `You can buy at most ${tickets(max)} in one order for this event.`,
  perAccount: (max: number, have: number) =>
    have === 0
      ? `You can have at most ${tickets(max)} for this event on one account.`
      : `You can have at most ${tickets(max)} for this event on one account, and you already have ${have}.`,
  unconfirmed: (max: number) =>
    `Please confirm your email address to buy more than ${tickets(max)} for an event: open the link we emailed you when you signed up.`,
  alreadyHave: (n: number) => `You already have ${tickets(n)} for this show.`,
  paid: 'You have paid for this order.',
} as const;

/**
 * The provider's words for a payment still on its way (Paystack's transaction statuses): a bank
 * transfer or USSD payment the buyer has started but the bank has not yet reported. Closing the
 * pop-up then is not a failure: the buyer waits for it.
 */
export const PAYMENT_IN_FLIGHT = ['ongoing', 'pending', 'processing', 'queued'] as const;

export const isPaymentInFlight: (status: string) => boolean = isOneOf(PAYMENT_IN_FLIGHT);
