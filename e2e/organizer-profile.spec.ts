import { E2E_ORGANIZER, seedOrganizer } from './helpers/database.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, test } from './helpers/test.ts';

// An organizer's public page /o/{slug} (architecture.md §16), with the organizer and their event arranged
// straight in the database.

const PROFILE = `/o/${E2E_ORGANIZER.slug}`;

test.beforeAll(() => seedOrganizer());
test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

for (const width of [390, 1280]) {
  test(`renders the organizer with their events at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const response = await page.goto(PROFILE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${E2E_ORGANIZER.name} · Owambe Tickets`);
    await expect(page.getByRole('heading', { level: 1, name: E2E_ORGANIZER.name })).toBeVisible();
    await expect(page.getByText(E2E_ORGANIZER.about)).toBeVisible();
    const events = page.getByTestId('organizer-events');
    await expect(events.getByRole('heading', { name: E2E_ORGANIZER.eventTitle })).toBeVisible();
    await expect(events.getByRole('listitem')).toHaveCount(1);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`organizer-profile-${width}.png`), fullPage: true });
  });
}

test("an organizer's event page leads to their page, and back to the event", async ({ page }) => {
  await page.goto(`/event-details/${E2E_ORGANIZER.eventId}`);
  await page.getByRole('link', { name: E2E_ORGANIZER.name }).click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
  await expect(page.getByRole('heading', { level: 1, name: E2E_ORGANIZER.name })).toBeVisible();
  await page.getByTestId('organizer-events').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/event-details/${E2E_ORGANIZER.eventId}$`));
});

test("the platform's own events name no organizer", async ({ page }) => {
  await page.goto('/event-details/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="/o/"]')).toHaveCount(0);
});

test('an unknown organizer is a 404 page, and so it stays after the scripts run', async ({ page }) => {
  const response = await page.goto('/o/nobody-by-this-name');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Organizer not found · Owambe Tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'No organizer here.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
});
