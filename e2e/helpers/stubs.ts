import type { Page } from '@playwright/test';

/** A 1 × 1 PNG: what the map tile server answers here. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The event page's map is a third party: the tests answer it locally and never depend on it. Its
 * tile server answers a tile (the page checks one before it shows the map), the embed a page.
 */
export async function stubMap(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await page.route(/www\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
}

/** The map's servers cannot be reached (offline, or blocked by the network). */
export async function blockMap(page: Page): Promise<void> {
  await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}
