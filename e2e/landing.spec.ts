import { expect, type Page, test } from './helpers/test.ts';

const resultsSection = (page: Page) => page.getByRole('region', { name: 'Search results' });

test.describe('landing page', () => {
  test('hero search filters the catalogue and shows the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByLabel('Event', { exact: true }).fill('asake');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?event=asake$/);
    const results = resultsSection(page);
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('heading', { name: 'Asake: Lungu Boy Tour' })).toBeVisible();

    await page.getByLabel('Event', { exact: true }).fill('');
    await page.getByLabel('Category', { exact: true }).selectOption('Movies');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/event-details/3');

    await page.getByLabel('Category', { exact: true }).selectOption('Concert');
    await page.getByLabel('Location', { exact: true }).fill('london');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('article')).toHaveCount(3);

    await page.getByLabel('Category', { exact: true }).selectOption('Hangouts');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByText('No events match your search.')).toBeVisible();

    await results.getByRole('button', { name: 'Clear search' }).click();
    await expect(resultsSection(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('upcoming events slider scrolls 300 px per arrow', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByTestId('upcoming-slider');
    await expect(slider.getByRole('article')).toHaveCount(9);
    const scrollLeft = () => slider.evaluate((el) => Math.round(el.scrollLeft));
    expect(await scrollLeft()).toBe(0);
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(scrollLeft).toBe(300);
    await page.getByRole('button', { name: 'Scroll right' }).click();
    await expect.poll(scrollLeft).toBe(600);
    await page.getByRole('button', { name: 'Scroll left' }).click();
    await expect.poll(scrollLeft).toBe(300);
  });

  test("cards carry artistName and the compact date with its weekday; 'Book Now' for the movie", async ({ page }) => {
    await page.goto('/');
    const slider = page.getByTestId('upcoming-slider');
    await expect(slider.getByRole('link', { name: 'Book Now' })).toHaveCount(1);
    await expect(slider.getByRole('link', { name: 'Get Tickets' })).toHaveCount(8);
    const movie = slider.getByRole('article').filter({ hasText: 'Alakada: Bad and Boujee' });
    await expect(movie.getByText('Toyin Abraham')).toBeVisible();
    // The compact date rule (packages/contracts/src/format/naira-and-dates.ts): "Fri 9 JUL 2027 · 18:00".
    await expect(movie.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) 9 JUL \d{4} · 18:00$/)).toBeVisible();
    await expect(movie.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/event-details/3');
    const davido = slider.getByRole('article').filter({ hasText: 'Davido Live In Concert' });
    await expect(davido.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/event-details/1');
  });

  test('only the Concerts category is clickable', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId('categories-grid');
    await expect(grid.getByRole('link')).toHaveCount(1);
    for (const name of ['Hangouts', 'Movies', 'Festivals', 'Sports', 'Workshops']) {
      await expect(grid.getByText(name, { exact: true })).toBeVisible();
      await expect(grid.getByRole('link', { name })).toHaveCount(0);
    }
    await grid.getByRole('link', { name: 'Concerts' }).click();
    await expect(page).toHaveURL(/\/concerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Concerts' })).toBeVisible();
  });

  test('the highlight video loads nothing from YouTube until it is played', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    // No network in tests: answer the embed locally, but only after the click would it be asked for.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
    );
    await page.goto('/');
    const play = page.getByRole('button', { name: /^Play video/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external).toEqual([]);

    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect
      .poll(() => external.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true);
  });
});
