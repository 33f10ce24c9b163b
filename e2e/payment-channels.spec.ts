import { signedInUser, xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment, paymentDialog } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The payment simulator's channels (card, bank transfer, USSD, bank account) in Chromium.
// The bank account channel goes through the storefront's own Pay flow to the thank-you page.
// The others are opened here the way the web app opens the pop-up (PaystackPop.setup(...).openIframe())
// with callbacks that record what the pop-up reports, so these tests see exactly what the pop-up
// tells the page: the callback for a decided payment, onClose for money on its way.

interface Outcome {
  callback?: { reference: string; status: string; message: string };
  closed?: true;
}

/** A signed-in buyer's order of one NGN 3,000 ticket for event 1, and the pop-up open for it. */
async function openPopup(page: Page, channels?: string[]) {
  const user = await signedInUser(page, 'channels');
  const headers = await xsrfHeader(page.request);
  const initialize = await page.request.post('/api/initialize-transaction', {
    headers,
    data: {
      eventId: '1',
      ticketQuantity: 1,
      firstName: 'Ada',
      lastName: 'Obi',
      email: user.email,
      phoneNumber: '+2348031234567',
      isGift: false,
    },
  });
  expect(initialize.status(), await initialize.text()).toBe(200);
  const reference = ((await initialize.json()) as { data: { reference: string } }).data.reference;
  await page.goto('/helpdesk');
  await page.addScriptTag({ url: '/api/payment-simulator/inline.js' });
  await page.evaluate(
    ({ ref, email, channels }) => {
      const w = window as unknown as {
        outcomes: unknown[];
        PaystackPop: { setup(options: unknown): { openIframe(): void } };
      };
      w.outcomes = [];
      w.PaystackPop.setup({
        key: 'pk_test_simulator',
        email,
        amount: 300000,
        currency: 'NGN',
        ref,
        metadata: {},
        ...(channels ? { channels } : {}),
        callback: (response: unknown) => w.outcomes.push({ callback: response }),
        onClose: () => w.outcomes.push({ closed: true }),
      }).openIframe();
    },
    { ref: reference, email: user.email, channels },
  );
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  return { reference, dialog, email: user.email };
}

const outcomes = (page: Page) =>
  page.evaluate(() => (window as unknown as { outcomes: Outcome[] }).outcomes) as Promise<Outcome[]>;

/** The simulator's own record of the payment. */
async function simulated(page: Page, reference: string) {
  const response = await page.request.get(`/api/payment-simulator/transactions/${reference}`);
  return (await response.json()) as { status: string; channel: string | null; gatewayResponse: string | null };
}

test('the pop-up offers every channel, card first; the bank account channel approves and reaches the thank-you page', async ({
  page,
}) => {
  await signedInUser(page, 'bank');
  await page.goto('/ticket-purchase/1');
  await fillPurchaseForm(page, { firstName: 'Ada', lastName: 'Obi' });
  await expect(page).toHaveURL(/\/order-summary\/1$/);
  const dialog = await openPayment(page, 'NGN 3,000');

  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText(['Card', 'Bank transfer', 'USSD', 'Bank account']);
  await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();

  // The keyboard reaches the channels: Shift+Tab to the chosen tab, arrows to the others, Enter picks.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: 'Card' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Bank transfer' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('tab', { name: 'Bank account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
  const panel = dialog.getByRole('tabpanel', { name: 'Bank account' });
  await expect(panel).toBeVisible();

  await panel.getByLabel('Your bank').selectOption({ label: 'Zenith Bank' });
  await panel.getByLabel('Account number').fill('01234');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the 10-digit account number.');
  await expect(panel.getByLabel('Account number')).toBeFocused();
  await panel.getByLabel('Account number').fill('0123456789');
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel).toContainText(
    'Zenith Bank sent a one-time code to the phone number on account 0123456789. Test mode: the code is 123456.',
  );
  await expect(panel.getByLabel('One-time code')).toBeFocused();
  await panel.getByLabel('One-time code').fill('000000');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That code is not right. In test mode the code is 123456.');
  await panel.getByLabel('One-time code').fill('123456');
  await panel.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/thank-you\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  const reference = (await page.getByRole('region', { name: 'Your purchase' }).textContent())?.match(
    /OWB-[A-Za-z0-9_-]{24}/,
  )?.[0];
  expect(reference).toBeTruthy();
  expect(await simulated(page, reference ?? '')).toMatchObject({ status: 'success', channel: 'bank' });
});

test('bank transfer: an account number, the exact amount and a countdown; sent money closes the pop-up and arrives by webhook', async ({
  page,
}) => {
  const { reference, dialog, email } = await openPopup(page);
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Bank transfer' });
  await expect(panel).toContainText('Titan Trust Bank (test)');
  await expect(panel.getByText(/^[1-9]\d{9}$/)).toBeVisible();
  await expect(panel).toContainText('Owambe Tickets Checkout');
  await expect(panel).toContainText('NGN 3,000');
  const timer = panel.getByRole('timer');
  await expect(timer).toHaveText(/^This account expires in (30:00|29:5\d)$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  expect(await simulated(page, reference)).toMatchObject({ status: 'ongoing', channel: 'bank_transfer' });

  await panel.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(dialog).toBeHidden();
  // onClose, not the callback: the money is on its way, nothing is decided yet.
  expect(await outcomes(page)).toEqual([{ closed: true }]);
  expect((await simulated(page, reference)).status).toBe('ongoing');

  // It arrives by itself (2 s in these tests): the webhook issues the ticket and its email.
  await expect.poll(async () => (await simulated(page, reference)).status, { timeout: 15_000 }).toBe('success');
  await expect
    .poll(
      async () => {
        const mailbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        return ((await mailbox.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
      },
      { timeout: 10_000 },
    )
    .toContain('Your ticket for Davido Live In Concert');
});

test('an expired transfer account takes nothing; choosing bank transfer again gives a fresh 30 minutes', async ({
  page,
}) => {
  // The page's clock only: the countdown runs on it (the server's account is still open).
  await page.clock.install();
  const { dialog } = await openPopup(page);
  const tab = dialog.getByRole('tab', { name: 'Bank transfer' });
  await tab.click();
  const timer = dialog.getByRole('timer');
  await expect(timer).toHaveText(/^This account expires in (30:00|29:5\d)$/);
  await page.clock.fastForward('30:05');
  await expect(timer).toHaveText('This account has expired. Choose bank transfer again for a new one.');
  await expect(dialog.getByRole('button', { name: 'I have sent the money' })).toBeDisabled();
  await tab.click();
  await expect(timer).toHaveText(/^This account expires in (30:00|29:5\d)$/);
  await expect(dialog.getByRole('button', { name: 'I have sent the money' })).toBeEnabled();
});

test('USSD: the chosen bank gives its dial code; dialled, the pop-up closes and the payment arrives by webhook', async ({
  page,
}) => {
  const { reference, dialog } = await openPopup(page);
  await dialog.getByRole('tab', { name: 'USSD' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'USSD' });
  const dialled = panel.getByRole('button', { name: 'I have dialled the code' });
  await expect(dialled).toBeDisabled();
  const bank = panel.getByLabel('Your bank');
  await expect(bank.locator('option')).toHaveText([
    'Choose your bank',
    'GTBank (*737#)',
    'Access Bank (*901#)',
    'Zenith Bank (*966#)',
    'First Bank (*894#)',
    'UBA (*919#)',
  ]);
  await bank.selectOption({ label: 'GTBank (*737#)' });
  await expect(panel.getByText(/^\*737\*000\*\d{4}#$/)).toBeVisible();
  await expect(panel).toContainText('It pays NGN 3,000 to this order.');
  await bank.selectOption({ label: 'UBA (*919#)' });
  await expect(panel.getByText(/^\*919\*000\*\d{4}#$/)).toBeVisible();
  await expect(dialled).toBeEnabled();
  await dialled.click();
  await expect(dialog).toBeHidden();
  expect(await outcomes(page)).toEqual([{ closed: true }]);
  await expect.poll(async () => (await simulated(page, reference)).status, { timeout: 15_000 }).toBe('success');
  expect((await simulated(page, reference)).channel).toBe('ussd');
});

test("Decline reports the bank's reason to the page; Escape still closes, and the focus stays inside", async ({
  page,
}) => {
  const { reference, dialog } = await openPopup(page);
  // Tab cycles through the tabs, the card's buttons and its reason, never out of the dialog.
  for (let n = 0; n < 8; n += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  const card = dialog.getByRole('tabpanel', { name: 'Card' });
  await card.getByLabel('If declined, the reason (test mode)').selectOption({ label: 'Expired card' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  expect(await outcomes(page)).toEqual([
    { callback: expect.objectContaining({ reference, status: 'failed', message: 'Declined: expired card' }) },
  ]);
  expect(await simulated(page, reference)).toMatchObject({
    status: 'failed',
    gatewayResponse: 'Declined: expired card',
  });

  const again = await openPopup(page);
  await page.keyboard.press('Escape');
  await expect(again.dialog).toBeHidden();
  expect(await outcomes(page)).toEqual([{ closed: true }]);
});

test('channels: the pop-up offers only those it is given, card first; one channel shows no tabs', async ({ page }) => {
  const some = await openPopup(page, ['ussd', 'card']);
  await expect(some.dialog.getByRole('tab')).toHaveText(['Card', 'USSD']);
  await page.keyboard.press('Escape');

  const only = await openPopup(page, ['bank_transfer']);
  await expect(only.dialog.getByRole('tab')).toHaveCount(0);
  await expect(only.dialog.getByRole('timer')).toHaveText(/^This account expires in/);
});

for (const width of [390, 1280]) {
  test(`every channel's panel fits ${width} px, has full-size targets and no serious violations (screenshots)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { dialog } = await openPopup(page);
    const shoot = async (name: string) => {
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0, name).toBeLessThanOrEqual(width);
      // Nothing inside is wider than the dialog: no sideways scrolling at 390 px.
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
      const targets = await dialog
        .locator('button, select, input')
        .evaluateAll((elements) =>
          elements.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0),
        );
      for (const target of targets) expect(target.height, name).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page), name).toEqual([]);
      await page.screenshot({ path: info.outputPath(`channel-${name}-${width}.png`) });
    };
    await shoot('card');
    await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
    await expect(dialog.getByRole('timer')).toHaveText(/expires in/);
    await shoot('transfer');
    await dialog.getByRole('tab', { name: 'USSD' }).click();
    await dialog.getByRole('tabpanel', { name: 'USSD' }).getByLabel('Your bank').selectOption('gtbank');
    await expect(dialog.getByText(/^\*737\*000\*\d{4}#$/)).toBeVisible();
    await shoot('ussd');
    await dialog.getByRole('tab', { name: 'Bank account' }).click();
    await shoot('bank');
    await dialog.getByLabel('Account number').fill('0123456789');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('One-time code')).toBeFocused();
    await shoot('bank-approve');
  });
}
