import {
  CATALOGUE_SERVER,
  draftEventFields,
  publishedEvent,
  refundInBackOffice,
  signInAsAdmin,
} from './helpers/admin.ts';
import { confirmEmailViaApi, newUser, signedInUser, signInViaApi, signUpViaApi } from './helpers/auth.ts';
import { openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { hydrated } from './helpers/hydration.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';

// The waitlist (decision 30) through the real pages, on the server whose catalogue may change
// (helpers/admin.ts): a new event of one seat, sold; a guest joins its waitlist and confirms by
// the emailed link; the admin refunds the sale; the claim email arrives; another account opening
// the link is refused; the guest signs up with the email they joined with, confirms it, opens the
// claim link, pays, and has the ticket. Screenshots of the join form and the claim page.
const PRICE = 'NGN 2,500';
const SHOTS = '/tmp/waitlist-shots';

/** A published event of one seat, through the back office's API. */
function publishEvent(request: APIRequestContext, title: string): Promise<string> {
  return publishedEvent(request, draftEventFields(title, { artistName: 'Asa', startDate: '2031-06-12', capacity: 1 }));
}

/** The newest link to `email` whose address contains `part`, from the development outbox. */
async function emailedLink(request: APIRequestContext, email: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: { links: string[] }[] };
        link = messages.flatMap((message) => message.links).find((href) => href.includes(part));
        return link;
      },
      { message: `an email with a ${part} link to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('on the server whose catalogue changes', () => {
  test.use({ baseURL: CATALOGUE_SERVER });

  test('a sold-out event: join the waitlist, confirm, a refund frees the seat, the claim link buys it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Waitlist Night ${Date.now().toString(36)}`;
    const [adminContext, holderContext, waiterContext] = await Promise.all([
      browser.newContext(),
      browser.newContext(),
      browser.newContext(),
    ]);
    const admin = await adminContext.newPage();
    const holder = await holderContext.newPage();
    const waiter = await waiterContext.newPage();
    await signInAsAdmin(admin);
    const eventId = await publishEvent(admin.request, title);
    await signedInUser(holder, 'seatholder');
    const reference = await purchaseViaApi(holder.request, eventId, 1);

    // A guest finds the event sold out and joins its waitlist.
    const email = `waiter.${Date.now().toString(36)}@example.com`;
    await waiter.goto(`/event-details/${eventId}`);
    // A page of a context of its own: its goto does not wait for the scripts (helpers/test.ts).
    await hydrated(waiter);
    const card = waiter.locator('main');
    await expect(card.getByText('Sold out', { exact: true }).first()).toBeVisible();
    await card.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const form = waiter.getByTestId('waitlist-form');
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(email);
    await shoot(waiter, 'join-form');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(waiter.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

    // The emailed link confirms the place.
    const confirm = await emailedLink(waiter.request, email, '/api/waitlist/confirm');
    await waiter.goto(confirm);
    await expect(waiter.getByRole('heading', { level: 1 })).toHaveText('You are on the waitlist');

    // The admin refunds the one sale: its seat goes to the waitlist.
    await refundInBackOffice(admin, reference, PRICE);

    // The claim email. Its seats are the joiner's, not the link's: another account is refused.
    const claim = await emailedLink(waiter.request, email, '/waitlist/claim/');
    await holder.goto(new URL(claim).pathname);
    await expect(holder.getByRole('alert')).toContainText('This claim link is for another account.');
    await expect(holder.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
    // The guest signs up with the email they joined with, confirms it, and opens the link.
    const account = { ...newUser('waiter'), email };
    await signUpViaApi(waiter.request, account);
    await signInViaApi(waiter.request, account);
    await confirmEmailViaApi(waiter.request, account);
    await waiter.goto(new URL(claim).pathname);
    await expect(waiter.getByRole('heading', { level: 1 })).toHaveText(`Your seats for ${title}`);
    await expect(waiter.getByTestId('time-left')).toContainText(/Time left: (30:00|29:\d\d)/);
    await waiter.getByLabel('First name').fill('Wale');
    await waiter.getByLabel('Phone number').fill('08031234567');
    await shoot(waiter, 'claim-page');
    await waiter.setViewportSize({ width: 1280, height: 900 });
    await waiter.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(waiter).toHaveURL(new RegExp(`/order-summary/${eventId}$`));
    const pay = await openPayment(waiter, PRICE);
    await pay.getByRole('button', { name: 'Pay' }).click();
    await expect(waiter.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');

    // The back office's waitlist shows the claim used.
    await admin.goto(`/admin/events/${eventId}/waitlist`);
    await expect(admin.getByRole('table')).toContainText(email);
    await expect(admin.getByRole('table')).toContainText('Claimed');
    await admin.screenshot({ path: `${SHOTS}/admin-waitlist-1280.png`, fullPage: true });
    await Promise.all([adminContext.close(), holderContext.close(), waiterContext.close()]);
  });
});
