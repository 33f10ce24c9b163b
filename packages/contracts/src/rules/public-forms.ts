// Kept apart from api/newsletter.ts (Zod schemas) so the sidebar and organizers chunks stay free of Zod.
import { isOneOf } from './one-of.ts';

/** Length caps of the organizer inquiry: generous for a person, small enough to keep a flood cheap. */
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_ORGANIZATION_MAX = 150;
export const INQUIRY_EVENT_TYPE_MAX = 60;
export const INQUIRY_MESSAGE_MAX = 2000;
/** The honeypot field (`website`): people never see it, form-filling bots fill it in. */
export const HONEYPOT_MAX = 500;

/** What the newsletter and inquiry endpoints answer beyond the spec's own strings (those are in messages/spec.ts). */
export const publicFormMessages = {
  newsletterUnavailable: 'The newsletter service is not available right now. Please try again later.',
  newsletterTimeout: 'The newsletter service did not answer in time. Please try again later.',
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  invalidCharacters: (field: string) => `${field} must not contain control characters.`,
} as const;

/**
 * The newsletter form posted without scripts (decision 28): the server answers with a
 * redirect to the menu page (NEWSLETTER_FORM_ANSWER), which shows the outcome named in its query
 * in the spec's words. Only these names travel in the address, never the email.
 */
export const NEWSLETTER_FORM_PATH = '/newsletter/subscribe';
export const NEWSLETTER_FORM_ANSWER = '/menu';
export const NEWSLETTER_OUTCOMES = [
  'subscribed',
  'already-subscribed',
  'empty',
  'invalid',
  'too-many',
  'failed',
] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

export const isNewsletterOutcome = isOneOf<NewsletterOutcome>(NEWSLETTER_OUTCOMES);

/** The answer page's address for an outcome (`retry`: seconds to wait, for 'too-many'). */
export function newsletterAnswerPath(outcome: NewsletterOutcome, retry?: number): string {
  const query = new URLSearchParams({ newsletter: outcome });
  if (outcome === 'too-many' && retry !== undefined) query.set('retry', String(retry));
  return `${NEWSLETTER_FORM_ANSWER}?${query}#newsletter`;
}
