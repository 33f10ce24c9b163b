import { type APIRequestContext, expect } from '@playwright/test';
import { latestResetLink, newUser, signInViaApi, signUpViaApi, type TestUser, xsrfHeader } from './auth.ts';

/** The door staff account: playwright.config.ts lists this email in STAFF_EMAILS. */
export const STAFF_EMAIL = 'door.staff@example.com';

/**
 * Signs up (the email given, or a new one), confirms the address with the link from the
 * development mailbox, and signs in: STAFF_EMAILS and gifts in My tickets count only confirmed
 * addresses. Signing up an email that already has an account answers the same, so a spec may
 * call this again for the staff account.
 */
export async function confirmedUser(request: APIRequestContext, prefix: string, email?: string): Promise<TestUser> {
  const user = { ...newUser(prefix), ...(email ? { email, password: 'door-staff-password' } : {}) };
  await signUpViaApi(request, user);
  const link = await latestResetLink(request, user.email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const confirm = await request.post(`/api/verify-email/${token}`, { headers: await xsrfHeader(request) });
  expect([200, 400]).toContain(confirm.status());
  await signInViaApi(request, user);
  return user;
}
