import { WAITLIST_CLAIM_MINUTES } from '@storefront/contracts/rules';
import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/** What both waitlist emails are about: who, which tickets, and the link. */
interface WaitlistEmail {
  to: string;
  eventTitle: string;
  tierName: string;
  quantity: number;
  link: string;
}

/** '2 tickets (VIP) for Davido Live In Concert'. */
const placeIn = ({ eventTitle, tierName, quantity }: Omit<WaitlistEmail, 'to' | 'link'>) =>
  `${tickets(quantity)} (${tierName}) for ${eventTitle}`;

/** The join's email: its link confirms the place in line (a stranger cannot queue someone's inbox). */
export function waitlistConfirmEmail({ to, eventTitle, tierName, quantity, link }: WaitlistEmail): OutgoingEmail {
  const what = placeIn({ eventTitle, tierName, quantity });
  const text = [
    `You asked to join the waitlist for ${what}.`,
    '',
    `Confirm your place in line: ${link}`,
    '',
    `When seats come back, the next people in line get an email holding them for ${WAITLIST_CLAIM_MINUTES} minutes.`,
    'Did not ask for this? Ignore this email: nothing happens until the link is opened.',
  ].join('\n');
  const html = `<p>You asked to join the waitlist for ${escapeHtml(what)}.</p>
<p><a href="${escapeHtml(link)}">Confirm your place in line</a></p>
<p>When seats come back, the next people in line get an email holding them for ${WAITLIST_CLAIM_MINUTES} minutes.</p>
<p style="font-size:13px;color:#555">Did not ask for this? Ignore this email: nothing happens until the link is opened.</p>`;
  return {
    to: { address: to },
    subject: `Confirm your place on the waitlist for ${subjectPart(eventTitle)}`,
    text,
    html,
  };
}

/** Where a date's claim holds seats (decision 53): its time, and on a seated date the seats. */
interface ClaimPlace {
  /** The date's start, written ('Friday, 9 July 2027 at 18:00 (Lagos time)'); null for any date. */
  when?: string | null;
  /** The seats held, named ('Row F, seat 12'). */
  seats?: readonly string[];
}

/** 'For the showing on …' and 'Your seats: …' lines of a date's claim. */
const claimPlaceLines = ({ when, seats = [] }: ClaimPlace) => [
  ...(when ? [`For the showing on ${when}.`] : []),
  ...(seats.length > 0 ? [`Your seats: ${seats.join('; ')}.`] : []),
];

/** The claim's email: seats held for this person for 30 minutes, and the link that buys them. */
export function waitlistClaimEmail({
  to,
  eventTitle,
  tierName,
  quantity,
  link,
  ...place
}: WaitlistEmail & ClaimPlace): OutgoingEmail {
  const what = placeIn({ eventTitle, tierName, quantity });
  const placeLines = claimPlaceLines(place);
  const are = quantity === 1 ? 'is' : 'are';
  const text = [
    `Good news: seats came back, and ${what} ${are} held for you for ${WAITLIST_CLAIM_MINUTES} minutes.`,
    ...placeLines,
    '',
    `Claim them and pay: ${link}`,
    '',
    'If you do not claim them in time, they pass to the next person in line.',
  ].join('\n');
  const html = `<p>Good news: seats came back, and ${escapeHtml(what)} ${are} held for you for ${WAITLIST_CLAIM_MINUTES} minutes.</p>
${placeLines.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}<p><a href="${escapeHtml(link)}">Claim them and pay</a></p>
<p>If you do not claim them in time, they pass to the next person in line.</p>`;
  return {
    to: { address: to },
    subject: `Your seats for ${subjectPart(eventTitle)} are held for ${WAITLIST_CLAIM_MINUTES} minutes`,
    text,
    html,
  };
}
