import { escapeHtml } from '../../../lib/html.ts';
import { subjectPart } from '../../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../../outbox/index.ts';

/**
 * The team's reply to a support ticket, to the address the requester gave. Their own words are
 * not quoted back (anyone can type any address: the thread stays in the back office).
 */
export function supportReplyEmail({
  to,
  ticketNumber,
  subject,
  body,
  supportEmail,
}: {
  to: string;
  ticketNumber: string;
  subject: string;
  body: string;
  supportEmail: string;
}): OutgoingEmail {
  const footer = `Your ticket number is ${ticketNumber}. To answer, write to ${supportEmail} and quote it.`;
  return {
    to: { address: to },
    subject: `Re: [${ticketNumber}] ${subjectPart(subject)}`,
    text: ['Hello,', body, '— Owambe Tickets support', footer].join('\n\n'),
    html: `<p>Hello,</p>
<p>${escapeHtml(body).replace(/\r?\n/g, '<br>')}</p>
<p>— Owambe Tickets support</p>
<p>${escapeHtml(footer)}</p>`,
  };
}
