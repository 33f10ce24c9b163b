import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/**
 * The invitation of door staff (architecture.md §16): who invited them, the link to the door (/check-in), and
 * that they must sign in or sign up with this very address and confirm it before they can admit.
 */
export function doorStaffInviteEmail({
  to,
  organizerName,
  publicUrl,
}: {
  to: string;
  organizerName: string;
  publicUrl: string;
}): OutgoingEmail {
  const link = new URL('/check-in', publicUrl).toString();
  const lines = [
    `${organizerName} invited you to admit tickets at the door of their events.`,
    '',
    `Open ${link} on your phone and sign in with this address (${to}), or sign up with it and confirm it.`,
    'You can then admit tickets for their events only. If you were not expecting this, ignore this email.',
  ];
  const html = `<p>${escapeHtml(organizerName)} invited you to admit tickets at the door of their events.</p>
<p><a href="${escapeHtml(link)}">Open the door page</a> on your phone and sign in with this address (${escapeHtml(to)}), or sign up with it and confirm it.</p>
<p>You can then admit tickets for their events only. If you were not expecting this, ignore this email.</p>`;
  return {
    to: { address: to },
    subject: `${subjectPart(organizerName)} invited you to their door`,
    text: lines.join('\n'),
    html,
  };
}
