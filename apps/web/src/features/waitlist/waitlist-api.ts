import type { WaitlistClaim } from '@storefront/contracts/api';
import { apiPost, apiRequest } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';

/**
 * The waitlist's calls (decision 30). Answers are checked by hand (no Zod in the browser); the
 * server's sentences come back as ApiError messages.
 */

export interface JoinAnswer {
  status: 'unconfirmed' | 'waiting';
  message: string;
}

/** POST /api/waitlist: a place in a sold-out tier's line, or in one date's (decision 53). */
export async function joinWaitlist(body: {
  eventId: string;
  ticketTypeId: string;
  showtimeId?: string;
  email: string;
  quantity: number;
  website: string;
}): Promise<JoinAnswer> {
  const answer = await apiPost<unknown>('/api/waitlist', body);
  if (!isRecord(answer) || typeof answer.message !== 'string') throw new Error('Unexpected answer from the server');
  return { status: answer.status === 'waiting' ? 'waiting' : 'unconfirmed', message: answer.message };
}

/** GET /api/waitlist/claims/:token: what a claim link holds (signed in). */
export async function fetchClaim(token: string): Promise<WaitlistClaim> {
  const answer = await apiRequest<unknown>(`/api/waitlist/claims/${encodeURIComponent(token)}`);
  if (
    !isRecord(answer) ||
    typeof answer.eventId !== 'string' ||
    typeof answer.ticketTypeId !== 'string' ||
    typeof answer.quantity !== 'number' ||
    typeof answer.expiresAt !== 'string'
  ) {
    throw new Error('Unexpected answer from the server');
  }
  return answer as unknown as WaitlistClaim;
}
