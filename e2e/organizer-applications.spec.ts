import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin.ts';
import { signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, test } from './helpers/test.ts';

// Becoming an organizer (architecture.md §16). A user applies on /organizers, an admin decides in the back
// office, and the applicant sees the outcome: the console when approved, the reason when declined.

const WIDTHS = [390, 1280] as const;

/** A picture at each width, for a person to look at (the test's output folder): the page, or its `part`. */
async function screenshots(page: Page, name: string, part?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (part) await page.locator(part).screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function applyOnOrganizersPage(page: Page, name: string) {
  await page.goto('/organizers');
  const form = page.getByRole('form', { name: 'Organizer application' });
  await expect(form).toBeVisible();
  await form.getByLabel('Organizer name (required)').fill(name);
  await form.getByLabel('Contact phone (required)').fill('+234 803 123 4567');
  await form.getByLabel('What you run (required)').fill('Afrobeats nights in Lekki, about 500 people each.');
  await form.getByLabel('Registration number').fill('RC 1234567');
  await form.getByRole('button', { name: 'Apply to sell tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
}

/** The admin, in a browser context of their own, opens the application from the list. */
async function adminOpens(browser: Browser, name: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/organizers');
  await expect(admin.getByRole('heading', { level: 1, name: 'Organizers' })).toBeVisible();
  await expect(admin.getByText(/waiting for a decision/)).toBeVisible();
  await expect(admin.getByRole('link', { name })).toBeVisible();
  await screenshots(admin, `admin-organizers-${name.split(' ')[0]}`);
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  return { admin, context };
}

test('a user applies, an admin approves, and the user opens the organizer console', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Eko Nights ${Date.now().toString(36)}`;
  await page.goto('/organizers');
  // A guest is asked to sign in first, and comes back here.
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible();
  await screenshots(page, 'organizers-guest', '#apply');

  await signedInUser(page, 'apply');
  await applyOnOrganizersPage(page, name);
  await screenshots(page, 'organizers-applied', '#apply');

  const { admin, context } = await adminOpens(browser, name);
  await expect(admin.getByText('RC 1234567')).toBeVisible();
  await screenshots(admin, 'admin-organizer-pending');
  await admin.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve ${name}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/^Approved\. The applicant is emailed/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Pause sales' })).toBeVisible();

  // Commission and publishing, saved together.
  await admin.getByLabel('Commission override (%)').fill('7.5');
  await admin.getByLabel(/Publishes directly/).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved.')).toBeVisible();
  await expect(admin.getByText('Now in effect: 7.5%.', { exact: false })).toBeVisible();
  await screenshots(admin, 'admin-organizer-approved');
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are an approved organizer' })).toBeVisible();
  await screenshots(page, 'organizers-approved', '#apply');
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: 'Organizer console' })).toBeVisible();
  await page.goto('/organizers#apply');
  await page.getByRole('link', { name: 'Open your organizer console' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
  await expect(page.getByText('Organizer console').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organizers only' })).toHaveCount(0);
});

test('a decline shows its reason to the applicant, who may apply again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Declined Shows ${Date.now().toString(36)}`;
  await signedInUser(page, 'declined');
  await applyOnOrganizersPage(page, name);

  const { admin, context } = await adminOpens(browser, name);
  await admin.getByRole('button', { name: 'Decline' }).click();
  const dialog = admin.getByRole('dialog', { name: `Decline ${name}?` });
  // The reason is required: the dialog says so and stays open.
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason: the applicant reads it in the email.');
  expect(await seriousViolations(admin), 'decline dialog').toEqual([]);
  await dialog.getByLabel(/^Reason/).fill('We could not reach you on the phone number you gave.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(admin.getByText(/^Declined\. The applicant is emailed the reason/)).toBeVisible();
  await expect(admin.getByText('We could not reach you on the phone number you gave.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application was declined' })).toBeVisible();
  await expect(page.getByText('We could not reach you on the phone number you gave.')).toBeVisible();
  await screenshots(page, 'organizers-declined', '#apply');
  await page.getByRole('button', { name: 'Apply again' }).click();
  const form = page.getByRole('form', { name: 'Organizer application' });
  await screenshots(page, 'organizers-apply-again', '#apply');
  await expect(form.getByLabel('Organizer name (required)')).toHaveValue(name);
  await form.getByLabel('Contact phone (required)').fill('0803 765 4321');
  await form.getByRole('button', { name: 'Apply to sell tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
});
