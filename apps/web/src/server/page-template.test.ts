import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplate } from './page-template.ts';

const indexHtml = `<!doctype html><html><head><meta charset="UTF-8" />
<!--page-head--><title>Shell</title><meta name="description" content="x" /><!--/page-head-->
<script type="module" src="/assets/index.js"></script></head>
<body><div id="root"></div></body></html>`;

describe('page template', () => {
  it("puts the page's head in place of the shell's and its screen and data in #root", () => {
    const page = fillTemplate(parseTemplate(indexHtml), {
      head: '<title>Page</title>',
      body: '<main>hello</main>',
      data: '<script type="application/json" id="router-data">{}</script>',
    });
    expect(page).toBe(`<!doctype html><html><head><meta charset="UTF-8" />
<title>Page</title>
<script type="module" fetchpriority="low" src="/assets/index.js"></script></head>
<body><div id="root"><main>hello</main></div><script type="application/json" id="router-data">{}</script></body></html>`);
  });

  it('fetches the scripts of a server-rendered page at low priority, after the stylesheet and the poster', () => {
    const html =
      '<!--page-head--><!--/page-head--><link rel="modulepreload" crossorigin href="/a.js"><div id="root"></div>';
    const page = fillTemplate(parseTemplate(html), { head: '', body: '', data: '' });
    expect(page).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/a.js"><div id="root"></div>');
  });

  it('puts the stylesheet into the page, so nothing stands between the HTML and the first paint', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><!--page-head--><!--/page-head--><div id="root"></div>';
    const read = (path: string) => (path === '/assets/index-1.css' ? 'p{color:red}a::after{content:"</style>"}' : '');
    const page = fillTemplate(parseTemplate(html, read), { head: '', body: '', data: '' });
    expect(page).toBe('<style>p{color:red}a::after{content:"<\\/style>"}</style><div id="root"></div>');
  });

  it("leaves out the shell's no-JavaScript note: a rendered page reads without JavaScript", () => {
    const html =
      '<!--page-head--><!--/page-head--><div id="root"></div>\n<!--shell-only--><noscript>Turn it on</noscript><!--/shell-only--></body>';
    const page = fillTemplate(parseTemplate(html), { head: '', body: '<main>hello</main>', data: '' });
    expect(page).toBe('<div id="root"><main>hello</main></div>\n</body>');
  });

  it('refuses an index.html without the markers or the root element', () => {
    expect(() => parseTemplate('<html><body><div id="root"></div></body></html>')).toThrow(/page-head/);
    expect(() => parseTemplate('<!--page-head--><!--/page-head--><div id="app"></div>')).toThrow(/root/);
  });
});
