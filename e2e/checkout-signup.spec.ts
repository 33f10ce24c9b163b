import { latestResetLink, newUser, signUpViaApi, trackPaths } from './helpers/auth.ts';
import { fillPurchaseForm, paymentDialog } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

/**
 * A new buyer on the way to Pay (decision 48, docs/checkout-path.md): the purchase form, then the
 * order summary, which makes the account with the email typed on the form and a password chosen
 * there (or Google); an email that had an account is asked for its password on the same screen.
 * On a phone's width, as most buyers come.
 */
test.use({ viewport: { width: 390, height: 844 } });

// Event 1 is Davido Live In Concert, NGN 3,000 a Regular ticket.
const TITLE = 'Davido Live In Concert';

const details = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your details', exact: true }) });
const signedInEmail = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/me')).json()).user?.email ?? null);

/** The purchase form as a guest, then Continue: the summary, with the account step. */
async function toSummary(page: Page, email: string, quantity = 2) {
  await page.goto('/ticket-purchase/1');
  await fillPurchaseForm(page, { firstName: 'Ngozi', lastName: 'Eze', email, quantity });
  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buy ${TITLE} Ticket`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
}

test('a new buyer reaches Pay in two screens: the form, then the summary with a password; Pay makes the account and opens the pop-up', async ({
  page,
}) => {
  const user = newUser('twoscreens');
  const paths = await trackPaths(page);
  await toSummary(page, user.email);
  await expect(details(page)).toContainText('Ngozi Eze');
  await expect(page.getByTestId('account-step-note')).toHaveText(
    `Choose a password to pay. Your tickets will be kept in your account for ${user.email}.`,
  );
  expect(await signedInEmail(page)).toBeNull();

  await page.getByLabel('Choose a password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Pay NGN 6,000' }).click();
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  // Signed in as the new account, whose email is the one typed on the form; its confirmation is mailed.
  expect(await signedInEmail(page)).toBe(user.email);
  await latestResetLink(page.request, user.email, '/verify-email/');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\/1$/);

  // Two screens before Pay (runs of one path are one screen; the router records its first page twice).
  const screens = (await paths()).filter((path, i, all) => path !== all[i - 1]);
  expect(screens).toEqual(['/ticket-purchase/1', '/order-summary/1', '/thank-you/1']);
  // The account is there afterwards: My Tickets holds the ticket.
  await page.goto('/my-tickets');
  await expect(page.getByRole('list', { name: 'Your tickets' })).toContainText(TITLE);
});

test('Google on the summary signs in, and Pay is next', async ({ page }) => {
  await toSummary(page, 'ngozi.google@example.com', 3);
  await expect(page.getByText('Test mode: Google sign-in is simulated with test accounts.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in with Google' })
    .getByRole('button', { name: /Adaeze Okafor/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(details(page)).toContainText('ngozi.google@example.com');
  await expect(page.getByRole('button', { name: 'Pay NGN 9,000' })).toBeEnabled();
  expect(await signedInEmail(page)).toBe('adaeze.okafor@example.com');
});

test('an email that already had an account: the summary asks for its password, and Pay goes on with the order', async ({
  page,
}) => {
  const owner = await signUpViaApi(page.request, newUser('hadaccount'));
  await toSummary(page, owner.email);
  await page.getByLabel('Choose a password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Pay NGN 6,000' }).click();
  await expect(page.getByText('This email already has an account. Enter its password to pay.')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(paymentDialog(page)).toHaveCount(0);
  expect(await signedInEmail(page)).toBeNull();

  await password.fill(owner.password);
  await page.keyboard.press('Enter');
  await expect(paymentDialog(page)).toBeVisible();
  expect(await signedInEmail(page)).toBe(owner.email);
  await expect(page.getByTestId('total')).toHaveText('NGN 6,000');
});
