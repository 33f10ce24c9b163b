import { z } from 'zod';

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
