import { z } from 'zod';
import { messages } from '../messages/spec.ts';
import { ORDER_KEY_PATTERN, ORDER_LIMIT_MAX } from '../rules/checkout.ts';
import { REFERENCE_PATTERN } from '../rules/fields.ts';
import { ORDER_STATUSES, PAID_ORDER_STATUSES } from '../rules/order-statuses.ts';
import { PAYMENT_CHANNELS } from '../rules/payment-channels.ts';
import { PROMO_LIMITS, promoMessages } from '../rules/promo-codes.ts';
import { tierMessages } from '../rules/ticket-types.ts';
import { accessCodeSchema, eventIdSchema, showtimeIdSchema } from './events.ts';
import { emailField, NO_CONTROL_CHARACTERS } from './patterns.ts';
import { seatIdsSchema, seatMessages } from './seats.ts';

/**
 * The purchase, end to end (architecture.md §9): initialize → provider pop-up → verify → ticket.
 * The server decides the amount, the capacity and the ticket; these schemas only say what
 * may be sent and what comes back.
 */

/** Messages of the purchase that the spec does not fix, written for a person. */
export const checkoutMessages = {
  soldOut: 'Sorry, this event is sold out.',
  onlyLeft: (left: number) =>
    left === 1 ? 'Only 1 ticket is left for this event.' : `Only ${left} tickets are left for this event.`,
  eventStarted: 'This event has already started, so tickets are no longer on sale.',
  eventCancelled: 'This event has been cancelled. Tickets are no longer on sale.',
  /** An event with several dates (decision 50): the date asked for is not one of them. */
  showtimeUnknown: 'That date is not one of this event’s dates. Choose one from the event’s page.',
  showtimeStarted: 'This showing has already started. Choose a later date.',
  showtimeSoldOut: 'Sorry, this date is sold out. Choose another date.',
  showtimeOnlyLeft: (left: number) =>
    left === 1 ? 'Only 1 ticket is left for this date.' : `Only ${left} tickets are left for this date.`,
  /** An organizer's event whose organizer was paused, or who has no payout account (decision 31). */
  salesPaused: 'Tickets for this event are not on sale right now. Try again later.',
  quantity: `Ticket quantity must be a whole number from 1 to ${ORDER_LIMIT_MAX}.`,
  orderKey: 'The order key is not valid: go back to the ticket form and press Continue again.',
  firstName: 'First name is required.',
  phoneNumber: 'Please enter a valid phone number.',
  referenceUnknown: 'No payment was found for this reference.',
  paymentNotSuccessful: 'The payment was not completed.',
  amountMismatch: 'The amount paid does not match the order. Please contact support.',
  providerUnavailable: 'The payment service did not answer. Your order is kept; please try verifying again shortly.',
  refundPending:
    'Your payment arrived after your seats were released and the event has since sold out. You will not get a ticket; your payment will be refunded in full within 5 working days.',
  refundEventCancelled:
    'Your payment arrived after the event was cancelled. You will not get a ticket; your payment will be refunded in full within 5 working days.',
  refundOverLimit: (maxPerAccount: number) =>
    `Your payment arrived after this order was replaced by a newer one, and a ticket for it would take you past the limit of ${maxPerAccount} tickets per account for this event. You will not get a ticket for this order; your payment will be refunded in full within 5 working days.`,
  refundCodeUsedUp:
    'Your payment arrived after your seats were released, and the promo code it used has since been used up by other buyers. You will not get a ticket for this order; your payment will be refunded in full within 5 working days.',
  badSignature: 'The webhook signature is missing or wrong.',
  name: (field: string) => `${field} must be at most 100 characters.`,
} as const;

/** A person's name part: optional text, trimmed, no control characters, at most 100 characters. */
export const namePart = (label: string) =>
  z
    .string()
    .max(200, { error: checkoutMessages.name(label) })
    .trim()
    .max(100, { error: checkoutMessages.name(label) })
    .regex(NO_CONTROL_CHARACTERS, { error: `${label} must not contain control characters.` });

/** E.164: '+' then 8 to 15 digits (the purchase form sends it already normalised). */
export const phoneField = z
  .string({ error: checkoutMessages.phoneNumber })
  .max(32, { error: checkoutMessages.phoneNumber })
  .regex(/^\+[1-9][0-9]{7,14}$/, { error: checkoutMessages.phoneNumber });

/** Empty, or one address; a union's own error is Zod's 'Invalid input', so the spec's sentence is given. */
// emailField's own copy: the OpenAPI generator meets a schema used twice in one object as an empty
// stand-in, and drops it from a union (the description then said only '' was allowed).
const optionalEmail = z.union([z.literal(''), emailField.clone()], { error: messages.validation.email }).optional();

/** One line of an order: how many tickets of one tier (architecture.md §9.3). */
export const orderLineRequestSchema = z.object({
  ticketTypeId: z.string({ error: tierMessages.unknown }).max(80, { error: tierMessages.unknown }),
  quantity: z
    .number({ error: checkoutMessages.quantity })
    .int({ error: checkoutMessages.quantity })
    .min(0, { error: checkoutMessages.quantity })
    .max(ORDER_LIMIT_MAX, { error: checkoutMessages.quantity }),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** A code as a buyer types it: trimmed, at most 40 characters, compared upper-case by the server. */
export const promoCodeInputSchema = z
  .string({ error: promoMessages.notValid })
  .max(200, { error: promoMessages.codeLong, abort: true })
  .trim()
  .max(PROMO_LIMITS.codeMax, { error: promoMessages.codeLong })
  .regex(NO_CONTROL_CHARACTERS, { error: promoMessages.notValid });

/**
 * POST /api/initialize-transaction. Accepts the spec's payload (product.md §7: email, amount,
 * subaccount_code, firstName, lastName, phoneNumber, eventTitle, eventDate, status,
 * ticketQuantity) plus the event id and the gift fields, but only the event id, the quantity,
 * the buyer and the gift fields are used: the price, split code, title and date come from
 * the catalogue. The untrusted extras are accepted (so the spec's client works) and ignored.
 */
export const initializeTransactionRequestSchema = z
  .object(
    {
      eventId: eventIdSchema,
      ticketQuantity: z
        .number({ error: checkoutMessages.quantity })
        .int({ error: checkoutMessages.quantity })
        .min(1, { error: checkoutMessages.quantity })
        .max(ORDER_LIMIT_MAX, { error: checkoutMessages.quantity }),
      /** The purchase form's key for this order: initialize answers the paid order with this key instead of charging again. */
      orderKey: z
        .string({ error: checkoutMessages.orderKey })
        .max(64, { error: checkoutMessages.orderKey, abort: true })
        .regex(ORDER_KEY_PATTERN, { error: checkoutMessages.orderKey })
        .optional(),
      firstName: namePart('First name').pipe(z.string().min(1, { error: checkoutMessages.firstName })),
      lastName: namePart('Last name').optional().default(''),
      email: emailField,
      phoneNumber: phoneField,
      isGift: z.boolean().optional().default(false),
      recipientFirstName: namePart('Recipient first name').optional().default(''),
      recipientLastName: namePart('Recipient last name').optional().default(''),
      recipientEmail: optionalEmail,
      /**
       * The tickets per tier (architecture.md §9.3). Without it, `ticketQuantity` tickets of the event's first
       * tier on sale (a one-tier event's Regular, as the spec's client sends). With it, its
       * quantities add up to `ticketQuantity`.
       */
      lines: z.array(orderLineRequestSchema).min(1, { error: tierMessages.noneChosen }).max(20).optional(),
      /** Unlocks tiers hidden behind this code. */
      accessCode: accessCodeSchema.optional(),
      /** A waitlist claim's token: the order takes the seats the claim holds (decision 30). */
      claimToken: z.string().min(1).max(200).optional(),
      /** The pass the event's waiting room gave this buyer (decision 54); required while it has one. */
      waitingRoomPass: z.string().min(1).max(200).optional(),
      /**
       * One of the event's dates (decision 50). Without it, an event with several dates sells its
       * first date not yet started (the spec's client knows one date per event).
       */
      showtimeId: showtimeIdSchema.optional(),
      /**
       * Reserved seats of that date (decision 51). Without `lines`, one per ticket: their sections'
       * tiers make the lines. With `lines`, one per ticket of each tier sold by seat on the plan,
       * while a line of a tier with no seats there (standing beside a seated stand) takes none.
       * Without them, a date sold by seat gives best available.
       */
      seatIds: seatIdsSchema.optional(),
      /** A promo code (decision 30): the server prices it and takes one of its uses with the hold. */
      promoCode: promoCodeInputSchema.optional().transform((code) => code || undefined),
      // The spec's client sends these too; the server never trusts them.
      amount: z.unknown().optional(),
      subaccount_code: z.unknown().optional(),
      eventTitle: z.unknown().optional(),
      eventDate: z.unknown().optional(),
      status: z.unknown().optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .check((context) => {
    const { seatIds, lines, ticketQuantity } = context.value;
    // The seats alone are every ticket; beside lines, some tickets may stand (decision 51: which
    // tiers are sold by seat is the date's plan's, checked by the server).
    if (seatIds && !lines && seatIds.length !== ticketQuantity) {
      context.issues.push({ code: 'custom', message: seatMessages.countDisagrees, input: seatIds, path: ['seatIds'] });
    }
    if (seatIds && lines && seatIds.length > ticketQuantity) {
      const message = seatMessages.moreSeatsThanTickets;
      context.issues.push({ code: 'custom', message, input: seatIds, path: ['seatIds'] });
    }
    if (!lines) return;
    const ids = new Set(lines.map((line) => line.ticketTypeId));
    if (ids.size !== lines.length) {
      context.issues.push({ code: 'custom', message: tierMessages.repeated, input: lines, path: ['lines'] });
    } else if (lines.reduce((sum, line) => sum + line.quantity, 0) !== context.value.ticketQuantity) {
      context.issues.push({ code: 'custom', message: tierMessages.quantitiesDisagree, input: lines, path: ['lines'] });
    }
  });
export type InitializeTransactionRequest = z.input<typeof initializeTransactionRequestSchema>;

export const initializeTransactionResponseSchema = z.object({
  data: z.object({
    authorization_url: z.string(),
    access_code: z.string(),
    reference: z.string(),
    /**
     * 'pending' for a new order to pay in the pop-up; 'paid' (or a refund's status) when the order
     * key names an order already paid: nothing new was started, and the buyer is shown that order.
     */
    orderStatus: z.enum(['pending', ...PAID_ORDER_STATUSES]),
  }),
});
export type InitializeTransactionResponse = z.infer<typeof initializeTransactionResponseSchema>;

export const referenceSchema = z
  .string()
  .max(64, { error: 'This transaction reference is not valid.' })
  .regex(REFERENCE_PATTERN, { error: 'This transaction reference is not valid.' });
export const referenceParamsSchema = z.object({ reference: referenceSchema });
export const transactionReferenceParamsSchema = z.object({ transactionReference: referenceSchema });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const ticketStatusSchema = z.enum(['unused', 'used', 'cancelled']);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketEmailDeliverySchema = z.enum(['sending', 'sent', 'failed']);
export type TicketEmailDelivery = z.infer<typeof ticketEmailDeliverySchema>;
/** 'refunded': the order was refunded; 'event-cancelled': the event was; 'cancelled': the back office cancelled the ticket. */
export const ticketCancelReasonSchema = z.enum(['refunded', 'event-cancelled', 'cancelled']);
export type TicketCancelReason = z.infer<typeof ticketCancelReasonSchema>;

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

/** The ticket of product.md §3.4, with the link its QR code encodes (architecture.md §11). */
export const ticketSchema = z.object({
  ticketId: z.string(),
  transactionReference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** ISO 8601, UTC: the event's start. */
  eventDate: z.string(),
  /** Where and in which time zone: a ticket shows the start in the venue's local time. */
  venue: z.string(),
  city: z.string(),
  timeZone: z.string(),
  /** ISO 8601, UTC: the event's end (decision 27). */
  eventEndDate: z.string(),
  /** The venue's address in one line: "Genesis Cinema, The Palms Mall, …, Lagos 106104" (decision 27). */
  venueAddress: z.string(),
  ticketHolder: personSchema,
  isGift: z.boolean(),
  /** Gifts only. */
  recipient: personSchema.optional(),
  ticketQuantity: z.number().int(),
  /** The tiers bought (architecture.md §9.3), as named when bought; one line for a one-tier order. */
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      /** People each ticket of the line lets in. */
      admits: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
  totalPrice: z.number(),
  /** Reserved seats (decision 51), as named when bought ("Row F, seat 12"); empty for unnumbered seats. */
  seats: z.array(z.string()),
  status: ticketStatusSchema,
  verificationToken: z.string(),
  /**
   * What the QR holds: the short link GET /T/{reference}{MAC} (architecture.md §11; no name, title or
   * date). QR codes issued before it hold GET /api/verify?ticketId&code&eventTitle&firstName&eventDate&token.
   */
  verifyUrl: z.string(),
  /** The door code (architecture.md §11): 8 Crockford base32 characters door staff can type instead of scanning (printed XXXX-XXXX). */
  manualCode: z.string(),
  /** How many of the `ticketQuantity` people have gone in (architecture.md §11). */
  admitted: z.number().int(),
  /**
   * The buyer's ticket email as the outbox has it (decision 27): 'sending' (waiting or being
   * retried), 'sent', 'failed' (given up on); null when none was written.
   */
  emailDelivery: ticketEmailDeliverySchema.nullable(),
  /** Why a cancelled ticket is (its QR is hidden, decision 27); null unless cancelled. */
  cancelReason: ticketCancelReasonSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * GET /api/verify-transaction/{reference}. `data.status` is the provider's word for the
 * payment ('success' means paid, product.md §4.3); `orderStatus` is ours. The ticket is there once
 * the order is paid.
 */
export const verifyTransactionResponseSchema = z.object({
  data: z.object({
    status: z.string(),
    reference: z.string(),
    orderStatus: orderStatusSchema,
    ticket: ticketSchema.nullable(),
    /** What the buyer should be told when the payment did not end in a ticket. */
    message: z.string().nullable(),
    /** A payment on its way: the channel the buyer chose, when the provider said (the waiting page names it). */
    channel: z.enum(PAYMENT_CHANNELS).optional(),
  }),
});
export type VerifyTransactionResponse = z.infer<typeof verifyTransactionResponseSchema>;

/**
 * POST /api/tickets: the spec's call (product.md §7). Only `transactionReference` is read; the ticket
 * returned is the one the server issued for that paid reference. Everything else is ignored.
 */
export const createTicketRequestSchema = z.object(
  { transactionReference: referenceSchema },
  { error: 'The request body must be a JSON object.' },
);

/** The part of Paystack's webhook body the storefront reads (POST /api/paystack/webhook). */
export const paystackWebhookSchema = z.object({
  event: z.string().max(100),
  data: z
    .object({
      reference: z.string().max(200),
      amount: z.number().int().nonnegative(),
      currency: z.string().max(10),
      status: z.string().max(50),
      // The provider's fee and, for a split payment, who received what (kobo; decision 31). Read
      // leniently: a payment is never refused for the shape of these.
      fees: z.number().nonnegative().nullable().catch(null),
      fees_split: z
        .object({ subaccount: z.number().nullish().catch(null) })
        .nullable()
        .catch(null),
    })
    .partial()
    .optional(),
});
export type PaystackWebhook = z.infer<typeof paystackWebhookSchema>;

/** GET /api/checkout/{eventId}: what the order summary asks before Pay (signed in). */
export const checkoutStandingQuerySchema = z.object({
  orderKey: z
    .string()
    .max(64, { error: checkoutMessages.orderKey, abort: true })
    .regex(ORDER_KEY_PATTERN, { error: checkoutMessages.orderKey })
    .optional(),
  quantity: z.coerce
    .number({ error: checkoutMessages.quantity })
    .int({ error: checkoutMessages.quantity })
    .min(1, { error: checkoutMessages.quantity })
    .max(ORDER_LIMIT_MAX, { error: checkoutMessages.quantity })
    .optional(),
});

export const checkoutStandingSchema = z.object({
  /** The order this key already paid for: the summary shows it and View Ticket instead of Pay. */
  paidOrder: z
    .object({
      reference: z.string(),
      orderStatus: z.enum(PAID_ORDER_STATUSES),
      ticketQuantity: z.number().int(),
      /** What the buyer paid, in whole naira: the summary shows it, not the price without the promo code. */
      amount: z.number(),
      /** What the order's promo code took off, in whole naira (0: none). */
      discount: z.number(),
    })
    .nullable(),
  /** Tickets of this event the account has bought already (orders paid and not refunded). */
  ticketsOwned: z.number().int().nonnegative(),
  /** Why `quantity` cannot be bought now on this account (a limit, in plain words), or null. */
  problem: z.string().nullable(),
});
export type CheckoutStanding = z.infer<typeof checkoutStandingSchema>;

/** One line of GET /api/my-orders: what became of an order (the chat assistant explains it). */
export const myOrderSchema = z.object({
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  status: orderStatusSchema,
  ticketQuantity: z.number().int(),
  /** Whole naira. */
  amount: z.number(),
  createdAt: z.string(),
  /** What the buyer should be told of a paid order without a ticket (a refund is coming), else null. */
  message: z.string().nullable(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;
export const myOrdersResponseSchema = z.object({ orders: z.array(myOrderSchema) });
