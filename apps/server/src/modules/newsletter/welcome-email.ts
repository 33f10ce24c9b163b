import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/**
 * The local newsletter's first email; like every newsletter email it carries the unsubscribe link,
 * in its text and as its List-Unsubscribe header (one click, RFC 8058).
 */
export function welcomeEmail({ to, unsubscribeLink }: { to: string; unsubscribeLink: string }): OutgoingEmail {
  const text = [
    'Welcome to the Owambe Tickets newsletter!',
    '',
    'Once a month we send new shows and early-bird prices to this address.',
    '',
    `To stop receiving it, open this link: ${unsubscribeLink}`,
  ].join('\n');
  const html = `<p>Welcome to the Owambe Tickets newsletter!</p>
<p>Once a month we send new shows and early-bird prices to this address.</p>
<p style="font-size:13px;color:#555">Not for you? <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a>.</p>`;
  return {
    to: { address: to },
    subject: 'Welcome to the Owambe Tickets newsletter',
    text,
    html,
    listUnsubscribe: unsubscribeLink,
  };
}
