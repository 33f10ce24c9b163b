import { escapeHtml } from '../../lib/html.ts';
import { publicLink } from '../../lib/public-link.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/** Who an account email goes to, and the one-time link it carries. */
export interface AccountLinkEmailTo {
  to: string;
  username: string;
  link: string;
}

/**
 * The account emails that carry a one-time link (confirm the address, reset the password): a
 * greeting, what the link is for, the link, and what to do if it was not you, in text and HTML.
 */
export function accountLinkEmail(
  { to, username, link }: AccountLinkEmailTo,
  words: { subject: string; lines: string[]; linkLabel: string; after: string },
): OutgoingEmail {
  const { subject, lines, linkLabel, after } = words;
  return {
    to: { address: to },
    subject,
    text: [`Hello ${username},`, '', ...lines, '', link, '', after].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>${lines.join('\n')}</p>
<p><a href="${escapeHtml(link)}">${linkLabel}</a></p>
<p>${after}</p>`,
  };
}

/** Sent at sign-up: the link to the web app's /verify-email/{token} screen. */
export function verifyEmailEmail(recipient: AccountLinkEmailTo): OutgoingEmail {
  return accountLinkEmail(recipient, {
    subject: 'Confirm your Owambe Tickets email address',
    lines: [
      'Welcome to Owambe Tickets. Please confirm that this email address is yours.',
      'Open this link within two days and press the button on the page:',
    ],
    linkLabel: 'Confirm your email address',
    after: 'If you did not create this account, ignore this email; nobody can prove this address is theirs without it.',
  });
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
