import { z } from 'zod';
import {
  type AdminEventOption,
  type AdminOrderActionAnswer,
  type AdminOrderDetail,
  type AdminOrderEmail,
  type AdminOrderRow,
  adminSalesMessages as m,
} from '../messages/admin-sales.ts';
import { ORDER_STATUSES } from '../rules/order-statuses.ts';
import { adminListQuery, pagedAnswerSchema } from './admin.ts';
import { orderStatusSchema, ticketStatusSchema } from './checkout.ts';
import { NO_CONTROL_CHARACTERS } from './patterns.ts';

/**
 * The back office's orders (architecture.md §15.2): the list with its filters, an order's page, its actions
 * (refund, cancel the ticket, resend the ticket email) and the CSV exports. The shapes are the
 * Zod-free types of messages/admin-sales.ts, which the screens import.
 */

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** An optional calendar day, YYYY-MM-DD, in the business's time zone. */
const dateFilter = z
  .string()
  .trim()
  .max(10, { error: m.date })
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.string().regex(ISO_DATE, { error: m.date }).optional());

/** An id as the back office takes it: short, printable (PostgreSQL refuses a NUL in text). */
export const adminIdSchema = (message: string) =>
  z.string().min(1, { error: message }).max(100, { error: message }).regex(NO_CONTROL_CHARACTERS, { error: message });

const idFilter = (name: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `The ${name} filter is not valid.` })
    .regex(NO_CONTROL_CHARACTERS, { error: `The ${name} filter is not valid.` })
    .optional()
    .transform((v) => v || undefined);

export const ORDER_SORT_FIELDS = [
  'createdAt',
  'paidAt',
  'amount',
  'quantity',
  'status',
  'email',
  'eventTitle',
] as const;

/**
 * The orders' filters without paging: the list and its CSV export take the same. `q` finds an
 * email, a buyer's name, a reference or a ticket id; `from`/`to` are days (inclusive) of the
 * order's creation in Lagos time.
 */
const orderFilters = {
  status: z.enum(ORDER_STATUSES, { error: m.status }).optional(),
  eventId: idFilter('event'),
  /** Orders with a line of this ticket type (architecture.md §9.3). */
  ticketTypeId: idFilter('ticket type'),
  from: dateFilter,
  to: dateFilter,
};

const dateRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const adminOrdersQuerySchema = adminListQuery(ORDER_SORT_FIELDS, 'createdAt')
  .extend(orderFilters)
  .refine(dateRangeInOrder, { error: m.dateRange, path: ['to'] });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** GET /api/admin/orders.csv: the list's filters and order, every matching row. */
export const adminOrdersExportQuerySchema = adminListQuery(ORDER_SORT_FIELDS, 'createdAt')
  .omit({ page: true, pageSize: true })
  .extend(orderFilters)
  .refine(dateRangeInOrder, { error: m.dateRange, path: ['to'] });
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: orderStatusSchema,
  eventId: z.string(),
  eventTitle: z.string(),
  buyerName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  ticketId: z.string().nullable(),
  ticketStatus: ticketStatusSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
}) satisfies z.ZodType<AdminOrderRow>;

export const adminOrdersAnswerSchema = pagedAnswerSchema(adminOrderRowSchema);

export const adminOrderParamsSchema = z.object({ id: adminIdSchema(m.orderNotFound) });
export const adminEventParamsSchema = z.object({ id: adminIdSchema(m.eventNotFound) });

const adminOrderEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
}) satisfies z.ZodType<AdminOrderEmail>;

const person = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminOrderDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  event: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    timeZone: z.string(),
    venue: z.string(),
    city: z.string(),
  }),
  buyer: person.extend({ phoneNumber: z.string(), userId: z.string() }),
  gift: person.nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
  currency: z.string(),
  payment: z.object({
    provider: z.string(),
    paidAt: z.string().nullable(),
    holdExpiresAt: z.string(),
    refundRequestedAt: z.string().nullable(),
    refundProviderStatus: z.string().nullable(),
    refundError: z.string().nullable(),
    refundedAt: z.string().nullable(),
  }),
  ticket: z
    .object({
      id: z.string(),
      status: ticketStatusSchema,
      issuedAt: z.string(),
      usedAt: z.string().nullable(),
      admits: z.number().int(),
      admitted: z.number().int(),
      pagePath: z.string(),
    })
    .nullable(),
  emails: z.array(adminOrderEmailSchema),
  actions: z.object({ refund: z.boolean(), cancelTicket: z.boolean(), resendTicketEmail: z.boolean() }),
}) satisfies z.ZodType<AdminOrderDetail>;

/** Refund and cancel take an optional reason (kept in the audit log; a cancellation's is emailed). */
export const adminOrderActionBodySchema = z.object(
  {
    reason: z
      .string({ error: m.reason })
      .trim()
      .max(500, { error: m.reason })
      .regex(NO_CONTROL_CHARACTERS, { error: m.reason })
      .optional()
      .transform((v) => v || undefined),
  },
  { error: 'The request body must be a JSON object.' },
);

export const adminOrderActionAnswerSchema = z.object({
  message: z.string(),
  order: adminOrderDetailSchema,
}) satisfies z.ZodType<AdminOrderActionAnswer>;

export const adminEventOptionsSchema = z.array(
  z.object({ id: z.string(), title: z.string(), startsAt: z.string() }) satisfies z.ZodType<AdminEventOption>,
);

/** GET /api/admin/events/:id/attendees.csv: every ticket, or those whose order has a line of one ticket type. */
export const attendeesQuerySchema = z.object({ ticketTypeId: idFilter('ticket type') });
