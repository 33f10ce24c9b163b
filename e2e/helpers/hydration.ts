import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over #root (hydrateRoot marks its container). A server-rendered
 * page shows before its scripts load (they are requested once it has loaded and painted,
 * packages/contracts/src/page/scripts.ts), and a click on a button only JavaScript handles would
 * do nothing until then. `page.goto` of helpers/test.ts waits for it; a test calls it itself
 * for a page it opened otherwise, or to mark the moment under a paused clock.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
