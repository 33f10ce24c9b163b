import { latestResetLink, newUser, signUpViaApi, type TestUser, trackPaths } from './helpers/auth.ts';
import { expect, type Page, test } from './helpers/test.ts';

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up (which signs in), stay signed in across a reload, log out', async ({ page }) => {
  const user = newUser('flow');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Sign-up signs in with the same email and password at once (decision 23); with nowhere to return to, home.
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedUser(page)).not.toBeNull();
  expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ username: user.username, email: user.email });

  // A reload of a protected page restores the session without ever showing /login.
  const paths = await trackPaths(page);
  await page.goto('/my-tickets');
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
  // A new account has no tickets yet: the empty state keeps the placeholder's Explore Events button.
  await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();
  await expect(page.getByText(/No tickets yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/concerts');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-tickets$/);
  expect(await paths()).not.toContain('/login');

  // Log Out ends the server session, forgets the profile and goes to /login.
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedUser(page)).toBeNull();
  const me = await page.request.get('/api/me');
  expect(await me.json()).toEqual({ user: null, buyer: null, isAdmin: false, isStaff: false, isOrganizer: false });
  await page.goto('/my-tickets');
  await expect(page).toHaveURL(/\/login$/);
});

test('the emailed confirmation link confirms the address once, with a press of the button', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('confirm'));
  const link = await latestResetLink(page.request, user.email, '/verify-email/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email address is confirmed. You can now sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');
});

test('a guest opening a protected page signs in and lands back on it', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('guard'));
  await page.goto('/my-tickets');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // A wrong password: the server's message, and no session.
  await signIn(page, { email: user.email, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, user);
  await expect(page).toHaveURL(/\/my-tickets$/);
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
  // The redirect replaced history: Back does not return to the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('forgot password: the mailed link sets a new password; the old one stops working', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('reset'));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('A password reset link has been sent to your email.')).toBeVisible();

  const link = await latestResetLink(page.request, user.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  const newPassword = `${user.password}-new`;
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  await password.fill('12345');
  await confirm.fill('12345');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can now sign in.');

  // The link works once.
  await page.goto(link);
  await password.fill('another-password');
  await confirm.fill('another-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');

  await page.goto('/login');
  await signIn(page, user);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/$/);
});

test('validation messages and the Show/Hide toggle', async ({ page }) => {
  const attempts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') attempts.push(new URL(request.url()).pathname);
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Username').fill('  ab ');
  await page.getByLabel('Email').fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm password', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username must be at least 3 characters long.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toHaveCount(0);

  expect(attempts).toEqual([]);
});

test('sign-up with an email that has an account answers like any sign-up; the owner is told by email', async ({
  page,
}) => {
  const user = await signUpViaApi(page.request, newUser('taken'));
  await page.goto('/signup');
  await page.getByLabel('Username').fill(`${user.username}2`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-password');
  const signup = page.waitForResponse((r) => r.url().endsWith('/api/signup'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await signup).status()).toBe(201);
  // Signing in with the new password then fails (decision 23): sign in, as the spec says, the email filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('If this email already had an account, sign in with its password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(user.email)}&limit=1`);
  expect((await outbox.json()).messages[0].subject).toBe('Someone tried to sign up with your email');
});

test('sign-up refuses a username that is taken with the server message', async ({ page }) => {
  const user = await signUpViaApi(page.request, newUser('taken'));
  await page.goto('/signup');
  await page.getByLabel('Username').fill(user.username.toUpperCase());
  await page.getByLabel('Email').fill(`other.${user.email}`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This username is already taken. Please choose another one.');
  await expect(page).toHaveURL(/\/signup$/);
});
