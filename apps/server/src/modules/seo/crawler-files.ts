import { escapeHtml } from '../../lib/html.ts';
import { publicLink } from '../../lib/public-link.ts';

/** Paths no crawler needs: the API, the development mailbox, and the account, purchase, ticket and staff screens. */
export const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/',
  '/verify-email/',
  '/my-tickets',
  '/notifications',
  '/ticket-purchase/',
  '/order-summary/',
  '/payment-pending/',
  '/thank-you/',
  '/ticket/',
  '/check-in',
  '/admin',
  '/organizer',
] as const;

/**
 * sitemaps.org's XML: one absolute URL per page, from PUBLIC_URL. No `<lastmod>`: the database
 * keeps no time of an event's last edit, and a date that only says "deployed" misleads crawlers.
 */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(publicLink(publicUrl, path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read the public pages, none the private paths; the sitemap says where the pages are. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicLink(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
