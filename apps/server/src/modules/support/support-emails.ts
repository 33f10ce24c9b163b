import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

export interface SupportTicketDetails {
  ticketNumber: string;
  email: string;
  subject: string;
  description: string;
  category: string;
  /** The event's title, when the sender chose one. */
  eventName: string | null;
  /** The transaction reference the question is about, when the sender gave one. */
  reference: string | null;
  /** 'guest' or the signed-in user's id. */
  userId: string;
}

/** Keeps the sender's line breaks in the HTML, after escaping every character they typed. */
const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** To the support team (SUPPORT_EMAIL): everything the sender wrote, to answer them by email. */
export function supportTeamEmail(to: string, ticket: SupportTicketDetails): OutgoingEmail {
  const fields: [string, string][] = [
    ['Ticket', ticket.ticketNumber],
    ['From', ticket.email],
    ['Account', ticket.userId],
    ['Category', ticket.category],
    ['Event', ticket.eventName ?? 'None'],
    ['Transaction reference', ticket.reference ?? 'None'],
    ['Subject', ticket.subject],
  ];
  return {
    to: { address: to },
    subject: `[${ticket.ticketNumber}] ${ticket.category}: ${subjectPart(ticket.subject)}`,
    text: [...fields.map(([name, value]) => `${name}: ${value}`), '', ticket.description].join('\n'),
    html: `<dl>${fields.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<p>${paragraphs(ticket.description)}</p>`,
  };
}

/**
 * To the sender: the ticket number to quote. Their description is left out on purpose: anyone can
 * type any address, so this email must not carry someone else's words to a stranger beyond the subject.
 */
export function supportConfirmationEmail(ticket: SupportTicketDetails): OutgoingEmail {
  const lines = [
    `We received your support request "${subjectPart(ticket.subject)}". Your ticket number is ${ticket.ticketNumber}.`,
    'Our support team will answer you at this address. Quote the ticket number if you write to us again.',
    'If you did not send this request, you can ignore this email.',
  ];
  return {
    to: { address: ticket.email },
    subject: `Your support ticket ${ticket.ticketNumber}`,
    text: ['Hello,', ...lines].join('\n\n'),
    html: `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
  };
}
