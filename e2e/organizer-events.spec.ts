import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { makeOrganizer } from './helpers/database.ts';
import { confirmedUser } from './helpers/door.ts';
import { posterFile } from './helpers/poster.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The organizer console's events (decision 31): an approved organizer with a payout
// account (arranged in the database: applying and the payout screens have specs of their own)
// creates an event with two tiers and submits it; an admin finds it waiting for review and
// publishes it; it is on the storefront. On the server whose catalogue may change.
test.use({ baseURL: CATALOGUE_SERVER });

/** Screenshots of the organizer's screens, when asked for (a directory). */
const shots = process.env.ORGANIZER_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('an organizer creates an event with two tiers and submits it; an admin publishes it; it is on the storefront', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Alpha Live ${stamp}`;
  const organizerName = `Alpha Shows ${stamp}`;
  const organizer = await confirmedUser(page.request, 'organizer');
  makeOrganizer(organizer.email, organizerName, { server: 'catalogue' });

  await page.goto('/organizer/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await shot(page, 'organizer-events-empty');
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  // Their payments go to their payout account: no split code to type.
  await expect(page.getByLabel('Payment split code (optional)')).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Artist', { exact: true }).fill('Alpha Band');
  await page.getByLabel('Description (one line)').fill('Alpha Band, one night in Lagos.');
  await page.getByLabel('About', { exact: true }).fill('The whole first album, then the new songs.');
  await page.getByLabel('Venue', { exact: true }).fill('Terra Kulture');
  await page.getByLabel('City', { exact: true }).fill('Lagos');
  await page.getByLabel('Start date', { exact: true }).fill('2031-05-09');
  await page.getByLabel('Start time').fill('20:00');
  await page.getByLabel('Price (NGN)').fill('10,000');
  await page.getByLabel('Capacity', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByLabel('Upload a poster').setInputFiles(await posterFile('alpha-poster.jpg'));
  await expect(page.getByText('Poster saved.')).toBeVisible();

  // The second tier beside Regular.
  const card = page.getByRole('region', { name: 'Ticket types', exact: true });
  await expect(card.getByRole('region', { name: 'Ticket types of this event' })).toBeVisible();
  await card.getByRole('button', { name: 'Add a ticket type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a ticket type' });
  await dialog.getByLabel('Name').fill('VIP');
  await dialog.getByLabel('Price (NGN)').fill('30,000');
  await dialog.getByLabel('Tickets of this type (optional)').fill('40');
  await dialog.getByRole('button', { name: 'Add the ticket type' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('row', { name: /VIP/ })).toContainText('0 / 0 / 40');
  await expect(card.getByRole('row', { name: /Regular/ })).toBeVisible();
  await shot(page, 'organizer-event-editor');

  // Publishing is the platform's: the organizer submits it for review.
  await expect(page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'Published' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review. We email you when an admin has looked at it.')).toBeVisible();
  await expect(
    page.getByText('Waiting for review: the platform publishes it or returns it with a note.'),
  ).toBeVisible();
  await shot(page, 'organizer-event-submitted');
  await page.goto('/organizer/events');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Waiting for review');
  await shot(page, 'organizer-events');

  // The admin: waiting for review in the back office, with its organizer; publishes it.
  await signInAsAdmin(page);
  await page.goto('/admin/events?review=submitted');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(`By ${organizerName}`);
  await expect(row).toContainText('Waiting for review');
  await shot(page, 'admin-events-waiting');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const review = page.getByRole('region', { name: 'Organizer' });
  await expect(review).toContainText(organizerName);
  await expect(review.getByRole('button', { name: 'Return to organizer' })).toBeVisible();
  await shot(page, 'admin-event-review');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // On the storefront, with both tiers.
  await page.goto(`/event-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const event = await (await page.request.get(`/api/events/${id}`)).json();
  expect(event.ticketTypes.map((tier: { name: string }) => tier.name)).toEqual(['Regular', 'VIP']);
});

test('without a payout account, submitting waits and says why, with the way to add one', async ({ page }) => {
  const organizer = await confirmedUser(page.request, 'organizer-unpaid');
  makeOrganizer(organizer.email, `Unpaid Shows ${Date.now().toString(36)}`, { server: 'catalogue', payout: false });
  const created = await page.request.post('/api/organizer/events', {
    headers: await xsrfHeader(page.request),
    data: {
      title: 'Waiting for a bank account',
      artistName: 'Beta Band',
      category: 'Concert',
      description: 'One night.',
      about: 'All the songs.',
      venue: 'Terra Kulture',
      city: 'Lagos',
      timeZone: 'Africa/Lagos',
      startDate: '2031-06-01',
      startTime: '20:00',
      basePrice: 5000,
      capacity: 50,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { event } = await created.json();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/organizer/events/${event.id}`);
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await expect(review).toContainText('An event cannot be published until its organizer has a payout account.');
    await expect(review.getByRole('link', { name: 'Add a payout account' })).toHaveAttribute(
      'href',
      '/organizer/payouts',
    );
    await shot(page, 'organizer-event-no-payout');
    expect(await seriousViolations(page)).toEqual([]);
  }
});
