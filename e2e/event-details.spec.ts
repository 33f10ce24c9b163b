import { hydrated } from './helpers/hydration.ts';
import { blockMap, stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

// Event 1 (Davido Live In Concert) starts on 17 APR 2027 at 20:00 in Atlanta (EDT, UTC-4).
const EVENT_1_START = new Date('2027-04-18T00:00:00.000Z');

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test('shows the event: poster, title, venue, date and price, with a way to buy', async ({ page }) => {
  await page.goto('/event-details/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Davido Live In Concert' })).toBeVisible();
  await expect(page).toHaveTitle(/Davido Live In Concert/);

  const poster = page.getByRole('img', { name: 'Davido Live In Concert poster' });
  await expect(poster).toHaveAttribute('width', '1200');
  await expect(poster).toHaveAttribute('height', '800');
  // A WebP from the srcset (600, 800, 1200 wide), loaded and as sharp as the screen shows it.
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/posters\/1-(600|800|1200)\.webp$/);
  await expect
    .poll(() =>
      poster.evaluate((img: HTMLImageElement) => img.naturalWidth >= img.clientWidth * window.devicePixelRatio),
    )
    .toBe(true);

  const details = page.getByRole('region', { name: 'Event details' });
  await expect(details).toContainText('Saturday, 17 April 2027');
  // The end beside the start (decision 27).
  await expect(details).toContainText('20:00 to 00:30 (Atlanta time)');
  await expect(details).toContainText('State Farm Arena1 State Farm Drive, Atlanta, Georgia 30303');
  await expect(details).toContainText('NGN 3,000');
  await expect(page.getByText('Concert', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/ticket-purchase/1');
});

test("the movie says 'Book Now'", async ({ page }) => {
  await page.goto('/event-details/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Alakada: Bad and Boujee' })).toBeVisible();
  await expect(page.getByText('Movie', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/ticket-purchase/3');
});

test('the card beside the poster is the event details with the way to buy: no tabs, no cart (decision 44)', async ({
  page,
}) => {
  await page.goto('/event-details/1');
  const card = page.getByRole('region', { name: 'Event details' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Event details');
  await expect(card.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/ticket-purchase/1');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toHaveCount(0);
});

test("the countdown goes from 'Calculating...' to days, hours and minutes, ticking every second", async ({ page }) => {
  const now = new Date(EVENT_1_START.getTime() - (7 * 86_400 + 12 * 3600) * 1000); // 7 days 12 hours before
  await page.clock.install({ time: new Date(now.getTime() - 60_000) });
  await page.clock.pauseAt(now);
  await page.goto('/event-details/1');

  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('Calculating...');
  // The clock is paused: the countdown starts at `now` once the page has hydrated.
  await hydrated(page);

  await page.clock.runFor(1000);
  await expect(timer).toContainText(/07\s*Days\s*11\s*Hours\s*59\s*Minutes\s*59\s*Seconds/);

  await page.clock.runFor(1000);
  await expect(timer).toContainText(/59\s*Minutes\s*58\s*Seconds/);

  await page.clock.runFor(60_000);
  await expect(timer).toContainText(/11\s*Hours\s*58\s*Minutes\s*58\s*Seconds/);
});

test("the countdown says 'Event Started!' once the start has passed", async ({ page }) => {
  await page.clock.install({ time: new Date(EVENT_1_START.getTime() - 2000) });
  await page.clock.pauseAt(new Date(EVENT_1_START.getTime() - 1500));
  await page.goto('/event-details/1');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('Calculating...');
  await hydrated(page);

  await page.clock.runFor(1000);
  await expect(timer).toContainText(/00\s*Minutes\s*00\s*Seconds/);
  await page.clock.runFor(1000);
  await expect(timer).toHaveText('Event Started!');
});

test('copy link puts the address on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/event-details/1');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
  );
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/post\?url=/,
  );
  await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
});

test("an unknown or malformed id shows 'No event selected.' with a way back", async ({ page }) => {
  await page.goto('/event-details/999');
  await expect(page.getByRole('heading', { name: 'No event selected.' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse events' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/event-details/not-a-number');
  await expect(page.getByRole('heading', { name: 'No event selected.' })).toBeVisible();
});

test('the about text is cut to 200 characters with Read More / Read Less under 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/event-details/1');
  const section = page.getByRole('region', { name: 'About this event' });
  const text = section.locator('p');
  // The server cannot know the width: the text is cut once the page reads its media query.
  await expect(section.getByRole('button', { name: 'Read More' })).toBeVisible();

  const short = (await text.textContent()) ?? '';
  expect(short.endsWith('...')).toBe(true);
  expect(short.length).toBeLessThanOrEqual(203);

  await section.getByRole('button', { name: 'Read More' }).click();
  const full = (await text.textContent()) ?? '';
  expect(full.length).toBeGreaterThan(300);
  expect(full.startsWith(short.slice(0, -3))).toBe(true);

  await section.getByRole('button', { name: 'Read Less' }).click();
  await expect(text).toHaveText(short);

  // Wider than 767 px: the whole text, no toggle.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(text).toHaveText(full);
  await expect(section.getByRole('button')).toHaveCount(0);
});

test('the venue map is an OpenStreetMap embed, 400 px high, loaded near the viewport, with a link to open it', async ({
  page,
}) => {
  await page.goto('/event-details/5');
  const box = page.locator('[data-map-status]');
  await box.scrollIntoViewIfNeeded();
  const map = page.locator('iframe[title="Map of The O2 Arena, London"]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=/);
  await expect(box).toHaveAttribute('data-map-status', 'shown');
  await expect(map).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(400);
  // Shown: the map takes the box, and the fallback's link is gone from the page (and the Tab order).
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in map/ })).toHaveAttribute('href', /openstreetmap\.org/);
});

const O2_DIRECTIONS =
  'https://www.google.com/maps/dir/?api=1&destination=The%20O2%20Arena%2C%20Peninsula%20Square%2C%20Greenwich%2C%20London%2C%20Greater%20London%20SE10%200DX';

/** The box says where the venue is and links to directions in Google Maps, and holds no map. */
// The O2's address as the catalogue stores it (decision 27), not the map table's.
async function expectMapFallback(page: Page) {
  const box = page.locator('[data-map-status]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-map-status', 'failed');
  await expect(box.getByText('The map could not be loaded here.')).toBeVisible();
  await expect(box.locator('address')).toHaveText(
    'The O2 ArenaPeninsula Square, Greenwich, London, Greater London SE10 0DX',
  );
  const directions = box.getByRole('link', {
    name: 'Get directions to The O2 Arena in Google Maps (opens in a new tab)',
  });
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute('href', O2_DIRECTIONS);
  await expect(box.locator('iframe')).toHaveCount(0);
  expect((await box.boundingBox())?.height).toBe(402);
}

test("offline, the map's box gives the venue's address and directions", async ({ page, context }) => {
  await page.goto('/event-details/5');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's own scripts are in (they load after the page has painted); the map's tiles are not.
  await hydrated(page);
  await context.setOffline(true);
  await expectMapFallback(page);
});

test("when the network blocks the map's servers, the box gives the address and directions", async ({ page }) => {
  await blockMap(page);
  await page.goto('/event-details/5');
  await expectMapFallback(page);
  // The way there is a real, keyboard-reachable link.
  const directions = page.getByRole('link', { name: /Get directions/ });
  await directions.focus();
  await expect(directions).toBeFocused();
});

test("when the page's CSP refuses the map's frame, the box gives the address and directions", async ({ page }) => {
  // The same page, with a policy that no longer lists OpenStreetMap among the frames it allows.
  await page.route('**/event-details/5', async (route) => {
    const response = await route.fetch();
    const policy = (response.headers()['content-security-policy'] ?? '').replace(' https://www.openstreetmap.org', '');
    expect(policy).toContain('frame-src');
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await page.goto('/event-details/5');
  await expectMapFallback(page);
});
