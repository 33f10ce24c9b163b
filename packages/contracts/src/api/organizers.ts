import { z } from 'zod';
import { ORGANIZER_SLUG_PATTERN } from '../page/organizer-pages.ts';
import { eventSchema } from './events.ts';

/**
 * The marketplace (issue 23, decision 31): organizers' own API under /api/organizer, and what the
 * platform's admins see of them under /api/admin/organizers.
 */

export const ORGANIZER_STATUSES = ['pending', 'approved', 'declined', 'paused'] as const;
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
