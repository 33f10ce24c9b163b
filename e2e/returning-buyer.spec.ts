import { signedInUser } from './helpers/auth.ts';
import { fillPurchaseForm, paymentDialog } from './helpers/checkout.ts';
import { expect, test } from './helpers/test.ts';

/**
 * A returning buyer (architecture.md §9.2, docs/checkout-path.md): the first order's first name,
 * last name and phone are remembered on the account, and the next purchase form starts with them
 * and the email, on a phone's width. The film (event 3) sells its dates by seat (the helper taps
 * one); Burna & Friends (event 5) has one tier, so its form starts at one ticket.
 */
test.use({ viewport: { width: 390, height: 900 } });

test("a returning buyer's purchase form is filled: names, phone and email; the gift's recipient stays empty", async ({
  page,
}) => {
  const user = await signedInUser(page, 'returning');
  await page.goto('/ticket-purchase/3');
  // A new account: only the email is filled in.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  await fillPurchaseForm(page, { firstName: 'Chidi', lastName: 'Okeke', phone: '08051112222' });
  await expect(page).toHaveURL(/\/order-summary\/3$/);
  await page.getByRole('button', { name: /^Pay NGN/ }).click();
  const dialog = paymentDialog(page);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\/3$/);

  // Another day, another event: a fresh page load, as a returning buyer comes back.
  await page.goto('/ticket-purchase/5');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Chidi');
  await expect(page.getByLabel('Last name (optional)')).toHaveValue('Okeke');
  await expect(page.getByLabel('Phone number')).toHaveValue('8051112222');
  await expect(page.getByLabel('Country code')).toHaveValue('NG');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await page.getByText('This ticket is a gift').click();
  await expect(page.getByLabel('Recipient first name')).toHaveValue('');
  await expect(page.getByLabel('Recipient last name')).toHaveValue('');
  await expect(page.getByLabel('Recipient email')).toHaveValue('');
  // The fields fit the phone's width, and the details stay out of the browser's storage.
  const box = await page.getByLabel('Phone number').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('5111');

  // Still editable: what the buyer types is what the summary shows.
  await page.getByText('This ticket is a gift').click();
  await page.getByLabel('First name', { exact: true }).fill('Chidinma');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order-summary\/5$/);
  await expect(page.getByText('Chidinma Okeke')).toBeVisible();
});

test('the details the form starts with are edited on My Tickets, and the next form starts with the edit', async ({
  page,
}) => {
  await signedInUser(page, 'editsdetails');
  await page.goto('/my-tickets');
  const panel = page.getByRole('region', { name: 'Your details for checkout' });
  await expect(panel).toContainText('Nothing yet: your first order fills them in.');
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByLabel('First name', { exact: true }).fill('Amaka');
  await panel.getByLabel('Last name (optional)').fill('Nwosu');
  await panel.getByLabel('Phone number').fill('0803 555 1234');
  // Every field fits the phone's width.
  const box = await panel.getByLabel('Phone number').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toContainText('Amaka Nwosu · +2348035551234');
  await expect(panel).toContainText('Saved. Your next purchase form starts with these details.');

  // A fresh page load: the server kept them, and the purchase form starts with them.
  await page.goto('/ticket-purchase/3');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Amaka');
  await expect(page.getByLabel('Last name (optional)')).toHaveValue('Nwosu');
  await expect(page.getByLabel('Phone number')).toHaveValue('8035551234');
});
