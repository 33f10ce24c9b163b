import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over #root (hydrateRoot marks its container). A server-rendered
 * page shows before its scripts load (they are requested once it has loaded and painted,
 * packages/contracts/src/page-scripts.ts), so a
 * test that clicks a button that only JavaScript handles waits for this first, as a visitor's
 * click would do nothing until then.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
