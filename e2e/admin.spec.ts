import { signInAsAdmin } from './helpers/admin.ts';
import { signedInUser } from './helpers/auth.ts';
import { expect, test } from './helpers/test.ts';

// The back office's door (architecture.md §15): who gets in, and how the menu shows it.

test('a guest opening /admin signs in first and comes back to the same screen', async ({ page }) => {
  const admin = await signInAsAdmin(page);
  // Signed out again in this browser: the admin's account exists and is confirmed.
  await page.context().clearCookies();
  await page.goto('/admin/audit-log?dir=asc');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?dir=asc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});

test('a buyer is told the back office is for admins, and has no Admin link', async ({ page }) => {
  await signedInUser(page, 'buyer');
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the storefront' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`an admin finds the back office in the menu and moves between its screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    if (width < 1024) await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
    // The menu closes itself after a choice on a phone.
    if (width < 1024) await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  });
}
