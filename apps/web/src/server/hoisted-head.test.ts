import { describe, expect, it } from 'vitest';
import { splitHoistedHead } from './hoisted-head.ts';

describe('splitHoistedHead', () => {
  it("moves React's leading <title>, <meta> and <link> elements out of the markup", () => {
    const html =
      '<link rel="preload" as="image" href="/posters/1.svg" fetchPriority="high"/><title>A &lt;b&gt; · Owambe Tickets</title><meta name="x" content="a&gt;b"/><div><title>not hoisted</title><p>hi</p></div>';
    expect(splitHoistedHead(html)).toEqual({
      hoisted:
        '<link rel="preload" as="image" href="/posters/1.svg" fetchPriority="high"/><title>A &lt;b&gt; · Owambe Tickets</title><meta name="x" content="a&gt;b"/>',
      body: '<div><title>not hoisted</title><p>hi</p></div>',
    });
  });

  it('leaves markup without hoisted elements alone', () => {
    expect(splitHoistedHead('<main>x</main>')).toEqual({ hoisted: '', body: '<main>x</main>' });
  });
});
