import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` also waits until a server-rendered page has run its
 * scripts. Such a page shows before they load (once it has loaded and painted twice,
 * packages/contracts/src/page-scripts.ts), and until then a button only JavaScript handles does
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

async function scriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('page-scripts')) return true;
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
