import { PAGE_SCRIPTS_ID, PAGE_SCRIPTS_LOADER } from '@storefront/contracts/page';
import { jsonForHtml } from '../app/hydration-data.ts';

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
  /** The entry's scripts, taken out of the HTML: the entry chunk first, then what it imports. */
  scripts: string[];
}

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/** What only the browser-rendered shell needs (its no-JavaScript note): a rendered page reads without it. */
const SHELL_ONLY = /<!--shell-only-->[\s\S]*?<!--\/shell-only-->/g;
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const ENTRY_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * A server-rendered page shows before its JavaScript runs, so it requests no script while it
 * loads: the entry's tags come out of the HTML and its scripts go to the page's loader (see
 * `fillTemplate`), with the URLs in the order they stood. (The shell of the browser-rendered
 * screens keeps its tags: there, nothing shows without them.)
 */
export function takeOutScripts(html: string): { html: string; scripts: string[] } {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1] as string);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''), scripts: [...entries, ...preloads] };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The stylesheet goes into the page itself: one request fewer before the first paint (Lighthouse's
 * mobile first paint of /event-details/1 went from about 1.4 s to 0.8 s), for some 9 KB more of
 * brotli in every page load (docs/performance-history.md §7). The content security policy allows inline
 * styles. `readAsset` reads a built file by its URL path.
 */
export const inlineStylesheets = (html: string, readAsset: (path: string) => string) =>
  html.replace(
    STYLESHEET,
    (_link, href: string) => `<style>${readAsset(href).replaceAll('</style', '<\\/style')}</style>`,
  );

export function parseTemplate(indexHtml: string, readAsset?: (path: string) => string): PageTemplate {
  if (readAsset) indexHtml = inlineStylesheets(indexHtml, readAsset);
  const { html, scripts } = takeOutScripts(indexHtml.replace(SHELL_ONLY, ''));
  indexHtml = html;
  const head = HEAD.exec(indexHtml);
  const root = indexHtml.indexOf(`${ROOT_OPEN}${ROOT_CLOSE}`);
  if (!head || root < head.index) {
    throw new Error('index.html needs the <!--page-head--> markers in its head and an empty <div id="root"></div>');
  }
  const headEnd = head.index + head[0].length;
  const rootContent = root + ROOT_OPEN.length;
  return {
    start: indexHtml.slice(0, head.index),
    middle: indexHtml.slice(headEnd, rootContent),
    end: indexHtml.slice(rootContent + ROOT_CLOSE.length),
    scripts,
  };
}

/**
 * The page: its head tags, its screen inside #root, then its hydration data, the list of its
 * scripts (the entry's, then `routeScripts`, the chunks its routes need) and the loader that
 * requests them once the page has painted (contracts' page/scripts.ts, docs/decisions/0016).
 */
export function fillTemplate(
  { start, middle, end, scripts }: PageTemplate,
  page: { head: string; body: string; data: string; routeScripts: string[] },
) {
  const list = jsonForHtml([...new Set([...scripts, ...page.routeScripts])]);
  const loader = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script><script>${PAGE_SCRIPTS_LOADER}</script>`;
  return `${start}${page.head}${middle}${page.body}${ROOT_CLOSE}${page.data}${loader}${end}`;
}
