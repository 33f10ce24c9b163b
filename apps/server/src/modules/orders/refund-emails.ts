import { formatNaira } from '@storefront/contracts/format';
import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

interface OrderNotice {
  to: string;
  firstName: string;
  eventTitle: string;
  reference: string;
  ticketId: string | null;
}

const greeting = (firstName: string) => `Hello ${firstName || 'there'},`;

function email(to: string, subject: string, paragraphs: string[]): OutgoingEmail {
  return {
    to: { address: to },
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/** To the buyer when the back office refunds an order: how much, and that the ticket no longer admits. */
export function refundIssuedEmail(notice: OrderNotice & { amount: number }): OutgoingEmail {
  return email(notice.to, `Your refund for ${subjectPart(notice.eventTitle)}`, [
    greeting(notice.firstName),
    `We have refunded ${formatNaira(notice.amount)} for your order ${notice.reference} (${notice.eventTitle}) to the card you paid with. Depending on your bank it can take up to 10 working days to appear.`,
    notice.ticketId
      ? `Your ticket ${notice.ticketId} is cancelled and no longer admits anyone at the door.`
      : 'No ticket was issued for this order.',
    'If you did not expect this refund, reply to this email or contact our helpdesk.',
  ]);
}

/** To the buyer when the back office cancels a ticket without a refund. */
export function ticketCancelledEmail(notice: OrderNotice & { reason: string | null }): OutgoingEmail {
  return email(notice.to, `Your ticket for ${subjectPart(notice.eventTitle)} was cancelled`, [
    greeting(notice.firstName),
    `Your ticket ${notice.ticketId ?? ''} for ${notice.eventTitle} (order ${notice.reference}) has been cancelled and no longer admits anyone at the door.`,
    ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
    'If you think this is a mistake, reply to this email or contact our helpdesk with your order reference.',
  ]);
}
