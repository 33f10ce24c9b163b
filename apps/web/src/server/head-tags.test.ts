import { describe, expect, it } from 'vitest';
import { makeEvent } from '../features/catalog/test-events.ts';
import { escapeHtml, headTags } from './head-tags.ts';
import { pageHead } from './page-heads.ts';

const link = (path: string) => `https://owambe.test${path}`;

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('headTags', () => {
  it('writes the description, canonical address, Open Graph and Twitter tags with absolute addresses', () => {
    const head = pageHead('concerts', { data: null, link });
    if (!head) throw new Error('no head');
    const tags = headTags(head, link);
    expect(tags).toContain(`<meta name="description" content="${escapeHtml(head.description)}">`);
    expect(tags).toContain('<link rel="canonical" href="https://owambe.test/concerts">');
    expect(tags).toContain('<meta property="og:site_name" content="Owambe Tickets">');
    expect(tags).toContain('<meta property="og:title" content="Concerts">');
    expect(tags).toContain('<meta property="og:url" content="https://owambe.test/concerts">');
    expect(tags).toContain('<meta property="og:image" content="https://owambe.test/og-default.jpg">');
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The locale of a Nigerian storefront (decision 27); no twitter:site unless TWITTER_SITE is set.
    expect(tags).toContain('<meta property="og:locale" content="en_NG">');
    expect(tags).not.toContain('twitter:site');
    expect(headTags(head, link, { twitterSite: '@owambetickets' })).toContain(
      '<meta name="twitter:site" content="@owambetickets">',
    );
    expect(tags).not.toContain('<title>');
    expect(tags).not.toContain('ld+json');
  });

  it('keeps a page without an address of its own out of search engines', () => {
    const head = pageHead('not-found', { data: null, link });
    if (!head) throw new Error('no head');
    const tags = headTags(head, link);
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });

  it("writes an event's JSON-LD so no text of the catalogue can end the script", () => {
    const event = makeEvent({ title: 'Night </script><script>alert(1)</script>', description: '<!-- & "quotes"' });
    const head = pageHead('event-details', { data: { event }, link });
    if (!head) throw new Error('no head');
    const tags = headTags(head, link);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(tags)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ name: event.title, description: event.description });
    expect(tags).not.toContain('<script>alert');
    expect(tags).toContain('content="Night &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
