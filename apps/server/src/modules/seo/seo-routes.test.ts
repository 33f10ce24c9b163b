import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // A trailing slash, as people write it: the links must not get a double one.
  t = await createTestApp({ PUBLIC_URL: 'https://tickets.example.ng/' });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every event as absolute URLs from PUBLIC_URL, as XML', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://tickets.example.ng/',
      'https://tickets.example.ng/concerts',
      'https://tickets.example.ng/about-us',
      'https://tickets.example.ng/organizers',
      'https://tickets.example.ng/helpdesk',
      'https://tickets.example.ng/contact',
      'https://tickets.example.ng/terms',
      'https://tickets.example.ng/Privacy',
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((id) => `https://tickets.example.ng/event-details/${id}`),
    ]);
    expect(res.body.trim().endsWith('</urlset>')).toBe(true);
  });

  it('follows the catalogue: an event taken out leaves the sitemap', async () => {
    await t.database.db.deleteFrom('ticket_types').where('event_id', '=', '9').execute();
    await t.database.db.deleteFrom('events').where('id', '=', '9').execute();
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain('/event-details/8</loc>');
    expect(res.body).not.toContain('/event-details/9</loc>');
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API, the mailbox and the account screens, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/dev/',
      '/login',
      '/signup',
      '/my-tickets',
      '/order-summary/',
      '/ticket/',
      '/check-in',
      '/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // No rule shuts out a public page.
    for (const page of ['/concerts', '/event-details/1', '/about-us', '/helpdesk', '/Privacy']) {
      const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
    }
    expect(lines).toContain('Sitemap: https://tickets.example.ng/sitemap.xml');
  });
});
