import type { Page } from '@playwright/test';

/** The event page's map embed is a third party: the tests answer it locally and never depend on it. */
export async function stubMap(page: Page): Promise<void> {
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
}
