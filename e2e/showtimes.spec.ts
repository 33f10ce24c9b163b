import { mkdirSync } from 'node:fs';
import { signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

// An event with several dates (decision 50, product.md §2.15). The seeded film, event 3, has four,
// at Genesis Cinema in Lagos: 9 July 18:00, 10 July 20:00, 11 July 15:00 and 19:30, in the year the
// catalogue has moved it to (decision 7), NGN 1,500 a ticket. Its page lists them under 'Choose a
// date' by day; a buyer takes 10 July at 20:00 and the ticket is for that showing. Screenshots of
// the dates and of the form's date select at 390 and 1280 px in SHOWTIMES_SHOTS_DIR when it is set
// (e.g. /tmp gives /tmp/showtimes-dates-390.png).

const SHOTS = process.env.SHOWTIMES_SHOTS_DIR;
const WIDTHS = [390, 1280] as const;

interface FilmDate {
  id: string;
  startsAt: string;
}

/** The film's dates as the API serves them, each with its weekday in Lagos (read here with Intl, not the app's words). */
async function filmDates(page: Page) {
  const response = await page.request.get('/api/events/3');
  expect(response.status()).toBe(200);
  const film = (await response.json()) as { year: string; showtimes?: FilmDate[] };
  expect(film.showtimes, 'GET /api/events/3 lists the film’s dates').toHaveLength(4);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Africa/Lagos' });
  const dates = (film.showtimes ?? []).map((date) => ({ ...date, weekday: weekday.format(new Date(date.startsAt)) }));
  return { year: film.year, dates };
}

const datesSection = (page: Page) => page.getByRole('region', { name: 'Choose a date' });

for (const width of WIDTHS) {
  test(`at ${width} px the film's page lists its dates by day, each time a link to the form on that date`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await stubMap(page);
    const { dates } = await filmDates(page);
    const [friday, saturday, sunday, sundayLate] = dates;
    await page.goto('/event-details/3');
    const section = datesSection(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Choose a date');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      `${friday?.weekday} 9 July`,
      `${saturday?.weekday} 10 July`,
      `${sunday?.weekday} 11 July`,
    ]);
    // Each day a list item: its heading over its own list of times.
    const days = section.getByRole('list').first().locator(':scope > li');
    await expect(days).toHaveCount(3);
    await expect(days.nth(2).getByRole('link')).toHaveCount(2);
    const expected = [
      [friday, '9 July, 18:00'],
      [saturday, '10 July, 20:00'],
      [sunday, '11 July, 15:00'],
      [sundayLate, '11 July, 19:30'],
    ] as const;
    for (const [date, words] of expected) {
      const link = section.getByRole('link', { name: `${date?.weekday} ${words}` });
      await expect(link).toHaveAttribute('href', `/ticket-purchase/3?showtime=${date?.id}`);
      // Big enough to tap (44 px), at either width.
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousViolations(page)).toEqual([]);

    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      // The section at the top of the screen, clear of the phone's sticky buy bar.
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await page.screenshot({ path: `${SHOTS}/showtimes-dates-${width}.png` });
    }
  });
}

test('works before the scripts run: the dates are plain links in the server’s HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/event-details/3');
  const links = datesSection(page).getByRole('link');
  await expect(links).toHaveCount(4);
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/3\?showtime=3-2$/);
  await context.close();
});

test('a buyer chooses the second date, 10 July at 20:00, buys two tickets and the ticket is for that showing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await stubMap(page);
  const { year, dates } = await filmDates(page);
  const saturday = dates[1];
  await signedInUser(page, 'showtime');

  await page.goto('/event-details/3');
  await datesSection(page)
    .getByRole('link', { name: `${saturday?.weekday} 10 July, 20:00` })
    .click();
  await expect(page).toHaveURL(`/ticket-purchase/3?showtime=${saturday?.id}`);
  const select = page.getByRole('combobox', { name: 'Date and time' });
  await expect(select).toHaveValue(saturday?.id ?? '');
  await expect(select.locator('option:checked')).toHaveText(`${saturday?.weekday} 10 July, 20:00`);
  // The event's card beside the form follows the date chosen.
  await expect(page.getByRole('complementary', { name: 'Event' })).toContainText(`10 JUL ${year} · 20:00`);

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/showtimes-form-${width}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await fillPurchaseForm(page, { firstName: 'Ada', lastName: 'Obi', quantity: 2 });
  await expect(page).toHaveURL(/\/order-summary\/3$/);
  const chosen = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Date and time' }) });
  await expect(chosen).toContainText(`${saturday?.weekday}, 10 July ${year}`);
  await expect(chosen).toContainText('20:00 to 22:30 (Lagos time)');

  const dialog = await openPayment(page, 'NGN 3,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\/3$/);
  await page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
  const ticket = page.getByRole('article', { name: 'Alakada: Bad and Boujee' });
  await expect(ticket).toContainText(`${saturday?.weekday}, 10 July ${year}, 20:00 to 22:30 (Lagos time)`);
  await expect(ticket).not.toContainText('9 July');
});
