import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { emailedLink, newUser, signInViaApi, signUpViaApi, type TestUser, xsrfHeader } from './auth.ts';

/** The door staff account: playwright.config.ts lists this email in STAFF_EMAILS. */
export const STAFF_EMAIL = 'door.staff@example.com';

/** Any /verify-email/ link ever mailed to `email` (the development outbox lists them all). */
const confirmationLink = (request: APIRequestContext, email: string) =>
  emailedLink(request, email, '/verify-email/', 'any', `a confirmation link mailed to ${email}`);

/**
 * Signs up (a new email, or the one given), confirms the address with the emailed link, and
 * signs in: STAFF_EMAILS and gifts in My tickets count only confirmed addresses. Several specs
 * share the staff email, so a second sign-up (answered the same) and a link already used are fine.
 */
export async function confirmedUser(request: APIRequestContext, prefix: string, email?: string): Promise<TestUser> {
  const user = { ...newUser(prefix), ...(email ? { email, password: 'door-staff-password' } : {}) };
  await signUpViaApi(request, user);
  const token = new URL(await confirmationLink(request, user.email)).pathname.split('/').pop() ?? '';
  const confirm = await request.post(`/api/verify-email/${token}`, { headers: await xsrfHeader(request) });
  expect([200, 400]).toContain(confirm.status());
  await signInViaApi(request, user);
  return user;
}

/** The field door staff type or paste into at /check-in. */
export const doorField = (page: Page) => page.getByLabel('Ticket link, reference or code');

/**
 * At /check-in: chooses the event the door admits for (the first question the page asks); for an
 * event with several dates, the one whose button also says `date` (decision 52).
 */
export async function chooseDoorEvent(page: Page, title: string, date?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Which event is this door admitting for?' })).toBeVisible();
  const doors = page.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await (date ? doors.filter({ hasText: date }) : doors).click();
  await expect(page.getByTestId('door-event')).toHaveText(title);
}

/** Types (or pastes) a code at the door and presses Check in. */
export async function scanAtDoor(page: Page, text: string): Promise<void> {
  await doorField(page).fill(text);
  await page.getByRole('button', { name: 'Check in' }).click();
}
