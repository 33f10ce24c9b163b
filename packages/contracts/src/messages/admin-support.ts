// Zod-free, like rules/fields.ts: the back office's support, inquiry and subscriber screens import these;
// the Zod schemas that check them are in api/admin-support.ts (each `satisfies` the type here).

import type { PagedAnswer } from './admin.ts';

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** A reply fits in an email a person reads; the requester's own message may be as long. */
export const SUPPORT_REPLY_MIN = 2;
export const SUPPORT_REPLY_MAX = 5000;

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const adminSupportMessages = {
  ticketNotFound: 'No support ticket found with this number.',
  inquiryNotFound: 'No organizer inquiry found with this ID.',
  status: `Status must be one of: ${SUPPORT_STATUSES.join(', ')}.`,
  subscriberStatus: `Status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}.`,
  replyLength: `A reply must be ${SUPPORT_REPLY_MIN} to ${SUPPORT_REPLY_MAX} characters long.`,
  replyControl: 'A reply must not contain control characters.',
  replied: (email: string) => `Your reply is on its way to ${email} and kept in the thread.`,
  statusSet: (status: SupportStatus) => `The ticket is now ${supportStatusLabels[status].toLowerCase()}.`,
  mailerliteNote:
    'Newsletter sign-ups go to MailerLite (NEWSLETTER_PROVIDER=mailerlite): this list shows only addresses kept in our own table.',
} as const;

/** The first problem of a reply as typed, or null: the reply form checks before it sends. */
export function supportReplyProblem(body: string): string | null {
  const length = body.trim().length;
  return length < SUPPORT_REPLY_MIN || length > SUPPORT_REPLY_MAX ? adminSupportMessages.replyLength : null;
}

/** One row of the support inbox. */
export interface SupportTicketRow {
  id: string;
  email: string;
  subject: string;
  category: string;
  eventName: string | null;
  status: SupportStatus;
  /** Messages after the first (the team's replies). */
  replies: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/support-tickets: a page of the inbox, and how many tickets each status holds. */
export interface SupportInboxAnswer extends PagedAnswer<SupportTicketRow> {
  counts: Record<SupportStatus, number>;
}

export interface SupportThreadMessage {
  id: string;
  author: 'requester' | 'staff';
  /** Who wrote it: the requester's email, or the admin's. */
  authorEmail: string;
  body: string;
  createdAt: string;
  /** A reply's email: when it left, or when it was given up on. */
  email: { to: string; sentAt: string | null; failedAt: string | null } | null;
}

/** GET /api/admin/support-tickets/{id}: the ticket and its thread, oldest first. */
export interface SupportTicketDetail {
  id: string;
  email: string;
  subject: string;
  category: string;
  event: { id: string; name: string } | null;
  /** The transaction reference the requester named, if any. */
  reference: string | null;
  /** 'guest', or the id of the account that sent it. */
  userId: string;
  status: SupportStatus;
  createdAt: string;
  updatedAt: string;
  messages: SupportThreadMessage[];
}

export interface SupportActionAnswer {
  message: string;
  ticket: SupportTicketDetail;
}

export interface InquiryRow {
  id: string;
  name: string;
  email: string;
  organization: string;
  eventType: string;
  createdAt: string;
}

export interface InquiryDetail extends InquiryRow {
  message: string;
}

export interface SubscriberRow {
  id: string;
  email: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

/** GET /api/admin/subscribers: a page, and which provider takes new sign-ups. */
export interface SubscribersAnswer extends PagedAnswer<SubscriberRow> {
  provider: 'local' | 'mailerlite';
}
