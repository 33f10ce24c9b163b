import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { stubMap } from './helpers/stubs.ts';

// Every public screen, checked by axe-core for WCAG 2.1 A/AA problems a person would hit.
const screens = [
  '/',
  '/concerts',
  '/event-details/1',
  '/event-details/999',
  '/ticket-purchase/1',
  '/about-us',
  '/organizers',
  '/notifications',
  '/contact',
  '/terms',
  '/Privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/some-token-value-long-enough',
  '/verify-email/some-token-value-long-enough',
  '/no/such/page',
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of screens) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        // The map is a third-party frame (and there is no network here); axe checks our own page.
        await stubMap(page);
        await page.goto(path);
        // The page's heading means its data has loaded (networkidle is not reliable with lazy frames).
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .exclude('iframe')
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
