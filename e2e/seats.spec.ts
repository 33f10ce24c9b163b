import { signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

// Reserved seats (decision 51). The seeded film, event 3, sells its dates by seat: 10 July (3-2) at
// Genesis Cinema Lekki Hall 1, Regular rows A–J (NGN 1,500) and Premium rows K–M (NGN 3,500). A
// buyer picks seats on the plan (or by Best available, or by keyboard in the list by row), pays,
// and the ticket names the seats; two buyers racing for one seat end with one order, and the other
// is told and keeps the rest of the choice. Screenshots of the picker at 390 and 1280 px in /tmp
// (or SEATS_SHOTS_DIR). The tests share one date's seats, so they run one after another, each on
// seats of its own.

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SEATS_SHOTS_DIR ?? '/tmp';
const WIDTHS = [390, 1280] as const;

/** A fresh start sells the film's dates by seat: date 3-2 has Genesis Lekki's Hall 1 (decision 51). */
test.beforeAll(async ({ request }) => {
  const film = (await (await request.get('/api/events/3')).json()) as { showtimes?: { id: string; seated: boolean }[] };
  expect(film.showtimes?.find((date) => date.id === '3-2')?.seated).toBe(true);
});

const picker = (page: Page) => page.getByTestId('seat-picker');
const seat = (page: Page, id: string) => page.locator(`[data-seat="${id}"]`);
const yourSeats = (page: Page) => page.getByTestId('chosen-seats').getByRole('listitem');

async function openPicker(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto('/ticket-purchase/3?showtime=3-2');
  await expect(picker(page).getByRole('heading', { name: 'Choose your seats' })).toBeVisible();
}

for (const width of WIDTHS) {
  test(`at ${width} px a buyer picks two seats on the plan, pays, and the ticket names both`, async ({ page }) => {
    test.setTimeout(120_000);
    await signedInUser(page, `seats-${width}`);
    await openPicker(page, width);
    // No quantity stepper: the seats are the quantity.
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
    const row = width === 390 ? 'C' : 'D';
    const first = seat(page, `1-${row}7`);
    // A seat is a 44 px target at the zoom a phone opens on.
    if (width === 390) {
      const box = await first.locator('rect').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await first.click();
    await seat(page, `1-${row}8`).click();
    await expect(yourSeats(page)).toHaveText([
      new RegExp(`Row ${row}, seat 7 · Regular · NGN 1,500`),
      new RegExp(`Row ${row}, seat 8 · Regular · NGN 1,500`),
    ]);
    await expect(page.getByTestId('total')).toHaveText('NGN 3,000');
    await picker(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/seats-picker-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/seats-page-${width}.png`, fullPage: true });

    await fillPurchaseForm(page, { firstName: 'Ada', lastName: 'Obi' });
    await expect(page).toHaveURL(/\/order-summary\/3$/);
    const labels = `Row ${row}, seat 7, Row ${row}, seat 8`;
    await expect(page.getByRole('main')).toContainText(labels);
    const dialog = await openPayment(page, 'NGN 3,000');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/thank-you\/3$/);
    await page.getByRole('button', { name: 'View Ticket' }).click();
    await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
    await expect(page.getByTestId('ticket-seats')).toHaveText(labels);
    // Taken now: the plan shows them so to the next buyer.
    await openPicker(page, width);
    await expect(seat(page, `1-${row}7`)).toHaveAttribute('data-state', 'taken');
  });
}

test('Best available chooses 4 seats together, and the picker passes axe', async ({ page }) => {
  await openPicker(page, 390);
  await picker(page).getByLabel('Seats together').fill('4');
  await picker(page).getByRole('button', { name: 'Best available' }).click();
  await expect(yourSeats(page)).toHaveCount(4);
  const labels = await yourSeats(page).allTextContents();
  const rows = new Set(labels.map((text) => /Row ([A-Z])/.exec(text)?.[1]));
  expect(rows.size, labels.join(' / ')).toBe(1);
  const numbers = labels.map((text) => Number(/seat (\d+)/.exec(text)?.[1])).sort((a, b) => a - b);
  expect((numbers[3] ?? 0) - (numbers[0] ?? 0)).toBe(3);
  await page.getByText('Choose from a list of seats by row').click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a keyboard-only buyer picks a seat through the list by row', async ({ page }) => {
  await openPicker(page, 1280);
  const list = page.getByText('Choose from a list of seats by row');
  await list.focus();
  await page.keyboard.press('Enter');
  const rowE = page.locator('summary', { hasText: /^Row E / });
  await rowE.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const box = page.getByRole('checkbox', { name: 'Row E, seat 1, Regular, NGN 1,500' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(yourSeats(page)).toHaveText([/Row E, seat 1 · Regular/]);
  await expect(seat(page, '1-E1')).toHaveAttribute('data-state', 'chosen');
  // A taken seat cannot be chosen in the list either.
  await page.locator('summary', { hasText: /^Row C / }).click();
  await expect(page.getByRole('checkbox', { name: /^Row C, seat 7, Regular/ })).toBeDisabled();
});

test('two buyers race for one seat: one order, and the other is told and keeps the rest', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signedInUser(a, 'race-a');
  await signedInUser(b, 'race-b');
  await openPicker(a, 1280);
  await openPicker(b, 1280);
  await seat(a, '1-H5').click();
  await seat(a, '1-H6').click();
  await seat(b, '1-H5').click();
  await seat(b, '1-H8').click();
  await fillPurchaseForm(a, { firstName: 'Ada' });
  await fillPurchaseForm(b, { firstName: 'Bola' });
  await expect(a).toHaveURL(/\/order-summary\/3$/);
  await expect(b).toHaveURL(/\/order-summary\/3$/);

  const dialog = await openPayment(a, 'NGN 3,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(a).toHaveURL(/\/thank-you\/3$/);

  await b.getByRole('button', { name: 'Pay NGN 3,000' }).click();
  await expect(b).toHaveURL(/\/ticket-purchase\/3/);
  await expect(b.getByRole('main')).toContainText(
    'Row H, seat 5 was just taken by someone else. Choose another seat; the rest of your choice is kept.',
  );
  await expect(yourSeats(b)).toHaveText([/Row H, seat 8/]);
  await expect(seat(b, '1-H5')).toHaveAttribute('data-state', 'taken');
  await first.close();
  await second.close();
});
