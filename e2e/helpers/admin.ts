import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type TestUser, xsrfHeader } from './auth.ts';
import { confirmedUser } from './door.ts';
import { posterFile } from './poster.ts';

/**
 * The second server of playwright.config.ts, for specs that change the catalogue (publish an
 * event): `test.use({ baseURL: CATALOGUE_SERVER })`. The others' server keeps the nine events.
 */
export const CATALOGUE_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The back-office account: playwright.config.ts lists this email in ADMIN_EMAILS. */
export const ADMIN_EMAIL = 'back.office@example.com';

/**
 * Signs the page in as the admin: signs up (or reuses the account other specs made), confirms
 * the address (ADMIN_EMAILS counts only confirmed ones) and signs in, all through the API.
 */
export async function signInAsAdmin(page: Page): Promise<TestUser> {
  return confirmedUser(page.request, 'admin', ADMIN_EMAIL);
}

/** An event as the back office's form sends it: `capacity` seats on `startDate`, a draft. */
export function draftEventFields(title: string, more: { startDate: string; capacity: number; artistName: string }) {
  return {
    title,
    eventOwner: '',
    category: 'Concert',
    description: `${more.artistName} live.`,
    about: 'The hits and a band.',
    venue: 'Eko Convention Centre',
    city: 'Lagos',
    timeZone: 'Africa/Lagos',
    startTime: '19:00',
    basePrice: 2500,
    subaccountCode: '',
    status: 'draft',
    ...more,
  };
}

/**
 * Makes an event through the back office's API, with a poster (publishing wants one), runs
 * `arrange` on the draft (its tiers, dates, plans) and publishes it. Answers its id.
 */
export async function publishedEvent(
  request: APIRequestContext,
  fields: ReturnType<typeof draftEventFields>,
  arrange: (eventId: string, headers: Record<string, string>) => Promise<void> = async () => {},
): Promise<string> {
  const headers = await xsrfHeader(request);
  const created = await request.post('/api/admin/events', { headers, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const poster = await posterFile();
  const uploaded = await request.put(`/api/admin/events/${event.id}/poster`, {
    headers: { ...headers, 'content-type': 'image/jpeg' },
    data: poster.buffer,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await arrange(event.id, headers);
  const published = await request.put(`/api/admin/events/${event.id}`, {
    headers,
    data: { ...fields, status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return event.id;
}

/** The admin finds the order in the back office and refunds it in full (`price` as its button says it). */
export async function refundInBackOffice(admin: Page, reference: string, price: string): Promise<void> {
  await admin.goto('/admin/orders');
  const search = admin.getByRole('searchbox', { name: 'Search by email, name, phone, reference or ticket ID' });
  await search.fill(reference);
  await search.press('Enter');
  await admin.getByRole('link', { name: reference }).click();
  await admin.getByRole('button', { name: 'Refund order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund this order?' });
  await dialog.getByRole('button', { name: `Refund ${price}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The order is refunded' })).toBeVisible();
}
