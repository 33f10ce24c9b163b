import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ticket } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import { qrReferencePart } from '@storefront/contracts/rules';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../../test/admin-helpers.ts';
import { orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn, oldVerifyLink, pathOf } from '../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The QR's short link (architecture.md §11; docs/security.md "The ticket's QR code"): the QR drawn
// into the ticket email holds our origin, /T/, the reference and a MAC, nothing personal, in a
// version 5 code at most; zbarimg reads it from the PNG and from a blurred, shrunken copy; the door
// verifies it, refuses a tampered MAC, and still takes the verify link of QR codes issued before it.
// On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const ORIGIN = 'https://owambetickets.ng';
const HOLDER = { firstName: 'Chiamaka', lastName: 'Okonkwo', email: 'chiamaka.okonkwo@example.com' };

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
/** Debian's zbar-tools, which .ci/run installs: a developer's run without it skips, CI (CI=true) must run it. */
const checkWith = (tool: string) => has(tool) || process.env.CI === 'true';
const needs = (tool: string) =>
  expect(has(tool), `${tool} is not installed (apt-get install, as .ci/run does)`).toBe(true);

/** What zbarimg reads from an image file ('' for nothing). */
function zbarRead(file: string): string {
  const result = spawnSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  return result.stdout.toString().trim();
}

/**
 * A QR PNG's modules a side, counted from the picture alone: the top-left finder pattern's first
 * dark row starts where the quiet zone ends and is 7 modules wide.
 */
function modulesOf(png: Buffer): number {
  const image = PNG.sync.read(png);
  const dark = (x: number, y: number) => (image.data[(y * image.width + x) * 4] ?? 255) < 128;
  let start = 0;
  while (start < image.width && !dark(start, start)) start += 1;
  let run = 0;
  while (dark(start + run, start)) run += 1;
  return (image.width - 2 * start) / (run / 7);
}

/** A QR's version from its modules a side: version v has 17 + 4v. */
const versionOf = (modules: number) => (modules - 17) / 4;

let t: TestApp;
let buyer: SignedInUser;
let staff: SignedInUser;
let ticket: Ticket;
let qr: Buffer;
let folder: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  buyer = await createSignedInUser(t.app);
  staff = await createSignedInStaff(t.app);
  folder = mkdtempSync(join(tmpdir(), 'ticket-qr-'));
  ticket = await buyTicket(t.app, buyer, { eventId: '3', ticketQuantity: 2, ...HOLDER });
  // The QR as the email carries it (drawn at send time, outbox/qr-png.ts), from the development mailbox.
  const row = await t.database.db
    .selectFrom('outbox')
    .select('id')
    .where('order_id', '=', await orderIdOf(t.app, ticket.transactionReference))
    .executeTakeFirstOrThrow();
  const mail = await simpleParser((await t.app.inject({ url: `/dev/mailbox/${row.id}/raw.eml` })).body);
  qr = mail.attachments.find((a) => a.contentType === 'image/png')?.content ?? Buffer.alloc(0);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

describe('the QR code in the ticket email', () => {
  it('is a version 5 code or smaller (37 modules a side at most; the old link needed version 11 at this level)', () => {
    const modules = modulesOf(qr);
    expect(Number.isInteger(modules)).toBe(true);
    expect(versionOf(modules)).toBeLessThanOrEqual(5);
  });

  it.skipIf(!checkWith('zbarimg'))(
    'holds the ticket page’s QR link: the origin, /T/, the reference and a MAC; no name, title or date',
    () => {
      needs('zbarimg');
      const file = join(folder, 'qr.png');
      writeFileSync(file, qr);
      const text = zbarRead(file);
      expect(text).toBe(ticket.verifyUrl);
      const [, reference, mac] =
        /^HTTPS:\/\/OWAMBETICKETS\.NG\/T\/([A-Z0-9.-]{24})([0-9A-HJKMNP-TV-Z]{12})$/.exec(text) ?? [];
      expect(reference).toBe(qrReferencePart(ticket.transactionReference));
      expect(mac).toHaveLength(12);
      const lower = text.toLowerCase();
      for (const personal of [
        HOLDER.firstName,
        HOLDER.lastName,
        HOLDER.email,
        ticket.eventTitle,
        ticket.eventDate.slice(0, 10),
        ticket.ticketId,
      ]) {
        expect(lower).not.toContain(personal.toLowerCase());
      }
      expect(text).not.toContain('?');
    },
  );

  it.skipIf(!checkWith('zbarimg'))(
    'reads from a photo-like copy: shrunk to 100 px (2.7 px a module), blurred, saved as a JPEG',
    async () => {
      needs('zbarimg');
      // The old link's version 11 code, shrunk the same way, did not read (decision 26, amended).
      const photo = await sharp(qr).resize(100, 100).blur(0.8).jpeg({ quality: 60 }).toBuffer();
      const file = join(folder, 'photo.jpg');
      writeFileSync(file, photo);
      expect(zbarRead(file)).toBe(ticket.verifyUrl);
    },
  );
});

describe('the door verifies the short link', () => {
  const verifyJson = (path: string) => t.app.inject({ url: path, headers: { accept: 'application/json' } });

  it('GET of it says valid, with the holder and the event (JSON, and the page a phone’s camera opens)', async () => {
    const res = await verifyJson(pathOf(ticket.verifyUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'valid',
      message: doorMessages.valid,
      ticket: { ticketId: ticket.ticketId, holderName: 'Chiamaka Okonkwo', quantity: 2, eventId: '3' },
    });
    const page = await t.app.inject({ url: pathOf(ticket.verifyUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Ticket found</h1>');
    // Typed in small letters, it opens the same answer.
    expect((await verifyJson(pathOf(ticket.verifyUrl).toLowerCase())).json().status).toBe('valid');
  });

  it('a tampered MAC, or a reference with another’s MAC, is invalid (200, never a 500) and admits nobody', async () => {
    const path = pathOf(ticket.verifyUrl);
    const mac = path.slice(-12);
    const other = mac[0] === '0' ? '1' : '0';
    const forged = [
      `${path.slice(0, -12)}${other}${mac.slice(1)}`,
      `${path.slice(0, -12)}${'0'.repeat(12)}`,
      // Another reference (one character changed) under this ticket's MAC.
      `/T/${path.slice(3, 4) === 'A' ? 'B' : 'A'}${path.slice(4)}`,
    ];
    for (const url of forged) {
      const res = await verifyJson(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'invalid', message: doorMessages.invalid, ticket: null });
      const scan = await checkIn(t.app, staff.headers, `${ORIGIN}${url}`, '3');
      expect(scan.statusCode, url).toBe(200);
      expect(scan.json().result, url).toBe('invalid');
    }
    expect((await verifyJson(pathOf(ticket.verifyUrl))).json().ticket.admitted).toBe(0);
  });

  it('a malformed short link (too short, too long, a character the link never has) is invalid with 400', async () => {
    const path = pathOf(ticket.verifyUrl);
    for (const url of [path.slice(0, -1), `${path}7`, `${path.slice(0, -1)}U`, '/T/%00', '/T/x']) {
      const res = await verifyJson(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status, url).toBe('invalid');
    }
    const page = await t.app.inject({ url: '/T/<img src=x onerror=alert(1)>' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Invalid ticket');
    expect(page.body).not.toContain('<img src=x');
    // Anything else under /T/ is no page of ours: the API's 404.
    expect((await t.app.inject({ url: `${path}/more` })).statusCode).toBe(404);
  });

  it('the check-in page admits one person per scan of it; the old link of the same ticket still verifies and admits', async () => {
    const first = await checkIn(t.app, staff.headers, ticket.verifyUrl, '3');
    expect(first.json()).toMatchObject({ result: 'admitted', ticket: { ticketId: ticket.ticketId, admitted: 1 } });
    // A QR code emailed before the short link: its verify link says so too, and lets the second person in.
    const old = oldVerifyLink(ticket, ORIGIN);
    expect((await verifyJson(pathOf(old))).json()).toMatchObject({ status: 'valid', ticket: { admitted: 1 } });
    expect((await checkIn(t.app, staff.headers, old, '3')).json()).toMatchObject({ result: 'admitted' });
    expect((await verifyJson(pathOf(ticket.verifyUrl))).json().status).toBe('used');
    expect((await checkIn(t.app, staff.headers, ticket.verifyUrl, '3')).json().result).toBe('used');
  });
});
