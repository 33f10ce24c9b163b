import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

/** Who is written to, and about which organizer. `publicUrl` is PUBLIC_URL, for the links. */
export interface OrganizerMailTarget {
  to: string;
  name: string;
  publicUrl: string;
}

/** Plain lines to the text part; each escaped in its own paragraph in the HTML (line breaks kept). */
function letter(target: OrganizerMailTarget, subject: string, lines: string[], link?: { href: string; text: string }) {
  const text = ['Hello,', ...lines, ...(link ? [`${link.text}: ${link.href}`] : []), 'The Owambe Tickets team'];
  const html = [
    '<p>Hello,</p>',
    ...lines.map((line) => `<p>${escapeHtml(line).replace(/\r?\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`] : []),
    '<p>The Owambe Tickets team</p>',
  ];
  return {
    to: { address: target.to },
    subject,
    text: text.join('\n\n'),
    html: html.join('\n'),
  } satisfies OutgoingEmail;
}

const url = (target: OrganizerMailTarget, path: string) => `${target.publicUrl.replace(/\/$/, '')}${path}`;

/** To the applicant, at once: the application arrived and an admin will decide. */
export function applicationReceivedEmail(target: OrganizerMailTarget): OutgoingEmail {
  return letter(target, `We received your organizer application: ${subjectPart(target.name)}`, [
    `Thank you for applying to sell tickets as ${target.name}.`,
    'An admin reviews every application and we email you when they have decided.',
    'If you did not apply, you can ignore this email.',
  ]);
}

/** Approved: the console's address, and what comes before the first sale. */
export function applicationApprovedEmail(target: OrganizerMailTarget): OutgoingEmail {
  return letter(
    target,
    `You are approved to sell tickets: ${subjectPart(target.name)}`,
    [
      `Good news: ${target.name} is approved as an organizer on Owambe Tickets.`,
      'Open your organizer console to create your events. Add a payout account before you can publish: your share of every sale is paid into it.',
    ],
    { href: url(target, '/organizer'), text: 'Open your organizer console' },
  );
}

/** Declined, with the admin's reason; they may apply again. */
export function applicationDeclinedEmail(target: OrganizerMailTarget, reason: string): OutgoingEmail {
  return letter(
    target,
    `Your organizer application: ${subjectPart(target.name)}`,
    [
      `We are sorry: your application to sell tickets as ${target.name} was declined.`,
      `The reason: ${reason}`,
      'You may apply again from the organizers page once you have addressed it.',
    ],
    { href: url(target, '/organizers#apply'), text: 'Apply again' },
  );
}

/** Paused: their events stopped selling; tickets sold stay valid. */
export function organizerPausedEmail(target: OrganizerMailTarget, reason: string | null): OutgoingEmail {
  return letter(target, `Ticket sales paused: ${subjectPart(target.name)}`, [
    `The platform has paused ticket sales for ${target.name}. Your events no longer sell; tickets already sold stay valid at the door.`,
    ...(reason ? [`The reason: ${reason}`] : []),
    'Your organizer console stays open. Reply to this email if you have questions.',
  ]);
}

/** Resumed: their published events sell again. */
export function organizerResumedEmail(target: OrganizerMailTarget): OutgoingEmail {
  return letter(
    target,
    `Ticket sales resumed: ${subjectPart(target.name)}`,
    [`Ticket sales for ${target.name} are back on: your published events sell again.`],
    { href: url(target, '/organizer'), text: 'Open your organizer console' },
  );
}
