import type { BuyerDetails, UserProfile } from '@storefront/contracts/api';
import { apiRequest, apiPost as post } from '../api.ts';
import { isRecord } from '../records.ts';
import { toBuyerDetails, toUserProfile } from './profile.ts';

/**
 * The session's calls, which every page's header makes (the account forms' calls are in
 * auth-api.ts, loaded with their screens).
 */

/** A 2xx answer that is not a profile is a failure too (the caller shows its fallback message). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('Unexpected answer from the server.');
    this.name = 'UnexpectedAnswerError';
  }
}

export async function logout(): Promise<void> {
  await post('/api/logout');
}

export interface MeAnswer {
  user: UserProfile | null;
  /** The buyer's own names and phone, which the purchase form starts with (architecture.md §9.2); kept in memory only. */
  buyer: BuyerDetails | null;
  /** May open the back office (/admin). The server checks again on every admin call. */
  isAdmin: boolean;
  /** May admit tickets at the door (/check-in): the menus link there. The server checks every scan. */
  isStaff: boolean;
  /** May open the organizer console (/organizer). The server checks every organizer call. */
  isOrganizer: boolean;
}

/** GET /api/me: the profile of the server session (null for a guest) and whether it is an admin. */
export async function fetchMe(signal?: AbortSignal): Promise<MeAnswer> {
  const answer = await apiRequest<unknown>('/api/me', { signal });
  if (!isRecord(answer) || !('user' in answer)) throw new UnexpectedAnswerError();
  if (answer.user === null) return { user: null, buyer: null, isAdmin: false, isStaff: false, isOrganizer: false };
  const profile = toUserProfile(answer.user);
  if (!profile) throw new UnexpectedAnswerError();
  // isStaff is missing from a server older than the door (architecture.md §11): no Check-in link
  // then, but for admins.
  return {
    user: profile,
    buyer: toBuyerDetails(answer.buyer),
    isAdmin: answer.isAdmin === true,
    isStaff: answer.isStaff === true || answer.isAdmin === true,
    isOrganizer: answer.isOrganizer === true,
  };
}
