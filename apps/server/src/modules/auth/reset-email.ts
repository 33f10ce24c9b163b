import { publicLink } from '../../lib/public-link.ts';
import type { OutgoingEmail } from '../outbox/index.ts';
import { type AccountLinkEmailTo, accountLinkEmail } from './account-emails.ts';

/** The link in the email: the web app's /reset-password/{token} screen. */
export function resetLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `/reset-password/${token}`);
}

export function resetPasswordEmail(recipient: AccountLinkEmailTo): OutgoingEmail {
  return accountLinkEmail(recipient, {
    subject: 'Reset your Owambe Tickets password',
    lines: [
      'We received a request to reset the password of your Owambe Tickets account.',
      'Open this link within one hour to choose a new password:',
    ],
    linkLabel: 'Reset your password',
    after:
      'The link works once. If you did not ask for a new password, ignore this email; your password stays the same.',
  });
}
