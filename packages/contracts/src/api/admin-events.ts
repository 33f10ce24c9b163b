import { z } from 'zod';
import {
  type AdminEvent,
  type AdminEventFields,
  type AdminEventRow,
  adminEventProblems,
  EVENT_CATEGORIES,
  EVENT_REVIEW_NOTE_MAX,
  EVENT_STATUSES,
  eventReviewMessages,
  adminEventMessages as m,
  REVIEW_STATUSES,
  readPrice,
} from '../rules/admin-events.ts';
import { DEFAULT_DOORS_OPEN_MINUTES, DEFAULT_MAX_PER_ACCOUNT, DEFAULT_MAX_PER_ORDER } from '../rules/checkout.ts';
import { adminListQuery, pagedAnswerSchema } from './admin.ts';
import { eventSchema } from './events.ts';

/**
 * The back office's event calls (architecture.md §15.1). The fields are checked by adminEventProblems, the
 * same rules the form applies as it is typed (rules/admin-events.ts), so both say the same.
 */
const fields = {
  title: z.string({ error: m.title }),
  artistName: z.string({ error: m.artistName }),
  eventOwner: z.string({ error: m.eventOwnerLong }).default(''),
  category: z.string({ error: m.category }),
  description: z.string({ error: m.description }),
  about: z.string({ error: m.about }),
  venue: z.string({ error: m.venue }),
  city: z.string({ error: m.city }),
  timeZone: z.string({ error: m.timeZone }),
  startDate: z.string({ error: m.startDate }),
  startTime: z.string({ error: m.startTime }),
  /** The venue's address (decision 27): optional, so a client written before it keeps working. */
  street: z.string({ error: m.streetLong }).default(''),
  region: z.string({ error: m.regionLong }).default(''),
  postalCode: z.string({ error: m.postalCode }).default(''),
  countryCode: z.string({ error: m.countryCode }).default('NG'),
  /** Whole naira: a number, or text as a person types it ('25,000', 'NGN 25,000'; rules/naira-input.ts). */
  basePrice: z.union([z.number(), z.string()], { error: m.basePrice }),
  capacity: z.number({ error: m.capacity }),
  subaccountCode: z.string({ error: m.subaccountCode }).default(''),
  status: z.string({ error: m.status }),
};

/** The limits per buyer (decision 21): a new event without them gets the checkout's defaults. */
const maxPerOrder = z.number({ error: m.maxPerOrder });
const maxPerAccount = z.number({ error: m.maxPerAccount });
/** The door's hours (architecture.md §11): a new event without it opens its doors 3 hours before the start. */
const doorsOpenMinutes = z.number({ error: m.doorsOpenMinutes });
/** The end (decision 27): a new event without one runs 3 hours; a save without one keeps the show's length. */
const endDate = z.string({ error: m.endDate });
const endTime = z.string({ error: m.endTime });
type KeptField = 'maxPerOrder' | 'maxPerAccount' | 'doorsOpenMinutes' | 'endDate' | 'endTime';

const bodyObject = { error: 'Send the event as a JSON object.' };

/** The same values with every text trimmed (the rules judged them trimmed). */
function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

/** The price the rules read (a number, or text such as '25,000'): only asked once they found no problem. */
function priceOf(value: unknown): number {
  const price = readPrice(value);
  return 'naira' in price ? price.naira : Number.NaN;
}

/** `keptWhenOmitted`: fields a request may leave out to keep the stored value (no problem to report then). */
function checked<T extends z.ZodRawShape>(shape: T, keptWhenOmitted: readonly string[] = []) {
  return z
    .object(shape, bodyObject)
    .superRefine((values, ctx) => {
      // Reported one at a time, in the form's order: the answer's message is the first.
      for (const [field, message] of Object.entries(adminEventProblems(values))) {
        if (keptWhenOmitted.includes(field) && (values as Record<string, unknown>)[field] === undefined) continue;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((values) => ({ ...trimmed(values), basePrice: priceOf((values as { basePrice?: unknown }).basePrice) }));
}

export const adminEventCreateSchema = checked(
  {
    ...fields,
    maxPerOrder: maxPerOrder.default(DEFAULT_MAX_PER_ORDER),
    maxPerAccount: maxPerAccount.default(DEFAULT_MAX_PER_ACCOUNT),
    doorsOpenMinutes: doorsOpenMinutes.default(DEFAULT_DOORS_OPEN_MINUTES),
    endDate: endDate.optional(),
    endTime: endTime.optional(),
  },
  ['endDate', 'endTime'],
);
export type AdminEventCreate = Omit<AdminEventFields, 'endDate' | 'endTime'> &
  Partial<Pick<AdminEventFields, 'endDate' | 'endTime'>>;

/**
 * A save sends every field, except that the limits per buyer and the doors' opening may be left
 * out to keep them: a client written before they existed must not reset a show's settings to the
 * defaults. The limits are then judged against the stored value (admin-events-service.ts).
 */
export const adminEventUpdateSchema = checked(
  {
    ...fields,
    maxPerOrder: maxPerOrder.optional(),
    maxPerAccount: maxPerAccount.optional(),
    doorsOpenMinutes: doorsOpenMinutes.optional(),
    endDate: endDate.optional(),
    endTime: endTime.optional(),
    /** Needed to cancel an event that has tickets sold (the screen asks first). */
    confirmCancel: z.boolean({ error: 'confirmCancel must be true or false.' }).default(false),
    /** With confirmCancel: refund every paid order of the event. */
    refundTickets: z.boolean({ error: 'refundTickets must be true or false.' }).default(false),
  },
  ['maxPerOrder', 'maxPerAccount', 'doorsOpenMinutes', 'endDate', 'endTime'] satisfies KeptField[],
);
export type AdminEventUpdate = Omit<AdminEventFields, KeptField> &
  Partial<Pick<AdminEventFields, KeptField>> & { confirmCancel: boolean; refundTickets: boolean };

/**
 * An organizer's event (decision 31): the same fields, but the payment split code is
 * theirs (their payout account's), so a request that names one is refused.
 */
const organizerFields = {
  ...fields,
  subaccountCode: z
    .string({ error: eventReviewMessages.noSubaccount })
    .refine((code) => code.trim() === '', { error: eventReviewMessages.noSubaccount })
    .default(''),
};

export const organizerEventCreateSchema = checked(
  {
    ...organizerFields,
    maxPerOrder: maxPerOrder.default(DEFAULT_MAX_PER_ORDER),
    maxPerAccount: maxPerAccount.default(DEFAULT_MAX_PER_ACCOUNT),
    doorsOpenMinutes: doorsOpenMinutes.default(DEFAULT_DOORS_OPEN_MINUTES),
    endDate: endDate.optional(),
    endTime: endTime.optional(),
  },
  ['endDate', 'endTime'],
);

export const organizerEventUpdateSchema = checked(
  {
    ...organizerFields,
    maxPerOrder: maxPerOrder.optional(),
    maxPerAccount: maxPerAccount.optional(),
    doorsOpenMinutes: doorsOpenMinutes.optional(),
    endDate: endDate.optional(),
    endTime: endTime.optional(),
    confirmCancel: z.boolean({ error: 'confirmCancel must be true or false.' }).default(false),
    refundTickets: z.boolean({ error: 'refundTickets must be true or false.' }).default(false),
  },
  ['maxPerOrder', 'maxPerAccount', 'doorsOpenMinutes', 'endDate', 'endTime'] satisfies KeptField[],
);

/** POST /api/admin/events/:id/return: the admins' note to the organizer. */
export const eventReturnSchema = z.object(
  {
    note: z
      .string({ error: eventReviewMessages.note })
      .trim()
      .min(1, { error: eventReviewMessages.note })
      .max(EVENT_REVIEW_NOTE_MAX, { error: eventReviewMessages.note }),
  },
  { error: eventReviewMessages.note },
);
export type EventReturn = z.infer<typeof eventReturnSchema>;

export const adminEventsQuerySchema = adminListQuery(
  ['startsAt', 'title', 'status', 'capacity', 'sold', 'revenue'],
  'startsAt',
  'asc',
).extend({
  status: z.enum(EVENT_STATUSES, { error: 'The status filter must be draft, published or cancelled.' }).optional(),
  /** Organizers' events by where they stand with the admins ('submitted': waiting for review). */
  review: z.enum(['submitted', 'returned'], { error: 'The review filter must be submitted or returned.' }).optional(),
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

const eventStatusSchema = z.enum(EVENT_STATUSES);

export const adminEventRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  artistName: z.string(),
  status: eventStatusSchema,
  startsAt: z.string(),
  timeZone: z.string(),
  city: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  revenue: z.number().int(),
  eventImage: z.string(),
  organizerName: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
}) satisfies z.ZodType<AdminEventRow>;

export const adminEventsAnswerSchema = pagedAnswerSchema(adminEventRowSchema);

export const adminEventSchema = adminEventRowSchema.extend({
  eventOwner: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  description: z.string(),
  about: z.string(),
  venue: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  endsAt: z.string(),
  street: z.string(),
  region: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  basePrice: z.number().int(),
  maxPerOrder: z.number().int(),
  maxPerAccount: z.number().int(),
  doorsOpenMinutes: z.number().int(),
  remaining: z.number().int(),
  subaccountCode: z.string(),
  hasPoster: z.boolean(),
  publicPath: z.string(),
  shareImagePath: z.string(),
  updatedAt: z.string().nullable(),
  organizerId: z.string().nullable(),
  reviewNote: z.string().nullable(),
  submittedAt: z.string().nullable(),
}) satisfies z.ZodType<AdminEvent>;

/** GET /api/admin/events/:id: the event to edit, and the public page's data for the preview. */
export const adminEventAnswerSchema = z.object({ event: adminEventSchema, preview: eventSchema });

/** What cancelling with refunds did to the event's paid orders. */
export const eventRefundsSchema = z.object({
  refunded: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** The first failure's sentence, for the screen. */
  firstError: z.string().nullable(),
});
export type EventRefunds = z.infer<typeof eventRefundsSchema>;

export const adminEventSavedSchema = z.object({
  event: adminEventSchema,
  /** Only when the save cancelled the event with refundTickets. */
  refunds: eventRefundsSchema.optional(),
});
