import { mkdirSync } from 'node:fs';
import { CATALOGUE_SERVER, draftEventFields, publishedEvent, signInAsAdmin } from './helpers/admin.ts';
import { confirmEmailViaApi, signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { purchaseViaApi } from './helpers/checkout.ts';
import { hydrated } from './helpers/hydration.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';

// A waitlist per ticket type, offered where the buyer meets a sold-out tier (product.md §2.13), at
// 390 px, on the server whose catalogue may change (helpers/admin.ts). A new event of 3 seats:
// Regular, and a VIP of one ticket, listed first and sold. On the purchase form the VIP row says
// 'Sold out' and offers its own waitlist; a guest joins it (the request names the VIP, the purchase
// form is not submitted) and the back office shows the place on the VIP's line. Then the Regular
// seats sell: the event page's sticky bar says 'Sold out' and offers Join the waitlist, which
// opens the first sold-out tier's join in view; a signed-in buyer with a confirmed email is in
// line at once. Both opened forms pass axe. Screenshots at 390 and 1280 px in
// TIER_WAITLIST_SHOTS_DIR when it is set.
test.use({ baseURL: CATALOGUE_SERVER, viewport: { width: 390, height: 844 } });

const SHOTS = process.env.TIER_WAITLIST_SHOTS_DIR;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top, so the sticky header is not drawn across the page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

interface AdminTier {
  id: string;
  name: string;
}

/** A published event of 3 seats with a VIP of one ticket listed before Regular, through the back office's API. */
async function eventWithVip(request: APIRequestContext, title: string): Promise<{ eventId: string; vipId: string }> {
  let vipId = '';
  const fields = draftEventFields(title, { artistName: 'Tiwa Savage', startDate: '2031-07-10', capacity: 3 });
  const eventId = await publishedEvent(request, fields, async (id, headers) => {
    const added = await request.post(`/api/admin/events/${id}/ticket-types`, {
      headers,
      data: { name: 'VIP', price: 20_000, capacity: 1, description: 'The lounge by the stage.' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const tiers = ((await added.json()) as { ticketTypes: AdminTier[] }).ticketTypes;
    const vip = tiers.find((tier) => tier.name === 'VIP');
    if (!vip) throw new Error('no VIP tier');
    vipId = vip.id;
    // The VIP first, so the sold-out row is the list's first (Continue must still focus a stepper).
    const ids = [vip.id, ...tiers.filter((tier) => tier !== vip).map((tier) => tier.id)];
    const reordered = await request.post(`/api/admin/events/${id}/ticket-types/reorder`, {
      headers,
      data: { ids },
    });
    expect(reordered.status(), await reordered.text()).toBe(200);
  });
  return { eventId, vipId };
}

test('a sold-out VIP offers its own waitlist on the form; a sold-out event’s sticky bar offers the waitlist', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Tier Waitlist ${Date.now().toString(36)}`;
  const options = { viewport: { width: 390, height: 844 } };
  const [adminContext, holderContext, guestContext, buyerContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(options),
    browser.newContext(options),
  ]);
  const admin = await adminContext.newPage();
  const holder = await holderContext.newPage();
  const guest = await guestContext.newPage();
  const buyer = await buyerContext.newPage();
  await signInAsAdmin(admin);
  const { eventId, vipId } = await eventWithVip(admin.request, title);
  // Confirmed: an account buys more than 2 tickets of an event only so.
  await confirmEmailViaApi(holder.request, await signedInUser(holder, 'vipholder'));
  await purchaseViaApi(holder.request, eventId, 1, [{ ticketTypeId: vipId, quantity: 1 }]);

  // A guest on the purchase form: the VIP row says 'Sold out' and offers the VIP's waitlist.
  await guest.goto(`/ticket-purchase/${eventId}`);
  const rows = guest.getByTestId('tier-stepper');
  await expect(rows).toHaveCount(2);
  const vipRow = rows.filter({ hasText: 'VIP' });
  await expect(vipRow).toContainText('Sold out');
  await expect(guest.getByRole('button', { name: 'Increase VIP quantity' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Increase Regular quantity' })).toBeEnabled();
  // Continue with no ticket chosen focuses a stepper, not the waitlist's button above it.
  await guest.getByLabel('First name', { exact: true }).fill('Bisi');
  await guest.getByLabel('Email', { exact: true }).fill('bisi.buyer@example.com');
  await guest.getByLabel('Phone number').fill('0803 123 4567');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByText('Please choose at least one ticket.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Increase Regular quantity' })).toBeFocused();

  const join = vipRow.getByRole('button', { name: 'Join the waitlist for VIP' });
  await expect(join).toBeVisible();
  await expect(join).toHaveText('Join the waitlist for VIP');
  await shoot(guest, 'form-sold-out-vip');
  // By keyboard: the button opens the VIP's join, its email field focused.
  await join.focus();
  await guest.keyboard.press('Enter');
  const form = vipRow.getByRole('group', { name: 'Join the waitlist' });
  await expect(form).toContainText(`VIP for ${title} is sold out.`);
  const email = `vip.waiter.${Date.now().toString(36)}@example.com`;
  await expect(form.getByLabel('Email')).toBeFocused();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Tickets').fill('2');
  expect(await seriousViolations(guest)).toEqual([]);
  await shoot(guest, 'form-vip-join-open');
  const sent = guest.waitForRequest(
    (request) => request.url().endsWith('/api/waitlist') && request.method() === 'POST',
  );
  await form.getByLabel('Tickets').press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ eventId, ticketTypeId: vipId, email, quantity: 2 });
  await expect(vipRow.getByRole('status')).toHaveText('Check your inbox to confirm your place on the waitlist.');
  // The purchase form was not submitted: still here, its choice still asked for.
  await expect(guest).toHaveURL(new RegExp(`/ticket-purchase/${eventId}$`));

  // The back office shows the place on the VIP's line.
  const lines = await admin.request.get(`/api/admin/events/${eventId}/waitlist`);
  expect(lines.status(), await lines.text()).toBe(200);
  const { tiers } = (await lines.json()) as {
    tiers: { ticketTypeId: string; entries: { email: string; quantity: number; status: string }[] }[];
  };
  expect(tiers.map((tier) => tier.ticketTypeId)).toEqual([vipId]);
  expect(tiers[0]?.entries).toEqual([expect.objectContaining({ email, quantity: 2, status: 'unconfirmed' })]);
  await admin.goto(`/admin/events/${eventId}/waitlist`);
  const vipLine = admin.getByRole('region', { name: 'VIP' });
  await expect(vipLine.getByRole('table')).toContainText(email);

  // Regular's 2 seats sell: the event is sold out, and its sticky bar offers the waitlist.
  await purchaseViaApi(holder.request, eventId, 2);
  const user = await signedInUser(buyer, 'barwaiter');
  await confirmEmailViaApi(buyer.request, user);
  await buyer.goto(`/event-details/${eventId}`);
  // A page of a context of its own: its goto does not wait for the scripts (helpers/test.ts), and
  // the bar's Join opens the form only once they run.
  await hydrated(buyer);
  const bar = buyer.getByRole('region', { name: 'Buy tickets' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('Sold out');
  await expect(bar.getByRole('link', { name: 'Get Tickets' })).toHaveCount(0);
  const barJoin = bar.getByRole('button', { name: 'Join the waitlist' });
  await expect(barJoin).toBeVisible();
  await shoot(buyer, 'bar-sold-out', false);
  await barJoin.click();
  // The first sold-out tier's join (the VIP's, listed first) opens in view, its email the buyer's.
  const tickets = buyer.getByRole('region', { name: 'Tickets' });
  const barForm = tickets.getByRole('form', { name: 'Join the waitlist' });
  await expect(barForm).toContainText(`VIP for ${title} is sold out.`);
  const field = barForm.getByLabel('Email');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(user.email);
  await expect(field).toBeInViewport();
  const fieldBox = await field.boundingBox();
  const barBox = await bar.boundingBox();
  expect(fieldBox && barBox && fieldBox.y + fieldBox.height <= barBox.y).toBe(true);
  expect(await seriousViolations(buyer)).toEqual([]);
  await shoot(buyer, 'bar-join-open', false);
  await barForm.getByRole('button', { name: 'Join the waitlist for VIP' }).click();
  await expect(tickets.getByRole('status')).toHaveText(
    'You are on the waitlist. We will email you as soon as seats come back.',
  );
  await Promise.all([adminContext.close(), holderContext.close(), guestContext.close(), buyerContext.close()]);
});
