import { signInAsAdmin } from './helpers/admin.ts';
import { expect, test } from './helpers/test.ts';

// Decision 25: a public page is the same bytes for every visitor; who is signed in shows once the
// page has hydrated (GET /api/me), so an admin gets a guest's bytes and still finds the Admin link.

test('an admin gets the bytes a guest gets, and the Admin link after hydration', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const guest = await request.get('/event-details/1');
  expect(guest.status()).toBe(200);
  const guestBytes = await guest.text();

  await signInAsAdmin(page);
  const asAdmin = await page.request.get('/event-details/1');
  expect(await asAdmin.text()).toBe(guestBytes);
  expect(asAdmin.headers().etag).toBe(guest.headers().etag);

  await page.goto('/event-details/1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
});
