import { CATALOGUE_SERVER, signInAsAdmin } from './helpers/admin.ts';
import { expect, test } from './helpers/test.ts';

// The back office's ticket types (decision 30), on the server whose catalogue may
// change (helpers/admin.ts): add a VIP with its own stock and an early bird with a window, edit a
// price, reorder, pause; the storefront's event answer follows each change.
test.use({ baseURL: CATALOGUE_SERVER });

const shots = process.env.TIERS_SHOTS_DIR;

interface PublicTier {
  name: string;
  price: number;
  state: string;
  salesEndAt: string | null;
}

// One event per width: the two run side by side, and a move swaps with whatever tier is next.
for (const [width, EVENT] of [
  [390, '7'],
  [1280, '8'],
] as const) {
  test(`at ${width} px: an admin adds, edits, reorders and pauses ticket types; the event page answer follows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    test.setTimeout(90_000);
    const suffix = Date.now().toString(36).slice(-4);
    const vip = `VIP ${suffix}`;
    const early = `Early bird ${suffix}`;
    const publicTiers = async () =>
      ((await (await page.request.get(`/api/events/${EVENT}`)).json()).ticketTypes as PublicTier[]).filter((tier) =>
        tier.name.endsWith(suffix),
      );

    await signInAsAdmin(page);
    await page.goto(`/admin/events/${EVENT}`);
    const card = page.getByRole('region', { name: 'Ticket types', exact: true });
    await expect(card.getByRole('region', { name: 'Ticket types of this event' })).toBeVisible();

    // A VIP with 50 tickets of its own; the dialog first refuses a negative price in the server's words.
    await card.getByRole('button', { name: 'Add a ticket type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a ticket type' });
    await dialog.getByLabel('Name').fill(vip);
    await dialog.getByLabel('Price (NGN)').fill('-5');
    await dialog.getByRole('button', { name: 'Add the ticket type' }).click();
    await expect(dialog.getByText('The price must be a whole number of naira from 0 (free)')).toBeVisible();
    await dialog.getByLabel('Price (NGN)').fill('45,000');
    await dialog.getByLabel('Tickets of this type (optional)').fill('50');
    await dialog.getByLabel('What it includes (optional)').fill('Front rows and a drink.');
    if (shots) {
      await page.screenshot({ path: `${shots}/dialog-${page.viewportSize()?.width}.png`, fullPage: false });
    }
    await dialog.getByRole('button', { name: 'Add the ticket type' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('row', { name: new RegExp(vip) })).toContainText('0 / 0 / 50');

    // An early bird whose sale closes on a date, at the venue's clock; a window backwards is refused first.
    await card.getByRole('button', { name: 'Add a ticket type' }).click();
    const second = page.getByRole('dialog', { name: 'Add a ticket type' });
    await second.getByLabel('Name').fill(early);
    await second.getByLabel('Price (NGN)').fill('2000');
    await second.getByRole('textbox', { name: 'Sale opens on' }).fill('2030-06-01');
    await second.getByLabel('Sale opens at').fill('12:00');
    await second.getByRole('textbox', { name: 'Sale closes on' }).fill('2030-05-01');
    await second.getByLabel('Sale closes at').fill('12:00');
    await second.getByRole('button', { name: 'Add the ticket type' }).click();
    await expect(second.getByText('The sale must close after it opens.')).toBeVisible();
    await second.getByRole('textbox', { name: 'Sale opens on' }).fill('');
    await second.getByLabel('Sale opens at').fill('');
    await second.getByRole('button', { name: 'Add the ticket type' }).click();
    await expect(second).toBeHidden();
    let tiers = await publicTiers();
    expect(tiers.map((tier) => tier.name)).toEqual([vip, early]);
    // 12:00 on 1 May 2030 at the venue's clock, whatever its zone.
    const { timeZone } = await (await page.request.get(`/api/events/${EVENT}`)).json();
    const closes = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(new Date(tiers[1]?.salesEndAt ?? 0));
    expect(closes).toBe('2030-05-01, 12:00');

    // Edit the VIP's price.
    await card.getByRole('button', { name: `Edit ${vip}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${vip}` });
    await edit.getByLabel('Price (NGN)').fill('50,000');
    await edit.getByRole('button', { name: 'Save the ticket type' }).click();
    await expect(edit).toBeHidden();
    expect((await publicTiers())[0]?.price).toBe(50_000);

    // Move the early bird up, by keyboard: the focus stays on the moved row's button.
    await card.getByRole('button', { name: `Move ${early} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText(`${early} moved up.`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Move ${early} up` })).toBeFocused();
    tiers = await publicTiers();
    expect(tiers.map((tier) => tier.name)).toEqual([early, vip]);

    // Pause the VIP.
    await card.getByRole('button', { name: `Pause ${vip}` }).click();
    await expect(card.getByRole('row', { name: new RegExp(vip) })).toContainText('Paused');
    expect((await publicTiers()).find((tier) => tier.name === vip)?.state).toBe('paused');
    if (shots) {
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${shots}/card-${page.viewportSize()?.width}.png` });
    }

    // Resume, then delete the early bird (no order names it).
    await card.getByRole('button', { name: `Resume ${vip}` }).click();
    await expect(card.getByRole('row', { name: new RegExp(vip) })).toContainText('On sale');
    await card.getByRole('button', { name: `Delete ${early}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${early}?` })
      .getByRole('button', { name: 'Delete the ticket type' })
      .click();
    await expect(card.getByText('Ticket type deleted.')).toBeVisible();
    expect((await publicTiers()).map((tier) => tier.name)).toEqual([vip]);
  });
}
