import {
  type PublicConfig,
  publicConfigSchema,
  type UserProfile,
  userProfileSchema,
  meResponseSchema,
} from '@storefront/contracts';
import { apiRequest } from '../../lib/api.ts';

/**
 * The account calls (spec §7). Every POST first makes sure the double-submit XSRF-TOKEN cookie
 * exists: the server sets it on any GET, so a POST that would otherwise be the very first
 * request (a fast sign-in before GET /api/me answered) fetches /api/config first.
 */

const hasXsrfCookie = () => /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie);

async function ensureXsrfToken(): Promise<void> {
  if (!hasXsrfCookie()) await apiRequest('/api/config');
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  await ensureXsrfToken();
  return apiRequest<T>(path, { method: 'POST', body });
}

/** A 2xx answer that is not a profile is a failure too (the caller shows its fallback message). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('Unexpected answer from the server.');
    this.name = 'UnexpectedAnswerError';
  }
}

function profileFrom(answer: unknown): UserProfile {
  const parsed = userProfileSchema.safeParse((answer as { user?: unknown } | undefined)?.user);
  if (!parsed.success) throw new UnexpectedAnswerError();
  return parsed.data;
}

export async function login(email: string, password: string): Promise<UserProfile> {
  return profileFrom(await post('/api/login', { email, password }));
}

export async function googleLogin(idToken: string): Promise<UserProfile> {
  return profileFrom(await post('/api/google-login', { idToken }));
}

export async function signup(username: string, email: string, password: string): Promise<UserProfile | null> {
  const answer = await post<{ user?: unknown }>('/api/signup', { username, email, password });
  const parsed = userProfileSchema.safeParse(answer?.user);
  return parsed.success ? parsed.data : null;
}

export async function logout(): Promise<void> {
  await post('/api/logout');
}

/** GET /api/me: the profile of the server session, or null for a guest. */
export async function fetchMe(signal?: AbortSignal): Promise<UserProfile | null> {
  const parsed = meResponseSchema.safeParse(await apiRequest('/api/me', { signal }));
  if (!parsed.success) throw new UnexpectedAnswerError();
  return parsed.data.user;
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

let configPromise: Promise<PublicConfig> | null = null;

/** GET /api/config, once per page load (a failure is retried on the next call). */
export function fetchPublicConfig(): Promise<PublicConfig> {
  configPromise ??= apiRequest('/api/config').then((answer) => publicConfigSchema.parse(answer));
  configPromise.catch(() => {
    configPromise = null;
  });
  return configPromise;
}

/** Tests only: forget the cached configuration. */
export function resetPublicConfigCache(): void {
  configPromise = null;
}
