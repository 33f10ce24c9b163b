import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_SCRIPTS_LOADER } from '@storefront/contracts/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildWebApp } from '../../test/web-build.ts';

// The public pages as the server renders them, from a real build of the web app, through
// app.inject: nothing listens on a socket, so the pages' data cannot have come over HTTP.

let build: ReturnType<typeof buildWebApp>;
let t: TestApp;
const PUBLIC_URL = 'https://tickets.example.ng';

beforeAll(async () => {
  build = buildWebApp();
  t = await createTestApp({ WEB_DIST: build.webDist, PUBLIC_URL, TWITTER_SITE: '@owambetickets' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The content of the first <script> of `type` in the page. */
const scriptOf = (html: string, type: string) =>
  new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('an event page', () => {
  it('carries the event itself: title, date, venue, price and description', async () => {
    const res = await get('/event-details/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Davido Live In Concert · Owambe Tickets</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Davido Live In Concert<\/h1>/);
    expect(html).toContain('Saturday, 17 April 2027');
    expect(html).toContain('20:00 (Atlanta time)');
    expect(html).toContain('State Farm Arena<!-- -->, <!-- -->Atlanta');
    expect(html).toContain('NGN 3,000');
    expect(html).toContain('OBO brings the Timeless show to Atlanta for one night of Afrobeats anthems.');
  });

  it('describes itself for search engines and link previews, with absolute addresses', async () => {
    const html = (await get('/event-details/1')).body;
    const page = `${PUBLIC_URL}/event-details/1`;
    const image = `${PUBLIC_URL}/media/events/1/share.png`;
    expect(html).toContain(`<link rel="canonical" href="${page}">`);
    expect(metaContent(html, 'description')).toBe(
      'OBO brings the Timeless show to Atlanta for one night of Afrobeats anthems. Saturday, 17 April 2027 at 20:00 (Atlanta time), State Farm Arena, Atlanta. Tickets from NGN 3,000.',
    );
    expect(metaContent(html, 'og:title')).toBe('Davido Live In Concert');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(page);
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe('Davido Live In Concert: Davido at State Farm Arena, Atlanta');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    // The storefront's locale (decision 27), and TWITTER_SITE's account.
    expect(metaContent(html, 'og:locale')).toBe('en_NG');
    expect(metaContent(html, 'twitter:site')).toBe('@owambetickets');
  });

  it('has the event as schema.org JSON-LD', async () => {
    const jsonLd = JSON.parse(scriptOf((await get('/event-details/1')).body, 'application/ld+json') ?? 'null');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Davido Live In Concert',
      description: 'OBO brings the Timeless show to Atlanta for one night of Afrobeats anthems.',
      startDate: '2027-04-17T20:00:00-04:00',
      // Decision 27: the end, the full address, the on-sale time, the organizer's page.
      endDate: '2027-04-18T00:30:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'State Farm Arena',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 State Farm Drive',
          addressLocality: 'Atlanta',
          addressRegion: 'Georgia',
          postalCode: '30303',
          addressCountry: 'US',
        },
      },
      image: [`${PUBLIC_URL}/media/events/1/share.png`],
      performer: { '@type': 'PerformingGroup', name: 'Davido' },
      // The catalogue's own event (decision 46): the storefront puts it on, with its site; Davido performs.
      organizer: { '@type': 'Organization', name: 'Owambe Tickets', url: `${PUBLIC_URL}/` },
      // Event 1 sells three tiers (architecture.md §9.3), so one AggregateOffer with an Offer per tier.
      offers: {
        '@type': 'AggregateOffer',
        url: `${PUBLIC_URL}/event-details/1`,
        lowPrice: 3000,
        highPrice: 250000,
        offerCount: 3,
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        offers: [
          ['Regular', 3000, 'InStock'],
          ['VIP', 15000, 'InStock'],
          // 8 tables: few enough to say so.
          ['Table for 10', 250000, 'LimitedAvailability'],
        ].map(([name, price, availability]) => ({
          '@type': 'Offer',
          name,
          url: `${PUBLIC_URL}/event-details/1`,
          price,
          priceCurrency: 'NGN',
          availability: `https://schema.org/${availability}`,
          // Seeded now: on sale since the seeding, at the venue's clock.
          validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/),
          validThrough: '2027-04-17T20:00:00-04:00',
        })),
      },
      url: `${PUBLIC_URL}/event-details/1`,
    });
  });

  it('tells the availability from the seats left', async () => {
    const setRemaining = (id: string, remaining: number) =>
      t.database.db.updateTable('events').set({ remaining }).where('id', '=', id).execute();
    const availability = async (id: string) =>
      JSON.parse(scriptOf((await get(`/event-details/${id}`)).body, 'application/ld+json') ?? 'null').offers
        .availability;
    await setRemaining('2', 0);
    await setRemaining('4', 12);
    expect(await availability('2')).toBe('https://schema.org/SoldOut');
    expect(await availability('4')).toBe('https://schema.org/LimitedAvailability');
    expect(await availability('5')).toBe('https://schema.org/InStock');
    await setRemaining('2', 500);
    await setRemaining('4', 500);
  });

  it('gives the browser the loader data it rendered with, so nothing is fetched again', async () => {
    const html = (await get('/event-details/1')).body;
    const data = JSON.parse(scriptOf(html, 'application/json') ?? 'null');
    const api = (await get('/api/events/1')).json();
    expect(data.loaderData['event-details']).toEqual({ event: api });
    expect(data.loaderData.root).toEqual({
      testMode: true,
      simulated: { payments: true, google: true },
      publicUrl: PUBLIC_URL,
    });
  });

  it('escapes what the catalogue says, in the markup, the tags, the JSON-LD and the data', async () => {
    const hostile = 'Live </script><script>alert(1)</script> & "friends" <b>';
    await t.database.db.updateTable('events').set({ description: hostile }).where('id', '=', '6').execute();
    const html = (await get('/event-details/6')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'description')).toContain(
      'Live &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; &lt;b&gt;',
    );
    expect(JSON.parse(scriptOf(html, 'application/ld+json') ?? 'null').description).toBe(hostile);
    expect(JSON.parse(scriptOf(html, 'application/json') ?? 'null').loaderData['event-details'].event.description).toBe(
      hostile,
    );
  });

  it('loads the chunks its routes need, from the build manifest, only once the page has painted', async () => {
    const manifest = JSON.parse(readFileSync(join(build.webDist, '.vite', 'manifest.json'), 'utf8'));
    const html = (await get('/event-details/1')).body;
    // No script tag the browser would fetch while it parses: the page's loader requests them (decision 16).
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(`<script>${PAGE_SCRIPTS_LOADER}</script>`);
    const scripts: string[] = JSON.parse(
      /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    );
    expect(scripts[0]).toBe(`/${manifest['index.html'].file}`);
    for (const source of [
      'src/routes/event-details.tsx',
      'src/features/catalog/event-details-loader.ts',
      'src/components/layout/with-nav-layout.tsx',
    ]) {
      expect(scripts).toContain(`/${manifest[source].file}`);
    }
    // Not those of other pages.
    expect(html).not.toContain(manifest['src/routes/landing.tsx'].file);
    // The poster, the largest paint, is asked for early and first.
    expect(html).toContain(
      '<link rel="preload" as="image" imageSrcSet="/posters/1-600.webp 600w, /posters/1-800.webp 800w, /posters/1-1200.webp 1200w" imageSizes="(min-width: 1024px) 44rem, 100vw" fetchPriority="high"/>',
    );
  });
});

describe('every public page', () => {
  it.each([
    [
      '/',
      'Owambe Tickets · Concert and movie tickets in naira',
      'Concert and movie tickets in naira',
      'Upcoming Events',
    ],
    ['/concerts', 'Concerts · Owambe Tickets', 'Concerts', 'All concerts'],
    ['/about-us', 'About Us · Owambe Tickets', 'About Us', 'Our story'],
    ['/organizers', 'For Organizers · Owambe Tickets', 'For Organizers', 'Sell out your next show'],
    ['/helpdesk', 'Helpdesk · Owambe Tickets', 'Helpdesk', 'Create Ticket'],
    ['/contact', 'Contact us · Owambe Tickets', 'Contact us', 'Ticket and payment questions'],
    ['/terms', 'Terms of use · Owambe Tickets', 'Terms of use', 'Refunds and changes'],
    ['/Privacy', 'Privacy policy · Owambe Tickets', 'Privacy policy', 'What we collect'],
  ])('%s is rendered with its own title, description, canonical address and preview', async (path, title, og, text) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title}</title>`]);
    expect(html).toContain(text);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(50);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
    expect(metaContent(html, 'og:title')).toBe(og);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/og-default.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(scriptOf(html, 'application/ld+json')).toBeUndefined();
  });

  it('points at a site preview image that is a real 1200 x 630 JPEG', async () => {
    const res = await get('/og-default.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const jpeg = res.rawPayload;
    // The frame header (SOF0 or SOF2) holds the height, then the width.
    let at = 2;
    while (at < jpeg.length && !(jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2)) at += 2 + jpeg.readUInt16BE(at + 2);
    expect([jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)]).toEqual([1200, 630]);
    expect(jpeg.length).toBeLessThan(300_000);
  });

  it('lists the catalogue on the landing page and the concerts page', async () => {
    const landing = (await get('/')).body;
    // The markup only: the data for the browser holds the whole catalogue.
    const concerts = (await get('/concerts')).body.split('id="router-data"')[0];
    for (const title of ['Davido Live In Concert', 'Asake: Lungu Boy Tour', 'Alakada: Bad and Boujee']) {
      expect(landing).toContain(title);
    }
    expect(concerts).toContain('Davido Live In Concert');
    expect(concerts).not.toContain('Alakada: Bad and Boujee');
  });
});

describe('pages that do not exist', () => {
  it('answers an unknown path with the 404 page and a 404 status, not to be indexed', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found · Owambe Tickets</title>');
    expect(res.body).toContain('404: No route matched');
    expect(res.body).toContain('/no/such/page');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it("answers an unknown event with 'No event selected.' and a 404 status", async () => {
    for (const path of ['/event-details/999', '/event-details/not-a-number']) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No event selected.');
      expect(res.body).toContain('<title>Event not found · Owambe Tickets</title>');
    }
  });

  it('redirects /about to /about-us for good', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about-us');
  });
});

describe('screens rendered in the browser', () => {
  it.each(['/login', '/my-tickets', '/ticket-purchase/1', '/order-summary/1', '/check-in'])(
    '%s gets the shell',
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Owambe Tickets</title>');
      expect(res.body).not.toContain('id="router-data"');
    },
  );
});

describe('the bytes', () => {
  it('compresses pages as the browser accepts: brotli, else gzip, else plain', async () => {
    const plain = await get('/event-details/1', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get('/event-details/1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get('/event-details/1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/event-details/1', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('carries its stylesheet inline (one request fewer before the first paint); the shell links it', async () => {
    const page = (await get('/event-details/1')).body;
    const shell = (await get('/login')).body;
    const href = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(shell)?.[1] ?? '';
    const css = readFileSync(join(build.webDist, href), 'utf8');
    expect(css.length).toBeGreaterThan(10_000);
    expect(page).toContain(`<style>${css}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('negotiates the shell of the browser-rendered screens too (compressed once it is worth it: 1 KB)', async () => {
    const plain = await get('/login', { 'accept-encoding': 'identity' });
    const res = await get('/login', { 'accept-encoding': 'br' });
    expect(res.headers.vary).toContain('accept-encoding');
    if (plain.rawPayload.length >= 1024) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    } else {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('never serves the server renderer or the build manifest', async () => {
    for (const path of ['/.vite/manifest.json', '/entry-server.js', '/../dist-server/entry-server.js']) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('createPageRenderer');
      expect(res.body).not.toContain('src/routes/');
    }
  });
});

describe('when the catalogue cannot be read', () => {
  it('sends the shell with a 500, for the browser to try itself', async () => {
    await t.database.db.schema.alterTable('events').renameTo('events_away').execute();
    try {
      // An event no request has read yet: a page already stored is checked against SQLite's data
      // version, which a rename does not move (no row changed), and would still be sent.
      const res = await get('/event-details/3');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await t.database.db.schema.alterTable('events_away').renameTo('events').execute();
    }
  });
});
