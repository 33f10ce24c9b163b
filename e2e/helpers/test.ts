import { test as base, type Page } from '@playwright/test';
import { PAGE_SCRIPTS_ID } from '../../packages/contracts/src/page/scripts.ts';
import { hydrated } from './hydration.ts';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` also waits until a server-rendered page has run its
 * scripts. Such a page shows before they load (once it has loaded and painted twice,
 * packages/contracts/src/page/scripts.ts), and until then a button only JavaScript handles does
 * nothing: a test that clicks at once would race the loader. A page without the loader (the
 * browser-rendered shell, a file, an API page) is not waited for.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await scriptsRan(page);
      return response;
    };
    await use(page);
  },
});

/** A page with the scripts loader (packages/contracts/src/page/scripts.ts) hydrates; others need not. */
async function scriptsRan(page: Page): Promise<void> {
  if (await page.locator(`#${PAGE_SCRIPTS_ID}`).count()) await hydrated(page);
}
