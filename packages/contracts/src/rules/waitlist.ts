/**
 * The waitlist (decision 30): a sold-out tier's line, its emailed confirmation and the
 * claims that hold seats for the next in line. Zod-free: the join form and the claim page read
 * the same sentences the server answers.
 */

/** Minutes a claim holds its seats before they pass to the next in line. */
export const WAITLIST_CLAIM_MINUTES = 30;

/** Where a place in line stands. */
export const WAITLIST_ENTRY_STATUSES = ['unconfirmed', 'waiting', 'offered', 'claimed', 'lapsed', 'left'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/** A claim: holding seats ('open'), bought ('used'), or ran out ('lapsed'). */
export const WAITLIST_CLAIM_STATUSES = ['open', 'used', 'lapsed'] as const;
export type WaitlistClaimStatus = (typeof WAITLIST_CLAIM_STATUSES)[number];

/** The claim page's address (the link in the claim email). */
export const waitlistClaimPath = (token: string) => `/waitlist/claim/${encodeURIComponent(token)}`;
/** The confirmation link in the join email: the server answers a small page. */
export const WAITLIST_CONFIRM_PATH = '/api/waitlist/confirm';

const tickets = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

export const waitlistMessages = {
  joinButton: 'Join the waitlist',
  stillOnSale: 'Tickets are still on sale: buy them now.',
  notForThisEvent: 'That ticket type is not sold for this event.',
  checkInbox: 'Check your inbox to confirm your place on the waitlist.',
  waiting: 'You are on the waitlist. We will email you as soon as seats come back.',
  quantity: (max: number) => `Please choose between 1 and ${tickets(max)}.`,
  confirmed: 'Your place on the waitlist is confirmed. We will email you as soon as seats come back.',
  confirmLinkInvalid: 'This confirmation link is not valid or was used already. Please join the waitlist again.',
  claimUnknown: 'This claim link is not valid. Please use the link from your waitlist email.',
  claimExpired: 'The 30 minutes to claim these seats have run out, and they have passed to the next person in line.',
  claimUsed: 'These seats have been claimed already. Your ticket is in My tickets once the payment went through.',
  claimMismatch: 'This claim link is for other tickets. Please open it from your waitlist email and pay from there.',
  claimNotYours:
    'This claim link is for another account. Please sign in with the account that joined the waitlist, or with an account whose confirmed email is the one the link was sent to.',
  claimHeld: (n: number) =>
    `${tickets(n)} held for you. Pay before the time runs out, or they pass to the next person in line.`,
} as const;
