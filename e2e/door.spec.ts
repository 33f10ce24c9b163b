import { fillPurchaseForm, openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { openDoors } from './helpers/database.ts';
import { chooseDoorEvent, confirmedUser, doorField, STAFF_EMAIL, scanAtDoor } from './helpers/door.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { expect, test } from './helpers/test.ts';

// Event 1 is Davido Live In Concert, NGN 3,000 a ticket; its doors are not open (it starts months ahead).
const TITLE = 'Davido Live In Concert';

test('a gift ticket: staff choose the event, confirm before the doors open, admit once; another event’s ticket is refused; My tickets lists it', async ({
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
  const { verifyUrl, ticketId, manualCode } = await (await page.request.get(`/api/tickets/${reference}`)).json();
  // The QR holds the short link (architecture.md §11): our origin, /T/, the reference and a MAC; no name, title or date.
  expect(verifyUrl).toMatch(/^HTTP:\/\/127\.0\.0\.1:\d+\/T\/[A-Z0-9.-]{24}[0-9A-HJKMNP-TV-Z]{12}$/);
  // The card prints the door code staff can type.
  await expect(page.getByText(`${manualCode.slice(0, 4)}-${manualCode.slice(4)}`)).toBeVisible();

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

  // A ticket for another event (Afrobeats Festival), bought by someone else.
  const otherContext = await browser.newContext();
  await confirmedUser(otherContext.request, 'other');
  const otherReference = await purchaseViaApi(otherContext.request, '6');
  await otherContext.close();

  // Door staff, in their own browser: the page asks which event first.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await confirmedUser(staffPage.request, 'staff', STAFF_EMAIL);
  await staffPage.goto('/check-in');
  await chooseDoorEvent(staffPage, TITLE);

  // Before the doors open the door asks; staff say yes.
  await scanAtDoor(staffPage, verifyUrl);
  const asked = staffPage.getByRole('region', { name: 'Confirm: doors not open yet' });
  await expect(asked).toContainText(/Doors open .+\. Admit anyway\?/);
  await staffPage.getByRole('button', { name: 'Admit anyway' }).click();
  const admitted = staffPage.getByRole('region', { name: 'Admitted', exact: true });
  await expect(admitted).toBeVisible();
  await expect(admitted).toContainText('Ada Obi');
  await expect(admitted).toContainText(TITLE);

  // The same code again: refused, with the time of the first scan.
  await staffPage.getByRole('button', { name: 'Check in' }).click();
  const refused = staffPage.getByRole('region', { name: 'Refused: already used' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(/First scanned .+ at \d{2}:\d{2}/);

  // Another event's ticket, by its reference typed in lower case: refused, saying what it is for.
  await scanAtDoor(staffPage, otherReference.toLowerCase());
  const elsewhere = staffPage.getByRole('region', { name: 'Refused: another event' });
  await expect(elsewhere).toContainText(/This ticket is for Afrobeats Festival on \w+day, \d+ \w+ \d{4}\./);

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

test('a group ticket: one person per scan ("2 of 3 in"), typed by its door code; the verify page admits for signed-in staff; the menu links to Check-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  openDoors('7');
  const buyer = await confirmedUser(page.request, 'group');
  const reference = await purchaseViaApi(page.request, '7', 3);
  const { verifyUrl, manualCode } = await (await page.request.get(`/api/tickets/${reference}`)).json();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await confirmedUser(staff.request, 'staff', STAFF_EMAIL);
  await staff.goto('/');
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await staff.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(staff).toHaveURL(/\/check-in$/);
  await chooseDoorEvent(staff, 'Ravage Uprising');

  // Typed as a person reads it off a phone: lower case, with its dash.
  const typed = `${manualCode.slice(0, 4)}-${manualCode.slice(4)}`.toLowerCase();
  await scanAtDoor(staff, typed);
  await expect(staff.getByRole('region', { name: 'Admitted', exact: true })).toContainText('1 of 3 in');
  await scanAtDoor(staff, typed);
  await expect(staff.getByTestId('group-count')).toHaveText('2 of 3 in');

  // The third friend's phone camera opens the QR; a member of staff signed in on it gets an Admit button.
  // Before Admit is pressed it reads "not admitted", in no green (decision 47); green once it is recorded.
  await staff.goto(verifyUrl);
  const answerBox = staff.locator('section.result');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Ticket found');
  await expect(
    staff.getByText('2 of 3 in, 1 person left. Not admitted yet: press Admit to let the next one in.'),
  ).toBeVisible();
  await expect(answerBox).not.toHaveCSS('background-color', 'rgb(4, 120, 87)');
  await firstScreens(staff, 'verify-before-admit');
  await staff.getByRole('button', { name: 'Admit one person (1 of 3 left)' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Admitted');
  await expect(answerBox).toHaveCSS('background-color', 'rgb(4, 120, 87)');
  await firstScreens(staff, 'verify-admitted');
  await expect(staff.getByText('Checked in: let one person in. 3 of 3 in, 0 left.')).toBeVisible();
  await expect(staff.getByRole('button', { name: /Admit/ })).toHaveCount(0);

  // Anyone else opening the link sees no button, and that everyone is in.
  await page.goto(verifyUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already used');
  await expect(page.getByRole('button')).toHaveCount(0);
  expect(buyer.email).toContain('@');

  // Back at the door: the counter counts people.
  await staff.goto('/check-in');
  await expect(staff.getByTestId('admitted-count')).toHaveText('3');
  await expect(doorField(staff)).toBeVisible();
  await staffContext.close();
});

test("the door invitation's link (/check-in) signs a guest in for the door, not to buy tickets, and sign-up says the same", async ({
  page,
}) => {
  await page.goto('/check-in');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to the door app to admit tickets.', { exact: false })).toBeVisible();
  await expect(page.getByText('Welcome back. Sign in to buy tickets')).toHaveCount(0);
  await firstScreens(page, 'door-sign-in');
  await page
    .getByRole('link', { name: /sign up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Create your account to admit tickets at the door.', { exact: false })).toBeVisible();
});
