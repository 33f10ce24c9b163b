import {
  CATALOGUE_SERVER,
  draftEventFields,
  publishedEvent,
  refundInBackOffice,
  signInAsAdmin,
} from './helpers/admin.ts';
import { confirmEmailViaApi, signedInUser } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { hydrated } from './helpers/hydration.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { type APIRequestContext, expect, test } from './helpers/test.ts';

// A date's own waitlist on a seated date (decision 53), on the server whose catalogue may change
// (helpers/admin.ts): a new event with a second date sold by a studio plan of two seats (Row A),
// both sold. The buyer choosing that date on the purchase form is told it is sold out and joins its
// line (the other date stays on sale); the admin refunds the sale; the claim email names the
// showing and the very seats, which the claim page shows and its order buys; the back office's
// line names the date. Screenshots of the sold-out date's panel and the back office's line at 390
// and 1280 px in the test's output folder.
test.use({ baseURL: CATALOGUE_SERVER });

const PRICE = 'NGN 5,000';

/** A published event on 2031-08-14 with a second date, 2031-08-15 19:00, sold by a 2-seat plan. */
async function eventWithSeatedDate(request: APIRequestContext, title: string) {
  let showtimeId = '';
  const fields = draftEventFields(title, { artistName: 'Bovi', startDate: '2031-08-14', capacity: 20 });
  const eventId = await publishedEvent(request, fields, async (id, headers) => {
    const added = await request.post(`/api/admin/events/${id}/showtimes`, {
      headers,
      data: { startsAt: '2031-08-15 19:00', capacity: 2 },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { showtimes } = (await added.json()) as { showtimes: { id: string; own: boolean }[] };
    showtimeId = showtimes.find((date) => !date.own)?.id ?? '';
    const plan = await request.post('/api/admin/seat-plans', {
      headers,
      data: {
        venue: 'Terra Kulture',
        name: `Studio ${title}`,
        sections: [{ name: 'Stalls', firstRow: 'A', rows: 1, seatsPerRow: 2 }],
      },
    });
    expect(plan.status(), await plan.text()).toBe(201);
    const { id: planId } = (await plan.json()) as { id: string };
    const tiers = await request.get(`/api/admin/events/${id}/ticket-types`);
    const [regular] = ((await tiers.json()) as { ticketTypes: { id: string }[] }).ticketTypes;
    const assigned = await request.put(`/api/admin/events/${id}/showtimes/${showtimeId}/seat-plan`, {
      headers,
      data: { planId, tiers: { Stalls: regular?.id } },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  });
  return { eventId, showtimeId };
}

test('a sold-out date offers its own line; a refund offers its very seats to the first in line, who buys them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Date Line ${Date.now().toString(36)}`;
  const [adminContext, holderContext, waiterContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  const [admin, holder, waiter] = await Promise.all([
    adminContext.newPage(),
    holderContext.newPage(),
    waiterContext.newPage(),
  ]);
  await signInAsAdmin(admin);
  const { eventId, showtimeId } = await eventWithSeatedDate(admin.request, title);
  await signedInUser(holder, 'dateholder');
  const reference = await purchaseViaApi(holder.request, eventId, 2, undefined, { showtimeId });

  // The waiter, signed in with a confirmed email, opens the purchase form for the sold-out date.
  const account = await signedInUser(waiter, 'datewaiter');
  await confirmEmailViaApi(waiter.request, account);
  await waiter.goto(`/ticket-purchase/${eventId}?showtime=${showtimeId}`);
  await hydrated(waiter);
  const panel = waiter.getByRole('region', { name: /is sold out$/ });
  await expect(panel).toContainText('Friday 15 August, 19:00 is sold out');
  await expect(waiter.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  const form = waiter.getByTestId('waitlist-form');
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await form.getByLabel('Tickets').fill('2');
  expect(await seriousViolations(waiter)).toEqual([]);
  await firstScreens(waiter, 'date-waitlist-join');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(waiter.getByRole('status').filter({ hasText: 'You are on the waitlist.' })).toBeVisible();

  // The event's other date is still on sale: its form is there.
  await waiter.getByLabel('Date and time').selectOption({ index: 0 });
  await expect(waiter.getByRole('button', { name: 'Continue' })).toBeVisible();

  // The admin refunds the sale: both seats go to the date's first in line, held for the claim.
  await refundInBackOffice(admin, reference, PRICE);

  let claim: { text: string; links: string[] } | undefined;
  await expect
    .poll(
      async () => {
        const response = await waiter.request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`);
        const { messages } = (await response.json()) as { messages: { text: string; links: string[] }[] };
        claim = messages.find((message) => message.links.some((href) => href.includes('/waitlist/claim/')));
        return Boolean(claim);
      },
      { message: 'the claim email', timeout: 15_000 },
    )
    .toBe(true);
  expect(claim?.text).toContain('Your seats: Row A, seat 1; Row A, seat 2.');
  const link = claim?.links.find((href) => href.includes('/waitlist/claim/')) ?? '';

  // The claim page names the showing and the seats; its order buys exactly them.
  await waiter.goto(new URL(link).pathname);
  await expect(waiter.getByRole('heading', { level: 1 })).toHaveText(`Your seats for ${title}`);
  const claimCard = waiter.getByRole('region', { name: 'Your claim' });
  await expect(claimCard).toContainText(/15 August 2031/);
  await expect(waiter.getByTestId('claim-seats')).toHaveText('Row A, seat 1; Row A, seat 2');
  await waiter.getByLabel('First name').fill('Wale');
  await waiter.getByLabel('Phone number').fill('08031234567');
  await waiter.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = await openPayment(waiter, PRICE);
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(waiter.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
  await expect(waiter.getByRole('main')).toContainText('Row A, seat 1');

  // The back office's line names the date the place was for.
  await admin.goto(`/admin/events/${eventId}/waitlist`);
  const place = admin.getByRole('row', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  await expect(place).toContainText('Fri 15 AUG 2031 · 19:00');
  await expect(place).toContainText('Claimed');
  await firstScreens(admin, 'date-waitlist-back-office');
  await Promise.all([adminContext.close(), holderContext.close(), waiterContext.close()]);
});
