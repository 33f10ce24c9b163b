/**
 * The built index.html, cut where a page's parts go: its head tags replace what stands between
 * the `<!--page-head-->` markers (the shell's generic title and description), and its screen
 * fills the empty root element.
 */
export interface PageTemplate {
  /** Up to the head markers. */
  start: string;
  /** From after the head markers to the opening tag of #root, included. */
  middle: string;
  /** After #root's closing tag. */
  end: string;
}

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/** What only the browser-rendered shell needs (its no-JavaScript note): a rendered page reads without it. */
const SHELL_ONLY = /<!--shell-only-->[\s\S]*?<!--\/shell-only-->/g;
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/**
 * A server-rendered page shows before its JavaScript runs, so its scripts are fetched at low
 * priority: the stylesheet and the largest image (the poster, preloaded at high priority) come
 * first on a slow connection, and the scripts that make the page interactive follow. (The shell
 * of the browser-rendered screens keeps the default: there, nothing shows without them.)
 */
export const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The stylesheet goes into the page itself: one request fewer before the first paint (Lighthouse's
 * mobile first paint of /event-details/1 went from about 1.4 s to 0.8 s), for some 9 KB more of
 * brotli in every page load (docs/performance.md). The content security policy allows inline
 * styles. `readAsset` reads a built file by its URL path.
 */
export const inlineStylesheets = (html: string, readAsset: (path: string) => string) =>
  html.replace(
    STYLESHEET,
    (_link, href: string) => `<style>${readAsset(href).replaceAll('</style', '<\\/style')}</style>`,
  );

export function parseTemplate(indexHtml: string, readAsset?: (path: string) => string): PageTemplate {
  if (readAsset) indexHtml = inlineStylesheets(indexHtml, readAsset);
  indexHtml = indexHtml.replace(SHELL_ONLY, '');
  const head = HEAD.exec(indexHtml);
  const root = indexHtml.indexOf(`${ROOT_OPEN}${ROOT_CLOSE}`);
  if (!head || root < head.index) {
    throw new Error('index.html needs the <!--page-head--> markers in its head and an empty <div id="root"></div>');
  }
  const headEnd = head.index + head[0].length;
  const rootContent = root + ROOT_OPEN.length;
  return {
    start: lowPriorityScripts(indexHtml.slice(0, head.index)),
    middle: lowPriorityScripts(indexHtml.slice(headEnd, rootContent)),
    end: lowPriorityScripts(indexHtml.slice(rootContent + ROOT_CLOSE.length)),
  };
}

/** The page: its head tags, its screen inside #root, and its hydration data right after #root. */
export function fillTemplate({ start, middle, end }: PageTemplate, page: { head: string; body: string; data: string }) {
  return `${start}${page.head}${middle}${page.body}${ROOT_CLOSE}${page.data}${end}`;
}
