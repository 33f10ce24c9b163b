import { z } from 'zod';
import {
  type InquiryDetail,
  type InquiryRow,
  adminSupportMessages as m,
  SUBSCRIBER_STATUSES,
  SUPPORT_REPLY_MAX,
  SUPPORT_REPLY_MIN,
  SUPPORT_STATUSES,
  type SubscriberRow,
  type SubscribersAnswer,
  type SupportActionAnswer,
  type SupportInboxAnswer,
  type SupportThreadMessage,
  type SupportTicketDetail,
  type SupportTicketRow,
} from '../messages/admin-support.ts';
import { adminListQuery, pagedAnswerSchema } from './admin.ts';
import { adminIdSchema } from './admin-orders.ts';

/**
 * The back office's helpdesk side (architecture.md §15.2): the support inbox and its threads, organizer
 * inquiries, and newsletter subscribers. Shapes are the Zod-free types of messages/admin-support.ts.
 */

const supportStatusSchema = z.enum(SUPPORT_STATUSES, { error: m.status });

/** GET /api/admin/support-tickets: newest activity first; `q` finds a number, an email or a subject. */
export const supportInboxQuerySchema = adminListQuery(
  ['updatedAt', 'createdAt', 'status', 'email', 'subject'],
  'updatedAt',
).extend({ status: supportStatusSchema.optional() });
export type SupportInboxQuery = z.infer<typeof supportInboxQuerySchema>;

const supportTicketRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  eventName: z.string().nullable(),
  status: supportStatusSchema,
  replies: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SupportTicketRow>;

export const supportInboxAnswerSchema = pagedAnswerSchema(supportTicketRowSchema).extend({
  counts: z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
}) satisfies z.ZodType<SupportInboxAnswer>;

export const supportTicketParamsSchema = z.object({ id: adminIdSchema(m.ticketNotFound) });

const threadMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['requester', 'staff']),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
  email: z.object({ to: z.string(), sentAt: z.string().nullable(), failedAt: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<SupportThreadMessage>;

export const supportTicketDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.string(),
  event: z.object({ id: z.string(), name: z.string() }).nullable(),
  reference: z.string().nullable(),
  userId: z.string(),
  status: supportStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(threadMessageSchema),
}) satisfies z.ZodType<SupportTicketDetail>;

/** Newlines and tabs belong in a reply; other control characters do not. */
const NO_CONTROL_BUT_LINES = /^[\P{Cc}\n\r\t]*$/u;

export const supportReplyBodySchema = z.object(
  {
    body: z
      .string({ error: m.replyLength })
      .max(SUPPORT_REPLY_MAX * 2, { error: m.replyLength })
      .trim()
      .min(SUPPORT_REPLY_MIN, { error: m.replyLength })
      .max(SUPPORT_REPLY_MAX, { error: m.replyLength })
      .regex(NO_CONTROL_BUT_LINES, { error: m.replyControl }),
  },
  { error: 'The request body must be a JSON object.' },
);

export const supportStatusBodySchema = z.object(
  { status: supportStatusSchema },
  { error: 'The request body must be a JSON object.' },
);

export const supportActionAnswerSchema = z.object({
  message: z.string(),
  ticket: supportTicketDetailSchema,
}) satisfies z.ZodType<SupportActionAnswer>;

/** GET /api/admin/inquiries: newest first; `q` finds a name, an email, an organization or words of the message. */
export const inquiriesQuerySchema = adminListQuery(['createdAt', 'name', 'organization', 'eventType'], 'createdAt');

const inquiryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<InquiryRow>;

export const inquiriesAnswerSchema = pagedAnswerSchema(inquiryRowSchema);
export const inquiryDetailSchema = inquiryRowSchema.extend({ message: z.string() }) satisfies z.ZodType<InquiryDetail>;
export const inquiryParamsSchema = z.object({ id: adminIdSchema(m.inquiryNotFound) });

/** GET /api/admin/subscribers (and .csv): newest first; filter active or unsubscribed; `q` finds an email. */
export const subscribersQuerySchema = adminListQuery(
  ['subscribedAt', 'email', 'unsubscribedAt'],
  'subscribedAt',
).extend({
  status: z.enum(SUBSCRIBER_STATUSES, { error: m.subscriberStatus }).optional(),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;
export const subscribersExportQuerySchema = subscribersQuerySchema.omit({ page: true, pageSize: true });

const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
}) satisfies z.ZodType<SubscriberRow>;

export const subscribersAnswerSchema = pagedAnswerSchema(subscriberRowSchema).extend({
  provider: z.enum(['local', 'mailerlite']),
}) satisfies z.ZodType<SubscribersAnswer>;
