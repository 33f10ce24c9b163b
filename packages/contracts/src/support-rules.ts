import { messages } from './messages.ts';
import { isValidEmail, REFERENCE_PATTERN } from './rules.ts';

// Zod-free, like rules.ts: the helpdesk's modal imports these, and Zod must stay out of its chunk.

/** Spec §3: a support ticket's categories; General is the default. */
export const SUPPORT_CATEGORIES = ['General', 'Ticketing', 'Payment', 'Event'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_SUBJECT_MIN = 5;
/** Caps keep one request from filling the team's inbox or the table; a real question fits easily. */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_DESCRIPTION_MIN = 10;
export const SUPPORT_DESCRIPTION_MAX = 5000;

export interface SupportTicketDraft {
  email: string;
  subject: string;
  description: string;
  /** Optional: the transaction reference the question is about ('' when not given). */
  reference?: string;
}

/** What the support form says of a reference that is not one of ours. */
export const SUPPORT_REFERENCE_PROBLEM =
  'That transaction reference is not valid: it is OWB- and 24 letters, digits, - or _, as in your confirmation email.';

/** A typed reference, as the form and the server read it: trimmed ('' when none). */
export const supportReference = (value: string | undefined): string => (value ?? '').trim();

/** The first spec §5 message the draft breaks, in the form's field order, or null when it is valid. */
export function supportTicketProblem({ email, subject, description, reference }: SupportTicketDraft): string | null {
  if (!isValidEmail(email.trim())) return messages.validation.email;
  if (subject.trim().length < SUPPORT_SUBJECT_MIN) return messages.validation.supportSubject;
  if (description.trim().length < SUPPORT_DESCRIPTION_MIN) return messages.validation.supportDescription;
  const typed = supportReference(reference);
  if (typed && !REFERENCE_PATTERN.test(typed)) return SUPPORT_REFERENCE_PROBLEM;
  return null;
}

/** What POST /api/support-tickets answers on success. */
export interface SupportTicketCreated {
  ticketNumber: string;
  message: string;
}

/** One item of GET /api/support-tickets/events. */
export interface SupportEvent {
  id: string;
  name: string;
}
