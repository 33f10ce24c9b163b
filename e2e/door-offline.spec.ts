import type { BrowserContext, Page } from '@playwright/test';
import { purchaseViaApi } from './helpers/checkout.ts';
import { openDoors } from './helpers/database.ts';
import { chooseDoorEvent, confirmedUser, STAFF_EMAIL, scanAtDoor } from './helpers/door.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { expect, test } from './helpers/test.ts';

// The door with no network (decision 26), in Chromium with the browser context set offline. Event 8
// (Ayra Starr: Sabi Girl) is this spec's alone; its doors are opened now.
const TITLE = 'Ayra Starr: Sabi Girl';

/** A door device: its own browser, door staff signed in, the event chosen, the list and the app kept. */
async function doorDevice(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await confirmedUser(page.request, 'staff', STAFF_EMAIL);
  await page.goto('/check-in');
  await chooseDoorEvent(page, TITLE);
  await expect(page.getByTestId('door-list')).toContainText('List updated just now');
  // The service worker has kept the page and its scripts, and controls this page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const door = names.find((name) => name.startsWith('door-'));
    return door ? (await (await caches.open(door)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  expect(kept).toContain('/check-in');
  // Every script the page loaded is kept (chunks are named by their hash, so by what was loaded).
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(kept).toEqual(expect.arrayContaining(loaded));
  return page;
}

test('admits offline, syncs when the network is back with the counter right; a second device that admitted the same ticket offline shows the conflict', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  openDoors('8');
  await confirmedUser(page.request, 'buyer');
  const reference = await purchaseViaApi(page.request, '8');
  const { verifyUrl } = await (await page.request.get(`/api/tickets/${reference}`)).json();

  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await doorDevice(first);
  const b = await doorDevice(second);
  const before = Number(await a.getByTestId('admitted-count').textContent());

  // Device A loses the network and is reloaded: the page, its scripts and its list come from the device.
  await first.setOffline(true);
  await a.reload();
  await expect(a.getByTestId('door-online')).toContainText('Offline');
  await expect(a.getByTestId('door-event')).toHaveText(TITLE);
  await expect(a.getByTestId('door-list')).toContainText('List updated');
  await scanAtDoor(a, verifyUrl);
  await expect(a.getByRole('region', { name: 'Admitted (offline)' })).toContainText('Api Buyer');
  await expect(a.getByTestId('door-pending')).toHaveText('1 waiting to sync');
  await expect(a.getByTestId('admitted-count')).toHaveText(String(before + 1));

  // Device B, offline too, lets the same ticket in a little later: it cannot know.
  await second.setOffline(true);
  await expect(b.getByTestId('door-online')).toContainText('Offline');
  await scanAtDoor(b, verifyUrl);
  await expect(b.getByRole('region', { name: 'Admitted (offline)' })).toBeVisible();
  await expect(b.getByTestId('door-pending')).toHaveText('1 waiting to sync');

  // A comes back first: its admission is synced and counted once.
  await first.setOffline(false);
  await expect(a.getByTestId('door-online')).toHaveText('Online');
  await expect(a.getByTestId('door-pending')).toHaveText('Nothing waiting to sync');
  await expect(a.getByTestId('admitted-count')).toHaveText(String(before + 1));
  await expect(a.getByTestId('door-conflict')).toHaveCount(0);

  // B comes back: its admission was one too many, and it says so with both times.
  await second.setOffline(false);
  await expect(b.getByTestId('door-pending')).toHaveText('Nothing waiting to sync');
  const conflict = b.getByTestId('door-conflict');
  await expect(conflict).toContainText(
    /Api Buyer \(TICKET-[^)]+\): this device admitted them on .+ at \d{2}:\d{2}:\d{2} .+, but another device had admitted the same place on .+ at \d{2}:\d{2}:\d{2} .+\. The first admission stands/,
  );
  await expect(b.getByTestId('admitted-count')).toHaveText(String(before + 1));
  // One verdict: its green "let them in" gave way to the conflict (docs/door.md "Conflicts").
  await expect(b.getByRole('region', { name: 'Admitted (offline)' })).toHaveCount(0);
  await expect(b.getByRole('region', { name: 'Conflict: an admission that does not count' })).toBeVisible();
  await firstScreens(b, 'door-conflict');
  // On a phone the conflict stands where the verdict was, under the field.
  await b.setViewportSize({ width: 390, height: 844 });
  await b.getByRole('region', { name: 'Conflict: an admission that does not count' }).scrollIntoViewIfNeeded();
  await b.screenshot({ path: test.info().outputPath('door-conflict-in-view-390.png') });

  // Online again, the server's own word: the ticket is used, one admission counted.
  await scanAtDoor(a, verifyUrl);
  await expect(a.getByRole('region', { name: 'Refused: already used' })).toBeVisible();
  await first.close();
  await second.close();
});
