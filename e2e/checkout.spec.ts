import { expect, type Page, test } from '@playwright/test';
import { newUser, signedInUser, signUpViaApi } from './helpers/auth.ts';
import { stubMap } from './helpers/stubs.ts';

// Event 1 is Davido Live In Concert, NGN 3,000 a ticket, file davido-live-in-concert.png (PNG, 1.2 MB).
const TITLE = 'Davido Live In Concert';

/** Every payment call the page makes (there must be none until payment is built). */
function paymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/transaction|paystack/i.test(request.url())) calls.push(request.url());
  });
  return calls;
}

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a guest fills the form, signs in, and lands on the summary with the same order', async ({ page }) => {
  const account = await signUpViaApi(page.request, newUser('buyer'));
  await stubMap(page);
  await page.goto('/event-details/1');
  await page.getByRole('link', { name: 'Get Tickets' }).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
  await expect(page.getByRole('heading', { name: 'Buy tickets' })).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name (optional)').fill('Obi');
  await page.getByLabel('Email', { exact: true }).fill('ada.obi@example.com');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('NG');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('total')).toHaveText('NGN 9,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buy ${TITLE} Ticket`);
  const details = section(page, 'Your details');
  await expect(details).toContainText('Ada Obi');
  await expect(details).toContainText('ada.obi@example.com');
  await expect(details).toContainText('+2348031234567');
  await expect(page.getByTestId('unit-line')).toHaveText('NGN 3,000 × 3');
  await expect(page.getByTestId('total')).toHaveText('NGN 9,000');
});

test('signed in: required fields, quantity, gift, file details, and Back keeps the form', async ({ page }) => {
  const user = await signedInUser(page, 'form');
  await page.goto('/ticket-purchase/1');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);

  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await expect(page.getByRole('status', { name: 'Ticket quantity' })).toHaveText('2');
  await expect(decrease).toBeEnabled();
  await expect(page.getByTestId('total')).toHaveText('NGN 6,000');

  await expect(page.getByLabel('Recipient first name')).toBeHidden();
  await page.getByText('This ticket is a gift').click();
  await page.getByLabel('Recipient first name').fill('Bola');
  await page.getByLabel('Recipient email').fill('bola@example.com');

  await page.getByRole('button', { name: 'File details' }).click();
  await expect(page.getByText('davido-live-in-concert.png')).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Chidi');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await page.getByLabel('Phone number').fill('8031234567');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(section(page, 'Gift for')).toContainText('Bola');
  await expect(section(page, 'Gift for')).toContainText('bola@example.com');
  const file = page.getByRole('button', { name: '1 file attached' });
  await expect(file).toHaveAttribute('aria-expanded', 'false');
  await file.click();
  await expect(file).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('davido-live-in-concert.png')).toBeVisible();
  await expect(page.getByText('1.2 MB')).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Chidi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Phone number')).toHaveValue('8031234567');
  await expect(page.getByRole('status', { name: 'Ticket quantity' })).toHaveText('2');
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

  await page.route('**/api/events/2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/ticket-purchase/2');
  await expect(page.getByText('Loading event data...')).toBeVisible();
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

test("the Pay button shows 'Pay NGN …', is disabled, and calls nothing", async ({ page }) => {
  await signedInUser(page, 'pay');
  const calls = paymentCalls(page);
  await page.goto('/ticket-purchase/1');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order-summary\/1$/);

  const pay = page.getByRole('button', { name: 'Pay NGN 3,000' });
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Card payment opens soon. You have not been charged.')).toBeVisible();
  await pay.click({ force: true });
  await expect(page).toHaveURL(/\/order-summary\/1$/);
  expect(calls).toEqual([]);
});
