import { z } from 'zod';
import {
  PROMO_KINDS,
  PROMO_STATUSES,
  type PromoCodeFields,
  promoAdminMessages,
  promoCodeProblems,
  promoMessages,
} from '../rules/promo-codes.ts';
import { tierMessages } from '../rules/ticket-types.ts';
import { adminListQuery, pagedAnswerSchema } from './admin.ts';
import { orderLineRequestSchema, promoCodeInputSchema } from './checkout.ts';
import { eventIdSchema } from './events.ts';

/**
 * Promo codes (decision 30): what a buyer types, the summary's preview, and the back
 * office's codes. The rules and sentences are rules/promo-codes.ts, shared with the forms.
 */

/** POST /api/promo-codes/check: what the summary is buying, and the code typed. */
export const promoCheckRequestSchema = z.object(
  {
    eventId: eventIdSchema,
    lines: z.array(orderLineRequestSchema).min(1, { error: tierMessages.noneChosen }).max(20),
    code: promoCodeInputSchema.pipe(z.string().min(1, { error: promoMessages.codeEmpty })),
  },
  { error: 'The request body must be a JSON object.' },
);
export type PromoCheckRequest = z.input<typeof promoCheckRequestSchema>;

/** What the code takes off these lines, as initialize would price them now. */
export const promoCheckAnswerSchema = z.object({
  code: z.string(),
  discount: z.number().int(),
  /** The order's total after the discount. */
  total: z.number().int(),
  description: z.string(),
});
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswerSchema>;

/** An instant (ISO-8601), or empty/null for none. */
const instantField = (message: string) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    .nullable()
    .optional()
    .transform((v) => v || null);

/** A code's fields as the back office sends them (create and edit); the rules check them together. */
export const promoCodeBodySchema = z
  .object(
    {
      code: z.string({ error: promoAdminMessages.code }).max(200, { error: promoAdminMessages.code }),
      eventId: eventIdSchema
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      ticketTypeIds: z
        .array(z.string().max(80, { error: promoAdminMessages.unknownTier }), { error: promoAdminMessages.unknownTier })
        .max(20, { error: promoAdminMessages.unknownTier })
        .optional()
        .default([]),
      kind: z.enum(PROMO_KINDS, { error: promoAdminMessages.kind }),
      // Numbers and instants are judged by promoCodeProblems, with the sentence for their kind.
      amount: z.unknown(),
      maxUses: z.unknown().optional(),
      maxUsesPerAccount: z.unknown().optional(),
      startsAt: instantField(promoAdminMessages.startsAt),
      endsAt: instantField(promoAdminMessages.endsAt),
      status: z.enum(PROMO_STATUSES, { error: promoAdminMessages.status }).optional().default('active'),
    },
    { error: 'Send the promo code as a JSON object.' },
  )
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(promoCodeProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(
    (values): PromoCodeFields => ({
      ...values,
      amount: values.amount as number,
      maxUses: (values.maxUses ?? null) as number | null,
      maxUsesPerAccount: (values.maxUsesPerAccount ?? null) as number | null,
      code: values.code.trim().toUpperCase(),
      ticketTypeIds: [...new Set(values.ticketTypeIds)],
      startsAt: values.startsAt && new Date(values.startsAt).toISOString(),
      endsAt: values.endsAt && new Date(values.endsAt).toISOString(),
    }),
  );
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

/** PUT /api/admin/promo-codes/{id}/status: pause or resume. */
export const promoCodeStatusSchema = z.object(
  { status: z.enum(PROMO_STATUSES, { error: promoAdminMessages.status }) },
  { error: 'Send the status as a JSON object.' },
);

export const promoCodeIdParamsSchema = z.object({
  id: z.string().max(80, { error: promoAdminMessages.notFound }),
});

/** One code in the back office's list, with what it has sold. */
export const adminPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  ticketTypeIds: z.array(z.string()),
  ticketTypeNames: z.array(z.string()),
  kind: z.enum(PROMO_KINDS),
  amount: z.number().int(),
  description: z.string(),
  maxUses: z.number().int().nullable(),
  /** Orders holding it or having used it. */
  uses: z.number().int(),
  maxUsesPerAccount: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMO_STATUSES),
  /** What paid orders with this code paid, and what it took off them (whole naira). */
  revenue: z.number().int(),
  discountGiven: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodesQuerySchema = adminListQuery(['createdAt', 'code', 'uses'], 'createdAt');
export const adminPromoCodesAnswerSchema = pagedAnswerSchema(adminPromoCodeSchema);
export const adminPromoCodeAnswerSchema = z.object({ promoCode: adminPromoCodeSchema });
