import { z } from 'zod';
import type { Dashboard, DashboardEventRow, SalesDay, SalesFigures } from '../messages/admin-sales.ts';
import { EVENT_STATUSES } from '../rules/admin-events.ts';
import { dashboardSplitSchema } from './organizer-sales.ts';

/** GET /api/admin/dashboard (architecture.md §15.2): sales figures counted from the orders and tickets tables. */

const salesFiguresSchema = z.object({
  ticketsSold: z.number().int(),
  revenue: z.number(),
  orders: z.number().int(),
}) satisfies z.ZodType<SalesFigures>;

const dashboardEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  city: z.string(),
  status: z.enum(EVENT_STATUSES),
  capacity: z.number().int(),
  ticketsSold: z.number().int(),
  revenue: z.number(),
  seatsHeld: z.number().int(),
  seatsLeft: z.number().int(),
  checkedIn: z.number().int(),
  tiers: z
    .array(z.object({ ticketTypeId: z.string(), name: z.string(), ticketsSold: z.number().int(), revenue: z.number() }))
    .optional(),
}) satisfies z.ZodType<DashboardEventRow>;

const salesDaySchema = z.object({
  date: z.string(),
  ticketsSold: z.number().int(),
  revenue: z.number(),
}) satisfies z.ZodType<SalesDay>;

export const dashboardSchema = z.object({
  timeZone: z.string(),
  generatedAt: z.string(),
  today: salesFiguresSchema,
  thisWeek: salesFiguresSchema,
  allTime: salesFiguresSchema,
  refunded: z.object({ orders: z.number().int(), amount: z.number() }),
  seatsHeld: z.number().int(),
  seatsLeft: z.number().int(),
  checkedIn: z.number().int(),
  days: z.array(salesDaySchema),
  events: z.array(dashboardEventSchema),
  split: dashboardSplitSchema.optional(),
}) satisfies z.ZodType<Dashboard>;
