import { signInAsAdmin } from './helpers/admin.ts';
import { confirmEmailViaApi, signedInUser, xsrfHeader } from './helpers/auth.ts';
import { openPayment } from './helpers/checkout.ts';
import { expect, test } from './helpers/test.ts';

// Tiers and promo codes (product.md §2.13) from end to end on a fresh install's event 1 (Regular NGN 3,000, VIP NGN 15,000, a
// table for 10): the back office makes a 20% code for the VIP; a buyer takes 2 Regular and 1 VIP
// with it and pays; the tiers are named on the thank-you page, the ticket, its email and the door.
test('2 Regular + 1 VIP with a 20% VIP code: paid, and the tiers named everywhere the ticket goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `VIP20${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/promo-codes', {
    headers: await xsrfHeader(page.request),
    data: { code, eventId: '1', ticketTypeIds: ['1-vip'], kind: 'percent', amount: 20, startsAt: null, endsAt: null },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.context().clearCookies();
  const buyer = await signedInUser(page, 'tiers');
  await confirmEmailViaApi(page.request, buyer);
  await page.goto('/event-details/1');
  await expect(page.getByText('Table for 10', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('VIP', { exact: true }).first()).toBeVisible();

  await page.goto('/ticket-purchase/1');
  await page.getByLabel('First name', { exact: true }).fill('Ngozi');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await page.getByRole('button', { name: 'Increase VIP quantity' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-summary\/1$/);
  await expect(page.getByTestId('order-line')).toHaveText(['2 × RegularNGN 6,000', '1 × VIPNGN 15,000']);
  await expect(page.getByTestId('total')).toHaveText('NGN 21,000');
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  // 20% of the VIP line only: NGN 3,000 off.
  await expect(page.getByTestId('discount')).toHaveText('- NGN 3,000');
  await expect(page.getByTestId('total')).toHaveText('NGN 18,000');

  const dialog = await openPayment(page, 'NGN 18,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await expect(page.getByText('2 × Regular, 1 × VIP').first()).toBeVisible();

  // The ticket (its page names the tiers), its email, and the door's answer for it.
  await page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
  await expect(page.getByText('2 × Regular, 1 × VIP').first()).toBeVisible();
  const reference = /\/ticket\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  const ticket = (await (await page.request.get(`/api/tickets/${reference}`)).json()) as {
    totalPrice: number;
    verifyUrl: string;
    lines: { name: string; quantity: number }[];
  };
  expect(ticket.totalPrice).toBe(18_000);
  expect(ticket.lines.map((line) => `${line.quantity} × ${line.name}`)).toEqual(['2 × Regular', '1 × VIP']);
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(buyer.email)}`);
      const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
      return messages.find((message) => message.subject.startsWith('Your ticket for'))?.text ?? '';
    })
    .toContain('2 × Regular, 1 × VIP');
  const verify = await page.request.get(new URL(ticket.verifyUrl).pathname + new URL(ticket.verifyUrl).search, {
    headers: { accept: 'text/html' },
  });
  expect(await verify.text()).toContain('2 × Regular, 1 × VIP');
});

// Event 2's early bird sold in the month before the install and has closed; Regular follows it,
// so Regular is what is on sale now (decision 30's `after` tier), at the spec's price.
test("event 2's early bird has closed, so the Regular after it is on sale", async ({ page }) => {
  await page.goto('/event-details/2');
  await expect(page.getByText('Early bird', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Sale ended').first()).toBeVisible();
  await signedInUser(page, 'early');
  await page.goto('/ticket-purchase/2');
  await expect(page.getByRole('button', { name: 'Increase Regular quantity' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Increase Early bird quantity' })).toHaveCount(0);
});
