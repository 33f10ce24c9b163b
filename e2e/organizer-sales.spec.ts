import { purchaseViaApi } from './helpers/checkout.ts';
import { makeOrganizer } from './helpers/database.ts';
import { chooseDoorEvent, confirmedUser, scanAtDoor } from './helpers/door.ts';
import { setOrderSplit } from './helpers/organizer.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { expect, test } from './helpers/test.ts';

// The marketplace (architecture.md §16): an organizer (arranged in the database: approved, with a payout account, owning event
// 3) sees a sale and its split on the dashboard and the statement, invites door staff, and the
// staff member signs in and admits the buyer at /check-in. Event 3 is Alakada: Bad and Boujee.
const EVENT = '3';
const TITLE = 'Alakada: Bad and Boujee';

test('an organizer sees the sale and the split, invites door staff, and the staff admit the buyer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const organizer = await confirmedUser(page.request, 'organizer');
  makeOrganizer(organizer.email, 'Alakada Productions', { eventId: EVENT });

  const naira = (kobo: number) =>
    `NGN ${Math.floor(kobo / 100).toLocaleString('en-NG')}.${String(kobo % 100).padStart(2, '0')}`;
  const kobo = (text: string) => (/[-−]/.test(text) ? -1 : 1) * Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

  // Other specs sell this event too (the door's and the seats' specs, some before this one): the
  // dashboard's figures are read before the sale, and the sale must add exactly its own.
  await page.goto('/organizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Its note ("gross − your fees − commission") is not the amount's sign.
  const before = kobo(/NGN [\d,]+\.\d\d/.exec((await figure('Net').textContent()) ?? '')?.[0] ?? '');

  // A buyer buys two tickets for the premiere (the film's first date, 9 July); Paystack's split:
  // a NGN 150 fee the subaccount bore, NGN 600 commission.
  const buyerContext = await browser.newContext();
  await confirmedUser(buyerContext.request, 'buyer');
  const reference = await purchaseViaApi(buyerContext.request, EVENT, 2, undefined, { showtimeId: '3-1' });
  const { verifyUrl, totalPrice } = await (await buyerContext.request.get(`/api/tickets/${reference}`)).json();
  await buyerContext.close();
  setOrderSplit(reference, 15_000, 60_000);
  const gross = totalPrice * 100;
  const net = naira(gross - 15_000 - 60_000);

  // The dashboard: their event only, with the split.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(figure('Net')).toContainText(naira(before + gross - 15_000 - 60_000));
  await expect(figure('Commission')).toContainText('NGN 600.00');
  await expect(figure('Paystack fees')).toContainText('NGN 150.00');
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText(naira(before + gross - 15_000 - 60_000));
  await expect(page.getByRole('row', { name: /Davido Live In Concert/ })).toHaveCount(0);
  // Set up already (a payout account and an event): no next steps.
  await expect(page.getByRole('region', { name: 'Next steps' })).toHaveCount(0);

  // At 1280 px the per-event table fits its card: CHECKED IN shows without scrolling sideways.
  await firstScreens(page, 'organizer-dashboard');
  const perEvent = page.getByRole('region', { name: 'Per event table' });
  await perEvent.scrollIntoViewIfNeeded();
  await expect(perEvent.getByRole('columnheader', { name: 'Checked in' })).toBeInViewport({ ratio: 1 });
  await perEvent.screenshot({ path: test.info().outputPath('organizer-per-event-1280.png') });
  expect(await perEvent.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await expect(perEvent.getByRole('link', { name: `Attendees CSV for ${TITLE}` })).toBeInViewport({ ratio: 1 });

  // The orders list has the sale.
  await page.getByRole('link', { name: `Orders for ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/organizer\/orders\?eventId=3/);
  await expect(page.getByRole('link', { name: reference })).toBeVisible();

  // The statement of this month: the payment, and totals that add up.
  await page.goto('/organizer/statements');
  await expect(page.getByRole('heading', { name: /^Alakada Productions: / })).toBeVisible();
  const line = page.getByRole('row', { name: new RegExp(`Payment ${reference}`) });
  await expect(line).toContainText(naira(gross));
  await expect(line).toContainText(net);
  // The totals add up the statement's lines: other specs running meanwhile may sell this event too.
  const totals = page.getByRole('row', { name: /Totals/ });
  await expect(totals).toBeVisible();
  const nets = await page
    .getByRole('row', { name: /(Payment|Refund) OWB-/ })
    .evaluateAll((rows) => rows.map((each) => each.querySelector('td:last-child')?.textContent ?? ''));
  const totalNet = (await totals.locator('td').last().textContent()) ?? '';
  expect(kobo(totalNet)).toBe(nets.reduce((sum, text) => sum + kobo(text), 0));

  // Door staff, invited by email.
  const doorEmail = `door.${Date.now()}@example.com`;
  await page.goto('/organizer/door-staff');
  await page.getByLabel('Email address').fill(doorEmail);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${doorEmail}.`);
  await expect(page.getByText(doorEmail, { exact: true })).toBeVisible();

  // The staff member signs up with that address, confirms it and admits the buyer.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/dev/mailbox');
  await expect(
    staffPage.getByRole('article').filter({ hasText: doorEmail }).filter({ hasText: 'invited you' }),
  ).toHaveCount(1);
  await confirmedUser(staffPage.request, 'doorman', doorEmail);
  await staffPage.goto('/check-in');
  await expect(staffPage.getByRole('button', { name: /^Davido Live In Concert/ })).toHaveCount(0);
  // The film has a door per date (decision 52): the premiere's.
  await chooseDoorEvent(staffPage, TITLE, '9 July 2027');
  await scanAtDoor(staffPage, verifyUrl);
  await staffPage.getByRole('button', { name: 'Admit anyway' }).click();
  const admitted = staffPage.getByRole('region', { name: 'Admitted', exact: true });
  await expect(admitted).toBeVisible();
  await expect(admitted).toContainText(TITLE);
  await staffContext.close();
});
