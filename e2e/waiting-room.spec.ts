import { CATALOGUE_SERVER, draftEventFields, publishedEvent, signInAsAdmin } from './helpers/admin.ts';
import { xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment } from './helpers/checkout.ts';
import { storefrontDatabase } from './helpers/database.ts';
import { confirmedUser } from './helpers/door.ts';
import { firstScreens, SCREEN_WIDTHS } from './helpers/screenshots.ts';
import { expect, type Page, test } from './helpers/test.ts';

// The waiting room of an on-sale (decision 54), on the server whose catalogue may change
// (helpers/admin.ts): a new two-seat event whose room opens now and whose on-sale is moments away,
// letting in one buyer every five seconds. Two buyers wait in two browsers (one reloads and keeps
// the place, then loses the network and gets it back); at the on-sale they are let in in the lottery's order, which the database holds, and
// each buys a ticket. A third arrives after the sell-out and is told so, with the waitlist offered.
// Screenshots of the waiting page and the sold-out room at 390 and 1280 px in the test's output folder.
test.use({ baseURL: CATALOGUE_SERVER });

const ON_SALE_IN_MS = 30_000;
const YOUR_TURN = /It’s your turn\. You have until/;

/** Text on the page itself, not in the live region that also announces it to screen readers. */
const shown = (page: Page, text: string | RegExp) => page.locator('main :not(.sr-only)', { hasText: text }).last();

async function positionOf(email: string): Promise<number | null> {
  const db = storefrontDatabase('catalogue');
  try {
    const row = db
      .prepare(
        `select p.position from waiting_room_places p join users u on u.id = p.user_id where u.email = ? collate nocase`,
      )
      .get(email) as { position: number | null } | undefined;
    return row?.position ?? null;
  } finally {
    db.close();
  }
}

/** Buys one ticket from the purchase form the room opened, with the simulator's Pay. */
async function buyOne(page: Page, firstName: string) {
  await fillPurchaseForm(page, { firstName });
  const dialog = await openPayment(page, 'NGN 2,500');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you\//);
}

test('buyers wait, are let in in the lottery’s order and buy; a late one is told it sold out and offered the waitlist', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const title = `Waiting Room Night ${Date.now().toString(36)}`;
  const eventId = await publishedEvent(
    page.request,
    draftEventFields(title, { artistName: 'Tems', startDate: '2031-09-20', capacity: 2 }),
  );
  const onSaleAt = new Date(Date.now() + ON_SALE_IN_MS).toISOString();
  const headers = await xsrfHeader(page.request);
  const saved = await page.request.put(`/api/admin/events/${eventId}/waiting-room`, {
    headers,
    data: { onSaleAt, queueOpensMinutesBefore: 30, admitPerSecond: 0.2, passMinutes: 5 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const buyers = await Promise.all(
    ['Ada', 'Bola'].map(async (name) => {
      const context = await browser.newContext();
      const buyerPage = await context.newPage();
      const user = await confirmedUser(buyerPage.request, `wr-${name.toLowerCase()}`);
      await buyerPage.goto(`/ticket-purchase/${eventId}`);
      await expect(shown(buyerPage, 'You are in the waiting room.')).toBeVisible();
      return { name, page: buyerPage, user };
    }),
  );
  const [ada, bola] = buyers;
  if (!ada || !bola) throw new Error('no buyers');
  expect(await seriousViolations(ada.page)).toEqual([]);
  await firstScreens(ada.page, 'waiting-room-before-draw');
  // A reload keeps the place: the same one, not a second.
  await bola.page.reload();
  await expect(shown(bola.page, 'You are in the waiting room.')).toBeVisible();
  await expect(shown(bola.page, '2 people waiting')).toBeVisible();
  // A network drop on the phone: the page says so, keeps its figures and comes back by itself.
  await bola.page.context().setOffline(true);
  await expect(shown(bola.page, 'Reconnecting…')).toBeVisible({ timeout: 15_000 });
  await expect(shown(bola.page, '2 people waiting')).toBeVisible();
  await bola.page.context().setOffline(false);
  await expect(shown(bola.page, 'Reconnecting…')).toBeHidden({ timeout: 15_000 });

  // The on-sale: the draw numbers both places; the first in the lottery is let in first.
  const first = await Promise.race(
    buyers.map(async (buyer) => {
      await expect(shown(buyer.page, YOUR_TURN)).toBeVisible({ timeout: ON_SALE_IN_MS + 30_000 });
      return buyer;
    }),
  );
  const second = first === ada ? bola : ada;
  expect(await positionOf(first.user.email)).toBe(1);
  expect(await positionOf(second.user.email)).toBe(2);
  await expect(shown(second.page, YOUR_TURN)).toBeHidden();
  await expect(shown(second.page, 'Your place: 2')).toBeVisible();
  await firstScreens(second.page, 'waiting-room-position');

  await buyOne(first.page, first.name);
  await expect(shown(second.page, YOUR_TURN)).toBeVisible({ timeout: 30_000 });
  await buyOne(second.page, second.name);

  // After the sell-out: told at once, with the waitlist.
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await confirmedUser(latePage.request, 'wr-late');
  await latePage.goto(`/ticket-purchase/${eventId}`);
  await expect(shown(latePage, 'Sold out. Everyone still waiting has been told.')).toBeVisible();
  await expect(latePage.getByRole('button', { name: /waitlist/i }).first()).toBeVisible();
  expect(await seriousViolations(latePage)).toEqual([]);
  await firstScreens(latePage, 'waiting-room-sold-out');
  testInfo.annotations.push({ type: 'lottery', description: `${first.name} first` });
  for (const context of [...buyers.map((buyer) => buyer.page.context()), late]) await context.close();
});

test('the back office turns a room on from the event’s page; a guest meets it and is asked to sign in', async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  const title = `Waiting Room Matinee ${Date.now().toString(36)}`;
  const eventId = await publishedEvent(
    page.request,
    draftEventFields(title, { artistName: 'Asake', startDate: '2031-10-04', capacity: 50 }),
  );
  await page.goto(`/admin/events/${eventId}`);
  const card = page.getByRole('region', { name: 'Waiting room' });
  await expect(card.getByText('No waiting room')).toBeVisible();
  await card.getByRole('textbox', { name: 'On-sale date' }).fill('2031-09-01');
  await card.getByLabel('On-sale time').fill('10:00');
  await card.getByLabel('Buyers let in per second').fill('25');
  await card.getByRole('button', { name: 'Turn on the waiting room' }).click();
  await expect(card.getByText('25 buyers let in each second, 5 minutes to start an order.')).toBeVisible();
  for (const size of SCREEN_WIDTHS) {
    await page.setViewportSize(size);
    await card.screenshot({ path: test.info().outputPath(`waiting-room-back-office-${size.width}.png`) });
  }

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  // The event's page says it before any script runs: in the HTML the server sends.
  const html = await (await guestPage.request.get(`/event-details/${eventId}`)).text();
  expect(html).toContain('through a waiting room. It opens at');
  await guestPage.goto(`/ticket-purchase/${eventId}`);
  await expect(guestPage.getByRole('heading', { name: 'This sale has a waiting room' })).toBeVisible();
  await expect(guestPage.getByText('Monday, 1 September 2031 at 10:00')).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Sign in to take your place' })).toBeVisible();
  // No form behind the room: the buyer cannot reach the Continue button.
  await expect(guestPage.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await guest.close();

  await card.getByRole('button', { name: 'Turn off the waiting room' }).click();
  await expect(card.getByText('No waiting room')).toBeVisible();
});
