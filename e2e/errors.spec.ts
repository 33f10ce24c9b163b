import { expect, test } from '@playwright/test';

// The server renders these pages with the catalogue read directly, so a failing API shows only
// when the browser loads data itself: on a client-side navigation.

test('a route whose data fails to load shows the router fallback', async ({ page }) => {
  await page.goto('/concerts');
  await page.route('**/api/events/1', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Database unreachable' }),
    }),
  );
  await page.getByTestId('concert-grid').locator('a[href="/event-details/1"]').first().click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Database unreachable')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page still renders when the catalogue cannot be loaded', async ({ page }) => {
  await page.goto('/about-us');
  await page.route('**/api/events', (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('link', { name: 'Owambe Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText(/couldn't load the events/)).toBeVisible();
});
