import { escapeHtml } from '../../../lib/html.ts';
import { subjectPart } from '../../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../../outbox/index.ts';

/** What both review emails are about: the organizer, their event and where to see it. */
export interface EventReviewEmail {
  to: string;
  organizerName: string;
  eventTitle: string;
  /** The event's public page (published) or its editor in the organizer console (returned). */
  link: string;
}

/** An admin published the organizer's event (decision 31): it is on sale. */
export function eventPublishedEmail({ to, organizerName, eventTitle, link }: EventReviewEmail): OutgoingEmail {
  const text = [
    `Hello ${organizerName},`,
    '',
    `${eventTitle} is published: it is on the storefront and its tickets are on sale.`,
    '',
    `See it as buyers do: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(organizerName)},</p>
<p>${escapeHtml(eventTitle)} is published: it is on the storefront and its tickets are on sale.</p>
<p><a href="${escapeHtml(link)}">See it as buyers do</a></p>`;
  return { to: { address: to }, subject: `${subjectPart(eventTitle)} is published`, text, html };
}

/** An admin returned the organizer's event with a note: what to change before submitting again. */
export function eventReturnedEmail({
  to,
  organizerName,
  eventTitle,
  link,
  note,
}: EventReviewEmail & { note: string }): OutgoingEmail {
  const text = [
    `Hello ${organizerName},`,
    '',
    `The platform returned ${eventTitle} to you before publishing it. The admins wrote:`,
    '',
    note,
    '',
    `Change the event and submit it again: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(organizerName)},</p>
<p>The platform returned ${escapeHtml(eventTitle)} to you before publishing it. The admins wrote:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(note)}</blockquote>
<p><a href="${escapeHtml(link)}">Change the event and submit it again</a></p>`;
  return { to: { address: to }, subject: `${subjectPart(eventTitle)} was returned to you`, text, html };
}
