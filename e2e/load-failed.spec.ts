import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

/**
 * A failed events request shows one plain sentence and Retry, never the server's text, and Retry
 * loads the page once the API answers again. Each page is reached by a link from a page that
 * needs no events, so the request is the browser's own whether or not the first page came
 * rendered from the server.
 */

const SERVER_TEXT = 'SQLITE_BUSY: database is locked';

/** Answers `pattern` with a 500 carrying the server's own text until `heal()` is called. */
async function failUntilHealed(page: Page, pattern: string) {
  let failing = true;
  let failures = 0;
  await page.route(pattern, (route) => {
    if (!failing) return route.continue();
    failures += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: SERVER_TEXT }),
    });
  });
  return {
    heal: () => {
      failing = false;
    },
    failures: () => failures,
  };
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test('the landing page: a sentence and Retry, then the events', async ({ page }) => {
  await page.goto('/about-us');
  const api = await failUntilHealed(page, '**/api/events');
  await page.getByRole('link', { name: 'Owambe Tickets' }).first().click();
  await expect(
    page.getByText("We couldn't load the events right now. Please check your connection and try again."),
  ).toBeVisible();
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0);
  expect(api.failures()).toBe(1);

  // Still down: Retry asks again and says the same.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(api.failures).toBe(2);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  api.heal();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('upcoming-slider').getByRole('article')).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('/concerts: a sentence and Retry, then the concerts', async ({ page }) => {
  await page.goto('/about-us');
  const api = await failUntilHealed(page, '**/api/events');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Concerts' })).toBeVisible();
  await expect(page.getByText("We couldn't load the concerts right now.")).toBeVisible();
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0);

  api.heal();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('concert-grid').getByRole('article')).toHaveCount(8);
});

test('the event page: a sentence and Retry, then the event', async ({ page }) => {
  await page.goto('/concerts');
  const api = await failUntilHealed(page, '**/api/events/1');
  await page
    .getByTestId('concert-grid')
    .getByRole('article')
    .filter({ hasText: 'Davido Live In Concert' })
    .getByRole('link', { name: 'Get Tickets' })
    .click();
  await expect(page).toHaveURL(/\/event-details\/1$/);
  await expect(page.getByText("We couldn't load this event right now.")).toBeVisible();
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0);
  // The navigation bar stays: the failure takes the page's place, not the whole screen.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();

  api.heal();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Davido Live In Concert' })).toBeVisible();
});
