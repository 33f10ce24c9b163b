import {
  formatLongDate,
  formatLongDateTimeRange,
  formatLongTimeRange,
  formatNaira,
} from '@storefront/contracts/format';
import { formatManualCode, type NamedLine, namesTiers, ticketLinesText } from '@storefront/contracts/rules';
import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import { publicLink } from '../../lib/public-link.ts';
import type { OutboxAttachment, OutgoingEmail } from '../outbox/index.ts';
import { calendarFile } from './ticket-calendar.ts';
import { ticketEmailHtml } from './ticket-email-layout.ts';

/** The issued ticket as its emails tell it; texts are as the buyer typed them (escaped here). */
export interface IssuedTicket {
  ticketId: string;
  reference: string;
  /** The code door staff can type (architecture.md §11); null for a ticket the email is built for before it has one. */
  manualCode: string | null;
  eventTitle: string;
  /** ISO-8601 instant. */
  startsAt: string;
  /** ISO-8601 instant: the end (decision 27). */
  endsAt: string;
  /** The venue's address in one line (formatVenueAddress), venue first. */
  address: string;
  /** The event's share image, a full URL (a PNG every mail client shows); null for none. */
  posterUrl: string | null;
  /** Where the buyer writes with a question or for a refund. */
  supportEmail: string;
  /** IANA zone of the venue, e.g. America/New_York. */
  timeZone: string;
  venue: string;
  city: string;
  quantity: number;
  /** The tiers bought (architecture.md §9.3), as named when bought; absent or one plain Regular: the quantity alone. */
  lines?: NamedLine[];
  /** Reserved seats' names ("Row F, seat 12", decision 51); absent or empty for unnumbered seats. */
  seats?: string[];
  amount: number;
  /** The ticket page: /ticket/{reference}. */
  ticketLink: string;
  /** What the QR code encodes: the short link, reference and MAC (ticket-token.ts ticketQrLink). */
  verifyLink: string;
  holder: { email: string; firstName: string; lastName: string };
  /** Set for a gift. */
  recipient?: { email: string; firstName: string };
}

export const ticketPageLink = (publicUrl: string, reference: string) =>
  publicLink(publicUrl, `/ticket/${encodeURIComponent(reference)}`);

/**
 * The show's dates as the emails word them, worded once per show: every ticket of an event says
 * the same, and a ticket's emails needed `Intl`'s date parts seven times (about 2% of a paid
 * order's time, docs/performance-history.md §23). Kept for the last few hundred shows.
 */
const datesWorded = new Map<string, { when: string; date: string; time: string }>();
function showDates(ticket: Pick<IssuedTicket, 'startsAt' | 'endsAt' | 'timeZone' | 'city'>) {
  const key = `${ticket.startsAt} ${ticket.endsAt} ${ticket.timeZone} ${ticket.city}`;
  let dates = datesWorded.get(key);
  if (!dates) {
    if (datesWorded.size >= 500) datesWorded.clear();
    dates = {
      when: formatLongDateTimeRange(ticket.startsAt, ticket.endsAt, ticket.timeZone, ticket.city),
      date: formatLongDate(ticket.startsAt, ticket.timeZone),
      time: formatLongTimeRange(ticket.startsAt, ticket.endsAt, ticket.timeZone, ticket.city),
    };
    datesWorded.set(key, dates);
  }
  return dates;
}

/** Mail clients block data: URLs, so the QR travels as an attachment the HTML shows by its Content-ID. */
const qrCid = (ticketId: string) => `qr-${ticketId}@owambetickets`;

/** The ticket's calendar entry (.ics): attached to the email and offered by the ticket page. */
export function ticketCalendarFile(
  ticket: Pick<
    IssuedTicket,
    'reference' | 'eventTitle' | 'startsAt' | 'endsAt' | 'address' | 'timeZone' | 'city' | 'ticketLink'
  >,
): string {
  return calendarFile({
    uid: `${ticket.reference}@owambetickets`,
    title: ticket.eventTitle,
    startsAt: ticket.startsAt,
    endsAt: ticket.endsAt,
    location: ticket.address,
    description: `${showDates(ticket).when}\nYour ticket: ${ticket.ticketLink}`,
    url: ticket.ticketLink,
    createdAt: new Date(),
  });
}

function attachments(ticket: IssuedTicket): OutboxAttachment[] {
  const ics = ticketCalendarFile(ticket);
  return [
    { kind: 'qr', filename: `ticket-${ticket.reference}.png`, cid: qrCid(ticket.ticketId), text: ticket.verifyLink },
    {
      kind: 'file',
      filename: `ticket-${ticket.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8',
      content: ics,
    },
  ];
}

/** The refund rule as the help pages state it (helpdesk content). */
export const REFUND_LINE =
  'Refunds are available within 24 hours of purchase: write to support with your transaction reference.';

function ticketEmail(
  ticket: IssuedTicket,
  {
    to,
    firstName,
    subject,
    intro,
    showTotal,
  }: { to: string; firstName: string; subject: string; intro: string; showTotal: boolean },
): OutgoingEmail {
  const { when, date, time } = showDates(ticket);
  const total = showTotal ? formatNaira(ticket.amount) : null;
  const code = ticket.manualCode ? formatManualCode(ticket.manualCode) : null;
  // The tiers by name ('2 × Regular, 1 × VIP', architecture.md §9.3); a plain Regular order reads as before.
  const ticketsValue =
    ticket.lines && namesTiers(ticket.lines) ? ticketLinesText(ticket.lines) : String(ticket.quantity);
  const seatsValue = ticket.seats && ticket.seats.length > 0 ? ticket.seats.join('; ') : null;
  const doorLine = `Show the QR code in this email (or on your ticket page) at the door${code ? ', or tell the staff the door code' : ''}.`;
  const text = [
    `Hello ${firstName},`,
    '',
    intro,
    '',
    `Event: ${ticket.eventTitle}`,
    `When: ${when}`,
    `Where: ${ticket.address}`,
    `Ticket ID: ${ticket.ticketId}`,
    ...(code ? [`Door code: ${code}`] : []),
    `Tickets: ${ticketsValue}`,
    ...(seatsValue ? [`Seats: ${seatsValue}`] : []),
    ...(total ? [`Total paid: ${total}`] : []),
    '',
    `${doorLine} View your ticket:`,
    ticket.ticketLink,
    '',
    'The attached calendar file adds the event to your calendar.',
    '',
    `Questions about your ticket? Write to ${ticket.supportEmail}. ${REFUND_LINE}`,
    '',
    '— Owambe Tickets',
  ].join('\n');
  const html = ticketEmailHtml({
    title: subject,
    preheader: `${ticket.eventTitle}: ${when}. Your QR code and door code are inside.`,
    greeting: `Hello ${firstName},`,
    intro,
    eventTitle: ticket.eventTitle,
    posterUrl: ticket.posterUrl,
    date,
    time,
    venue: ticket.address,
    facts: [
      { label: 'Ticket ID', value: ticket.ticketId },
      ...(code ? [{ label: 'Door code', value: code, strong: true }] : []),
      { label: 'Tickets', value: ticketsValue },
      ...(seatsValue ? [{ label: 'Seats', value: seatsValue }] : []),
      ...(total ? [{ label: 'Total paid', value: total }] : []),
    ],
    ticketLink: ticket.ticketLink,
    qr: { src: `cid:${qrCid(ticket.ticketId)}`, alt: `QR code of ticket ${ticket.ticketId}` },
    doorLine,
    supportEmail: ticket.supportEmail,
    refundLine: REFUND_LINE,
  });
  return { to: { address: to }, subject, text, html, attachments: attachments(ticket) };
}

/**
 * The emails of an issued ticket (product.md §4.5), sent once when it is issued: the holder's, and for
 * a gift the recipient's, each in its own words. The recipient is not told what the gift cost.
 */
export function ticketIssuedEmails(ticket: IssuedTicket): OutgoingEmail[] {
  const { holder, recipient } = ticket;
  const holderName = [holder.firstName, holder.lastName].filter(Boolean).join(' ');
  const emails = [
    ticketEmail(ticket, {
      to: holder.email,
      firstName: holder.firstName,
      subject: `Your ticket for ${subjectPart(ticket.eventTitle)}`,
      intro: recipient
        ? `Your payment was received and your gift ticket for ${ticket.eventTitle} is ready. We have emailed it to ${recipient.email} as well.`
        : `Your payment was received and your ticket for ${ticket.eventTitle} is ready.`,
      showTotal: true,
    }),
  ];
  if (recipient && recipient.email !== holder.email) {
    emails.push(
      ticketEmail(ticket, {
        to: recipient.email,
        firstName: recipient.firstName || 'there',
        subject: `${subjectPart(holderName)} sent you a ticket for ${subjectPart(ticket.eventTitle)}`,
        intro: `${holderName} bought you a ticket for ${ticket.eventTitle}. Enjoy the show!`,
        showTotal: false,
      }),
    );
  }
  return emails;
}

/**
 * A ticket sent on to a friend (architecture.md §11): the same QR and ticket link, in our words only (no
 * text from the sender but their name on the order), without what it cost.
 */
export function ticketForwardedEmail(ticket: IssuedTicket, { to, senderName }: { to: string; senderName: string }) {
  const admits =
    ticket.quantity === 1 ? 'It admits one person.' : `It admits ${ticket.quantity} people, one scan each.`;
  return ticketEmail(ticket, {
    to,
    firstName: 'there',
    subject: `${subjectPart(senderName)} sent you a ticket for ${subjectPart(ticket.eventTitle)}`,
    intro: `${senderName} sent you their ticket for ${ticket.eventTitle}. ${admits} Show the QR code at the door when you arrive.`,
    showTotal: false,
  });
}

/** The payment came after the hold was released and the event sold out meanwhile (decision 8). */
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
  return { to: { address: to }, subject: `Your payment for ${subjectPart(eventTitle)} will be refunded`, text, html };
}
