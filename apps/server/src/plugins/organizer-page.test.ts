import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildWebApp } from '../../test/web-build.ts';

// An organizer's public page /o/{slug} (architecture.md §16) as the server renders it, from a real build of
// the web app through app.inject, and kept from memory like the other public pages (decision 25):
// an edit of the organizer or of their events shows on the next request. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

let build: ReturnType<typeof buildWebApp>;
let t: TestApp;
let eko: SignedInOrganizer;
const PUBLIC_URL = 'https://tickets.example.ng';

beforeAll(async () => {
  build = buildWebApp();
  t = await createTestApp({ WEB_DIST: build.webDist, PUBLIC_URL, TWITTER_SITE: '@owambetickets' });
  eko = await createSignedInOrganizer(t.app, { name: 'Eko Nights & Co' });
  await t.app.db
    .updateTable('organizers')
    .set({ about: 'Afrobeats nights on the Lagos waterfront' })
    .where('id', '=', eko.organizerId)
    .execute();
  await giveEventTo(t.app, '1', eko.organizerId);
  await giveEventTo(t.app, '2', eko.organizerId);
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
const renders = (app: FastifyInstance = t.app) => app.pageCache?.stats().renders ?? Number.NaN;
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const scriptOf = (html: string, type: string) =>
  new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const setOrganizer = (fields: { name?: string; about?: string; status?: 'approved' | 'paused' | 'declined' }) =>
  t.app.db.updateTable('organizers').set(fields).where('id', '=', eko.organizerId).execute();

describe("an organizer's page", () => {
  it('carries their name, their words and their published events, linking to the event pages', async () => {
    const res = await get(t.app, `/o/${eko.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Eko Nights &amp; Co · Owambe Tickets</title>');
    expect(h1(html)).toBe('Eko Nights &amp; Co');
    expect(html).toContain('Afrobeats nights on the Lagos waterfront');
    expect(html).toContain('Davido Live In Concert');
    expect(html).toContain('href="/event-details/1"');
    expect(html).toContain('href="/event-details/2"');
    // The data for hydration came with the page.
    const data = JSON.parse(scriptOf(html, 'application/json') ?? 'null');
    expect(data.loaderData['organizer-profile'].profile).toMatchObject({ slug: eko.slug, status: 'approved' });
  });

  it('describes itself for search engines and link previews, with Organization JSON-LD', async () => {
    const html = (await get(t.app, `/o/${eko.slug}`)).body;
    const page = `${PUBLIC_URL}/o/${eko.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${page}">`);
    expect(metaContent(html, 'description')).toBe(
      'Eko Nights &amp; Co: Afrobeats nights on the Lagos waterfront. Their events, with tickets in naira, on Owambe Tickets.',
    );
    expect(metaContent(html, 'og:title')).toBe('Eko Nights &amp; Co');
    expect(metaContent(html, 'og:url')).toBe(page);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/og-default.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:site')).toBe('@owambetickets');
    const jsonLd = JSON.parse(scriptOf(html, 'application/ld+json') ?? 'null');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Eko Nights & Co',
      url: page,
      description: 'Afrobeats nights on the Lagos waterfront',
    });
    expect(jsonLd.event).toHaveLength(2);
    for (const event of jsonLd.event) {
      expect(event).toMatchObject({
        '@type': 'Event',
        url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/event-details/[12]$`)),
        startDate: expect.any(String),
        location: { '@type': 'Place' },
        organizer: { '@type': 'Organization', name: 'Eko Nights & Co', url: page },
        offers: { priceCurrency: 'NGN' },
      });
      expect(event).not.toHaveProperty('@context');
    }
  });

  it("is linked from each of their events' pages, which name them; the platform's own events name no one", async () => {
    const html = (await get(t.app, '/event-details/1')).body;
    expect(html).toMatch(new RegExp(`By(?:<!-- -->)? <a[^>]*href="/o/${eko.slug}"[^>]*>Eko Nights &amp; Co</a>`));
    const jsonLd = JSON.parse(scriptOf(html, 'application/ld+json') ?? 'null');
    expect(jsonLd.organizer).toEqual({
      '@type': 'Organization',
      name: 'Eko Nights & Co',
      url: `${PUBLIC_URL}/o/${eko.slug}`,
    });
    expect((await get(t.app, '/event-details/3')).body).not.toContain('href="/o/');
  });

  it('is a real 404 page for an unknown slug and for an organizer who is not approved', async () => {
    const pending = await createSignedInOrganizer(t.app, { status: 'pending' });
    const declined = await createSignedInOrganizer(t.app, { status: 'declined' });
    for (const path of ['/o/nobody-here', `/o/${pending.slug}`, `/o/${declined.slug}`, '/o/%3Cscript%3E']) {
      const res = await get(t.app, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<title>Organizer not found · Owambe Tickets</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('is rendered once, then sent from memory; an edit of the organizer or of their events shows on the next request', async () => {
    const url = `/o/${eko.slug}`;
    const first = await get(t.app, url);
    const before = renders();
    const again = await get(t.app, url);
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect((await get(t.app, url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await setOrganizer({ about: 'Now in Abuja too' });
    const edited = await get(t.app, url, { 'if-none-match': String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('Now in Abuja too');

    await t.app.db.updateTable('events').set({ title: 'Retitled By The Organizer' }).where('id', '=', '2').execute();
    expect((await get(t.app, url)).body).toContain('Retitled By The Organizer');

    // A new name shows on their page and on their events' pages alike.
    await get(t.app, '/event-details/1');
    await setOrganizer({ name: 'Eko Nights Live' });
    expect(h1((await get(t.app, url)).body)).toBe('Eko Nights Live');
    expect((await get(t.app, '/event-details/1')).body).toMatch(/By(?:<!-- -->)? <a[^>]*>Eko Nights Live<\/a>/);

    // Paused: the page shows, nothing on sale; declined: gone.
    await setOrganizer({ status: 'paused' });
    const paused = (await get(t.app, url)).body;
    expect(paused).toContain('is not selling tickets on Owambe Tickets right now');
    expect(paused).not.toContain('href="/event-details/1"');
    await setOrganizer({ status: 'declined' });
    expect((await get(t.app, url)).statusCode).toBe(404);
    await setOrganizer({
      status: 'approved',
      name: 'Eko Nights & Co',
      about: 'Afrobeats nights on the Lagos waterfront',
    });
    await t.app.db.updateTable('events').set({ title: 'Davido Live In Concert' }).where('id', '=', '2').execute();
    expect((await get(t.app, url)).statusCode).toBe(200);
  });

  it('is seen edited by another process on the same database at its next request', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'storefront-web-copy-'));
    cpSync(build.webDist, join(copy, 'dist'), { recursive: true });
    cpSync(`${build.webDist}-server`, join(copy, 'dist-server'), { recursive: true });
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    const other = await t.secondProcess({ WEB_DIST: join(copy, 'dist') });
    const url = `/o/${eko.slug}`;
    expect((await get(other, url)).statusCode).toBe(200);
    await setOrganizer({ about: 'Edited in the first process' });
    expect((await get(other, url)).body).toContain('Edited in the first process');
    await other.db
      .updateTable('organizers')
      .set({ about: 'Edited in the second process' })
      .where('id', '=', eko.organizerId)
      .execute();
    expect((await get(t.app, url)).body).toContain('Edited in the second process');
  });
});
