import { seriousViolations } from './helpers/axe.ts';
import { signInAsNewOrganizer } from './helpers/organizer.ts';
import { expect, test } from './helpers/test.ts';

// Getting paid (decision 31): an organizer adds a payout account through the
// simulator's bank list and account resolution (any 10 digits resolve; ending 0000 does not).

for (const width of [390, 1280]) {
  test(`an organizer adds a payout account at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewOrganizer(page, 'Lagos Live Events');
    // A new organizer's dashboard says what to do first, and links to it (docs/organizers.md §2).
    await page.goto('/organizer');
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/organizer/events/new');
    await expect(steps.getByRole('link', { name: 'Add payout account' })).toBeInViewport();
    expect(await seriousViolations(page), 'next steps').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-next-steps-${width}.png`) });
    await steps.getByRole('link', { name: 'Add payout account' }).click();
    await expect(page).toHaveURL(/\/organizer\/payouts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payout account' })).toBeVisible();
    await expect(page.getByText('No payout account yet: you cannot publish an event until you add one.')).toBeVisible();
    expect(await seriousViolations(page), 'no account yet').toEqual([]);

    // The form says what is missing before asking anyone.
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByText('Choose your bank from the list.')).toBeVisible();
    await expect(page.getByText('Enter the 10-digit account number (NUBAN), digits only.')).toBeVisible();

    // The simulator cannot resolve a number ending in 0000: a sentence, nothing saved.
    const bank = page.getByLabel('Bank');
    await bank.selectOption({ label: 'Guaranty Trust Bank' });
    await page.getByLabel('Account number').fill('0123450000');
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find that account at that bank.');
    await expect(page.getByRole('button', { name: 'Save payout account' })).toHaveCount(0);

    // A good number resolves to its holder, shown for confirmation; saving shows the account.
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByRole('button', { name: 'Check account' }).click();
    const confirm = page.getByRole('status').filter({ hasText: 'belongs to' });
    await expect(confirm).toContainText('This account at Guaranty Trust Bank belongs to');
    const holder = (await confirm.locator('p').nth(1).textContent())?.trim() ?? '';
    expect(holder).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(await seriousViolations(page), 'account resolved').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`payouts-confirm-${width}.png`), fullPage: true });

    // Keyboard: the Save button is reachable and pressed with Enter.
    await page.getByRole('button', { name: 'Save payout account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Payout account saved.' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Paid into' });
    await expect(current).toContainText('Guaranty Trust Bank');
    await expect(current).toContainText('6789');
    await expect(current).toContainText(holder);
    await expect(current).not.toContainText('0123456789');
    await expect(page.getByRole('heading', { name: 'Change the payout account' })).toBeVisible();
    expect(await seriousViolations(page), 'account saved').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`payouts-saved-${width}.png`), fullPage: true });

    // The account is the organizer's after a reload (GET /api/organizer/me).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Paid into' })).toContainText(holder);

    // Done: that step is gone from the dashboard; the first event is still to come.
    await page.goto('/organizer');
    await expect(steps.getByRole('link', { name: 'Create event' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Add payout account' })).toHaveCount(0);
  });
}
