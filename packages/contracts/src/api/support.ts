import { z } from 'zod';
import { messages } from '../messages/spec.ts';
import { REFERENCE_PATTERN } from '../rules/fields.ts';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_DESCRIPTION_MIN,
  SUPPORT_REFERENCE_PROBLEM,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '../rules/support.ts';
import { emailField, NO_CONTROL_CHARACTERS } from './patterns.ts';

/** Newlines and tabs are fine in a description; other control characters are not. */
const NO_CONTROL_BUT_LINES = /^[\P{Cc}\n\r\t]*$/u;

const subjectField = z
  .string({ error: messages.validation.supportSubject })
  .trim()
  .min(SUPPORT_SUBJECT_MIN, { error: messages.validation.supportSubject })
  .max(SUPPORT_SUBJECT_MAX, { error: `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters.` })
  .regex(NO_CONTROL_CHARACTERS, { error: 'Subject must not contain control characters.' });

const descriptionField = z
  .string({ error: messages.validation.supportDescription })
  .trim()
  .min(SUPPORT_DESCRIPTION_MIN, { error: messages.validation.supportDescription })
  .max(SUPPORT_DESCRIPTION_MAX, { error: `Description must be at most ${SUPPORT_DESCRIPTION_MAX} characters.` })
  .regex(NO_CONTROL_BUT_LINES, { error: 'Description must not contain control characters.' });

/**
 * POST /api/support-tickets (product.md §3.5, §5). `userId` is accepted for the spec's client and ignored:
 * the server knows who is signed in. `website` is a honeypot: hidden from people, filled by bots.
 */
export const createSupportTicketSchema = z.object({
  email: emailField,
  subject: subjectField,
  description: descriptionField,
  category: z.enum(SUPPORT_CATEGORIES, { error: 'Please choose a category.' }).default('General'),
  eventId: z
    .string()
    .max(100, { error: 'Unknown event.' })
    .optional()
    .transform((id) => id || undefined),
  /** Optional: the transaction reference the question is about (product.md §2.10). */
  reference: z
    .string({ error: SUPPORT_REFERENCE_PROBLEM })
    .trim()
    .max(64, { error: SUPPORT_REFERENCE_PROBLEM, abort: true })
    .refine((value) => value === '' || REFERENCE_PATTERN.test(value), { error: SUPPORT_REFERENCE_PROBLEM })
    .optional()
    .transform((value) => value || undefined),
  userId: z.string().max(100).optional(),
  website: z.string().max(500).optional(),
});
export type CreateSupportTicketRequest = z.input<typeof createSupportTicketSchema>;

export const supportTicketCreatedSchema = z.object({ ticketNumber: z.string(), message: z.string() });
export const supportEventsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
