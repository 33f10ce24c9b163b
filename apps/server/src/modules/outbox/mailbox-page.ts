import { escapeHtml, htmlDocument } from '../../lib/html.ts';
import type { OutboxRow } from './outbox-repository.ts';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Every http(s) link in a text, in order (trailing punctuation left out). */
export function findLinks(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((m) => trimTrailingPunctuation(m[0]));
}

function trimTrailingPunctuation(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

/** Escapes a plain-text body and turns its http(s) links into anchors. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimTrailingPunctuation(match[0]);
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .hint { color: #4b5563; margin: 0 0 1.5rem; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem 1.25rem; margin: 0 0 1rem; }
  h2 { font-size: 1.05rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .75rem; font-size: .9rem; }
  dt { color: #4b5563; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; background: #f9fafb; padding: .75rem; border-radius: .375rem; }
  a { color: #1d4ed8; }
  .failed { color: #b91c1c; font-weight: 600; }
  iframe { width: 100%; min-height: 48rem; border: 1px solid #d1d5db; border-radius: .375rem; background: #fff; }
`;

/** Where the message stands: delivered, waiting for its next attempt, or given up on. */
export function deliveryStatus(row: OutboxRow): string {
  if (row.sent_at) return `Sent ${escapeHtml(row.sent_at)}`;
  const error = row.last_error ? ` Last error: ${escapeHtml(row.last_error)}` : '';
  const attempts = `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`;
  if (row.failed_at) return `<span class="failed">Failed after ${attempts}.</span>${error}`;
  if (row.attempts === 0) return 'Not sent yet';
  return `Not sent yet: ${attempts}, next ${escapeHtml(row.next_attempt_at ?? '')}.${error}`;
}

/** The page around a mailbox view. */
export function mailboxDocument(title: string, body: string): string {
  return htmlDocument({ title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

/** The development mailbox: every stored message, newest first, links clickable. */
export function renderMailbox(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
    <dt>Stored</dt><dd><time datetime="${escapeHtml(row.created_at)}">${escapeHtml(row.created_at)}</time></dd>
    <dt>Delivery</dt><dd>${deliveryStatus(row)}</dd>
  </dl>
  <pre>${linkify(row.text_body)}</pre>
  <p><a href="/dev/mailbox/${encodeURIComponent(row.id)}">Open the message (HTML and attachments)</a></p>
</article>`,
    )
    .join('\n');
  return mailboxDocument(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="hint">Every email the storefront has written, newest first. Shown only to browsers on this machine, and never in production (DEV_MAILBOX).</p>
${items || '<p>No messages yet.</p>'}`,
  );
}
