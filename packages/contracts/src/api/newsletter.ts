import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { messages } from '../messages/spec.ts';
import {
  HONEYPOT_MAX,
  INQUIRY_EVENT_TYPE_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_ORGANIZATION_MAX,
  publicFormMessages,
} from '../rules/public-forms.ts';
import { emailField, NO_CONTROL_CHARACTERS } from './patterns.ts';

const v = messages.validation;
const bodyObject = { error: authMessages.notJsonObject };

/** Any string (what a bot typed there); only its presence matters, capped like every field. */
const honeypot = z.string().max(HONEYPOT_MAX).optional();

/** A required email: empty gets `empty` (each form's own wording), then the spec's pattern. */
const requiredEmail = (empty: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty, abort: true }).pipe(emailField);

export const newsletterSubscribeRequestSchema = z.object(
  { email: requiredEmail(v.newsletterEmpty), website: honeypot },
  bodyObject,
);
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('subscribed') });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Newlines and tabs are fine in a message; other control characters are never typed by a person. */
const MULTILINE_TEXT = /^(?:[\n\r\t]|[^\p{Cc}\p{Cs}])*$/u;

const optionalText = (label: string, max: number, pattern: RegExp = NO_CONTROL_CHARACTERS) =>
  z
    .string()
    .trim()
    .max(max, { error: publicFormMessages.fieldTooLong(label, max), abort: true })
    .regex(pattern, { error: publicFormMessages.invalidCharacters(label) })
    .default('');

export const organizerInquiryRequestSchema = z.object(
  {
    // product.md §5: name and email required ('Please fill in all required fields.').
    name: z
      .string({ error: v.requiredFields })
      .trim()
      .min(1, { error: v.requiredFields, abort: true })
      .max(INQUIRY_NAME_MAX, { error: publicFormMessages.fieldTooLong('Name', INQUIRY_NAME_MAX), abort: true })
      // The name goes into the team email's subject: no newline may reach a header.
      .regex(NO_CONTROL_CHARACTERS, { error: publicFormMessages.invalidCharacters('Name') }),
    email: requiredEmail(v.requiredFields),
    organization: optionalText('Organization', INQUIRY_ORGANIZATION_MAX),
    eventType: optionalText('Event type', INQUIRY_EVENT_TYPE_MAX),
    message: optionalText('Message', INQUIRY_MESSAGE_MAX, MULTILINE_TEXT),
    website: honeypot,
  },
  bodyObject,
);
export type OrganizerInquiryRequest = z.input<typeof organizerInquiryRequestSchema>;

export const organizerInquiryResponseSchema = z.object({ message: z.string() });
