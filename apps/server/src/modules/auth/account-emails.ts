import { escapeHtml } from '../../lib/html.ts';
import { publicLink } from '../../lib/public-link.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/** Sent at sign-up: the link to the web app's /verify-email/{token} screen. */
export function verifyEmailEmail({
  to,
  username,
  link,
}: {
  to: string;
  username: string;
  link: string;
}): OutgoingEmail {
  const lines = [
    'Welcome to Owambe Tickets. Please confirm that this email address is yours.',
    'Open this link within two days and press the button on the page:',
  ];
  const after =
    'If you did not create this account, ignore this email; nobody can prove this address is theirs without it.';
  return {
    to: { address: to },
    subject: 'Confirm your Owambe Tickets email address',
    text: [`Hello ${username},`, '', ...lines, '', link, '', after].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>${lines.join('\n')}</p>
<p><a href="${escapeHtml(link)}">Confirm your email address</a></p>
<p>${after}</p>`,
  };
}

/**
 * Sent instead of a second account when someone signs up with an email that has one: the
 * sign-up answer stays the same (no account discovery) and only the owner learns of it.
 */
export function signupAttemptEmail({
  to,
  username,
  publicUrl,
}: {
  to: string;
  username: string;
  publicUrl: string;
}): OutgoingEmail {
  const login = publicLink(publicUrl, '/login');
  const forgot = publicLink(publicUrl, '/forgot-password');
  const lines = [
    'Someone tried to sign up for Owambe Tickets with your email address. You already have an account, so no new one was made.',
    `If it was you, sign in at ${login}. Forgot your password? Choose a new one at ${forgot}.`,
    'If it was not you, you can ignore this email: nothing has changed.',
  ];
  return {
    to: { address: to },
    subject: 'Someone tried to sign up with your email',
    text: [`Hello ${username},`, ...lines].join('\n\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
  };
}
