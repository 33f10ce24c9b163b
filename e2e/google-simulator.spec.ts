import { seriousViolations } from './helpers/axe.ts';
import { expect, type Page, test } from './helpers/test.ts';

/**
 * Google sign-in through the local simulator: the embedded default (no GOOGLE_CLIENT_ID, outside
 * production). Its pop-up offers test people; the ID token it gets is signed by the server's own
 * key and signs in through POST /api/google-login, as Google's would.
 */

async function openGooglePopup(page: Page) {
  await expect(page.getByText('Test mode: Google sign-in is simulated with test accounts.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Test mode — simulated Google accounts; nothing is sent to Google');
  return dialog;
}

const signedInEmail = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/me')).json()).user?.email ?? null);

test('signs in as a test person from the pop-up, and returns to the page that asked', async ({ page }) => {
  await page.goto('/my-tickets');
  await expect(page).toHaveURL(/\/login$/);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') logins.push(new URL(request.url()).pathname);
  });

  const dialog = await openGooglePopup(page);
  const adaeze = dialog.getByRole('button', { name: /Adaeze Okafor/ });
  await expect(adaeze).toBeFocused();
  await adaeze.click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-tickets$/);
  expect(await signedInEmail(page)).toBe('adaeze.okafor@example.com');
  // The same way in as Google's: a token from the simulator, then the one Google sign-in endpoint.
  expect(logins).toEqual(['/api/google-simulator/token', '/api/google-login']);
});

test("signs in as 'another email', which must be an email", async ({ page }) => {
  await page.goto('/login');
  const dialog = await openGooglePopup(page);
  await dialog.getByRole('button', { name: 'Use another email' }).click();
  const email = dialog.getByLabel('Email');
  await expect(email).toBeFocused();
  await email.fill('not an email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const address = `sim.${Date.now().toString(36)}@example.com`;
  await email.fill(address);
  await dialog.getByLabel('Name (optional)').fill('Simi Ogunleye');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInEmail(page)).toBe(address);
});

test('the pop-up keeps the keyboard inside, and Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/login');
  const dialog = await openGooglePopup(page);
  await expect(dialog.getByRole('button', { name: /Adaeze Okafor/ })).toBeFocused();
  // Shift+Tab from the first control goes round to the last, not out to the page.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Adaeze Okafor/ })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
  expect(await signedInEmail(page)).toBeNull();
});

for (const width of [390, 1280]) {
  test(`the login page and the pop-up have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    const dialog = await openGooglePopup(page);
    await expect(dialog.getByRole('button', { name: /Ngozi Eze/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Every control the pop-up shows is a full-size target (the other-email form is still folded).
    const boxes = await dialog
      .locator('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0));
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });
}
