import type { OutgoingMail } from './mail-transport.ts';
import type { OutboxAttachment, OutboxRow } from './outbox-repository.ts';
import { qrPng } from './qr-png.ts';

/** The stored attachments of a message (none when the column is null). */
export function storedAttachments(row: Pick<OutboxRow, 'attachments'>): OutboxAttachment[] {
  return row.attachments ? (JSON.parse(row.attachments) as OutboxAttachment[]) : [];
}

/** One attachment as a file: a QR code is drawn here, at send time, so enqueueing stays cheap. */
export function attachmentFile(attachment: OutboxAttachment): { contentType: string; content: Buffer } {
  if (attachment.kind === 'qr') {
    return { contentType: 'image/png', content: qrPng(attachment.text) };
  }
  return { contentType: attachment.contentType, content: Buffer.from(attachment.content, 'utf8') };
}

/**
 * A stored message as nodemailer sends it. The recipient column holds one address as text, in
 * rows stored before the one-address rule (product.md §5) too; it is handed over as an address object, so even a row
 * written from a list ('a@x.io,b@y.org', before the rule refused it) reaches one recipient.
 */
export function mailFromRow(row: OutboxRow, from: string): OutgoingMail {
  const attachments = storedAttachments(row).map((attachment) => ({
    filename: attachment.filename,
    ...(attachment.kind === 'qr' ? { cid: attachment.cid } : {}),
    ...attachmentFile(attachment),
  }));
  return {
    from,
    to: { address: row.to_address },
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    attachments,
    // RFC 2369's List-Unsubscribe and RFC 8058's one-click POST: the link ends the subscription
    // when the mail provider's Unsubscribe button posts to it.
    ...(row.list_unsubscribe
      ? {
          list: { unsubscribe: row.list_unsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}
