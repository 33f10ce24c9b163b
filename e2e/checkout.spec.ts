import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { confirmEmailViaApi, newUser, signedInUser, signUpViaApi } from './helpers/auth.ts';
import { fillPurchaseForm, openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

// Event 1 is Davido Live In Concert, NGN 3,000 a ticket, file davido-live-in-concert.png (PNG, 1.2 MB).
const TITLE = 'Davido Live In Concert';

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a returning buyer, signed out, fills the form and opens the account on the summary with its password (decision 48)', async ({
  page,
}) => {
  const account = await signUpViaApi(page.request, newUser('buyer'));
  // Three tickets: more than an account may hold before its email is confirmed (decision 21).
  await confirmEmailViaApi(page.request, account);
  await stubMap(page);
  await page.goto('/event-details/1');
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
  await expect(page.getByRole('heading', { name: 'Buy tickets' })).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name (optional)').fill('Obi');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('NG');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  // Event 1 sells Regular, VIP and a table for 10 (product.md §2.13): three Regular.
  for (let n = 0; n < 3; n += 1) await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await expect(page.getByTestId('total')).toHaveText('NGN 9,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await expect(page.getByText(`Enter the password of your account for ${account.email} to pay.`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buy ${TITLE} Ticket`);
  const details = section(page, 'Your details');
  await expect(details).toContainText('Ada Obi');
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('+2348031234567');
  await expect(page.getByTestId('unit-line')).toHaveText('NGN 3,000 × 3');
  await expect(page.getByTestId('fees-line')).toHaveText('No booking fee');
  await expect(page.getByTestId('total')).toHaveText('NGN 9,000');
  await expect(page.getByText('Secure payment by Paystack.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/helpdesk');
  await expect(page.getByText('Organized by Davido')).toBeVisible();

  // Pay → the simulator's pop-up → Pay → thank-you.
  const dialog = await openPayment(page, 'NGN 9,000');
  await expect(dialog).toContainText('Test mode — no real card is charged');
  await expect(dialog).toContainText('NGN 9,000');
  await expect(dialog).toContainText(account.email);
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();
  await expect(page.locator('main')).toHaveClass(/blur-sm/);
  await dialog.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/thank-you\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  const purchase = page.getByRole('region', { name: 'Your purchase' });
  await expect(purchase).toContainText(/OWB-[A-Za-z0-9_-]{24}/);
  await expect(purchase).toContainText(TITLE);
  await expect(purchase).toContainText('NGN 9,000');
  const more = page.getByRole('region', { name: 'Order details' });
  await expect(more).toContainText(/TICKET-\d+-[A-Za-z0-9]+/);
  await expect(more).toContainText('Ada Obi');
  await expect(more).toContainText(account.email);

  // View Ticket → the ticket page with its QR code, and a real PNG download.
  await page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
  const ticket = page.getByRole('article', { name: TITLE });
  await expect(ticket).toContainText('Ada Obi');
  await expect(ticket).toContainText('Valid (unused)');
  const qr = ticket.locator('svg').filter({ has: page.locator('title', { hasText: 'Ticket QR code' }) });
  await expect(qr).toHaveAttribute('width', '200');
  expect((await qr.boundingBox())?.width).toBe(200);
  const ticketId = (await ticket.getByText(/^TICKET-\d+-[A-Za-z0-9]+$/).textContent())?.trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Ticket' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ticket-${ticketId}.png`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(file.length).toBeGreaterThan(1024);
  // A QR reader nobody here wrote reads the download's QR: the ticket's short signed link
  // (architecture.md §11), its reference and MAC only, no ticket id or name.
  if (existsSync('/usr/bin/zbarimg')) {
    const read = spawnSync('/usr/bin/zbarimg', ['-q', '--raw', await download.path()], { encoding: 'utf8' });
    expect(read.stdout.trim()).toMatch(/^HTTPS?:\/\/[^/]+\/T\/[0-9A-Z.-]+$/);
    expect(read.stdout).not.toContain(String(ticketId));
  }
  await expect(page.getByText('Ticket downloaded successfully.')).toBeVisible();
});

test('signed in: required fields, quantity, gift, no file block, and Back keeps the form', async ({ page }) => {
  const user = await signedInUser(page, 'form');
  await page.goto('/ticket-purchase/1');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  await page.getByRole('button', { name: 'Continue' }).click();
  // No ticket is chosen yet either (event 1's tiers start at 0): that has an alert of its own.
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose at least one ticket.' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);

  // Event 1's tiers each start at 0 (product.md §2.13; a one-tier event's single quantity control is
  // checked by the back office's spec and the form's unit tests).
  const decrease = page.getByRole('button', { name: 'Decrease Regular quantity' });
  const increase = page.getByRole('button', { name: 'Increase Regular quantity' });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect(page.getByRole('status', { name: 'Regular quantity' })).toHaveText('2');
  await expect(decrease).toBeEnabled();
  await expect(page.getByTestId('total')).toHaveText('NGN 6,000');

  await expect(page.getByLabel('Recipient first name')).toBeHidden();
  await page.getByText('This ticket is a gift').click();
  await page.getByLabel('Recipient first name').fill('Bola');
  await page.getByLabel('Recipient email').fill('bola@example.com');

  // No file block on the form or the summary (decision 44): the ticket comes after payment.
  await expect(page.getByRole('button', { name: 'File details' })).toHaveCount(0);

  await page.getByLabel('First name', { exact: true }).fill('Chidi');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await page.getByLabel('Phone number').fill('8031234567');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(section(page, 'Gift for')).toContainText('Bola');
  await expect(section(page, 'Gift for')).toContainText('bola@example.com');
  await expect(page.getByRole('button', { name: '1 file attached' })).toHaveCount(0);
  await expect(page.getByText(/nothing to upload/i)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Chidi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Phone number')).toHaveValue('8031234567');
  await expect(page.getByRole('status', { name: 'Regular quantity' })).toHaveText('2');
  await expect(page.getByRole('switch', { name: 'This ticket is a gift' })).toBeChecked();
  await expect(page.getByLabel('Recipient first name')).toHaveValue('Bola');
});

test("an unknown id says so with a Back button; 'Loading event data...' shows while loading", async ({ page }) => {
  await page.goto('/ticket-purchase/999');
  await expect(
    page.getByRole('heading', { name: 'No event found for ID: 999. Please check the event ID or go back.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The event is held back until the loading text is seen: on a busy machine the page's own
  // scripts can take longer than any fixed delay, and the event would arrive before the text shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/events/2', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ticket-purchase/2');
  await expect(page.getByText('Loading event data...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Buy tickets' })).toBeVisible();
});

test("the order summary of an unknown id says 'No event found for ID {id}' with a Back button", async ({ page }) => {
  await signedInUser(page, 'summary404');
  await page.goto('/order-summary/999');
  await expect(page.getByRole('heading', { name: 'No event found for ID 999' })).toBeVisible();
  // Opened directly, there is no page of ours to go back to: Back goes home.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a gift: the recipient is on the thank-you page and on the ticket', async ({ page, browser }) => {
  await signedInUser(page, 'gift');
  await page.goto('/ticket-purchase/2');
  await fillPurchaseForm(page, {
    firstName: 'Chidi',
    lastName: 'Okafor',
    gift: { firstName: 'Bola', lastName: 'Ade', email: 'bola.ade@example.com' },
  });
  await expect(page).toHaveURL(/\/order-summary\/2$/);
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/thank-you\/2$/);
  const more = page.getByRole('region', { name: 'Order details' });
  await expect(more).toContainText('Bola Ade');
  await expect(more).toContainText('bola.ade@example.com');
  // As the server mails it: to the recipient, a copy to the buyer (decision 47).
  const note = page.getByTestId('ticket-delivery');
  await expect(note).toHaveText(
    /^Your payment was successful\. The ticket will be emailed to bola\.ade@example\.com, the recipient, with a copy to you at .+@.+\.$/,
  );
  // On a 390x844 phone the note and View Ticket show without scrolling (decision 47).
  await firstScreens(page, 'thank-you-gift');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(note).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'View Ticket' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'View Ticket' }).click();
  const ticket = page.getByRole('article');
  await expect(ticket).toContainText('Gift for');
  await expect(ticket).toContainText('Bola Ade');
  await expect(ticket).toContainText('bola.ade@example.com');
  await expect(ticket).toContainText('Chidi Okafor');

  // Anyone else holding the link (a photo of the QR carries the reference) sees the emails masked (product.md §6).
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(page.url());
  const theirs = strangerPage.getByRole('article');
  await expect(theirs).toContainText('Bola Ade');
  await expect(theirs).toContainText('b•••@example.com');
  await expect(theirs).not.toContainText('bola.ade@example.com');
  await stranger.close();
});

test('Close and Decline say so and leave Pay usable; Escape closes; the seats come back', async ({ page }) => {
  await signedInUser(page, 'close');
  const seats = async () =>
    ((await (await page.request.get('/api/events/4')).json()) as { remaining: number }).remaining;
  const before = await seats();
  await page.goto('/ticket-purchase/4');
  await fillPurchaseForm(page, { firstName: 'Ada' });
  await expect(page).toHaveURL(/\/order-summary\/4$/);

  let dialog = await openPayment(page, 'NGN 3,000');
  expect(await seats()).toBe(before - 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-message')).toHaveText('Payment cancelled.');
  const pay = page.getByRole('button', { name: 'Pay NGN 3,000' });
  await expect(pay).toBeEnabled();
  // The outcome is where the buyer looks: focused, right under Pay.
  await expect(page.getByTestId('pay-message')).toBeFocused();
  await expect(page.locator('main')).not.toHaveClass(/blur-sm/);
  await expect.poll(seats).toBe(before);

  dialog = await openPayment(page, 'NGN 3,000');
  // The dialog keeps the keyboard: Tab cycles inside it.
  for (let n = 0; n < 4; n += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('pay-message').getByText('Payment failed. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect.poll(seats).toBe(before);

  dialog = await openPayment(page, 'NGN 3,000');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-message')).toHaveText('Payment cancelled.');
  await expect(page).toHaveURL(/\/order-summary\/4$/);
});

test('/thank-you/{id} without a payment redirects to the ticket form', async ({ page }) => {
  await page.goto('/thank-you/1');
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
  await expect(page.getByRole('heading', { name: 'Buy tickets' })).toBeVisible();
});

test('the ticket page opens by its link in a fresh browser, and an unknown one says Ticket not found', async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'link');
  const reference = await purchaseViaApi(page.request, '5');
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(`/ticket/${reference}`);
    const ticket = other.getByRole('article');
    await expect(ticket).toContainText('Api Buyer');
    await expect(ticket).toContainText(reference);
    await expect(ticket.locator('svg[width="200"]')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Download Ticket' })).toBeEnabled();

    await other.goto('/ticket/OWB-aaaaaaaaaaaaaaaaaaaaaaaa');
    await expect(other.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test('every page says Test mode while the simulators take payments and Google sign-ins', async ({ page }) => {
  const banner = page.getByRole('complementary', { name: 'Test mode' });
  await page.goto('/');
  await expect(banner).toHaveText('Test mode: payments and Google sign-in are simulated, and no card is charged.', {
    useInnerText: true,
  });
  await page.goto('/ticket-purchase/1');
  await expect(banner).toBeVisible();

  // On a 390 px phone: the short wording, on one line, nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toHaveText('Test mode: simulated payments and sign-in', { useInnerText: true });
  const { lines, clipped } = await banner.evaluate((element) => {
    const style = getComputedStyle(element);
    const content = element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
    return {
      lines: Math.round(content / Number.parseFloat(style.lineHeight)),
      clipped: element.scrollWidth > element.clientWidth,
    };
  });
  expect(lines).toBe(1);
  expect(clipped).toBe(false);
});

test('on a phone the event page keeps the price and the buy button in a bar at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await stubMap(page);
  await page.goto('/event-details/1');
  const bar = page.getByRole('region', { name: 'Buy tickets' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('NGN 3,000');
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(780);
  await bar.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
});
