import { mkdirSync } from 'node:fs';
import { confirmEmailViaApi, signedInUser } from './helpers/auth.ts';
import { openPayment } from './helpers/checkout.ts';
import { seedTiers } from './helpers/database.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The storefront shows and sells tiers (product.md §2.13). Event 5 (Burna & Friends, Regular NGN 2,500)
// is one no other spec reads; its tiers are written to the storefront's database, which renews
// the event's revision, so the cached pages show them at once.
const EVENT = '5';
const TITLE = 'Burna & Friends';
const SHOTS = process.env.TIERS_SHOTS_DIR;

test.beforeAll(() => {
  seedTiers([
    {
      id: '5-vip',
      eventId: EVENT,
      name: 'VIP',
      price: 20_000,
      description: 'Front rows, fast entry and a drink',
      capacity: 10,
      sortOrder: 1,
    },
    {
      id: '5-table',
      eventId: EVENT,
      name: 'Table for 10',
      price: 150_000,
      description: 'A table near the stage',
      capacity: 2,
      admits: 10,
      sortOrder: 2,
    },
    { id: '5-crew', eventId: EVENT, name: 'Crew', price: 0, accessCode: 'CREW5', sortOrder: 3 },
  ]);
});

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function fillBuyer(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Phone number').fill('0803 123 4567');
}

test('a buyer sees the tiers, buys 2 Regular and 1 VIP, and the ticket names them', async ({ page }) => {
  const user = await signedInUser(page, 'tiers');
  await confirmEmailViaApi(page.request, user);
  await stubMap(page);
  await page.goto(`/event-details/${EVENT}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByTestId('ticket-tier')).toHaveCount(3);
  await expect(tickets.getByTestId('ticket-tier').nth(0)).toContainText('Regular');
  await expect(tickets.getByTestId('ticket-tier').nth(0)).toContainText('NGN 2,500');
  await expect(tickets.getByTestId('ticket-tier').nth(1)).toContainText('Front rows, fast entry and a drink');
  await expect(tickets.getByTestId('ticket-tier').nth(1)).toContainText('Only 10 left');
  await expect(tickets.getByTestId('ticket-tier').nth(2)).toContainText('Admits 10');
  await expect(tickets).not.toContainText('Crew');
  await expect(page.getByText('from NGN 2,500').first()).toBeVisible();
  await shoot(page, 'event-page');

  await page.getByRole('link', { name: 'Get Tickets' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ticket-purchase/${EVENT}$`));
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await page.getByRole('button', { name: 'Increase VIP quantity' }).click();
  await expect(page.getByTestId('total')).toHaveText('NGN 25,000');
  await shoot(page, 'purchase-form');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-summary/${EVENT}$`));
  await expect(page.getByTestId('order-line')).toHaveText(['2 × RegularNGN 5,000', '1 × VIPNGN 20,000']);
  await expect(page.getByTestId('total')).toHaveText('NGN 25,000');
  await shoot(page, 'order-summary');
  const dialog = await openPayment(page, 'NGN 25,000');
  await expect(dialog).toContainText('NGN 25,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/thank-you/${EVENT}$`));
  const purchase = page.getByRole('region', { name: 'Your purchase' });
  await expect(purchase).toContainText('2 × Regular, 1 × VIP');
  await expect(purchase).toContainText('NGN 25,000');
  await page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page.getByRole('article', { name: TITLE })).toContainText('2 × Regular, 1 × VIP');

  await page.goto('/my-tickets');
  await expect(page.getByText('2 × Regular, 1 × VIP')).toBeVisible();
});

test('a hidden free tier: unlocked by its code on the event page, got without the pop-up', async ({ page }) => {
  await signedInUser(page, 'crew');
  await stubMap(page);
  await page.goto(`/event-details/${EVENT}`);
  await page.getByText('Have an access code?').click();
  await page.getByLabel('Access code').fill('wrong');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('That access code does not unlock any tickets for this event.');
  await page.getByLabel('Access code').fill('crew5');
  await page.getByRole('button', { name: 'Unlock' }).click();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByTestId('ticket-tier')).toHaveCount(4);
  await expect(tickets.getByTestId('ticket-tier').nth(3)).toContainText('Crew');
  await expect(tickets.getByTestId('ticket-tier').nth(3)).toContainText('Free');

  await page.getByRole('link', { name: 'Get Tickets' }).first().click();
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Increase Crew quantity' }).click();
  await expect(page.getByTestId('total')).toHaveText('NGN 0');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('order-line')).toHaveText(['1 × CrewNGN 0']);
  await page.getByRole('button', { name: 'Get free tickets' }).click();

  await expect(page).toHaveURL(new RegExp(`/thank-you/${EVENT}$`));
  await expect(page.getByRole('dialog', { name: 'Test payment' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your purchase' })).toContainText('1 × Crew');
});
