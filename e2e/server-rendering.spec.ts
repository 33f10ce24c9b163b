import { PUBLIC_PAGES } from '../packages/contracts/src/page/public-pages.ts';
import { signedInUser } from './helpers/auth.ts';
import { E2E_ORGANIZER, seedOrganizer } from './helpers/database.ts';
import { hydrated } from './helpers/hydration.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The pages the server renders (docs/decisions/0011-server-rendering.md): the public pages, an
// event, an unknown event, an organizer's page (architecture.md §16; helpers/database.ts seeds it) and the 404 page.
const RENDERED_PAGES = [
  ...PUBLIC_PAGES,
  '/event-details/1',
  '/no-such-page',
  '/event-details/999',
  `/o/${E2E_ORGANIZER.slug}`,
];

/**
 * Records, from before the page's own scripts run, whether anything ever removed a child of
 * #root: React adopts the server's HTML when hydration succeeds, and throws it away when it fails.
 */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { rootReplaced: boolean };
    flags.rootReplaced = false;
    new MutationObserver((records) => {
      if (records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0)) {
        flags.rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.beforeAll(() => seedOrganizer());
test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

test('without JavaScript, an event page shows its title, date, venue and price', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto('/event-details/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Davido Live In Concert' })).toBeVisible();
  await expect(page).toHaveTitle('Davido Live In Concert · Owambe Tickets');
  const details = page.getByRole('region', { name: 'Event details' });
  await expect(details).toContainText('Saturday, 17 April 2027');
  // The end beside the start (decision 27).
  await expect(details).toContainText('20:00 to 00:30 (Atlanta time)');
  await expect(details).toContainText('State Farm Arena1 State Farm Drive, Atlanta, Georgia 30303');
  await expect(details).toContainText('NGN 3,000');
  await expect(page.getByRole('img', { name: 'Davido Live In Concert poster' })).toBeVisible();
  // The links are plain links: without JavaScript they still lead somewhere.
  await expect(page.getByRole('link', { name: 'Get Tickets' }).first()).toHaveAttribute('href', '/ticket-purchase/1');
  // A rendered page needs no apology for the missing JavaScript. (Playwright's text and role
  // queries skip what is inside <noscript>, so these look for the element itself.)
  await expect(page.locator('noscript')).toHaveCount(0);
  await context.close();
});

test('without JavaScript, a screen the browser renders says what it needs instead of a blank page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  const note = page.locator('noscript p');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(
    "This page needs JavaScript: please turn it on in your browser's settings. Without it you can still browse the events.",
  );
  await note.locator('a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('upcoming-slider').getByRole('article').first()).toBeVisible();
  await context.close();
});

test('without JavaScript, the landing page and concerts list the events', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('upcoming-slider').getByRole('article')).toHaveCount(9);
  await page.goto('/concerts');
  await expect(page.getByTestId('concert-grid').getByRole('article')).toHaveCount(8);
  await context.close();
});

test('the HTML of an event page carries its Open Graph tags and JSON-LD', async ({ request, baseURL }) => {
  const response = await request.get('/event-details/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title" content="Davido Live In Concert">');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/media/events/1/share.png">`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/event-details/1">`);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': 'Event',
    name: 'Davido Live In Concert',
    startDate: '2027-04-17T20:00:00-04:00',
    location: { name: 'State Farm Arena', address: { addressLocality: 'Atlanta' } },
    // Event 1 sells three tiers (product.md §2.13): one AggregateOffer, from Regular's NGN 3,000.
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: 3000,
      highPrice: 250000,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    },
  });
});

for (const path of RENDERED_PAGES) {
  test(`${path} hydrates without a console error or warning`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A 404 page's own status is reported as a failed load of the document itself.
      if (message.text().includes('status of 404') && message.location().url === page.url()) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await watchRoot(page);

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)).toBe(false);
    expect(await page.locator('noscript').count()).toBe(0);
  });
}

test('after hydration, links navigate in the page and keep the title right', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  const first = page.getByTestId('upcoming-slider').getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  const eventTitle = (await first.getAttribute('aria-describedby')) ?? '';
  const name = await page.locator(`[id="${eventTitle}"]`).textContent();
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Owambe Tickets`);

  await page.getByRole('link', { name: 'Concerts' }).first().click();
  await expect(page).toHaveTitle('Concerts · Owambe Tickets');
  await page.goBack();
  await expect(page).toHaveTitle(`${name} · Owambe Tickets`);
  // No page load on the way: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('every page has one <title> once its scripts ran: the shell placeholder gives way, hydration keeps the one', async ({
  page,
}) => {
  // Every <title> in the document, in <head> or not (a second one anywhere is a Nu checker error).
  const titles = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('title'), (title) => title.textContent));
  // Screens the browser renders from the shell (its placeholder "Owambe Tickets" must go: app/shell-title.ts).
  const rendered = async (path: string, title: string) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page).toHaveTitle(title);
    await expect.poll(titles, { message: path }).toEqual([title]);
  };
  await rendered('/ticket-purchase/1', 'Buy tickets: Davido Live In Concert · Owambe Tickets');
  await rendered('/check-in', 'Sign in · Owambe Tickets');
  await rendered('/login', 'Sign in · Owambe Tickets');
  await rendered('/signup', 'Create your account · Owambe Tickets');
  // Pages the server rendered keep their one title through hydration.
  for (const [path, title] of [
    ['/', 'Owambe Tickets · Concert and movie tickets in naira'],
    ['/event-details/1', 'Davido Live In Concert · Owambe Tickets'],
    ['/concerts', 'Concerts · Owambe Tickets'],
    ['/helpdesk', 'Helpdesk · Owambe Tickets'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page).toHaveTitle(title);
    expect(await titles(), path).toEqual([title]);
  }
  // Signed in, the screens behind sign-in render their own.
  await signedInUser(page, 'titles');
  await rendered('/my-tickets', 'My Tickets · Owambe Tickets');
  await rendered('/ticket-purchase/1', 'Buy tickets: Davido Live In Concert · Owambe Tickets');
});

test('after hydration, the countdown ticks and the share options work', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/event-details/1');
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/\d+\s*Days.*\d+\s*Seconds/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/event-details/1`);
  await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Davido Live In Concert ${baseURL}/event-details/1`)}`,
  );
});

test('a signed-in visitor sees Log Out once the page has hydrated', async ({ page }) => {
  // The server renders every page as a guest's; the header follows the session after hydration.
  await signedInUser(page, 'ssrheader');
  await page.goto('/concerts');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible();
});
