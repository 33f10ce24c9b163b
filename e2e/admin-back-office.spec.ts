import type { Page } from '@playwright/test';
import { formatCompactDateTime } from '../packages/contracts/src/format/instant.ts';
import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { signedInUser, xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, test } from './helpers/test.ts';

// The back office's forms and lists (architecture.md §15, §15.1), in Chromium. On the catalogue's own server
// (helpers/admin.ts): these tests create events and orders.
test.use({ baseURL: CATALOGUE_SERVER });

const WIDTHS = [390, 1280] as const;

/** A full-page picture of the screen at each width, for a person to look at (the test's output folder). */
async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('the event form reads a price with separators, names the date format it shows, and takes the zone from a list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/admin/events/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`Tems at the Eko ${Date.now().toString(36)}`);
  await page.getByLabel('Artist', { exact: true }).fill('Tems');
  await page.getByLabel('Description (one line)').fill('One night.');
  await page.getByLabel('About', { exact: true }).fill('All the songs.');
  await page.getByLabel('Venue', { exact: true }).fill('Eko Convention Centre');
  await page.getByLabel('City', { exact: true }).fill('Lagos');
  await page.getByLabel('Capacity', { exact: true }).fill('120');

  // The zone is a list: the venues' first, Lagos at the top and chosen; no free text.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Africa/Lagos');
  const venues = zone.locator('optgroup[label="Our venues"] option');
  await expect(venues.first()).toHaveAttribute('value', 'Africa/Lagos');
  expect(await zone.locator('optgroup[label="All time zones"] option').count()).toBeGreaterThan(300);

  // The date box shows YYYY-MM-DD, and its error says YYYY-MM-DD; a price with a full stop is refused.
  const date = page.getByLabel('Start date', { exact: true });
  await expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(page.getByRole('button', { name: 'Open the calendar for the start date' })).toBeVisible();
  await date.fill('14/03/2031');
  await page.getByLabel('Start time').fill('19:30');
  await page.getByLabel('Price (NGN)').fill('25.000');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(date).toHaveAccessibleDescription(/Give the start date as YYYY-MM-DD\./);
  await expect(page.getByLabel('Price (NGN)')).toHaveAccessibleDescription(
    /A full stop in a price could be a decimal point or a thousands separator: write 25000 or 25,000\./,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'event-form-problems');

  await date.fill('2031-03-14');
  await expect(date).toHaveAccessibleDescription('Friday, 14 March 2031');
  await page.getByLabel('Price (NGN)').fill('NGN 25,000');
  await zone.selectOption('Europe/London');
  await page.getByRole('button', { name: 'Create the event' }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  await expect(page.getByLabel('Price (NGN)')).toHaveValue('25000');
  await expect(zone).toHaveValue('Europe/London');
  await expect(date).toHaveValue('2031-03-14');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'event-form-saved');
});

test("the dashboard and the events list write an event's start the same way, on the venue's clock", async ({
  page,
}) => {
  await signInAsAdmin(page);
  // Davido in Atlanta: the venue's evening is the next day in Lagos.
  const davido = (await (await page.request.get('/api/admin/events/1')).json()).event as {
    startsAt: string;
    timeZone: string;
    city: string;
  };
  const written = formatCompactDateTime(davido.startsAt, davido.timeZone, davido.city);
  expect(written).toMatch(/\(Atlanta time\)$/);

  await page.goto('/admin');
  const onDashboard = page.getByRole('row', { name: /Davido Live In Concert/ });
  await expect(onDashboard).toContainText(written);
  await screenshots(page, 'dashboard');

  await page.goto('/admin/events');
  const listed = page.getByRole('table', { name: 'Events' }).getByRole('row', { name: /Davido Live In Concert/ });
  await expect(listed).toContainText(written);
  await screenshots(page, 'events-list');
});

test('orders are found by phone as people say it, the CSV keeps the number, and the audit log names the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A buyer with a number no other test uses.
  const phone = `+234706${String(Date.now()).slice(-7)}`;
  const buyerContext = await browser.newContext({ baseURL: CATALOGUE_SERVER });
  const buyer = await buyerContext.newPage();
  await signedInUser(buyer, 'phone');
  const headers = await xsrfHeader(buyer.request);
  // As the purchase form sends it: the phone in E.164.
  const initialize = await buyer.request.post('/api/initialize-transaction', {
    headers,
    data: {
      eventId: '2',
      ticketQuantity: 1,
      firstName: 'Kemi',
      lastName: 'Phone',
      email: 'kemi.phone@example.com',
      phoneNumber: phone,
      isGift: false,
    },
  });
  expect(initialize.status(), await initialize.text()).toBe(200);
  const { reference } = (await initialize.json()).data as { reference: string };
  expect(
    (await buyer.request.post(`/api/payment-simulator/transactions/${reference}/pay`, { headers, data: {} })).status(),
  ).toBe(200);
  expect((await buyer.request.get(`/api/verify-transaction/${reference}`)).status()).toBe(200);
  await buyerContext.close();

  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  // Typed as a Nigerian says it: a leading 0 and spaces.
  const national = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
  const search = page.getByRole('searchbox', { name: 'Search by email, name, phone, reference or ticket ID' });
  await search.fill(national);
  await search.press('Enter');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText(phone);
  await expect(orders.getByRole('link', { name: reference })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'orders-phone-search');

  // On a 390x844 phone the filters fold behind one button, so the first order shows on the first screen (decision 47).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(orders.getByRole('row').nth(1)).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('orders-first-screen-390.png') });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(orders.getByRole('link', { name: reference })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();

  // The export: the phone column is the number, with no apostrophe in front.
  const csv = await page.request.get(`/api/admin/orders.csv?q=${encodeURIComponent(national)}`);
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).split('\r\n')[1] ?? '';
  expect(line).toContain(`"kemi.phone@example.com","${phone}",1,`);

  // An admin change to the order: the audit log names it by reference, buyer and event.
  const { items } = await (await page.request.get(`/api/admin/orders?q=${encodeURIComponent(reference)}`)).json();
  const orderId = items[0].id as string;
  const resend = await page.request.post(`/api/admin/orders/${orderId}/resend-ticket-email`, {
    headers: await xsrfHeader(page.request),
    data: {},
  });
  expect(resend.status(), await resend.text()).toBe(200);
  await page.goto(`/admin/audit-log?targetType=order&targetId=${orderId}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  const entry = log.getByRole('row').filter({ hasText: 'order.resend_ticket_email' });
  await expect(entry.getByRole('link', { name: reference })).toHaveAttribute('href', `/admin/orders/${orderId}`);
  await expect(entry).toContainText('Kemi Phone · Asake: Lungu Boy Tour');
  await expect(entry).toContainText('back.office@example.com');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'audit-log');
});
