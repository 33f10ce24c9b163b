import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, test } from './helpers/test.ts';

// An event's dates in the back office (decision 50, product.md §2.15), on the server whose
// catalogue may change (helpers/admin.ts): event 8 is no other spec's there.
test.use({ baseURL: CATALOGUE_SERVER });

test('an admin adds a second date to an event: the capacity follows, the event page offers both days, and the date is removed again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/admin/events/8');
  const dates = page.getByRole('region', { name: 'Dates' });
  await expect(dates.getByText(/One date: the start on the form/)).toBeVisible();
  const start = await page.getByLabel('Start date', { exact: true }).inputValue();
  const capacity = Number(await page.getByLabel('Capacity', { exact: true }).inputValue());
  const next = new Date(Date.parse(`${start}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(await seriousViolations(page)).toEqual([]);

  await dates.getByLabel('New date', { exact: true }).fill(next);
  await dates.getByLabel('Start time', { exact: true }).fill('15:00');
  await dates.getByLabel('Seats', { exact: true }).fill('60');
  await dates.getByRole('button', { name: 'Add the date' }).click();
  await expect(dates.getByText(`Date added: ${next} 15:00.`)).toBeVisible();
  const list = dates.getByRole('list', { name: 'Dates of this event' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText("(the event's own date)");
  await expect(list.getByRole('listitem').nth(1)).toContainText('0 sold, 0 held, 60 of 60 seats left');
  await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue(String(capacity + 60));

  // The storefront offers both days, each a link to the purchase form for its date.
  await page.goto('/event-details/8');
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
  const times = page.locator('a[href*="/ticket-purchase/8?showtime="]');
  await expect(times).toHaveCount(2);

  await page.goto('/admin/events/8');
  await list.getByRole('button', { name: /^Remove the date/ }).click();
  await expect(dates.getByText(/^Date removed:/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue(String(capacity));
});
