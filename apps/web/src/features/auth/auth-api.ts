import type { UserProfile } from '@storefront/contracts';
import { apiRequest, apiPost as post } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import { toUserProfile } from './profile.ts';

/** The account calls (spec §7). POSTs go through `apiPost`, which carries the CSRF token. */

/** A 2xx answer that is not a profile is a failure too (the caller shows its fallback message). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('Unexpected answer from the server.');
    this.name = 'UnexpectedAnswerError';
  }
}

function profileFrom(answer: unknown): UserProfile {
  const profile = isRecord(answer) ? toUserProfile(answer.user) : null;
  if (!profile) throw new UnexpectedAnswerError();
  return profile;
}

export async function login(email: string, password: string): Promise<UserProfile> {
  return profileFrom(await post('/api/login', { email, password }));
}

export async function googleLogin(idToken: string): Promise<UserProfile> {
  return profileFrom(await post('/api/google-login', { idToken }));
}

/** POST /api/signup: the same answer whether or not the email had an account (it asks to check the email). */
export async function signup(username: string, email: string, password: string): Promise<void> {
  await post('/api/signup', { username, email, password });
}

/** POST /api/verify-email/:token: the server's sentence (confirmed); an invalid link throws ApiError. */
export async function confirmEmail(token: string): Promise<string | null> {
  const answer = await post<{ message?: unknown } | undefined>(`/api/verify-email/${encodeURIComponent(token)}`);
  return typeof answer?.message === 'string' && answer.message ? answer.message : null;
}

export async function logout(): Promise<void> {
  await post('/api/logout');
}

export interface MeAnswer {
  user: UserProfile | null;
  /** May open the back office (/admin). The server checks again on every admin call. */
  isAdmin: boolean;
}

/** GET /api/me: the profile of the server session (null for a guest) and whether it is an admin. */
export async function fetchMe(signal?: AbortSignal): Promise<MeAnswer> {
  const answer = await apiRequest<unknown>('/api/me', { signal });
  if (!isRecord(answer) || !('user' in answer)) throw new UnexpectedAnswerError();
  if (answer.user === null) return { user: null, isAdmin: false };
  const profile = toUserProfile(answer.user);
  if (!profile) throw new UnexpectedAnswerError();
  return { user: profile, isAdmin: answer.isAdmin === true };
}

/** POST /api/forgot-password: the server answers the same whether or not the email exists. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const answer = await post<{ message?: unknown }>('/api/forgot-password', { email });
  return typeof answer?.message === 'string' && answer.message ? answer.message : null;
}

export interface ResetPasswordAnswer {
  success: boolean;
  message: string;
}

export async function resetPassword(token: string, password: string): Promise<ResetPasswordAnswer> {
  const answer = await post<Partial<ResetPasswordAnswer> | undefined>(
    `/api/reset-password/${encodeURIComponent(token)}`,
    { password },
  );
  return { success: answer?.success !== false, message: typeof answer?.message === 'string' ? answer.message : '' };
}
