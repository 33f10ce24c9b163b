import { z } from 'zod';
import type {
  DashboardSplit,
  DoorStaffInvite,
  MoneySplit,
  OrganizerOption,
  Statement,
  StatementLine,
} from '../messages/organizer-sales.ts';
import { organizerSalesMessages } from '../messages/organizer-sales.ts';
import { emailField } from './patterns.ts';

/** The organizer console's sales, statements and door staff (decision 31). Money in kobo. */

const kobo = z.number().int();

export const moneySplitSchema = z.object({
  ticketsSold: z.number().int(),
  gross: kobo,
  fees: kobo,
  feesBorne: kobo,
  commission: kobo,
  net: kobo,
}) satisfies z.ZodType<MoneySplit>;

export const dashboardSplitSchema = z.object({
  allTime: moneySplitSchema,
  days: z.array(moneySplitSchema.extend({ date: z.string() })),
  events: z.array(moneySplitSchema.extend({ eventId: z.string() })),
}) satisfies z.ZodType<DashboardSplit>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.');

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: Lagos days, both included, at most 366 days. */
export const statementQuerySchema = z.object({ from: day, to: day }).refine(
  ({ from, to }) => {
    const a = Date.parse(`${from}T00:00:00Z`);
    const b = Date.parse(`${to}T00:00:00Z`);
    return Number.isFinite(a) && Number.isFinite(b) && a <= b && b - a <= 366 * 24 * 3600 * 1000;
  },
  { message: organizerSalesMessages.statementPeriod },
);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

const statementLineSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  at: z.string(),
  orderId: z.string(),
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  tickets: z.number().int(),
  gross: kobo,
  fee: kobo,
  feeBearer: z.enum(['account', 'subaccount']).nullable(),
  feeBorne: kobo,
  commission: kobo,
  net: kobo,
}) satisfies z.ZodType<StatementLine>;

export const statementSchema = z.object({
  organizer: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  lines: z.array(statementLineSchema),
  totals: z.object({
    tickets: z.number().int(),
    payments: z.number().int(),
    refunds: z.number().int(),
    gross: kobo,
    fees: kobo,
    feesBorne: kobo,
    commission: kobo,
    net: kobo,
  }),
}) satisfies z.ZodType<Statement>;

export const organizerIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const organizerOptionsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), status: z.string() }),
) satisfies z.ZodType<OrganizerOption[]>;

export const doorStaffInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  hasAccount: z.boolean(),
}) satisfies z.ZodType<DoorStaffInvite>;

export const doorStaffListSchema = z.object({ staff: z.array(doorStaffInviteSchema) });

export const doorStaffInviteBodySchema = z.object({ email: emailField });
export type DoorStaffInviteBody = z.infer<typeof doorStaffInviteBodySchema>;

export const doorStaffParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const doorStaffAnswerSchema = z.object({ message: z.string(), staff: z.array(doorStaffInviteSchema) });
