import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../outbox/outbox-worker.ts';
import { calendarFile, escapeIcsText, foldIcsLine } from './ticket-calendar.ts';
import { type IssuedTicket, ticketIssuedEmails } from './ticket-email.ts';

const ticket: IssuedTicket = {
  ticketId: 'TICKET-1-ABCD',
  reference: 'OWB-abc',
  manualCode: 'K7QM2XD4',
  eventTitle: 'Rock <b>& "Roll"</b>',
  startsAt: '2027-04-18T00:00:00.000Z',
  endsAt: '2027-04-18T04:30:00.000Z',
  address: 'State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303',
  posterUrl: 'https://tickets.example.ng/media/events/1/share.png',
  supportEmail: 'support@owambetickets.ng',
  timeZone: 'America/New_York',
  venue: 'State Farm Arena',
  city: 'Atlanta',
  quantity: 2,
  amount: 30000,
  ticketLink: 'https://tickets.example.ng/ticket/OWB-abc',
  verifyLink: 'https://tickets.example.ng/api/verify?ticketId=TICKET-1-ABCD&token=x',
  holder: { email: 'ada@example.com', firstName: 'Ada <i>', lastName: 'Obi' },
};

describe('ticketIssuedEmails', () => {
  it('one email to the holder, with the total, the venue time, the QR by cid and the .ics; texts escaped in HTML', () => {
    const [email, ...rest] = ticketIssuedEmails(ticket);
    expect(rest).toHaveLength(0);
    expect(email?.to).toEqual({ address: 'ada@example.com' });
    expect(email?.text).toContain('When: Saturday, 17 April 2027, 20:00 to 00:30 (Atlanta time)');
    expect(email?.text).toContain('Where: State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303');
    expect(email?.text).toContain('Total paid: NGN 30,000');
    // The door code, printed for staff to type when the QR will not scan (architecture.md §11).
    expect(email?.text).toContain('Door code: K7QM-2XD4');
    expect(email?.html).toMatch(/>Door code<\/td>\s*<td[^>]*font-weight:700[^>]*>K7QM-2XD4<\/td>/);
    expect(email?.html).toContain('Rock &lt;b&gt;&amp; &quot;Roll&quot;&lt;/b&gt;');
    expect(email?.html).toContain('Hello Ada &lt;i&gt;,');
    expect(email?.html).not.toContain('<b>');
    expect(email?.html).toContain('<img src="cid:qr-TICKET-1-ABCD@owambetickets"');
    expect(email?.html).toContain('alt="QR code of ticket TICKET-1-ABCD"');
    expect(email?.attachments).toEqual([
      { kind: 'qr', filename: 'ticket-OWB-abc.png', cid: 'qr-TICKET-1-ABCD@owambetickets', text: ticket.verifyLink },
      expect.objectContaining({
        kind: 'file',
        filename: 'ticket-OWB-abc.ics',
        contentType: 'text/calendar; charset=utf-8',
      }),
    ]);
  });

  it('each show keeps its own dates, however often its emails are built (they are worded once per show)', () => {
    const when = (t: IssuedTicket) => ticketIssuedEmails(t)[0]?.text.match(/^When: .*$/m)?.[0];
    const moved = { ...ticket, startsAt: '2027-04-19T00:00:00.000Z', endsAt: '2027-04-19T04:30:00.000Z' };
    const lagos = { ...ticket, timeZone: 'Africa/Lagos', city: 'Lagos' };
    expect([when(ticket), when(moved), when(lagos), when(ticket)]).toEqual([
      'When: Saturday, 17 April 2027, 20:00 to 00:30 (Atlanta time)',
      'When: Sunday, 18 April 2027, 20:00 to 00:30 (Atlanta time)',
      'When: Sunday, 18 April 2027, 01:00 to 05:30 (Lagos time)',
      'When: Saturday, 17 April 2027, 20:00 to 00:30 (Atlanta time)',
    ]);
  });

  it('a gift also goes to the recipient, in its own words and without the price', () => {
    const emails = ticketIssuedEmails({ ...ticket, recipient: { email: 'bola@example.com', firstName: 'Bola' } });
    expect(emails.map((e) => e.to.address)).toEqual(['ada@example.com', 'bola@example.com']);
    expect(emails[0]?.text).toContain('We have emailed it to bola@example.com as well.');
    expect(emails[1]?.subject).toBe('Ada <i> Obi sent you a ticket for Rock <b>& "Roll"</b>');
    expect(emails[1]?.text).toContain('Hello Bola,');
    expect(emails[1]?.text).not.toContain('NGN');
  });

  it('names the tiers bought in the text and the HTML; a plain Regular order reads as its quantity', () => {
    const tiers = [
      { name: 'Regular', quantity: 2, admits: 1 },
      { name: 'VIP <b>', quantity: 1, admits: 1 },
      { name: 'Table for 10', quantity: 1, admits: 10 },
    ];
    const [email] = ticketIssuedEmails({ ...ticket, quantity: 4, lines: tiers });
    expect(email?.text).toContain('Tickets: 2 × Regular, 1 × VIP <b>, 1 × Table for 10 (admits 10)');
    expect(email?.html).toContain('2 × Regular, 1 × VIP &lt;b&gt;, 1 × Table for 10 (admits 10)');
    const [plain] = ticketIssuedEmails({ ...ticket, lines: [{ name: 'Regular', quantity: 2, admits: 1 }] });
    expect(plain?.text).toContain('Tickets: 2\n');
  });

  it('a gift to the buyer’s own address is one email', () => {
    expect(ticketIssuedEmails({ ...ticket, recipient: { email: 'ada@example.com', firstName: 'Ada' } })).toHaveLength(
      1,
    );
  });
});

describe('calendar file (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes one event with its start in UTC, venue, description and link, CRLF lines', () => {
    const ics = calendarFile({
      uid: 'OWB-abc@owambetickets',
      title: 'Rock, Roll; More',
      startsAt: '2027-04-18T00:00:00.000Z',
      endsAt: '2027-04-18T04:30:00.000Z',
      location: 'State Farm Arena, Atlanta',
      description: 'Saturday\nYour ticket: https://x.example/t',
      url: 'https://x.example/t',
      createdAt: new Date('2027-01-01T10:20:30.456Z'),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Owambe Tickets//Storefront//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:OWB-abc@owambetickets',
      'DTSTAMP:20270101T102030Z',
      'DTSTART:20270418T000000Z',
      'DTEND:20270418T043000Z',
      'SUMMARY:Rock\\, Roll\\; More',
      'LOCATION:State Farm Arena\\, Atlanta',
      'DESCRIPTION:Saturday\\nYour ticket: https://x.example/t',
      'URL:https://x.example/t',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('retry backoff', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});
