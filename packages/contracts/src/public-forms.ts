// Kept apart from newsletter.ts (Zod schemas) so the sidebar and organizers chunks stay free of Zod.

/** Length caps of the organizer inquiry: generous for a person, small enough to keep a flood cheap. */
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_ORGANIZATION_MAX = 150;
export const INQUIRY_EVENT_TYPE_MAX = 60;
export const INQUIRY_MESSAGE_MAX = 2000;
/** The honeypot field (`website`): people never see it, form-filling bots fill it in. */
export const HONEYPOT_MAX = 500;

/** What the newsletter and inquiry endpoints answer beyond the spec's own strings (those are in messages.ts). */
export const publicFormMessages = {
  newsletterUnavailable: 'The newsletter service is not available right now. Please try again later.',
  newsletterTimeout: 'The newsletter service did not answer in time. Please try again later.',
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  invalidCharacters: (field: string) => `${field} must not contain control characters.`,
} as const;
