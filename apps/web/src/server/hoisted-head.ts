/**
 * React 19 lifts the <title>, <meta> and <link> elements a screen renders into the document's
 * head; rendering less than a whole document (our #root), it writes them, with preloads of the
 * first images, ahead of the markup instead. This finds that leading run so the server can move
 * it into <head>. React escapes '<' in text and '>' in attribute values, so the patterns cannot
 * stop early.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<(?:link|meta)\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>)+/;

export function splitHoistedHead(html: string): { hoisted: string; body: string } {
  const hoisted = LEADING_HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}
