import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { newUser, signInViaApi, signUpViaApi, xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, type Page, test } from './helpers/test.ts';

// Venues' seat plans in the back office (decision 51): an admin builds a plan from numbers and
// sees it drawn, and an edit of the seeded Hall 1 that would remove a seat a buyer holds is
// refused with the seat's name. On the server whose catalogue may change (helpers/admin.ts):
// seats.spec.ts buys Hall 1's seats on the other server. Screenshots of the editor at 390 and
// 1280 px in /tmp (or SEAT_PLANS_SHOTS_DIR).

test.use({ baseURL: CATALOGUE_SERVER });
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SEAT_PLANS_SHOTS_DIR ?? '/tmp';
const editor = (page: Page) => page.getByRole('form', { name: 'Seat plan' });

/** A fresh start has Genesis Lekki's Hall 1, the plan the film's first dates sell (decision 51). */
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: CATALOGUE_SERVER });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const { plans } = (await (await page.request.get('/api/admin/seat-plans')).json()) as { plans: { name: string }[] };
  expect(plans.map((plan) => plan.name)).toContain('Hall 1');
  await context.close();
});

test('an admin builds a plan from numbers and sees it drawn; the editor passes axe at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/admin/seat-plans');
  await expect(page.getByRole('heading', { name: 'Seat plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seat plans' })).toContainText('Hall 1');

  const form = editor(page);
  await form.getByLabel('Venue', { exact: true }).fill('Terra Kulture, Victoria Island');
  await form.getByLabel('Plan name', { exact: true }).fill(`Main hall ${Date.now().toString(36)}`);
  await form.getByLabel('Rows', { exact: true }).fill('8');
  await form.getByLabel('Seats per row', { exact: true }).fill('14');
  await form.getByLabel('Aisles after seat numbers').fill('4, 10');
  await form.getByLabel('Wheelchair spaces').fill('A1, A2');
  await form.getByLabel('Companion seats').fill('A3');
  await form.getByLabel('Restricted view').fill('A14');
  await expect(page.getByText(/seats in one section/)).toHaveText('112 seats in one section.');
  await form.getByRole('button', { name: 'Add a section' }).click();
  const balcony = form.getByRole('group').nth(1);
  await balcony.getByLabel('Section name').fill('Balcony');
  await balcony.getByLabel('Seats per row', { exact: true }).fill('10');
  await expect(page.getByText(/seats in 2 sections/)).toHaveText('142 seats in 2 sections.');
  const drawing = page.getByRole('img', { name: /The plan drawn: 142 seats/ });
  await expect(drawing).toBeVisible();
  await expect(drawing.locator('rect')).toHaveCount(142 + 1);
  await expect(page.getByRole('list', { name: 'Key' })).toContainText('Wheelchair space: 2');
  // A problem in the numbers is said at once, and nothing is drawn.
  await balcony.getByLabel('First row letter').fill('B');
  await expect(page.getByText('Row B is in two sections.', { exact: false })).toBeVisible();
  await expect(drawing).toHaveCount(0);
  await balcony.getByLabel('First row letter').fill('I');
  await expect(drawing).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByRole('heading', { name: 'New seat plan' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/plan-editor-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }

  await form.getByRole('button', { name: 'Create the plan' }).click();
  await expect(form.getByText(/is saved: 142 seats\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seat plans' })).toContainText(
    'Terra Kulture, Victoria Island, 142 seats',
  );
});

test("editing Hall 1 to drop a row whose seat a buyer holds is refused with the seat's name", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  // A date selling Hall 1, or one nobody ordered given it on the event's Dates card.
  const { showtimes } = (await (await page.request.get('/api/admin/events/3/showtimes')).json()) as {
    showtimes: { id: string; sold: number; held: number; seatPlan: { name: string } | null }[];
  };
  let date = showtimes.find((d) => d.seatPlan?.name === 'Hall 1');
  if (!date) {
    const index = showtimes.findIndex((d) => d.sold + d.held === 0);
    date = showtimes[index];
    await page.goto('/admin/events/3');
    const item = page.getByRole('list', { name: 'Dates of this event' }).getByRole('listitem').nth(index);
    await item.getByText('Give it a seat plan').click();
    await item
      .getByRole('combobox', { name: /^Seat plan/ })
      .selectOption({ label: 'Hall 1, Genesis Cinema, Lekki (150 seats)' });
    await expect(item.getByRole('combobox', { name: /^Regular sells at/ })).toBeVisible();
    await item.getByRole('button', { name: /^Apply/ }).click();
    await expect(item.getByText('Seated: Hall 1')).toBeVisible();
  }
  expect(date, 'a date of the film to seat').toBeTruthy();

  // A buyer holds J12, the back corner of Regular.
  const buyer = await signUpViaApi(request, newUser('seat-plans'));
  await signInViaApi(request, buyer);
  const held = await request.post('/api/initialize-transaction', {
    headers: await xsrfHeader(request),
    data: {
      eventId: '3',
      showtimeId: date?.id,
      ticketQuantity: 1,
      seatIds: ['1-J12'],
      firstName: 'Ada',
      lastName: 'Obi',
      email: buyer.email,
      phoneNumber: '+2348031234567',
      isGift: false,
    },
  });
  expect(held.status(), await held.text()).toBe(200);

  await page.goto('/admin/seat-plans');
  await page.getByRole('button', { name: 'Edit Hall 1, Genesis Cinema, Lekki' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Hall 1' })).toBeVisible();
  const regular = editor(page).getByRole('group', { name: 'Regular' });
  await expect(regular.getByLabel('Rows', { exact: true })).toHaveValue('10');
  await regular.getByLabel('Rows', { exact: true }).fill('9');
  await expect(page.getByText(/seats in 2 sections/)).toHaveText('138 seats in 2 sections.');
  await editor(page).getByRole('button', { name: 'Save the plan' }).click();
  await expect(
    editor(page).getByText('Row J, seat 12 is sold or held on a date, so the plan must keep it.'),
  ).toBeVisible();
  // Nothing changed: the plan still has its 150 seats.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Seat plans' }).getByRole('listitem').filter({ hasText: 'Hall 1' }).first(),
  ).toContainText('150 seats');
});
