import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSignedInUser, getCsrf } from '../../../test/auth-helpers.ts';
import { simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { pngShowsQrOf } from '../../../test/qr-image.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxRepository } from './outbox-repository.ts';
import type { OutboxWorker } from './outbox-worker.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

function workerOf(t: { app: { outboxWorker: OutboxWorker | null } }): OutboxWorker {
  const worker = t.app.outboxWorker;
  if (!worker) throw new Error('no outbox worker');
  return worker;
}

const rowsTo = (t: TestApp, to: string) =>
  t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('ticket emails over SMTP', () => {
  it('arrive to holder and gift recipient with the QR as an inline PNG (cid) and the .ics', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://tickets.example.ng' });
    try {
      sink.received.length = 0;
      const buyer = await createSignedInUser(t.app);
      const reference = await startOrder(t.app, buyer, {
        isGift: true,
        recipientFirstName: 'Bola',
        recipientLastName: 'Ade',
        recipientEmail: 'bola.ade@example.com',
      });
      await simulatorButton(t.app, buyer, reference, 'pay');
      const { ticket } = (await verify(t.app, reference)).json().data;

      expect(await workerOf(t).drainOnce()).toBe(2);
      const mails = await sink.waitFor(2);
      const byTo = (to: string) => mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
      const holder = byTo('ada.obi@example.com');
      const recipient = byTo('bola.ade@example.com');
      expect(holder?.subject).toBe(`Your ticket for ${ticket.eventTitle}`);
      expect(recipient?.subject).toBe(`Ada Obi sent you a ticket for ${ticket.eventTitle}`);
      expect(holder?.text).toContain('Total paid: NGN');
      expect(recipient?.text).not.toContain('Total paid');
      expect(recipient?.text).toContain('Ada Obi bought you a ticket');

      // The QR the door scans encodes the ticket's own verify link.
      for (const mail of [holder, recipient]) {
        expect(mail?.from?.value).toEqual([{ name: 'Owambe Tickets', address: 'tickets@owambetickets.ng' }]);
        expect(mail?.text).toContain(`https://tickets.example.ng/ticket/${reference}`);
        expect(mail?.text).toContain(`Where: ${ticket.venueAddress}`);
        const qr = mail?.attachments.find((a) => a.contentType === 'image/png');
        expect(qr?.contentDisposition).toBe('inline');
        expect(pngShowsQrOf(qr?.content ?? Buffer.alloc(0), ticket.verifyUrl)).toBe(true);
        expect(mail?.html).toContain(`src="cid:${qr?.cid}"`);
        const ics = mail?.attachments.find((a) => a.filename === `ticket-${reference}.ics`);
        expect(ics?.contentType).toBe('text/calendar');
        const calendar = ics?.content.toString('utf8') ?? '';
        expect(calendar).toContain('BEGIN:VEVENT');
        expect(calendar).toContain(`DTSTART:${ticket.eventDate.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
        expect(calendar.replace(/\r\n /g, '')).toContain(`URL:https://tickets.example.ng/ticket/${reference}`);
      }
      const stored = await rowsTo(t, 'ada.obi@example.com');
      expect(stored[0]).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
      expect(stored[0]?.sent_at).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('while the SMTP server is down', () => {
  it('nothing is lost: attempts and errors are recorded, retries back off, all arrive once it is back', async () => {
    const down = await startSmtpSink();
    await down.stop();
    const t = await createTestApp({ SMTP_URL: down.url });
    try {
      const outbox = outboxRepository(t.database.db);
      for (let i = 0; i < 3; i++)
        await outbox.enqueue({ to: { address: 'wait@example.com' }, subject: `m${i}`, text: 'hi' });
      let now = Date.now() + 1000;
      const clock = () => new Date(now);
      const worker = workerOf(t);

      expect(await worker.drainOnce(clock)).toBe(0);
      let rows = await rowsTo(t, 'wait@example.com');
      for (const row of rows) {
        expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
        expect(row.last_error).toMatch(/ECONNREFUSED/);
        expect(row.next_attempt_at).toBe(new Date(now + 30_000).toISOString());
      }
      // Not due yet: no attempt.
      expect(await worker.drainOnce(clock)).toBe(0);
      expect((await rowsTo(t, 'wait@example.com')).map((r) => r.attempts)).toEqual([1, 1, 1]);

      now += 30_000;
      expect(await worker.drainOnce(clock)).toBe(0);
      rows = await rowsTo(t, 'wait@example.com');
      expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2]);
      expect(rows[0]?.next_attempt_at).toBe(new Date(now + 60_000).toISOString());

      await down.start();
      now += 60_000;
      expect(await worker.drainOnce(clock)).toBe(3);
      const mails = await down.waitFor(3);
      expect(mails.map((m) => m.subject).sort()).toEqual(['m0', 'm1', 'm2']);
      rows = await rowsTo(t, 'wait@example.com');
      expect(rows.every((r) => r.sent_at !== null && r.last_error === null && r.attempts === 3)).toBe(true);
    } finally {
      await t.close();
      await down.stop();
    }
  });

  it('after the last attempt the message is failed, never tried again, and /dev/mailbox says so', async () => {
    const down = await startSmtpSink();
    await down.stop();
    const t = await createTestApp({ SMTP_URL: down.url, OUTBOX_MAX_ATTEMPTS: '2' });
    try {
      await outboxRepository(t.database.db).enqueue({
        to: { address: 'lost@example.com' },
        subject: 'Lost',
        text: 'hi',
      });
      let now = Date.now() + 1000;
      const clock = () => new Date(now);
      await workerOf(t).drainOnce(clock);
      now += 30_000;
      await workerOf(t).drainOnce(clock);
      now += 24 * 60 * 60_000;
      await workerOf(t).drainOnce(clock);
      const [row] = await rowsTo(t, 'lost@example.com');
      expect(row).toMatchObject({ attempts: 2, sent_at: null, next_attempt_at: null });
      expect(row?.failed_at).toBe(new Date(now - 24 * 60 * 60_000).toISOString());
      const page = await t.app.inject({ url: '/dev/mailbox' });
      expect(page.body).toContain('<span class="failed">Failed after 2 attempts.</span> Last error:');
    } finally {
      await t.close();
    }
  });
});

describe('several server processes on one database', () => {
  it('send each message exactly once', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url });
    try {
      sink.received.length = 0;
      const others = [await t.secondProcess(), await t.secondProcess()];
      const outbox = outboxRepository(t.database.db);
      for (let i = 0; i < 60; i++)
        await outbox.enqueue({ to: { address: 'many@example.com' }, subject: `n${i}`, text: 'hi' });
      const counts = await Promise.all([t, ...others.map((app) => ({ app }))].map((p) => workerOf(p).drainOnce()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      await sink.waitFor(60);
      // Give a duplicate time to arrive before counting.
      await new Promise((r) => setTimeout(r, 200));
      expect(sink.received).toHaveLength(60);
      expect(new Set(sink.received.map((m) => m.subject)).size).toBe(60);
      const rows = await rowsTo(t, 'many@example.com');
      expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('the password-reset email', () => {
  it('really arrives over SMTP with its link, and the stored copy keeps no working link', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://tickets.example.ng' });
    try {
      sink.received.length = 0;
      await createSignedInUser(t.app, { email: 'reset.me@example.com' });
      const csrf = await getCsrf(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: authHeaders(csrf.token),
        payload: { email: 'reset.me@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(await workerOf(t).drainOnce()).toBe(1);
      const [mail] = await sink.waitFor(1);
      const link = mail?.text?.match(/https:\/\/tickets\.example\.ng\/reset-password\/[A-Za-z0-9_-]{43}/)?.[0];
      expect(link).toBeDefined();
      expect(mail?.html).toContain(link);
      const [stored] = await rowsTo(t, 'reset.me@example.com');
      expect(stored?.text_body).not.toContain(link);
      expect(stored?.text_body).toContain('/reset-password/[redacted]');
    } finally {
      await t.close();
    }
  });
});

describe('the development mailbox transport', () => {
  it('delivers to the mailbox, keeping the links it shows, and the message page sandboxes the HTML', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.outboxWorker).not.toBeNull();
      const outbox = outboxRepository(t.database.db);
      const id = await outbox.enqueue({
        to: { address: 'dev@example.com' },
        subject: 'Reset',
        text: 'open https://x.example/reset-password/abc',
        html: '<p>hi</p><script>alert(1)</script><img src="cid:q@x">',
        attachments: [{ kind: 'qr', filename: 'q.png', cid: 'q@x', text: 'https://x.example' }],
      });
      expect(await workerOf(t).drainOnce()).toBe(1);
      const [row] = await rowsTo(t, 'dev@example.com');
      expect(row?.sent_at).not.toBeNull();
      expect(row?.text_body).toBe('open https://x.example/reset-password/abc');
      const page = await t.app.inject({ url: `/dev/mailbox/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<iframe sandbox="" title="HTML part" srcdoc="&lt;p&gt;hi&lt;/p&gt;&lt;script&gt;');
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('&lt;img src=&quot;data:image/png;base64,');
      expect(page.body).toContain('<a download="q.png" href="data:image/png;base64,');
      expect((await t.app.inject({ url: '/dev/mailbox/nope%00' })).json()).toEqual({ message: 'No such message.' });
      const missing = await t.app.inject({ url: '/dev/mailbox/000000000000-0000-0000000000000000' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('in production without SMTP_URL', () => {
  it('sends nothing, says so loudly at start, and keeps every message in the outbox', async () => {
    let logged = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const t = await createTestApp(
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'simulator', LOG_LEVEL: 'error' },
      { logStream },
    );
    try {
      expect(t.app.outboxWorker).toBeNull();
      expect(logged).toContain('SMTP_URL is not set: no email is sent; they wait in the outbox until it is');
      await outboxRepository(t.database.db).enqueue({
        to: { address: 'kept@example.com' },
        subject: 'Kept',
        text: 'hi',
      });
      expect((await rowsTo(t, 'kept@example.com'))[0]).toMatchObject({ sent_at: null, attempts: 0 });
    } finally {
      await t.close();
    }
  });
});
