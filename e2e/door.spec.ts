import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { confirmedUser, STAFF_EMAIL } from './helpers/door.ts';
import { expect, test } from './helpers/test.ts';

// Event 1 is Davido Live In Concert, NGN 3,000 a ticket.
const TITLE = 'Davido Live In Concert';

test('a gift ticket: staff admit it once at /check-in, the ticket page then says used, My tickets lists it for buyer and recipient', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The buyer, and a recipient with a confirmed account of their own.
  const recipientContext = await browser.newContext();
  const recipientPage = await recipientContext.newPage();
  const recipient = await confirmedUser(recipientPage.request, 'recipient');
  const buyer = await confirmedUser(page.request, 'buyer');

  await page.goto('/ticket-purchase/1');
  await fillPurchaseForm(page, {
    firstName: 'Ada',
    lastName: 'Obi',
    gift: { firstName: 'Bola', email: recipient.email },
  });
  const dialog = await openPayment(page, 'NGN 3,000');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await page.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\/OWB-[A-Za-z0-9_-]{24}$/);
  const ticketUrl = page.url();
  const reference = ticketUrl.split('/').pop() ?? '';
  const { verifyUrl, ticketId } = await (await page.request.get(`/api/tickets/${reference}`)).json();
  expect(verifyUrl).toContain('/api/verify?');

  // Both emails went out: the buyer's and the recipient's, each with its own wording.
  await page.goto('/dev/mailbox');
  const buyerMail = page
    .getByRole('article')
    .filter({ hasText: buyer.email })
    .filter({ hasText: `Your ticket for ${TITLE}` });
  const giftMail = page
    .getByRole('article')
    .filter({ hasText: recipient.email })
    .filter({ hasText: `Ada Obi sent you a ticket for ${TITLE}` });
  await expect(buyerMail).toHaveCount(1);
  await expect(giftMail).toHaveCount(1);

  // Opening the QR link (a phone's camera app does) only tells.
  const preview = await page.request.get(verifyUrl, { headers: { accept: 'application/json' } });
  expect((await preview.json()).status).toBe('valid');

  // Door staff, in their own browser.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await confirmedUser(staffPage.request, 'staff', STAFF_EMAIL);
  await staffPage.goto('/check-in');
  const field = staffPage.getByLabel('Ticket link or transaction reference');
  await field.fill(verifyUrl);
  await staffPage.getByRole('button', { name: 'Check in' }).click();
  const admitted = staffPage.getByRole('region', { name: 'Admitted' });
  await expect(admitted).toBeVisible();
  await expect(admitted).toContainText('Ada Obi');
  await expect(admitted).toContainText(TITLE);
  await expect(staffPage.getByTestId('admitted-count')).toHaveText('1');

  // The same code again: refused, with the time of the first scan.
  await staffPage.getByRole('button', { name: 'Check in' }).click();
  const refused = staffPage.getByRole('region', { name: 'Refused: already used' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(/First scanned .+ at \d{2}:\d{2}/);
  await expect(staffPage.getByTestId('admitted-count')).toHaveText('1');

  // The buyer's ticket page now says it is used; download is off.
  await page.goto(ticketUrl);
  await expect(page.getByRole('alert')).toHaveText('This ticket is used and cannot be reused.');
  await expect(page.getByRole('button', { name: 'Download Ticket' })).toBeDisabled();

  // My tickets: the buyer's purchase, and the recipient's gift.
  await page.goto('/my-tickets');
  const mine = page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(TITLE);
  await expect(mine).toContainText('Used');
  await mine.getByRole('link', { name: `View ticket for ${TITLE}, ${ticketId}` }).click();
  await expect(page).toHaveURL(ticketUrl);

  await recipientPage.goto('/my-tickets');
  const theirs = recipientPage.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  await expect(theirs).toHaveCount(1);
  await expect(theirs).toContainText('a gift to you');

  // Someone who is not staff is told so.
  await recipientPage.goto('/check-in');
  await expect(recipientPage.getByRole('alert')).toContainText('Staff only.');
  await staffContext.close();
  await recipientContext.close();
});
