import { seriousViolations } from './helpers/axe.ts';
import { purchaseViaApi } from './helpers/checkout.ts';
import { chooseDoorEvent, confirmedUser, STAFF_EMAIL, scanAtDoor } from './helpers/door.ts';
import { firstScreens } from './helpers/screenshots.ts';
import { expect, test } from './helpers/test.ts';

// A door for one showing of the film (decision 52): each of the seeded film's dates is a door of its
// own at /check-in; a ticket for another showing is refused with the time it is for, and the
// showing's own ticket gets in. Screenshots of the door's list at 390 and 1280 px in the test's
// output folder.

const FILM = 'Alakada: Bad and Boujee';

test("door staff choose the 10 July showing: the 9 July ticket is refused with its time, the showing's own gets in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Two buyers: one for the premiere (3-1), one for the next evening (3-2).
  const buyers = await browser.newContext();
  await confirmedUser(buyers.request, 'showing-buyer');
  const premiere = await purchaseViaApi(buyers.request, '3', 1, undefined, { showtimeId: '3-1' });
  const nextEvening = await purchaseViaApi(buyers.request, '3', 1, undefined, { showtimeId: '3-2' });
  await buyers.close();

  await confirmedUser(page.request, 'staff', STAFF_EMAIL);
  await page.goto('/check-in');
  // Every showing is a door of its own, with its own time.
  const doors = page.getByRole('button', { name: new RegExp(`^${FILM}`) });
  await expect(doors).toHaveCount(4);
  await expect(doors.filter({ hasText: '9 July 2027' })).toHaveCount(1);
  await expect(doors.filter({ hasText: '10 July 2027' })).toHaveCount(1);
  // A seated showing says its hall (its seat plan's name).
  await expect(doors.filter({ hasText: '10 July 2027' })).toContainText('Genesis Cinema (Hall 1), Lagos');
  expect(await seriousViolations(page)).toEqual([]);
  await firstScreens(page, 'door-showings');

  await chooseDoorEvent(page, FILM, '10 July 2027');
  await expect(page.getByTestId('door-event').locator('..')).toContainText('10 July 2027');

  await scanAtDoor(page, premiere);
  const refused = page.getByRole('region', { name: 'Refused: another event' });
  await expect(refused).toContainText(/This ticket is for another showing: Friday, 9 July 2027 at \d\d:\d\d/);
  await expect(refused).not.toContainText('Admit anyway');

  // The showing's own ticket: its doors open months ahead, so staff confirm, and it is admitted.
  await scanAtDoor(page, nextEvening);
  await expect(page.getByRole('region', { name: 'Confirm: doors not open yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Admit anyway' }).click();
  await expect(page.getByRole('region', { name: 'Admitted', exact: true })).toBeVisible();
  await expect(page.getByTestId('admitted-count')).toHaveText('1');
});
