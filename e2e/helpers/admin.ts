import type { Page } from '@playwright/test';
import type { TestUser } from './auth.ts';
import { confirmedUser } from './door.ts';

/**
 * The second server of playwright.config.ts, for specs that change the catalogue (publish an
 * event): `test.use({ baseURL: CATALOGUE_SERVER })`. The others' server keeps the nine events.
 */
export const CATALOGUE_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The back-office account: playwright.config.ts lists this email in ADMIN_EMAILS. */
export const ADMIN_EMAIL = 'back.office@example.com';

/**
 * Signs the page in as the admin: signs up (or reuses the account other specs made), confirms
 * the address (ADMIN_EMAILS counts only confirmed ones) and signs in, all through the API.
 */
export async function signInAsAdmin(page: Page): Promise<TestUser> {
  return confirmedUser(page.request, 'admin', ADMIN_EMAIL);
}
