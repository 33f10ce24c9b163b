import { type Config, defaultPublicUrl } from './config.ts';

/** What `npm start` prints once listening: where to go, who can reach it, and where the mail is. */
export function startupBanner(config: Config, port: number, dialect: string): string {
  const local = `http://localhost:${port}`;
  const reach =
    config.HOST === '127.0.0.1' || config.HOST === 'localhost' || config.HOST === '::1'
      ? `listening on ${config.HOST} only: other machines cannot reach it (set HOST=0.0.0.0 to allow them)`
      : `listening on ${config.HOST}:${port}`;
  const mailbox = config.DEV_MAILBOX
    ? `Development mailbox: ${local}/dev/mailbox (shown only to browsers on this machine; DEV_MAILBOX=false turns it off)`
    : 'Development mailbox: off';
  // Never the SMTP URL itself: it carries the password.
  const email = config.SMTP_URL
    ? `Email: sent over SMTP (SMTP_URL) from ${config.MAIL_FROM}`
    : config.DEV_MAILBOX
      ? 'Email: delivered to the development mailbox only (set SMTP_URL to send real email)'
      : 'Email: NOT SENT: SMTP_URL is not set, so emails wait in the outbox until it is';
  // Every email, QR code, share link and the sitemap are built from it: a wrong one is a dead link.
  const publicUrl =
    config.PUBLIC_URL === defaultPublicUrl(config.PORT)
      ? `Public URL: ${config.PUBLIC_URL} (PUBLIC_URL is not set: links in emails, QR codes and the sitemap use this; set PUBLIC_URL to the address people use)`
      : `Public URL: ${config.PUBLIC_URL} (links in emails, QR codes and the sitemap use it)`;
  return [`Storefront ready on ${local} (${reach}; database: ${dialect})`, publicUrl, mailbox, email].join('\n');
}
