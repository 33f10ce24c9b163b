import { jsonForHtml } from '../app/hydration-data.ts';
import { BRAND } from '../components/layout/logo.tsx';
import type { PageHead } from './page-heads.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute value or element content. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

/**
 * The <head> tags of a server-rendered page besides its <title> (which the screen renders and
 * React hoists): description, canonical address, Open Graph and Twitter card for link previews,
 * and the page's JSON-LD. `link` makes a path absolute (PUBLIC_URL): previews and search engines
 * need full addresses.
 */
export function headTags(
  head: PageHead,
  link: (path: string) => string,
  { twitterSite }: { twitterSite?: string | undefined } = {},
): string {
  const image = link(head.image.path);
  const tags = [
    meta('name', 'description', head.description),
    head.path ? `<link rel="canonical" href="${escapeHtml(link(head.path))}">` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:type', 'website'),
    // The storefront sells in naira to Nigerian buyers, in English (decision 27).
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.path ? [meta('property', 'og:url', link(head.path))] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', head.image.type),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(twitterSite ? [meta('name', 'twitter:site', twitterSite)] : []),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.image.alt),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>`);
  return tags.join('');
}
