import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { xsrfHeader } from './auth.ts';

/**
 * Purchase helpers for the end-to-end specs. The server runs the payment simulator (the default),
 * whose pop-up is a dialog named 'Test payment' with Pay, Decline and Close.
 */

export interface Buyer {
  firstName: string;
  lastName?: string;
  email?: string;
  /** National number, typed as a Nigerian would (the country select stays at +234). */
  phone?: string;
  quantity?: number;
  gift?: { firstName: string; lastName?: string; email?: string };
}

/** Fills /ticket-purchase/{id} (already open) and presses Continue. */
export async function fillPurchaseForm(page: Page, buyer: Buyer): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(buyer.firstName);
  if (buyer.lastName) await page.getByLabel('Last name (optional)').fill(buyer.lastName);
  if (buyer.email) await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Phone number').fill(buyer.phone ?? '08031234567');
  // A date with a seat plan (decision 51) sells seats, not a quantity: the buyer taps free ones
  // (unless the spec chose them already). Beside a standing Regular (the concert's pitch), the
  // buyer stands, unless the spec chose tickets already.
  if ((await page.locator('[data-seat-picker]').count()) > 0) {
    const seatsChosen = await page.getByTestId('chosen-seats').getByRole('listitem').count();
    const standing = page.getByLabel('Regular quantity', { exact: true });
    if ((await standing.count()) > 0) {
      if (seatsChosen === 0 && (await standing.textContent()) === '0') await chooseQuantity(page, buyer.quantity ?? 1);
    } else if (seatsChosen === 0) {
      await chooseFreeSeats(page, buyer.quantity ?? 1);
    }
  } else {
    await chooseQuantity(page, buyer.quantity ?? 1);
  }
  if (buyer.gift) {
    await page.getByText('This ticket is a gift').click();
    await page.getByLabel('Recipient first name').fill(buyer.gift.firstName);
    if (buyer.gift.lastName) await page.getByLabel('Recipient last name').fill(buyer.gift.lastName);
    if (buyer.gift.email) await page.getByLabel('Recipient email').fill(buyer.gift.email);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * An event of several tiers (events 1 and 2 on a fresh install, product.md §2.13) has a stepper per
 * tier, each from 0: the buyer takes Regular. A one-tier event's quantity starts at 1.
 */
async function chooseQuantity(page: Page, quantity: number) {
  const regular = page.getByRole('button', { name: 'Increase Regular quantity' });
  const tiered = (await regular.count()) > 0;
  for (let n = tiered ? 0 : 1; n < quantity; n += 1) {
    await (tiered ? regular : page.getByRole('button', { name: 'Increase quantity' })).click();
  }
}

/**
 * `count` free seats of the plan's first section (Regular, at the price a quantity would pay), chosen
 * at random so that specs running side by side on one date rarely want the same seat.
 */
async function chooseFreeSeats(page: Page, count: number) {
  const free = page.locator('[data-seat-picker] [data-state="free"][data-seat^="1-"]');
  await expect(free.first()).toBeAttached();
  const ids = await free.evaluateAll((seats) => seats.map((seat) => seat.getAttribute('data-seat') ?? ''));
  const picked = ids.sort(() => Math.random() - 0.5).slice(0, count);
  for (const id of picked) await page.locator(`[data-seat="${id}"]`).click();
  await expect(page.getByTestId('chosen-seats').getByRole('listitem')).toHaveCount(count);
}

export const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });

/** Presses Pay on the order summary (once the script has loaded) and waits for the simulator's dialog. */
export async function openPayment(page: Page, total: string) {
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  await pay.click();
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The whole purchase through the API, as the web app makes it: the paid reference. Without
 * `lines`, the event's first tier on sale; with them, those tiers (architecture.md §9.3).
 */
export async function purchaseViaApi(
  request: APIRequestContext,
  eventId = '1',
  ticketQuantity = 1,
  lines?: { ticketTypeId: string; quantity: number }[],
  /** More of initialize's fields, e.g. a `showtimeId`. */
  more: Record<string, unknown> = {},
): Promise<string> {
  const headers = await xsrfHeader(request);
  const initialize = await request.post('/api/initialize-transaction', {
    headers,
    data: {
      eventId,
      ticketQuantity,
      ...(lines ? { lines } : {}),
      ...more,
      firstName: 'Api',
      lastName: 'Buyer',
      email: 'api.buyer@example.com',
      phoneNumber: '+2348031234567',
      isGift: false,
    },
  });
  expect(initialize.status(), await initialize.text()).toBe(200);
  const { data } = (await initialize.json()) as { data: { reference: string } };
  const pay = await request.post(`/api/payment-simulator/transactions/${data.reference}/pay`, { headers, data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  const verify = await request.get(`/api/verify-transaction/${data.reference}`);
  expect(verify.status(), await verify.text()).toBe(200);
  return data.reference;
}
