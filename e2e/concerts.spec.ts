import { expect, test } from './helpers/test.ts';

const activeSlide = '[aria-roledescription="slide"][data-active="true"]';

test.describe('concerts page', () => {
  test('slideshow of 4 featured events advances every 5 seconds', async ({ page }) => {
    // A paused fake clock: time moves only when the test says so.
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
    await page.goto('/concerts');
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(page.locator(activeSlide)).toHaveAttribute('aria-label', /^1 of 4/);
    await page.clock.runFor(4_900);
    await expect(page.locator(activeSlide)).toHaveAttribute('aria-label', /^1 of 4/);
    await page.clock.runFor(200);
    await expect(page.locator(activeSlide)).toHaveAttribute('aria-label', /^2 of 4/);
  });

  test('previous and next arrows, and More Info & Tickets opens the event', async ({ page }) => {
    // The same paused fake clock: with the real one the slide sometimes advanced on its own before a click.
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
    await page.goto('/concerts');
    const carousel = page.getByRole('region', { name: 'Featured concerts' });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator(activeSlide)).toHaveAttribute('aria-label', /^2 of 4/);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(page.locator(activeSlide)).toHaveAttribute('aria-label', /^4 of 4/);
    // Only the visible slide's button is reachable.
    const moreInfo = carousel.getByRole('link', { name: 'More Info & Tickets' });
    await expect(moreInfo).toHaveCount(1);
    await moreInfo.click();
    await expect(page).toHaveURL(/\/event-details\/\d+$/);
  });

  test('grid of 8 concert cards, never the movie', async ({ page }) => {
    await page.goto('/concerts');
    const grid = page.getByTestId('concert-grid');
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(grid.getByText('Alakada: Bad and Boujee')).toHaveCount(0);
    await expect(grid.locator('a[href="/event-details/3"]')).toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toBeVisible();
      await expect(card.getByRole('heading')).not.toBeEmpty();
      await expect(card.getByText(/\b20\d\d\b/)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', /^\/event-details\/\d+$/);
    }
    await cards.first().getByRole('link', { name: 'Get Tickets' }).click();
    await expect(page).toHaveURL(/\/event-details\/\d+$/);
  });
});
