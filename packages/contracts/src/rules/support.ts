import { messages } from '../messages/spec.ts';
import { isValidEmail, REFERENCE_PATTERN } from './fields.ts';
import { isOneOf } from './one-of.ts';

// Zod-free, like rules/fields.ts: the helpdesk's modal imports these, and Zod must stay out of its chunk.

/** product.md §3.5: a support ticket's categories; General is the default. */
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

/** The first product.md §5 message the draft breaks, in the form's field order, or null when it is valid. */
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

/** What the server says of an event id that is not one of the public events. */
export const SUPPORT_UNKNOWN_EVENT = 'Please choose an event from the list.';

/**
 * The Create Ticket form posted without scripts (decision 28) goes to SUPPORT_FORM_PATH, and
 * the server answers with a redirect to the same address naming the outcome: `?submitted=SUP-...`,
 * or `?problem=` one of these (the field whose message to show, or the request as a whole).
 */
export const SUPPORT_FORM_PATH = '/helpdesk/ticket';
export const SUPPORT_FORM_PROBLEMS = [
  'email',
  'subject',
  'description',
  'reference',
  'event',
  'too-many',
  'other',
] as const;
export type SupportFormProblem = (typeof SUPPORT_FORM_PROBLEMS)[number];

export const isSupportFormProblem = isOneOf<SupportFormProblem>(SUPPORT_FORM_PROBLEMS);

/** The field a draft's first problem is about, as the form names it (supportTicketProblem's order). */
export function supportProblemField(draft: SupportTicketDraft): SupportFormProblem | null {
  const problem = supportTicketProblem(draft);
  if (problem === null) return null;
  if (problem === messages.validation.email) return 'email';
  if (problem === messages.validation.supportSubject) return 'subject';
  if (problem === messages.validation.supportDescription) return 'description';
  return 'reference';
}
