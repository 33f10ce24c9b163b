import { PUBLIC_PAGES } from '../packages/contracts/src/page/public-pages.ts';
import { E2E_ORGANIZER, seedOrganizer } from './helpers/database.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, type Page, test } from './helpers/test.ts';

/**
 * Every tap target on the public pages is at least 44 × 44 CSS px on a 390 px phone.
 *
 * The rule applied: WCAG 2.2 SC 2.5.5 Target Size (Enhanced), 44 × 44 px in both dimensions (it
 * contains SC 2.5.8's 24 px minimum), for every visible link, button, form control, summary and
 * element with a tab stop, measured by its own box. Of 2.5.5's exceptions only "Inline" is taken:
 * a link laid out inline inside a sentence or a block of text (display: inline, and the block
 * around it has words besides the link's own), whose size the line of text sets. Nothing is
 * excused as "Equivalent" or "Essential". Hidden and inert elements (closed menus, inactive
 * slides) are not targets; third-party frames (the map, the video) are not our boxes.
 */

const MIN = 44;

// An organizer's page (architecture.md §16; helpers/database.ts seeds it) and their event's page with its "By" link.
const PAGES = [
  ...PUBLIC_PAGES,
  '/event-details/1',
  `/o/${E2E_ORGANIZER.slug}`,
  `/event-details/${E2E_ORGANIZER.eventId}`,
];

/** Every visible target under `root` smaller than MIN in either dimension, described for the report. */
function smallTargets(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ root, min }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const isInlineInText = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return (block?.textContent ?? '').trim().length > own;
      };
      const found: string[] = [];
      for (const element of Array.from(document.querySelector(root)?.querySelectorAll(selector) ?? [])) {
        if (element.closest('[inert], [aria-hidden="true"], [hidden]')) continue;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Not rendered, or visually hidden (sr-only clips it to nothing): not something anyone taps.
        const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || clipped) continue;
        if (box.width >= min && box.height >= min) continue;
        if (element.tagName === 'A' && isInlineInText(element)) continue;
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
        found.push(
          `<${element.tagName.toLowerCase()}> "${name.slice(0, 50)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
      return found;
    },
    { root, min: MIN },
  );
}

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(() => seedOrganizer());
test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

for (const path of PAGES) {
  test(`every tap target on ${path} is at least 44 × 44 px at 390 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);

    // The skip link is a target once it shows, on the first Tab.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(MIN);
    expect(box?.height).toBeGreaterThanOrEqual(MIN);
  });
}

test('the menu (sidebar) and its newsletter form have 44 px targets at 390 px', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
});

test('the check itself catches a small target', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('main')).toBeVisible();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/concerts';
    link.textContent = 'tiny';
    link.style.display = 'inline-block';
    document.querySelector('main')?.append(link);
  });
  expect(await smallTargets(page)).toEqual([expect.stringMatching(/^<a> "tiny" \d+×\d+$/)]);
});
