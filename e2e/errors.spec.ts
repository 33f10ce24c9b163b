import { expect, test } from './helpers/test.ts';

// The server renders the public pages with the catalogue read directly, so a failing API shows
// only when the browser loads data itself: a client-rendered route, or a client-side navigation.

test('a route whose data fails to load, and has no view of its own for it, shows the router fallback', async ({
  page,
}) => {
  await page.route('**/api/events/1', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Database unreachable' }),
    }),
  );
  await page.goto('/ticket-purchase/1');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page still renders when the catalogue cannot be loaded', async ({ page }) => {
  await page.goto('/about-us');
  await page.route('**/api/events', (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('link', { name: 'Owambe Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByText("We couldn't load the events right now.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
