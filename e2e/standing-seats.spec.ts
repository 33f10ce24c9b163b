import { confirmEmailViaApi, signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

// A concert's seated stand beside its standing pitch (decision 51). The seeded Wizkid show, event 4,
// sells one date at the Stade de France: the pitch standing as Regular (NGN 3,000) and the north
// stand's 96 seats, rows A–F, as Reserved Seat (NGN 9,000). A buyer takes two standing tickets and
// two seats in one order, pays with the simulator, and the ticket names the seats and both tiers.
// Screenshots of the purchase form at 390 and 1280 px in /tmp (or SEATS_SHOTS_DIR). Each width
// buys seats of its own row, so the tests run side by side and on retries without meeting.

const SHOTS = process.env.SEATS_SHOTS_DIR ?? '/tmp';
const WIDTHS = [390, 1280] as const;

/** A fresh start seats the concert's stand beside its standing Regular (the seed, decision 51). */
test.beforeAll(async ({ request }) => {
  const concert = (await (await request.get('/api/events/4')).json()) as {
    showtimes?: { id: string; seated: boolean; seatedTierIds?: string[] }[];
  };
  expect(concert.showtimes).toEqual([expect.objectContaining({ id: '4-1', seated: true, seatedTierIds: ['4-seat'] })]);
});

const picker = (page: Page) => page.getByTestId('seat-picker');
const seat = (page: Page, id: string) => page.locator(`[data-seat="${id}"]`);
const yourSeats = (page: Page) => page.getByTestId('chosen-seats').getByRole('listitem');

async function openForm(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto('/ticket-purchase/4');
  await expect(picker(page).getByRole('heading', { name: 'Choose your seats' })).toBeVisible();
}

/** Free seats side by side in `row` (a retry finds its own first pick taken, so it looks again). */
async function twoFreeSeats(page: Page, row: string): Promise<[string, string]> {
  const free = await page
    .locator(`[data-seat^="1-${row}"][data-state="free"]`)
    .evaluateAll((seats) => seats.map((each) => each.getAttribute('data-seat') ?? ''));
  const numbers = free.map((id) => Number(id.slice(3))).sort((a, b) => a - b);
  const start = numbers.find((n) => n > 2 && n < 15 && numbers.includes(n + 1));
  if (start === undefined) throw new Error(`no two free seats together in row ${row}`);
  return [`1-${row}${start}`, `1-${row}${start + 1}`];
}

for (const width of WIDTHS) {
  test(`at ${width} px a buyer takes 2 standing and 2 seats in one order, pays, and the ticket names both tiers and the seats`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Four tickets: more than an unconfirmed account may hold (decision 21).
    await confirmEmailViaApi(page.request, await signedInUser(page, `standing-seats-${width}`));
    await openForm(page, width);
    // One date: no date to choose; the pitch by quantity, the stand on the plan, facing the stage.
    await expect(page.getByLabel('Date and time')).toHaveCount(0);
    const standing = page.getByRole('group', { name: 'Standing tickets' });
    await expect(standing).toContainText('Standing on the pitch, in front of the stage.');
    await expect(page.getByRole('button', { name: 'Increase Reserved Seat quantity' })).toHaveCount(0);
    await expect(page.getByTestId('seat-map')).toContainText('Stage');

    const more = standing.getByRole('button', { name: 'Increase Regular quantity' });
    await more.click();
    await more.click();
    await expect(standing.getByLabel('Regular quantity', { exact: true })).toHaveText('2');
    const row = width === 390 ? 'C' : 'D';
    const [a, b] = await twoFreeSeats(page, row);
    // A seat is a 44 px target at the zoom a phone opens on.
    if (width === 390) {
      const box = await seat(page, a).locator('rect').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await seat(page, a).click();
    await seat(page, b).click();
    const labels = [a, b].map((id) => `Row ${row}, seat ${id.slice(3)}`);
    await expect(yourSeats(page)).toHaveText(labels.map((label) => new RegExp(`${label} · North stand · NGN 9,000`)));
    await expect(page.getByTestId('form-line')).toHaveText(['2 × RegularNGN 6,000', '2 × Reserved SeatNGN 18,000']);
    await expect(page.getByTestId('total')).toHaveText('NGN 24,000');
    // The standing tickets and the plan together, just below the sticky header; then the whole page from its top.
    await standing.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 88));
    await page.screenshot({ path: `${SHOTS}/standing-seats-form-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/standing-seats-page-${width}.png`, fullPage: true });

    await fillPurchaseForm(page, { firstName: 'Ada', lastName: 'Obi' });
    await expect(page).toHaveURL(/\/order-summary\/4$/);
    await expect(page.getByRole('main')).toContainText(labels.join(', '));
    await expect(page.getByRole('main')).toContainText('2 × Reserved Seat');
    const dialog = await openPayment(page, 'NGN 24,000');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/thank-you\/4$/);
    await page.getByRole('button', { name: 'View Ticket' }).click();
    await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
    await expect(page.getByTestId('ticket-seats')).toHaveText(labels.join(', '));
    await expect(page.getByRole('main')).toContainText('2 × Regular, 2 × Reserved Seat');
    // Taken now: the plan shows them so to the next buyer; the pitch still sells.
    await openForm(page, width);
    await expect(seat(page, a)).toHaveAttribute('data-state', 'taken');
    await expect(page.getByRole('button', { name: 'Increase Regular quantity' })).toBeEnabled();
  });
}

test('the standing steppers and the picker pass axe side by side', async ({ page }) => {
  await openForm(page, 390);
  await page.getByRole('button', { name: 'Increase Regular quantity' }).click();
  await page.getByText('Choose from a list of seats by row').click();
  expect(await seriousViolations(page)).toEqual([]);
});
