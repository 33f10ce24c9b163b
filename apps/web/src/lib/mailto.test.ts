import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto.ts';

/** The headers a mail client would read from a mailto: link (RFC 6068): its query's names. */
const headersOf = (href: string) => [...new URL(href).searchParams.keys()].map((name) => name.toLowerCase());

describe('mailtoHref', () => {
  it('links one address, with a subject encoded as a header value', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    const href = mailtoHref('ada@example.com', 'Your inquiry: Bits & Bobs? Yes&bcc=x@y.io');
    expect(href).toBe('mailto:ada@example.com?subject=Your%20inquiry%3A%20Bits%20%26%20Bobs%3F%20Yes%26bcc%3Dx%40y.io');
    expect(headersOf(href ?? '')).toEqual(['subject']);
    expect(new URL(href ?? '').searchParams.get('subject')).toBe('Your inquiry: Bits & Bobs? Yes&bcc=x@y.io');
  });

  it('never lets an address become a header or a second recipient', () => {
    for (const address of [
      'ada@example.com?bcc=spy@evil.example',
      'ada@example.com&bcc=spy@evil.example',
      'ada@example.com?cc=spy@evil.example&subject=hi',
      'ada@example.com,spy@evil.example',
      'ada@example.com;spy@evil.example',
      'ada@example.com%3Fbcc=spy@evil.example',
      'ada@example.com\nbcc: spy@evil.example',
      'Ada <ada@example.com>',
      'javascript:alert(1)//@example.com',
    ]) {
      const href = mailtoHref(address, 'Hello');
      // Refused (no link), or a link whose only header is our subject and whose one recipient is the address.
      if (href === null) continue;
      expect(headersOf(href), address).toEqual(['subject']);
      expect(href.startsWith('mailto:'), address).toBe(true);
      expect(decodeURIComponent(new URL(href).pathname), address).toBe(address);
    }
    expect(mailtoHref('ada@example.com?bcc=spy@evil.example')).toBeNull();
    expect(mailtoHref('ada@example.com,spy@evil.example')).toBeNull();
  });
});
