import { formatNaira } from '@storefront/contracts';
import { escapeHtml } from '../outbox/mailbox-page.ts';
import type { OutgoingEmail } from '../outbox/outbox-repository.ts';

export interface IssuedTicketFacts {
  to: string;
  firstName: string;
  eventTitle: string;
  ticketId: string;
  quantity: number;
  amount: number;
  /** The ticket page: /ticket/{reference}. */
  link: string;
  /** For a gift: who bought it (shown to the recipient). */
  giftFrom?: string;
}

export const ticketPageLink = (publicUrl: string, reference: string) =>
  `${publicUrl.replace(/\/+$/, '')}/ticket/${encodeURIComponent(reference)}`;

/** Sent once, when the ticket is issued (DESIGN §5): to the buyer, and to the recipient of a gift. */
export function ticketIssuedEmail(facts: IssuedTicketFacts): OutgoingEmail {
  const intro = facts.giftFrom
    ? `${facts.giftFrom} bought you a ticket for ${facts.eventTitle}.`
    : `Your payment was received and your ticket for ${facts.eventTitle} is ready.`;
  const lines = [
    `Hello ${facts.firstName},`,
    '',
    intro,
    '',
    `Ticket ID: ${facts.ticketId}`,
    `Tickets: ${facts.quantity}`,
    ...(facts.giftFrom ? [] : [`Total paid: ${formatNaira(facts.amount)}`]),
    '',
    'Open your ticket and its QR code here; show it at the door:',
    facts.link,
  ];
  const html = `<p>Hello ${escapeHtml(facts.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p>Ticket ID: <strong>${escapeHtml(facts.ticketId)}</strong><br>Tickets: ${facts.quantity}${
    facts.giftFrom ? '' : `<br>Total paid: ${escapeHtml(formatNaira(facts.amount))}`
  }</p>
<p><a href="${escapeHtml(facts.link)}">Open your ticket</a> and show its QR code at the door.</p>`;
  return { to: facts.to, subject: `Your ticket for ${facts.eventTitle}`, text: lines.join('\n'), html };
}

/** The payment came after the hold was released and the event sold out meanwhile (DESIGN §4.5). */
export function refundPendingEmail({
  to,
  firstName,
  eventTitle,
  message,
}: {
  to: string;
  firstName: string;
  eventTitle: string;
  message: string;
}): OutgoingEmail {
  const text = [`Hello ${firstName},`, '', `About your order for ${eventTitle}:`, message].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>About your order for ${escapeHtml(eventTitle)}:</p><p>${escapeHtml(message)}</p>`;
  return { to, subject: `Your payment for ${eventTitle} will be refunded`, text, html };
}
