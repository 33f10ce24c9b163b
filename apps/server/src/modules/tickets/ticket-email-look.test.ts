import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type IssuedTicket, REFUND_LINE, ticketIssuedEmails } from './ticket-email.ts';

// The ticket email looks like the storefront (architecture.md §10; docs/validators.md), reads with images blocked and in
// dark mode, and passes SpamAssassin and zbarimg as it would leave over SMTP.

const ticket: IssuedTicket = {
  ticketId: 'TICKET-1-ABCD',
  reference: 'OWB-abc',
  manualCode: 'K7QM2XD4',
  eventTitle: 'Alakada: Bad and Boujee',
  startsAt: '2027-07-09T17:00:00.000Z',
  endsAt: '2027-07-09T19:30:00.000Z',
  address: 'Genesis Cinema, The Palms Mall, 1 Bisola Durosinmi-Etti Drive, Lekki, Lagos, 106104',
  posterUrl: 'https://tickets.example.ng/media/events/3/share.png',
  supportEmail: 'support@owambetickets.ng',
  timeZone: 'Africa/Lagos',
  venue: 'Genesis Cinema',
  city: 'Lagos',
  quantity: 2,
  amount: 3000,
  ticketLink: 'https://tickets.example.ng/ticket/OWB-abc',
  verifyLink: 'https://tickets.example.ng/api/verify?ticketId=TICKET-1-ABCD&token=x',
  holder: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' },
  recipient: { email: 'bola@example.com', firstName: 'Bola' },
};

/** What a reader sees of the HTML with every image blocked: its text and the images' alt text. */
const withImagesBlocked = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the ticket and gift emails as the storefront (unit)', () => {
  const emails = ticketIssuedEmails(ticket);
  it.each([
    ['ticket', 0],
    ['gift', 1],
  ] as const)(
    'the %s email: name, poster, a View your ticket button, dark mode, every fact in text',
    (_name, index) => {
      const html = emails[index]?.html ?? '';
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
      expect(html).toContain('@media (prefers-color-scheme: dark)');
      expect(html).toMatch(/<a [^>]*href="https:\/\/tickets\.example\.ng\/ticket\/OWB-abc"[^>]*>View your ticket<\/a>/);
      expect(html).toContain('<img src="https://tickets.example.ng/media/events/3/share.png"');
      expect(html).toContain('alt="Poster of Alakada: Bad and Boujee"');
      // Tables for layout, styles inline: no layout from a stylesheet a client may drop.
      expect(html).toContain('<table role="presentation"');
      const seen = withImagesBlocked(html);
      for (const words of [
        'Owambe Tickets',
        'Friday, 9 July 2027',
        '18:00 to 20:30 (Lagos time)',
        'Genesis Cinema, The Palms Mall, 1 Bisola Durosinmi-Etti Drive, Lekki, Lagos, 106104',
        'QR code of ticket TICKET-1-ABCD',
        'K7QM-2XD4',
        'support@owambetickets.ng',
        REFUND_LINE,
      ]) {
        expect(seen).toContain(words);
      }
      expect(emails[index]?.text).toContain(REFUND_LINE);
      expect(emails[index]?.text).toContain('When: Friday, 9 July 2027, 18:00 to 20:30 (Lagos time)');
    },
  );
});

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
/**
 * Debian's tools, which .ci/run installs: without them a developer's run skips their checks, but
 * CI (CI=true) must run them, and fails naming the one that is missing.
 */
const checkWith = (tool: string) => has(tool) || process.env.CI === 'true';
const needs = (tool: string) =>
  expect(has(tool), `${tool} is not installed (apt-get install, as .ci/run does)`).toBe(true);

describe('the emails as they leave (raw .eml from the development mailbox)', () => {
  let t: TestApp;
  let buyer: SignedInUser;
  let folder: string;
  const raw: Record<'ticket' | 'gift', string> = { ticket: '', gift: '' };
  let verifyUrl = '';
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createSignedInUser(t.app);
    folder = mkdtempSync(join(tmpdir(), 'ticket-email-'));
    const bought = await buyTicket(t.app, buyer, {
      eventId: '3',
      email: 'holder.look@example.com',
      isGift: true,
      recipientFirstName: 'Bola',
      recipientEmail: 'recipient.look@example.com',
    });
    verifyUrl = bought.verifyUrl;
    const rows = await t.database.db
      .selectFrom('outbox')
      .select(['id', 'to_address'])
      .where('order_id', '=', await orderIdOf(t.app, bought.transactionReference))
      .execute();
    for (const row of rows) {
      const res = await t.app.inject({ url: `/dev/mailbox/${row.id}/raw.eml` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('message/rfc822');
      raw[row.to_address === 'holder.look@example.com' ? 'ticket' : 'gift'] = res.body;
    }
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('the poster is the share image, which another origin (a webmail) may draw', async () => {
    const mail = await simpleParser(raw.ticket);
    const poster = /<img src="([^"]+share\.png)"/.exec(String(mail.html))?.[1] ?? '';
    expect(poster).toMatch(/\/media\/events\/3\/share\.png$/);
    const image = await t.app.inject({ url: new URL(poster).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.skipIf(!checkWith('zbarimg'))('zbarimg reads the ticket’s verify link from the QR in both emails', async () => {
    needs('zbarimg');
    for (const which of ['ticket', 'gift'] as const) {
      const mail = await simpleParser(raw[which]);
      const qr = mail.attachments.find((a) => a.contentType === 'image/png');
      expect(qr?.contentDisposition).toBe('inline');
      const file = join(folder, `${which}.png`);
      writeFileSync(file, qr?.content ?? Buffer.alloc(0));
      const read = execFileSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] });
      expect(read.toString().trim()).toBe(verifyUrl);
    }
  });

  it.skipIf(!checkWith('spamassassin'))(
    'SpamAssassin (offline) scores both at 0.5 or less',
    () => {
      needs('spamassassin');
      for (const which of ['ticket', 'gift'] as const) {
        const report = execFileSync('spamassassin', ['-t', '-L'], { input: raw[which], timeout: 60_000 }).toString();
        const score = Number(/^X-Spam-Status: \w+, score=(-?[\d.]+)/m.exec(report)?.[1]);
        expect(score, `${which}: ${report.split('Content analysis details')[1] ?? report}`).toBeLessThanOrEqual(0.5);
      }
    },
    120_000,
  );
});
