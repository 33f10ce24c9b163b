import { describe, expect, it } from 'vitest';
import { SUBJECT_PART_MAX } from '../../lib/mail-subject.ts';
import { supportReplyEmail } from '../admin/support/support-reply-email.ts';
import { refundIssuedEmail, ticketCancelledEmail } from '../orders/refund-emails.ts';
import { inquiryEmail } from '../organizers/inquiry-email.ts';
import { supportConfirmationEmail, supportTeamEmail } from '../support/support-emails.ts';
import { refundPendingEmail, ticketIssuedEmails } from '../tickets/ticket-email.ts';
import type { OutgoingEmail } from './outbox-repository.ts';

// Someone's text in a subject (architecture.md §10) (a support subject, a name, an event title) is one line,
// trimmed and at most SUBJECT_PART_MAX characters, in every email that puts such text there.

/** Text as an abuser would type it: a line break to start a header, then a long message. */
const HOSTILE = `  Win a prize\r\nBcc: everyone@example.com\n${'Click https://spam.example now! '.repeat(20)}`;

const ticket = {
  ticketNumber: 'SUP-00000001',
  email: 'sender@example.com',
  subject: HOSTILE,
  description: 'The words of the sender.',
  category: 'General',
  eventName: null,
  reference: null,
  userId: 'guest',
};
const notice = { to: 'buyer@example.com', firstName: HOSTILE, eventTitle: HOSTILE, reference: 'OWB-x', ticketId: null };
const issued = ticketIssuedEmails({
  ticketId: 'TICKET-1-ABCD',
  reference: 'OWB-abc',
  manualCode: null,
  eventTitle: HOSTILE,
  startsAt: '2027-04-18T00:00:00.000Z',
  endsAt: '2027-04-18T04:00:00.000Z',
  address: 'Eko Hotel, Adetokunbo Ademola Street, Lagos',
  posterUrl: 'https://tickets.example.ng/media/events/1/share.png',
  supportEmail: 'support@owambetickets.ng',
  timeZone: 'Africa/Lagos',
  venue: 'Eko Hotel',
  city: 'Lagos',
  quantity: 1,
  amount: 3000,
  ticketLink: 'https://tickets.example.ng/ticket/OWB-abc',
  verifyLink: 'https://tickets.example.ng/api/verify?ticketId=TICKET-1-ABCD&token=x',
  holder: { email: 'ada@example.com', firstName: HOSTILE, lastName: HOSTILE },
  recipient: { email: 'bola@example.com', firstName: 'Bola' },
});

const EMAILS: [string, OutgoingEmail, number][] = [
  // [builder, email, how many pieces of someone's text its subject carries]
  ['supportTeamEmail', supportTeamEmail('team@example.com', ticket), 1],
  [
    'supportReplyEmail',
    supportReplyEmail({
      to: 'a@example.com',
      ticketNumber: 'SUP-1',
      subject: HOSTILE,
      body: 'Hi',
      supportEmail: 's@example.com',
    }),
    1,
  ],
  [
    'inquiryEmail',
    inquiryEmail('sales@example.com', {
      id: 'i',
      name: HOSTILE,
      email: 'a@example.com',
      organization: '',
      eventType: '',
      message: '',
    }),
    1,
  ],
  ['ticketIssuedEmails (holder)', issued[0] as OutgoingEmail, 1],
  ['ticketIssuedEmails (gift recipient)', issued[1] as OutgoingEmail, 2],
  [
    'refundPendingEmail',
    refundPendingEmail({ to: 'a@example.com', firstName: HOSTILE, eventTitle: HOSTILE, message: 'm' }),
    1,
  ],
  ['refundIssuedEmail', refundIssuedEmail({ ...notice, amount: 100 }), 1],
  ['ticketCancelledEmail', ticketCancelledEmail({ ...notice, reason: null }), 1],
];

describe('subjects carrying someone’s text', () => {
  it.each(EMAILS)('%s: one line, trimmed, each piece cut to the limit', (_builder, email, pieces) => {
    expect(email.subject).not.toMatch(/[\r\n\t]/);
    expect(email.subject).toContain('Win a prize Bcc: everyone@example.com Click');
    expect(email.subject).not.toContain('  ');
    expect(email.subject.match(/…/g)).toHaveLength(pieces);
    // Our own words around the pieces are short: the subject stays a line a person reads at a glance.
    expect(Array.from(email.subject).length).toBeLessThanOrEqual(pieces * SUBJECT_PART_MAX + 40);
  });

  it('the support confirmation quotes the subject the same way: it goes to whatever address was typed', () => {
    const [quoted] = supportConfirmationEmail(ticket).text.match(/"[^"]*"/) ?? [];
    expect(quoted).toMatch(/^"Win a prize Bcc: everyone@example\.com Click .*…"$/);
    expect(Array.from(quoted ?? '').length).toBeLessThanOrEqual(SUBJECT_PART_MAX + 2);
  });
});
