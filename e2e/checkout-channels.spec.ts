import type { Page } from '@playwright/test';
import { signedInUser } from './helpers/auth.ts';
import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { ageOrder } from './helpers/database.ts';
import { expect, test } from './helpers/test.ts';

// The purchase through each simulator channel, from the real order summary (decision 20): a bank
// transfer or USSD payment that is on its way when the pop-up closes waits on its own page, which
// turns into the thank-you page by itself; a decline says why where the buyer is looking; Back
// after paying never charges again. The simulator's transfers arrive 2 s after 'sent' here.

const REFERENCE = /OWB-[A-Za-z0-9_-]{24}/;

/** A signed-in buyer on the summary of one NGN 2,000 ticket for event 2. */
async function toSummary(page: Page, prefix: string) {
  const user = await signedInUser(page, prefix);
  await page.goto('/ticket-purchase/2');
  await fillPurchaseForm(page, { firstName: 'Ada', lastName: 'Obi' });
  await expect(page).toHaveURL(/\/order-summary\/2$/);
  return user;
}

async function ticketEmails(page: Page, email: string) {
  const mailbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await mailbox.json()) as { messages: { subject: string }[] }).messages
    .map((m) => m.subject)
    .filter((subject) => subject.startsWith('Your ticket for'));
}

const waitingReference = (page: Page) => REFERENCE.exec(new URL(page.url()).pathname)?.[0] ?? '';

test('bank transfer: the pop-up closes on "I have sent the money", the buyer waits, and the page becomes the thank-you page when it arrives', async ({
  page,
}) => {
  const user = await toSummary(page, 'transfer');
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Bank transfer' });
  await expect(panel).toContainText('NGN 2,000');
  await panel.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/payment-pending\/OWB-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your transfer');
  await expect(page.getByText(`we email your ticket to ${user.email}`)).toBeVisible();
  await expect(page.getByText(waitingReference(page))).toBeVisible();
  await expect(page.getByText('Payment cancelled.')).toHaveCount(0);

  await expect(page).toHaveURL(/\/thank-you\/2$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await expect
    .poll(() => ticketEmails(page, user.email), { timeout: 10_000 })
    .toEqual(['Your ticket for Asake: Lungu Boy Tour']);
});

test('USSD: dialled, the pop-up closes, the buyer waits, and the ticket comes by itself', async ({ page }) => {
  await toSummary(page, 'ussd');
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog.getByRole('tab', { name: 'USSD' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'USSD' });
  await panel.getByLabel('Your bank').selectOption({ label: 'GTBank (*737#)' });
  await panel.getByRole('button', { name: 'I have dialled the code' }).click();
  await expect(page).toHaveURL(/\/payment-pending\/OWB-/);
  // Named as it was sent: a USSD payment, not a transfer (decision 44).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your USSD payment');
  await expect(page).toHaveURL(/\/thank-you\/2$/, { timeout: 20_000 });
});

test('a transfer that arrives after its hold: the waiting page says so, keeps waiting, and the late payment still gets its ticket', async ({
  page,
}) => {
  await toSummary(page, 'late');
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
  // The account was shown (the transfer is on its way as far as anyone knows); the pop-up is closed.
  await expect(dialog.getByRole('tabpanel', { name: 'Bank transfer' }).getByText(/^[1-9]\d{9}$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/payment-pending\/OWB-/);
  const reference = waitingReference(page);

  // 50 minutes later: past the 15-minute hold and the 30-minute transfer window after it.
  ageOrder(reference, 50);
  await expect(page.getByText('Your seats were held for the transfer window, which has ended.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/payment-pending\/OWB-/);

  // Then the bank reports the money: seats are left, so the late payment takes them again.
  const arrived = await page.request.post(`/api/payment-simulator/transactions/${reference}/arrive`, {
    headers: { 'x-xsrf-token': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' },
    data: {},
  });
  expect(arrived.status(), await arrived.text()).toBe(200);
  await expect(page).toHaveURL(/\/thank-you\/2$/, { timeout: 20_000 });
});

test('Back after paying shows the order as paid with View Ticket, and there is no way to pay it twice', async ({
  page,
}) => {
  await toSummary(page, 'back');
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\/2$/);
  const reference = REFERENCE.exec(
    (await page.getByRole('region', { name: 'Your purchase' }).textContent()) ?? '',
  )?.[0];

  await page.goBack();
  await expect(page).toHaveURL(/\/order-summary\/2$/);
  await expect(page.getByText('You have paid for this order.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(`/ticket/${reference}`);

  const mine = (await (await page.request.get('/api/my-tickets')).json()) as { tickets: unknown[] };
  expect(mine.tickets).toHaveLength(1);
});

test("a declined card at 390 px: the message is in view and focused, with the bank's reason and the other ways to pay", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await toSummary(page, 'decline');
  const dialog = await openPayment(page, 'NGN 2,000');
  await dialog
    .getByRole('tabpanel', { name: 'Card' })
    .getByLabel('If declined, the reason (test mode)')
    .selectOption({ label: 'Insufficient funds' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();

  const outcome = page.getByTestId('pay-message');
  await expect(outcome.getByText('Payment failed. Please try again.')).toBeInViewport();
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText('The payment service said: Declined: insufficient funds');
  const transfer = page.getByRole('button', { name: 'Pay by bank transfer' });
  await expect(transfer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with USSD' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('declined-390.png'), fullPage: false });

  // Another way to pay opens the pop-up on that channel alone (no tabs).
  await transfer.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'I have sent the money' })).toBeVisible();
});
