import type { UserProfile } from '@storefront/contracts/api';
import { apiPost as post } from '../../lib/api.ts';
import { isRecord } from '../../lib/records.ts';
import { toUserProfile } from '../../lib/session/profile.ts';
import { UnexpectedAnswerError } from '../../lib/session/session-api.ts';

/** The account forms' calls (product.md §7). POSTs go through `apiPost`, which carries the CSRF token. */

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
