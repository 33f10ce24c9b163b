import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { verifyEmailEmail } from '../auth/account-emails.ts';
import { resetPasswordEmail } from '../auth/reset-email.ts';
import { welcomeEmail } from '../newsletter/welcome-email.ts';
import { refundIssuedEmail } from '../orders/refund-emails.ts';
import { inquiryEmail } from '../organizers/inquiry-email.ts';
import { supportConfirmationEmail, supportTeamEmail } from '../support/support-emails.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import { mailFromRow } from './outbox-message.ts';
import { type OutboxRow, outboxRepository } from './outbox-repository.ts';
import { outboxWorker } from './outbox-worker.ts';

// The mailer is always given one address object (architecture.md §10), never a string nodemailer could read
// as a list ('a@x.io,b@y.org' as a string is two recipients).

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

/** A row as the outbox table holds it, before and after the one-address rule (product.md §5): the recipient as text. */
function storedRow(to: string, subject = 'Stored'): OutboxRow {
  const now = new Date().toISOString();
  return {
    id: `${Date.now().toString(16).padStart(12, '0')}-0000-${Math.random().toString(16).slice(2, 18).padEnd(16, '0')}`,
    to_address: to,
    subject,
    text_body: 'hi',
    html_body: null,
    created_at: now,
    sent_at: null,
    attempts: 0,
    attachments: null,
    next_attempt_at: now,
    claimed_until: null,
    claim_token: null,
    kind: null,
    last_error: null,
    failed_at: null,
    order_id: null,
    list_unsubscribe: null,
  };
}

describe('mailFromRow', () => {
  it('turns the stored recipient into an address object', () => {
    const mail = mailFromRow(storedRow('ada@example.com'), 'Owambe Tickets <tickets@owambetickets.ng>');
    expect(mail.to).toEqual({ address: 'ada@example.com' });
  });
});

describe('the worker hands the transport address objects', () => {
  it('for the email of every builder', async () => {
    const sent: OutgoingMail[] = [];
    const recording: MailTransport = {
      name: 'smtp',
      keepsLinks: false,
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => {},
    };
    const ticket = {
      ticketNumber: 'SUP-00000001',
      email: 'sender@example.com',
      subject: 'Where is my ticket',
      description: 'It never came.',
      category: 'Ticketing',
      eventName: null,
      reference: null,
      userId: 'guest',
    };
    const emails = [
      verifyEmailEmail({ to: 'new@example.com', username: 'ada', link: 'https://x.example/verify-email/t' }),
      resetPasswordEmail({ to: 'reset@example.com', username: 'ada', link: 'https://x.example/reset-password/t' }),
      welcomeEmail({ to: 'news@example.com', unsubscribeLink: 'https://x.example/unsubscribe' }),
      supportTeamEmail('team@example.com', ticket),
      supportConfirmationEmail(ticket),
      inquiryEmail('sales@example.com', {
        id: 'inq-1',
        name: 'Ada',
        email: 'ada@example.com',
        organization: '',
        eventType: '',
        message: '',
      }),
      refundIssuedEmail({
        to: 'buyer@example.com',
        firstName: 'Ada',
        eventTitle: 'Show',
        reference: 'OWB-x',
        ticketId: null,
        amount: 100,
      }),
    ];
    const outbox = outboxRepository(t.database.db);
    for (const email of emails) await outbox.enqueue(email);
    const worker = outboxWorker({
      db: t.database.db,
      dialect: t.database.dialect,
      transport: recording,
      from: 'tickets@owambetickets.ng',
      maxAttempts: 3,
      pollMs: 0,
      log: t.app.log,
    });
    expect(await worker.drainOnce()).toBe(emails.length);
    expect(sent.map((mail) => mail.to).sort((a, b) => a.address.localeCompare(b.address))).toEqual(
      emails.map((email) => ({ address: email.to.address })).sort((a, b) => a.address.localeCompare(b.address)),
    );
    for (const mail of sent) expect(typeof mail.to).toBe('object');
  });
});

describe('over SMTP', () => {
  const insert = (row: OutboxRow) => t.database.db.insertInto('outbox').values(row).execute();
  const worker = () => {
    if (!t.app.outboxWorker) throw new Error('no outbox worker');
    return t.app.outboxWorker;
  };

  it('a row stored before the rule, holding one address as text, is delivered to it', async () => {
    sink.received.length = 0;
    await insert(storedRow('old.row@example.com', 'Old row'));
    expect(await worker().drainOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Old row');
    expect(mail?.rcptTo).toEqual(['old.row@example.com']);
  });

  it.each(['a@x.io,b@y.org', 'a@x.io;b@y.org', 'a@x.io b@y.org', '<a@x.io>, <b@y.org>'])(
    'a row stored from a list (%j, before the rule refused it) never reaches two recipients',
    async (list) => {
      sink.received.length = 0;
      await insert(storedRow(list, `List ${list}`));
      await worker().drainOnce();
      // Give a message that was sent time to arrive before counting.
      await new Promise((r) => setTimeout(r, 100));
      for (const mail of sink.received) {
        expect(mail.rcptTo.length).toBeLessThanOrEqual(1);
        expect(mail.rcptTo).not.toContain('b@y.org');
      }
    },
  );
});
