import { PAGE_SCRIPTS_LOADER } from '@storefront/contracts/page';
import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplate } from './page-template.ts';

const noScripts = { head: '', body: '', data: '', routeScripts: [] };
const loaderOf = (scripts: string[]) =>
  `<script type="application/json" id="page-scripts">${JSON.stringify(scripts)}</script><script>${PAGE_SCRIPTS_LOADER}</script>`;

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
      routeScripts: ['/assets/landing.js'],
    });
    expect(page).toBe(`<!doctype html><html><head><meta charset="UTF-8" />
<title>Page</title>
</head>
<body><div id="root"><main>hello</main></div><script type="application/json" id="router-data">{}</script>${loaderOf(['/assets/index.js', '/assets/landing.js'])}</body></html>`);
  });

  it("requests no script while the page loads: the entry's tags become the loader's list, the entry first", () => {
    const html =
      '<script type="module" crossorigin src="/index.js"></script><link rel="modulepreload" crossorigin href="/runtime.js">' +
      '<!--page-head--><!--/page-head--><div id="root"></div>';
    const page = fillTemplate(parseTemplate(html), { ...noScripts, routeScripts: ['/route.js', '/runtime.js'] });
    expect(page).toBe(`<div id="root"></div>${loaderOf(['/index.js', '/runtime.js', '/route.js'])}`);
  });

  it('puts the stylesheet into the page, so nothing stands between the HTML and the first paint', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><!--page-head--><!--/page-head--><div id="root"></div>';
    const read = (path: string) => (path === '/assets/index-1.css' ? 'p{color:red}a::after{content:"</style>"}' : '');
    const page = fillTemplate(parseTemplate(html, read), noScripts);
    expect(page).toBe(`<style>p{color:red}a::after{content:"<\\/style>"}</style><div id="root"></div>${loaderOf([])}`);
  });

  it("leaves out the shell's no-JavaScript note: a rendered page reads without JavaScript", () => {
    const html =
      '<!--page-head--><!--/page-head--><div id="root"></div>\n<!--shell-only--><noscript>Turn it on</noscript><!--/shell-only--></body>';
    const page = fillTemplate(parseTemplate(html), { ...noScripts, body: '<main>hello</main>' });
    expect(page).toBe(`<div id="root"><main>hello</main></div>${loaderOf([])}\n</body>`);
  });

  it('refuses an index.html without the markers or the root element', () => {
    expect(() => parseTemplate('<html><body><div id="root"></div></body></html>')).toThrow(/page-head/);
    expect(() => parseTemplate('<!--page-head--><!--/page-head--><div id="app"></div>')).toThrow(/root/);
  });
});
