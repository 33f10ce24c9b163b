import { latestResetLink, newUser, signUpViaApi, trackPaths } from './helpers/auth.ts';
import { fillPurchaseForm } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

/**
 * A new buyer on the way to Pay (decision 23, docs/checkout-path.md): the email is typed once, on
 * the purchase form; sign-in and sign-up have it filled in and say the order is kept; sign-up signs
 * in at once and lands on the summary with the order.
 */

// Event 1 is Davido Live In Concert, NGN 3,000 a ticket.
const TITLE = 'Davido Live In Concert';
const KEPT_ON_SIGN_IN = `Sign in to finish your order. Your order for ${TITLE} is kept.`;
const KEPT_ON_SIGN_UP = `Create your account to finish your order. Your order for ${TITLE} is kept.`;

const details = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your details', exact: true }) });

/** From the purchase form as a guest to the sign-up page, through sign-in's Sign up link. */
async function toSignUp(page: Page, email: string, quantity = 2) {
  await page.goto('/ticket-purchase/1');
  await fillPurchaseForm(page, { firstName: 'Ngozi', lastName: 'Eze', email, quantity });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(KEPT_ON_SIGN_IN)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText(KEPT_ON_SIGN_UP)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
}

test('a new buyer types the email once: form → sign-in → sign-up (username and password) → the summary, Pay enabled', async ({
  page,
}) => {
  const user = newUser('waytopay');
  const paths = await trackPaths(page);
  await toSignUp(page, user.email);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buy ${TITLE} Ticket`);
  await expect(details(page)).toContainText('Ngozi Eze');
  await expect(details(page)).toContainText(user.email);
  await expect(page.getByTestId('unit-line')).toHaveText('NGN 3,000 × 2');
  await expect(page.getByTestId('total')).toHaveText('NGN 6,000');
  await expect(page.getByRole('button', { name: 'Pay NGN 6,000' })).toBeEnabled();
  // Signed in as the new account, whose email is the one typed on the purchase form.
  expect(await page.evaluate(async () => (await (await fetch('/api/me')).json()).user?.email)).toBe(user.email);
  await latestResetLink(page.request, user.email, '/verify-email/');

  // Screens in order (the router also records its first page again as it starts: runs of one path
  // are one screen): the summary the guest asked for was replaced by /login at once (the route
  // guard), sign-up replaced sign-in, and the summary replaced sign-up; no second sign-in screen.
  const screens = (await paths()).filter((path, i, all) => path !== all[i - 1]);
  expect(screens).toEqual(['/ticket-purchase/1', '/order-summary/1', '/login', '/signup', '/order-summary/1']);
  // The account pages took one place in history: Back from the summary is the purchase form.
  await page.goBack();
  await expect(page).toHaveURL(/\/ticket-purchase\/1$/);
});

test('sign-up offers Google too, which signs in and returns to the summary with the order', async ({ page }) => {
  await toSignUp(page, 'ngozi.google@example.com', 3);
  await expect(page.getByText('Test mode: Google sign-in is simulated with test accounts.')).toBeVisible();
  await expect(page.getByText('or sign up with email')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await dialog.getByRole('button', { name: /Adaeze Okafor/ }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(details(page)).toContainText('ngozi.google@example.com');
  await expect(page.getByTestId('unit-line')).toHaveText('NGN 3,000 × 3');
  await expect(page.getByRole('button', { name: 'Pay NGN 9,000' })).toBeEnabled();
  expect(await page.evaluate(async () => (await (await fetch('/api/me')).json()).user?.email)).toBe(
    'adaeze.okafor@example.com',
  );
});

test('an email that already had an account: sign-up answers as always, then sign-in with the email filled in keeps the order', async ({
  page,
}) => {
  const owner = await signUpViaApi(page.request, newUser('hadaccount'));
  await toSignUp(page, owner.email);
  await page.getByLabel('Username').fill(`${owner.username}2`);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('If this email already had an account, sign in with its password.')).toBeVisible();
  await expect(page.getByText(KEPT_ON_SIGN_IN)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(page.getByTestId('total')).toHaveText('NGN 6,000');
});
