import { z } from 'zod';
import { messages } from '../messages/spec.ts';
import { ORDER_LIMIT_MAX } from '../rules/checkout.ts';
import { HONEYPOT_MAX } from '../rules/public-forms.ts';
import { tierMessages } from '../rules/ticket-types.ts';
import {
  WAITLIST_CLAIM_STATUSES,
  WAITLIST_ENTRY_STATUSES,
  type WaitlistEntryStatus,
  waitlistMessages,
} from '../rules/waitlist.ts';
import { eventIdSchema, showtimeIdSchema } from './events.ts';
import { emailField } from './patterns.ts';

const tierId = z.string({ error: tierMessages.unknown }).max(80, { error: tierMessages.unknown });

/** POST /api/waitlist: a place in a sold-out tier's line (guests too; the email confirms it). */
export const waitlistJoinRequestSchema = z.object(
  {
    eventId: eventIdSchema,
    /** The tier; without it, the event's first listed tier (a one-tier event's Regular). */
    ticketTypeId: tierId.optional(),
    /**
     * The date, of an event with several (decision 53): a place in that date's line, offered only
     * that date's seats. Without it, any date's.
     */
    showtimeId: showtimeIdSchema.optional(),
    email: z
      .string({ error: messages.validation.email })
      .trim()
      .min(1, { error: messages.validation.email, abort: true })
      .pipe(emailField),
    /** Tickets wanted, 1 up to the tier's per-order maximum (checked by the server). */
    quantity: z
      .number({ error: waitlistMessages.quantity(ORDER_LIMIT_MAX) })
      .int({ error: waitlistMessages.quantity(ORDER_LIMIT_MAX) })
      .min(1, { error: waitlistMessages.quantity(ORDER_LIMIT_MAX) })
      .max(ORDER_LIMIT_MAX, { error: waitlistMessages.quantity(ORDER_LIMIT_MAX) })
      .optional()
      .default(1),
    /** The honeypot: a person leaves it empty. */
    website: z.string().max(HONEYPOT_MAX).optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;

export const waitlistJoinResponseSchema = z.object({
  /** 'unconfirmed': the email's link confirms the place; 'waiting': in line already. */
  status: z.enum(['unconfirmed', 'waiting']),
  message: z.string(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/** GET /api/waitlist/claims/:token: what the claim link holds (signed in). */
export const waitlistClaimSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  quantity: z.number().int(),
  /** The tier's price per ticket now, in whole naira (the server prices the order at initialize). */
  unitPrice: z.number(),
  /**
   * The date the claim holds seats on (decision 53), and its start (ISO 8601, shown in the venue's
   * zone, named by its city); null: any date of the event.
   */
  showtimeId: z.string().nullable(),
  startsAt: z.string().nullable(),
  timeZone: z.string(),
  city: z.string(),
  /** On a seated date, the seats the claim holds, named ('Row F, seat 12'); empty otherwise. */
  seats: z.array(z.string()),
  expiresAt: z.string(),
  status: z.enum(WAITLIST_CLAIM_STATUSES),
  /** Why the claim cannot be used, in the buyer's words; null while it is open. */
  message: z.string().nullable(),
});
export type WaitlistClaim = z.infer<typeof waitlistClaimSchema>;

export const claimTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/waitlist/confirm?token=: the confirmation email's link (an empty or unknown token gets the page that says so). */
export const waitlistConfirmQuerySchema = z.object({ token: z.string().max(200).default('') });

export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The latest claim's end, while one was offered. */
  claimExpiresAt: z.string().nullable(),
  /** The start of the date the place is for (decision 53), or null for any date. */
  showtimeStartsAt: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** How many places in a tier's line stand at each status: every status named, 0 when none. */
const waitlistCountsSchema = z.object(
  Object.fromEntries(WAITLIST_ENTRY_STATUSES.map((status) => [status, z.number().int()])) as Record<
    WaitlistEntryStatus,
    z.ZodNumber
  >,
);

/** GET /api/admin/events/:id/waitlist: each tier's line, oldest first, with counts by status. */
export const adminWaitlistSchema = z.object({
  /** The venue's clock, for the dates the places are for. */
  timeZone: z.string(),
  tiers: z.array(
    z.object({
      ticketTypeId: z.string(),
      name: z.string(),
      counts: waitlistCountsSchema,
      entries: z.array(adminWaitlistEntrySchema),
    }),
  ),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;
