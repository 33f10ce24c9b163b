import { escapeHtml } from '../../lib/html.ts';
import { deliveryStatus, linkify, mailboxDocument } from './mailbox-page.ts';
import { attachmentFile, storedAttachments } from './outbox-message.ts';
import type { OutboxRow } from './outbox-repository.ts';

/**
 * One message of the development mailbox as a mail client shows it: the HTML part in a
 * sandboxed frame (no scripts, no access to this page), its inline images (cid:) drawn as
 * data: URLs, the text part, and each attachment to download.
 */
export function renderMailboxMessage(row: OutboxRow): string {
  const attachments = storedAttachments(row).map((attachment) => {
    const file = attachmentFile(attachment);
    const dataUrl = `data:${file.contentType.split(';')[0]};base64,${file.content.toString('base64')}`;
    return { attachment, dataUrl };
  });
  let html = row.html_body;
  for (const { attachment, dataUrl } of attachments) {
    if (html !== null && attachment.kind === 'qr') html = html.replaceAll(`cid:${attachment.cid}`, dataUrl);
  }
  const files = attachments
    .map(
      ({ attachment, dataUrl }) =>
        `<li><a download="${escapeHtml(attachment.filename)}" href="${escapeHtml(dataUrl)}">${escapeHtml(attachment.filename)}</a></li>`,
    )
    .join('');
  return mailboxDocument(
    row.subject,
    `<p><a href="/dev/mailbox">All messages</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl>
  <dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
  <dt>Stored</dt><dd>${escapeHtml(row.created_at)}</dd>
  <dt>Delivery</dt><dd>${deliveryStatus(row)}</dd>
</dl>
${html === null ? '' : `<h2>HTML</h2>\n<iframe sandbox="" title="HTML part" srcdoc="${escapeHtml(html)}"></iframe>`}
<h2>Text</h2>
<pre>${linkify(row.text_body)}</pre>
${files ? `<h2>Attachments</h2>\n<ul>${files}</ul>` : ''}`,
  );
}
