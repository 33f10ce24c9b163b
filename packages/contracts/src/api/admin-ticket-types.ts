import { z } from 'zod';
import {
  type AdminTicketType,
  tierAdminMessages as m,
  TIER_STATUSES,
  type TicketTypeInput,
  ticketTypeProblems,
} from '../rules/admin-ticket-types.ts';
import { eventIdSchema } from './events.ts';

/**
 * The back office's tier editor (decision 30). The fields are judged by
 * ticketTypeProblems (rules/admin-ticket-types.ts), the rules the dialog applies as it is typed;
 * the window is read at the event's time zone by the service (the body does not carry it), and the
 * merged tier is judged again there.
 */
const fields = {
  name: z.string({ error: m.name }),
  description: z.string({ error: m.descriptionLong }),
  /** Whole naira: a number, or text as a person types it ('25,000'; rules/naira-input.ts). */
  price: z.union([z.number(), z.string()], { error: m.price }),
  capacity: z.union([z.number().nullable(), z.string()], { error: m.capacity }),
  admits: z.union([z.number(), z.string()], { error: m.admits }),
  minPerOrder: z.union([z.number(), z.string()], { error: m.minPerOrder }),
  maxPerOrder: z.union([z.number().nullable(), z.string()], { error: m.maxPerOrder }),
  /** An ISO instant, or the venue's wall clock 'YYYY-MM-DD HH:MM'; null or '' for none. */
  salesStartAt: z.union([z.string(), z.null()], { error: m.salesStartAt }),
  salesEndAt: z.union([z.string(), z.null()], { error: m.salesEndAt }),
  afterTicketTypeId: z.union([z.string(), z.null()], { error: m.afterTicketType }),
  accessCode: z.union([z.string(), z.null()], { error: m.accessCode }),
  status: z.string({ error: m.status }),
};

/** Judged per field without a time zone: the window's ends are read again at the event's by the service. */
function judged<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: m.body }).superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(ticketTypeProblems(values as TicketTypeInput, 'UTC'))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

const optional = Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
};

/** POST: a name and a price; every other field has its default (no own stock, admits 1, on sale). */
export const ticketTypeCreateSchema = judged({ ...optional, name: fields.name, price: fields.price });
/** PATCH: only the fields sent change. */
export const ticketTypeUpdateSchema = judged(optional);
export type TicketTypeBody = z.infer<typeof ticketTypeUpdateSchema>;

export const ticketTypeParamsSchema = z.object({
  id: eventIdSchema,
  typeId: z
    .string()
    .min(1)
    .max(80, { error: m.notFound('that') }),
});

export const ticketTypeReorderSchema = z.object(
  {
    ids: z.array(z.string().max(80), { error: m.reorder }).min(1, { error: m.reorder }).max(100, { error: m.reorder }),
  },
  { error: m.reorder },
);

export const adminTicketTypeSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  sortOrder: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  capacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  admits: z.number().int(),
  minPerOrder: z.number().int(),
  maxPerOrder: z.number().int().nullable(),
  salesStartAt: z.string().nullable(),
  salesEndAt: z.string().nullable(),
  afterTicketTypeId: z.string().nullable(),
  accessCode: z.string().nullable(),
  status: z.enum(TIER_STATUSES),
  sold: z.number().int(),
  held: z.number().int(),
  orderLines: z.number().int(),
}) satisfies z.ZodType<AdminTicketType>;

/** Every answer of the editor: the event's tiers in display order, as they are now. */
export const adminTicketTypesAnswerSchema = z.object({
  timeZone: z.string(),
  /** The event form's price: the Regular tier's, kept in step when either changes. */
  basePrice: z.number().int(),
  ticketTypes: z.array(adminTicketTypeSchema),
});
export type AdminTicketTypesAnswer = z.infer<typeof adminTicketTypesAnswerSchema>;
