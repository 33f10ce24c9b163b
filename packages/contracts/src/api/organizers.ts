import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import {
  type AdminOrganizerDetail,
  type AdminOrganizerRow,
  type AdminOrganizersAnswer,
  organizerMessages as m,
  ORGANIZER_STATUSES,
  type OrganizerApplication,
  payoutMessages,
} from '../messages/organizers.ts';
import { ORGANIZER_SLUG_PATTERN } from '../page/organizer-pages.ts';
import {
  APPLICATION_ABOUT_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_REGISTRATION_MAX,
  DECISION_REASON_MAX,
  isOrganizerPhone,
  REGISTRATION_PATTERN,
} from '../rules/organizers.ts';
import { adminListQuery, pagedAnswerSchema } from './admin.ts';
import { adminIdSchema } from './admin-orders.ts';
import { eventSchema } from './events.ts';
import { NO_CONTROL_CHARACTERS, NO_FORMAT_CHARACTERS } from './patterns.ts';

/**
 * The marketplace (decision 31): organizers' own API under /api/organizer, and what the
 * platform's admins see of them under /api/admin/organizers.
 */

export { ORGANIZER_STATUSES };
export const organizerStatusSchema = z.enum(ORGANIZER_STATUSES);
export type OrganizerStatusName = z.infer<typeof organizerStatusSchema>;

/** The payout account as the console shows it: never the whole account number. */
export const payoutAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  /** The account number's last four digits. */
  accountLast4: z.string(),
  /** The holder's name as the provider resolved it. */
  accountName: z.string(),
  subaccountCode: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET /api/organizer/me: the signed-in organizer, as their console's frame shows them. */
export const organizerSelfSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['approved', 'paused']),
  /** An admin trusts them to publish without review. */
  publishesDirectly: z.boolean(),
  /** The platform's commission on their sales, in percent (the setting, or an admin's override). */
  commissionPercent: z.number(),
  /** Null: none yet; nothing can be published until there is one. */
  payoutAccount: payoutAccountSchema.nullable(),
});
export type OrganizerSelf = z.infer<typeof organizerSelfSchema>;

/** The answer for a slug with no public page: unknown, or an organizer not approved (or paused). */
export const NO_ORGANIZER_MESSAGE = 'No organizer has that address.';

/** An organizer's public page's address part (/o/{slug}); anything else is no organizer's. */
export const organizerSlugParamsSchema = z.object({
  slug: z.string().regex(ORGANIZER_SLUG_PATTERN, NO_ORGANIZER_MESSAGE),
});

/**
 * GET /api/organizers/{slug}: an organizer's public profile, for the page /o/{slug}. Only an
 * approved or paused organizer has one (paused: the page shows, their events are not on sale and
 * not listed); their published events, upcoming first (soonest first), then past ones (latest first).
 */
export const organizerProfileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** What they run, in their words. */
  about: z.string(),
  status: z.enum(['approved', 'paused']),
  events: z.array(eventSchema),
});
export type OrganizerProfile = z.infer<typeof organizerProfileSchema>;
/** A bank payouts can be sent to, as the provider lists it (Paystack's bank code and name). */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/organizer/banks: the banks to choose from, by name. */
export const banksAnswerSchema = z.object({ banks: z.array(bankSchema) });
export type BanksAnswer = z.infer<typeof banksAnswerSchema>;

/** A Nigerian account number (NUBAN): exactly ten digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

const bankCodeField = z
  .string({ error: payoutMessages.bankRequired })
  .trim()
  .min(1, { error: payoutMessages.bankRequired })
  .max(20, { error: payoutMessages.unknownBank })
  .regex(/^[0-9A-Za-z-]+$/, { error: payoutMessages.unknownBank });

const accountNumberField = z
  .string({ error: payoutMessages.accountNumber })
  .trim()
  .regex(ACCOUNT_NUMBER_PATTERN, { error: payoutMessages.accountNumber });

/** POST /api/organizer/payout-account/resolve: which account to look up. */
export const payoutResolveRequestSchema = z.object(
  { bankCode: bankCodeField, accountNumber: accountNumberField },
  { error: 'The request body must be a JSON object.' },
);
export type PayoutResolveRequest = z.input<typeof payoutResolveRequestSchema>;

/** The holder's name the account resolved to, for the organizer to confirm. */
export const payoutResolveAnswerSchema = z.object({ accountName: z.string(), bankName: z.string() });
export type PayoutResolveAnswer = z.infer<typeof payoutResolveAnswerSchema>;

/** PUT /api/organizer/payout-account: the account, and the holder's name the organizer confirmed. */
export const payoutAccountRequestSchema = z.object(
  {
    bankCode: bankCodeField,
    accountNumber: accountNumberField,
    accountName: z
      .string({ error: payoutMessages.accountName })
      .trim()
      .min(1, { error: payoutMessages.accountName })
      .max(200, { error: payoutMessages.accountName }),
  },
  { error: 'The request body must be a JSON object.' },
);
export type PayoutAccountRequest = z.input<typeof payoutAccountRequestSchema>;
/** Text with line breaks and tabs, and no other control characters. */
const MULTILINE_TEXT = /^(?:[\n\r\t]|[^\p{Cc}\p{Cs}])*$/u;
const bodyObject = { error: authMessages.notJsonObject };

/** POST /api/organizer-applications: apply (or apply again after a decline) to sell as an organizer. */
export const organizerApplicationBodySchema = z.object(
  {
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, { error: m.nameRequired, abort: true })
      .max(APPLICATION_NAME_MAX, { error: m.nameLength, abort: true })
      // The name goes into an email's subject and the public page's title: one plain line.
      .regex(NO_CONTROL_CHARACTERS, { error: m.nameCharacters })
      .regex(NO_FORMAT_CHARACTERS, { error: m.nameCharacters }),
    phone: z
      .string({ error: m.phone })
      .trim()
      .max(24, { error: m.phone, abort: true })
      .refine(isOrganizerPhone, { error: m.phone }),
    about: z
      .string({ error: m.aboutRequired })
      .trim()
      .min(1, { error: m.aboutRequired, abort: true })
      .max(APPLICATION_ABOUT_MAX, { error: m.aboutLength, abort: true })
      .regex(MULTILINE_TEXT, { error: m.aboutCharacters }),
    registrationNumber: z
      .string({ error: m.registration })
      .trim()
      .max(APPLICATION_REGISTRATION_MAX, { error: m.registration, abort: true })
      .regex(REGISTRATION_PATTERN, { error: m.registration })
      .optional()
      .transform((value) => value || null),
  },
  bodyObject,
);
export type OrganizerApplicationBody = z.input<typeof organizerApplicationBodySchema>;

export const organizerApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  phone: z.string(),
  about: z.string(),
  registrationNumber: z.string().nullable(),
  status: organizerStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<OrganizerApplication>;

/** GET /api/organizer-application (null: never applied); POST answers the application it made. */
export const organizerApplicationAnswerSchema = z.object({ application: organizerApplicationSchema.nullable() });

/** GET /api/admin/organizers: pending first (`sort=status`), then newest; filter by status, search names and emails. */
export const adminOrganizersQuerySchema = adminListQuery(['status', 'createdAt', 'name'], 'status', 'asc').extend({
  status: z.enum(ORGANIZER_STATUSES, { error: m.statusFilter }).optional(),
});
export type AdminOrganizersQuery = z.infer<typeof adminOrganizersQuerySchema>;

const adminOrganizerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  status: organizerStatusSchema,
  events: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<AdminOrganizerRow>;

export const adminOrganizersAnswerSchema = pagedAnswerSchema(adminOrganizerRowSchema).extend({
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    declined: z.number().int(),
    paused: z.number().int(),
  }),
}) satisfies z.ZodType<AdminOrganizersAnswer>;

export const adminOrganizerParamsSchema = z.object({ id: adminIdSchema(m.notFound) });

export const adminOrganizerDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  phone: z.string(),
  about: z.string(),
  registrationNumber: z.string().nullable(),
  status: organizerStatusSchema,
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  createdAt: z.string(),
  commissionPercent: z.number(),
  commissionOverridePercent: z.number().nullable(),
  platformCommissionPercent: z.number(),
  publishesDirectly: z.boolean(),
  payoutAccount: payoutAccountSchema.nullable(),
  events: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), reviewStatus: z.string() })),
}) satisfies z.ZodType<AdminOrganizerDetail>;

const reasonField = (required: boolean) => {
  const text = z
    .string({ error: m.reasonRequired })
    .trim()
    .max(DECISION_REASON_MAX, { error: m.reasonLength, abort: true })
    .regex(MULTILINE_TEXT, { error: m.reasonCharacters });
  return required ? text.min(1, { error: m.reasonRequired }) : text.optional().transform((value) => value || null);
};

/** POST /api/admin/organizers/{id}/decline: the reason is required (the applicant is told it). */
export const organizerDeclineBodySchema = z.object({ reason: reasonField(true) }, bodyObject);
/** POST /api/admin/organizers/{id}/pause: a reason, if any, goes into the organizer's email. */
export const organizerPauseBodySchema = z.object({ reason: reasonField(false) }, bodyObject);

/** PATCH /api/admin/organizers/{id}: the commission override (null: the platform's setting) and publishing without review. */
export const adminOrganizerSettingsBodySchema = z
  .object(
    {
      commissionPercent: z
        .number({ error: m.commission })
        .min(0, { error: m.commission })
        .max(100, { error: m.commission })
        // Stored in basis points: two decimals at most.
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: m.commission })
        .nullable()
        .optional(),
      publishesDirectly: z.boolean({ error: m.publishesDirectly }).optional(),
    },
    bodyObject,
  )
  .refine((body) => body.commissionPercent !== undefined || body.publishesDirectly !== undefined, {
    error: m.settingsEmpty,
  });
export type AdminOrganizerSettingsBody = z.infer<typeof adminOrganizerSettingsBodySchema>;
