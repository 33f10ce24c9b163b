import sharp from 'sharp';
import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { seriousViolations } from './helpers/axe.ts';
import { posterFile } from './helpers/poster.ts';
import { expect, test } from './helpers/test.ts';

// The back office's events (architecture.md §15.1), on the server whose catalogue may change (helpers/admin.ts).
test.use({ baseURL: CATALOGUE_SERVER });

test('an admin creates and publishes an event with a poster: it is on the landing page and its own page, with a 1200×630 share image', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Tems: Born in the Wild ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();

  // A problem shows by its field, with the server's own sentence.
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page.getByText('Give the event a title.')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Artist', { exact: true }).fill('Tems');
  await page.getByLabel('Description (one line)').fill('Tems and a full band, one night only.');
  await page.getByLabel('About', { exact: true }).fill('Born in the Wild from start to finish, then the hits.');
  await page.getByLabel('Venue', { exact: true }).fill('Eko Convention Centre');
  await page.getByLabel('City', { exact: true }).fill('Lagos');
  // Chosen from the list (architecture.md §15.1), Lagos first and already chosen for a new event.
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Africa/Lagos');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Africa/Lagos');
  await page.getByLabel('Start date', { exact: true }).fill('2031-03-14');
  await page.getByLabel('Start time').fill('19:30');
  // Thousands separators are read (architecture.md §15.1).
  await page.getByLabel('Price (NGN)').fill('25,000');
  await page.getByLabel('Capacity', { exact: true }).fill('120');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Publishing without a poster is refused; with one it goes on sale.
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Add a poster before publishing the event.');

  await page.getByLabel('Upload a poster').setInputFiles(await posterFile('tems-poster.jpg'));
  await expect(page.getByText('Poster saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${title} poster` })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // Limits per buyer (decision 21): a problem shows by its field; once saved, the purchase form's
  // ticket count stops at the new per-order maximum and says why.
  const limits = page.getByRole('group', { name: 'Limits per buyer' });
  const perOrder = limits.getByLabel('Tickets per order');
  const perAccount = limits.getByLabel('Tickets per account');
  await expect(perOrder).toHaveValue('10');
  await expect(perAccount).toHaveValue('20');
  await perOrder.fill('3');
  await perAccount.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(limits.getByText('Tickets per account cannot be fewer than tickets per order.')).toBeVisible();
  await perAccount.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(perOrder).toHaveValue('3');
  await expect(perAccount).toHaveValue('5');

  await page.goto(`/ticket-purchase/${id}`);
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await expect(page.getByLabel('Ticket quantity')).toHaveText('3');
  await expect(increase).toBeDisabled();
  await expect(page.getByText('You can buy up to 3 tickets per order for this event.')).toBeVisible();
  await page.goto(`/admin/events/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The preview is the storefront's own page, under a strip that says so.
  await page.getByRole('link', { name: 'Preview the page' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('this is the page the public sees');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The public: the landing page lists it, its page shows it with the uploaded poster.
  await page.goto('/');
  const slider = page.getByTestId('upcoming-slider');
  await expect(slider.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/event-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const poster = page.getByRole('img', { name: `${title} poster` });
  await expect(poster).toHaveAttribute('src', new RegExp(`^/media/events/${id}/[\\w-]+/poster-1200\\.webp$`));
  // Loaded, from one of the poster's sizes (srcset picks the one the layout needs).
  await expect
    .poll(() =>
      poster.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(new RegExp(`/media/events/${id}/[\\w-]+/poster-(600|1200)\\.webp$`));
  await expect(page.getByRole('link', { name: 'Get Tickets' }).first()).toBeVisible();

  const share = await page.request.get(`/media/events/${id}/share.png`);
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/png');
  expect(await sharp(await share.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

  // And the audit log has each step.
  // (This event's entries only: other specs create events on this server at the same time.)
  await page.goto(`/admin/audit-log?targetType=event&targetId=${id}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  // Each entry names the event by its title, linked to its page (architecture.md §15), not only by its id.
  await expect(log.getByRole('link', { name: title }).first()).toHaveAttribute('href', `/admin/events/${id}`);
  await expect(log.getByText('event.publish')).toBeVisible();
  await expect(log.getByText('event.poster')).toBeVisible();
  await expect(log.getByText('event.create')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the event list and editor have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/events');
    await expect(
      page.getByRole('table', { name: 'Events' }).getByRole('link', { name: 'Davido Live In Concert' }),
    ).toBeVisible();
    expect(await seriousViolations(page), 'events list').toEqual([]);
    await page.goto('/admin/events/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Davido Live In Concert' })).toBeVisible();
    expect(await seriousViolations(page), 'event editor').toEqual([]);
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Give the event a title.')).toBeVisible();
    expect(await seriousViolations(page), 'event editor with a problem').toEqual([]);
    await page.goto('/admin/events/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
    expect(await seriousViolations(page), 'new event').toEqual([]);
  });
}
