import type { SendMailOptions } from 'nodemailer';
import QRCode from 'qrcode';
import type { OutboxAttachment, OutboxRow } from './outbox-repository.ts';

/** The stored attachments of a message (none when the column is null). */
export function storedAttachments(row: Pick<OutboxRow, 'attachments'>): OutboxAttachment[] {
  return row.attachments ? (JSON.parse(row.attachments) as OutboxAttachment[]) : [];
}

/** One attachment as a file: a QR code is drawn here, at send time, so enqueueing stays cheap. */
export async function attachmentFile(attachment: OutboxAttachment): Promise<{ contentType: string; content: Buffer }> {
  if (attachment.kind === 'qr') {
    return {
      contentType: 'image/png',
      content: await QRCode.toBuffer(attachment.text, { type: 'png', width: 240, margin: 2 }),
    };
  }
  return { contentType: attachment.contentType, content: Buffer.from(attachment.content, 'utf8') };
}

/** A stored message as nodemailer sends it. */
export async function mailFromRow(row: OutboxRow, from: string): Promise<SendMailOptions> {
  const attachments = await Promise.all(
    storedAttachments(row).map(async (attachment) => ({
      filename: attachment.filename,
      ...(attachment.kind === 'qr' ? { cid: attachment.cid } : {}),
      ...(await attachmentFile(attachment)),
    })),
  );
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    attachments,
  };
}
