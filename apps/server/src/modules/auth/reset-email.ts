import { escapeHtml } from '../../lib/html.ts';
import { publicLink } from '../../lib/public-link.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/** The link in the email: the web app's /reset-password/{token} screen. */
export function resetLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `/reset-password/${token}`);
}

export function resetPasswordEmail({
  to,
  username,
  link,
}: {
  to: string;
  username: string;
  link: string;
}): OutgoingEmail {
  const text = [
    `Hello ${username},`,
    '',
    'We received a request to reset the password of your Owambe Tickets account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for a new password, ignore this email; your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(username)},</p>
<p>We received a request to reset the password of your Owambe Tickets account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>The link works once. If you did not ask for a new password, ignore this email; your password stays the same.</p>`;
  return { to: { address: to }, subject: 'Reset your Owambe Tickets password', text, html };
}
