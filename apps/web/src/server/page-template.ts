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
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

export function parseTemplate(indexHtml: string): PageTemplate {
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
  };
}

/** The page: its head tags, its screen inside #root, and its hydration data right after #root. */
export function fillTemplate({ start, middle, end }: PageTemplate, page: { head: string; body: string; data: string }) {
  return `${start}${page.head}${middle}${page.body}${ROOT_CLOSE}${page.data}${end}`;
}
