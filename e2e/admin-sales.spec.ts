import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { signedInUser, xsrfHeader } from './helpers/auth.ts';
import { fillPurchaseForm, openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { hydrated } from './helpers/hydration.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';

// The back office's sales side (architecture.md §15.2), through the real pages. The first test runs its
// whole chain on the server whose catalogue may change (helpers/admin.ts): an admin publishes a new
// event with a poster, a buyer buys it from its page, the dashboard shows the sale, the admin
// refunds it, and the ticket, the door, the seat count and the audit log follow. A fresh event
// each run, so its figures move only with this test. Then the orders list's CSV, and a helpdesk
// request answered from the support inbox.
const OTHER_TITLE = 'Local Rappers';
const PRICE = 'NGN 2,500';

const remaining = async (page: Page, eventId: string) =>
  ((await (await page.request.get(`/api/events/${eventId}`)).json()) as { remaining: number }).remaining;

/** The dashboard's per-event row of `title`: its Sold and Revenue cells. */
async function eventFigures(admin: Page, title: string) {
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(title) }) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  return { sold: Number(await cells.nth(0).textContent()), revenue: (await cells.nth(1).textContent()) ?? '' };
}

/** A photo-like JPEG poster, drawn here. */
async function poster(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = ((i / 3) % width) % 256;
    pixels[i + 1] = 90;
    pixels[i + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** Creates, gives a poster and publishes an event through the back office's API (admin-events' part). */
async function publishEvent(request: APIRequestContext, title: string): Promise<string> {
  const headers = await xsrfHeader(request);
  const fields = {
    title,
    artistName: 'Asa',
    eventOwner: '',
    category: 'Concert',
    description: 'Asa live, one night only.',
    about: 'The new album and the old favourites.',
    venue: 'Muri Okunola Park',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    startDate: '2031-05-09',
    startTime: '19:00',
    basePrice: 2500,
    capacity: 40,
    subaccountCode: '',
    status: 'draft',
  };
  const created = await request.post('/api/admin/events', { headers, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const uploaded = await request.put(`/api/admin/events/${event.id}/poster`, {
    headers: { ...headers, 'content-type': 'image/jpeg' },
    data: await poster(),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const published = await request.put(`/api/admin/events/${event.id}`, {
    headers,
    data: { ...fields, status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return event.id;
}

test.describe('on the server whose catalogue changes', () => {
  test.use({ baseURL: CATALOGUE_SERVER });

  test('a published event sells; the dashboard shows it; the admin refunds it; ticket, door, seat and audit log follow', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const TITLE = `Asa Live ${Date.now().toString(36)}`;
    const adminContext = await browser.newContext();
    const buyerContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const buyer = await buyerContext.newPage();
    await signInAsAdmin(admin);
    const eventId = await publishEvent(admin.request, TITLE);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await eventFigures(admin, TITLE)).toEqual({ sold: 0, revenue: 'NGN 0' });
    const seatsBefore = await remaining(buyer, eventId);
    expect(seatsBefore).toBe(40);

    // The buyer finds it on its own page and pays through the simulator's pop-up.
    await signedInUser(buyer, 'refundee');
    await buyer.goto(`/event-details/${eventId}`);
    await expect(buyer.getByRole('heading', { name: TITLE }).first()).toBeVisible();
    await buyer.getByRole('link', { name: 'Get Tickets' }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/ticket-purchase/${eventId}$`));
    await fillPurchaseForm(buyer, { firstName: 'Temi', lastName: 'Refund' });
    const dialog = await openPayment(buyer, PRICE);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
    await buyer.getByRole('button', { name: 'View Ticket' }).click();
    await expect(buyer).toHaveURL(/\/ticket\/OWB-/);
    const reference = buyer.url().split('/ticket/')[1] ?? '';
    expect(await remaining(buyer, eventId)).toBe(seatsBefore - 1);

    // The dashboard shows the sale and its revenue.
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(async () => eventFigures(admin, TITLE), { message: 'the new event sold one ticket' })
      .toEqual({ sold: 1, revenue: PRICE });
    await expect(admin.getByRole('img', { name: /^Revenue by day/ })).toBeVisible();

    // The admin finds the order and refunds it.
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await admin
      .getByRole('searchbox', { name: 'Search by email, name, phone, reference or ticket ID' })
      .fill(reference);
    await admin.getByRole('searchbox', { name: 'Search by email, name, phone, reference or ticket ID' }).press('Enter');
    await expect(admin.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
    await admin.getByRole('link', { name: reference }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Ticket' })).toContainText('Valid (unused)');
    await admin.getByRole('button', { name: 'Refund order' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Refund this order?' });
    await expect(confirm).toContainText(`${PRICE} goes back`);
    await confirm.getByLabel('Reason (optional, kept in the audit log)').fill('Cannot attend');
    await confirm.getByRole('button', { name: `Refund ${PRICE}` }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByRole('status').filter({ hasText: 'The order is refunded' })).toBeVisible();
    await expect(admin.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Ticket' })).toContainText('Cancelled');
    await expect(admin.getByRole('region', { name: 'Emails sent' })).toContainText(`Your refund for ${TITLE}`);
    await expect(admin.getByRole('button', { name: 'Refund order' })).toBeDisabled();

    // The ticket page and the QR's verify link say cancelled; the seat is free again.
    await buyer.reload();
    await expect(buyer.getByRole('article', { name: TITLE })).toContainText('Cancelled');
    const ticket = (await (await buyer.request.get(`/api/tickets/${reference}`)).json()) as { verifyUrl: string };
    const verifyPath = new URL(ticket.verifyUrl).pathname + new URL(ticket.verifyUrl).search;
    const verdict = await buyer.request.get(verifyPath, { headers: { accept: 'application/json' } });
    expect(((await verdict.json()) as { status: string }).status).toBe('cancelled');
    await buyer.goto(verifyPath);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Cancelled');
    expect(await remaining(buyer, eventId)).toBe(seatsBefore);

    // The refund is in the audit log, by this admin.
    await admin.getByRole('link', { name: 'This order in the audit log' }).click();
    const log = admin.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'order.refunded' })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'order.refund' }).first()).toContainText(
      'back.office@example.com',
    );
    await expect(log).toContainText('Cannot attend');

    // And the dashboard no longer counts it.
    await admin.goto('/admin');
    await expect.poll(async () => (await eventFigures(admin, TITLE)).sold).toBe(0);
    await adminContext.close();
    await buyerContext.close();
  });
});

test('the orders list filters by event and status and exports what it shows as CSV', async ({ page }) => {
  // Event 9 is bought only here.
  await signedInUser(page, 'csvbuyer');
  const reference = await purchaseViaApi(page.request, '9');
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await page.getByLabel('Event').selectOption({ label: OTHER_TITLE });
  await page.getByLabel('Status').selectOption('Paid');
  await expect(page).toHaveURL(/eventId=9/);
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toContain('"Order ID","Reference","Status","Event"');
  expect(lines.some((line) => line.includes(`"${reference}","Paid","${OTHER_TITLE}"`))).toBe(true);
  for (const line of lines) expect(line).toContain(`"Paid","${OTHER_TITLE}"`);
});

test('a helpdesk request appears in the support inbox; the reply reaches the mailbox and the thread', async ({
  browser,
}) => {
  const email = `asks.${Date.now()}@example.com`;
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/helpdesk');
  await hydrated(guest);
  await guest.getByRole('button', { name: 'Create Ticket' }).click();
  const modal = guest.getByRole('dialog', { name: 'Create a support ticket' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Subject').fill('My QR code will not scan');
  await modal.getByLabel('Description').fill('The door app said invalid; what should I do?');
  await modal.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(modal).toBeHidden();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/support');
  await admin.getByRole('button', { name: /^Open/ }).click();
  await admin.getByRole('searchbox', { name: 'Search by ticket number, email or subject' }).fill(email);
  await admin.getByRole('searchbox', { name: 'Search by ticket number, email or subject' }).press('Enter');
  await admin.getByRole('link', { name: 'My QR code will not scan' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'My QR code will not scan' })).toBeVisible();
  await expect(admin.getByRole('article', { name: `Request from ${email}` })).toContainText(
    'The door app said invalid',
  );

  const reply = admin.getByLabel(`Reply to ${email}`);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByRole('alert')).toHaveText('A reply must be 2 to 5000 characters long.');
  await reply.fill('Please show the ticket page instead; staff can type the reference.');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Your reply is on its way to ${email}` })).toBeVisible();
  await expect(admin.getByRole('article', { name: /^Reply from back\.office@example\.com/ })).toContainText(
    'staff can type the reference',
  );
  await expect(admin.getByText('Answered', { exact: true }).first()).toBeVisible();

  const mailbox = await admin.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await mailbox.json()) as { messages: { subject: string; text: string }[] };
  const sent = messages.find((message) => message.subject.startsWith('Re: [SUP-'));
  expect(sent?.subject).toMatch(/^Re: \[SUP-[0-9A-Z]{8}\] My QR code will not scan$/);
  expect(sent?.text).toContain('staff can type the reference');

  await admin.getByLabel('Status').selectOption('Closed');
  await admin.getByRole('button', { name: 'Set status' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The ticket is now closed.' })).toBeVisible();
});
