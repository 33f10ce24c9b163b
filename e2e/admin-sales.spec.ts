import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin.ts';
import { signedInUser } from './helpers/auth.ts';
import { fillPurchaseForm, openPayment, purchaseViaApi } from './helpers/checkout.ts';

// The back office's sales side (issue 10), through the real pages: a buyer's purchase shows on the
// dashboard, the admin refunds it, and the ticket, the door and the seat count follow; a helpdesk
// request is answered from the support inbox. Event 8 (Ayra Starr: Sabi Girl, NGN 2,500) is bought
// only here, so its figures move only with this spec.
const EVENT_ID = '8';
const TITLE = 'Ayra Starr: Sabi Girl';
const OTHER_TITLE = 'Local Rappers';

const remaining = async (page: Page) =>
  ((await (await page.request.get(`/api/events/${EVENT_ID}`)).json()) as { remaining: number }).remaining;

/** The dashboard's per-event row of event 8: its Sold and Revenue cells. */
async function eventFigures(admin: Page) {
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(TITLE) }) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  return { sold: Number(await cells.nth(0).textContent()), revenue: (await cells.nth(1).textContent()) ?? '' };
}

test('a sale shows on the dashboard; the admin refunds it; ticket, door, seat and audit log follow', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const buyer = await buyerContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await eventFigures(admin);
  const seatsBefore = await remaining(buyer);

  // The buyer pays through the simulator's pop-up.
  await signedInUser(buyer, 'refundee');
  await buyer.goto(`/ticket-purchase/${EVENT_ID}`);
  await fillPurchaseForm(buyer, { firstName: 'Temi', lastName: 'Refund' });
  const dialog = await openPayment(buyer, 'NGN 2,500');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await buyer.getByRole('button', { name: 'View Ticket' }).click();
  await expect(buyer).toHaveURL(/\/ticket\/OWB-/);
  const reference = buyer.url().split('/ticket/')[1] ?? '';
  expect(await remaining(buyer)).toBe(seatsBefore - 1);

  // The dashboard shows the sale and its revenue.
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(async () => (await eventFigures(admin)).sold, { message: 'event 8 sold one more' })
    .toBe(before.sold + 1);
  const revenueBefore = Number(before.revenue.replace(/\D/g, ''));
  expect(Number((await eventFigures(admin)).revenue.replace(/\D/g, ''))).toBe(revenueBefore + 2500);
  await expect(admin.getByRole('img', { name: /^Revenue by day/ })).toBeVisible();

  // The admin finds the order and refunds it.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await admin.getByRole('searchbox', { name: 'Search by email, name, reference or ticket ID' }).fill(reference);
  await admin.getByRole('searchbox', { name: 'Search by email, name, reference or ticket ID' }).press('Enter');
  await expect(admin.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await admin.getByRole('link', { name: reference }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Ticket' })).toContainText('Valid (unused)');
  await admin.getByRole('button', { name: 'Refund order' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refund this order?' });
  await expect(confirm).toContainText('NGN 2,500 goes back');
  await confirm.getByLabel('Reason (optional, kept in the audit log)').fill('Cannot attend');
  await confirm.getByRole('button', { name: 'Refund NGN 2,500' }).click();
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
  expect(await remaining(buyer)).toBe(seatsBefore);

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
  await expect.poll(async () => (await eventFigures(admin)).sold).toBe(before.sold);
  await adminContext.close();
  await buyerContext.close();
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
