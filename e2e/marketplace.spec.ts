import type { Browser } from '@playwright/test';
import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { openPayment } from './helpers/checkout.ts';
import { chooseDoorEvent, confirmedUser, scanAtDoor } from './helpers/door.ts';
import { hydrated } from './helpers/hydration.ts';
import { posterFile } from './helpers/poster.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The whole marketplace (architecture.md §16) in one story, through the pages: a user applies to sell, an
// admin approves, the organizer adds a payout account (the simulator's bank list and resolution),
// creates an event with two tiers and submits it, the admin publishes it, a buyer buys, the
// organizer sees the sale and the split (gross, Paystack's fee, commission, net) on the dashboard
// and the statement, invites door staff, and the staff admit the buyer. On the server whose
// catalogue may change (helpers/admin.ts).
test.use({ baseURL: CATALOGUE_SERVER });

/** Another person, in a browser of their own, on the same server. */
async function personAt(browser: Browser) {
  const context = await browser.newContext({ baseURL: CATALOGUE_SERVER, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The page at a phone's and a desktop's width, for a person to look at (the test's output folder). */
async function look(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function asAdmin(browser: Browser, act: (admin: Page) => Promise<void>) {
  const { context, page } = await personAt(browser);
  await signInAsAdmin(page);
  await act(page);
  await context.close();
}

test('apply, approve, get paid, create and publish, sell, see the split, and admit at the door', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const organizerName = `Lekki Live ${stamp}`;
  const title = `Lekki Sound ${stamp}`;

  // 1. A user applies on the organizers page.
  await confirmedUser(page.request, 'marketplace');
  await page.goto('/organizers');
  const form = page.getByRole('form', { name: 'Organizer application' });
  await form.getByLabel('Organizer name (required)').fill(organizerName);
  await form.getByLabel('Contact phone (required)').fill('0803 123 4567');
  await form.getByLabel('What you run (required)').fill('Live bands in Lekki, 300 people a night.');
  await form.getByRole('button', { name: 'Apply to sell tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

  // 2. An admin approves it.
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/organizers?status=pending');
    await admin.getByRole('link', { name: organizerName }).click();
    await expect(admin.getByRole('heading', { level: 1, name: organizerName })).toBeVisible();
    // A plain page (not helpers/test.ts's, whose goto waits for it): Approve only opens its
    // dialog once React has taken over the page.
    await hydrated(admin);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('dialog', { name: `Approve ${organizerName}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(admin.getByText(/^Approved\. The applicant is emailed/)).toBeVisible();
    await look(admin, 'admin-organizer');
  });

  // 3. The organizer opens the console and adds a payout account.
  await page.reload();
  await page.getByRole('link', { name: 'Open your organizer console' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
  await page.goto('/organizer/payouts');
  await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await page.getByLabel('Account number').fill('0123456789');
  await page.getByRole('button', { name: 'Check account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'belongs to' })).toBeVisible();
  await page.getByRole('button', { name: 'Save payout account' }).click();
  await expect(page.getByRole('region', { name: 'Paid into' })).toContainText('6789');
  await look(page, 'organizer-payouts');

  // 4. An event with two tiers, submitted for review.
  await page.goto('/organizer/events/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Artist', { exact: true }).fill('Lekki Sound Band');
  await page.getByLabel('Description (one line)').fill('Lekki Sound Band, one night only.');
  await page.getByLabel('About', { exact: true }).fill('Highlife and Afrobeats, live.');
  await page.getByLabel('Venue', { exact: true }).fill('Hard Rock Cafe');
  await page.getByLabel('City', { exact: true }).fill('Lagos');
  await page.getByLabel('Start date', { exact: true }).fill('2031-07-11');
  await page.getByLabel('Start time').fill('20:00');
  await page.getByLabel('Price (NGN)').fill('10,000');
  await page.getByLabel('Capacity', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page).toHaveURL(/\/organizer\/events\/\d+$/);
  const eventId = page.url().split('/').pop() ?? '';
  await page.getByLabel('Upload a poster').setInputFiles(await posterFile());
  await expect(page.getByText('Poster saved.')).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Ticket types', exact: true });
  await tiers.getByRole('button', { name: 'Add a ticket type' }).click();
  const tierDialog = page.getByRole('dialog', { name: 'Add a ticket type' });
  await tierDialog.getByLabel('Name').fill('VIP');
  await tierDialog.getByLabel('Price (NGN)').fill('30,000');
  await tierDialog.getByRole('button', { name: 'Add the ticket type' }).click();
  await expect(tiers.getByRole('row', { name: /VIP/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted for review. We email you when an admin has looked at it.')).toBeVisible();

  // 5. The admin publishes it.
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/events?review=submitted');
    await admin
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('link', { name: title })
      .click();
    const review = admin.getByRole('region', { name: 'Organizer' });
    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  });

  // 6. A buyer buys one Regular and one VIP through the pages and the payment pop-up.
  const buyer = await personAt(browser);
  await confirmedUser(buyer.page.request, 'marketplace-buyer');
  await buyer.page.goto(`/event-details/${eventId}`);
  await expect(buyer.page.getByRole('link', { name: organizerName })).toBeVisible();
  await buyer.page.goto(`/ticket-purchase/${eventId}`);
  await buyer.page.getByLabel('First name', { exact: true }).fill('Tolu');
  await buyer.page.getByLabel('Phone number').fill('08031234567');
  await buyer.page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await buyer.page.getByRole('button', { name: 'Increase VIP quantity' }).click();
  await buyer.page.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer.page.getByTestId('total')).toHaveText('NGN 40,000');
  const payment = await openPayment(buyer.page, 'NGN 40,000');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await buyer.page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(buyer.page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
  await expect(buyer.page.getByText('1 × Regular, 1 × VIP').first()).toBeVisible();
  const reference = /\/ticket\/([^/?#]+)/.exec(buyer.page.url())?.[1] ?? '';
  const { verifyUrl } = await (await buyer.page.request.get(`/api/tickets/${reference}`)).json();
  await buyer.context.close();

  // 7. The organizer sees the sale and the split: NGN 40,000 gross; Paystack's local fee
  // 1.5% + NGN 100 = NGN 700, borne by the platform (PAYSTACK_FEE_BEARER=account); the
  // platform's 10% commission NGN 4,000; NGN 36,000 net.
  await page.goto('/organizer');
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('..');
  await expect(figure('Gross')).toContainText('NGN 40,000.00');
  await expect(figure('Paystack fees')).toContainText('NGN 700.00');
  await expect(figure('Commission')).toContainText('NGN 4,000.00');
  await expect(figure('Net')).toContainText('NGN 36,000.00');
  await look(page, 'organizer-dashboard');
  await page.goto('/organizer/statements');
  const line = page.getByRole('row', { name: new RegExp(`Payment ${reference}`) });
  await expect(line).toContainText('NGN 40,000.00');
  await expect(line).toContainText('NGN 36,000.00');
  await expect(page.getByRole('row', { name: /Totals/ })).toContainText('NGN 36,000.00');
  await look(page, 'organizer-statement');

  // 8. Door staff, invited by email, admit the buyer.
  const doorEmail = `door.${stamp}@example.com`;
  await page.goto('/organizer/door-staff');
  await page.getByLabel('Email address').fill(doorEmail);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${doorEmail}.`);
  const door = await personAt(browser);
  await confirmedUser(door.page.request, 'marketplace-door', doorEmail);
  await door.page.goto('/check-in');
  await chooseDoorEvent(door.page, title);
  await scanAtDoor(door.page, verifyUrl);
  // The show is years ahead: its doors are not open yet, so the door asks to confirm.
  await door.page.getByRole('button', { name: 'Admit anyway' }).click();
  const admitted = door.page.getByRole('region', { name: 'Admitted', exact: true });
  await expect(admitted).toContainText(title);
  await look(door.page, 'door-admitted');
  await door.context.close();
});
