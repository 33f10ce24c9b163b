import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGES } from '../packages/contracts/src/page/public-pages.ts';
import { expect, test } from './helpers/test.ts';

// Nothing on the storefront says it is unfinished (decision 44): no "coming soon" in any page the
// server sends, nor anywhere in the built web app (apps/web/dist, which e2e/run.mjs builds first).
const PLACEHOLDER = /coming soon/i;

const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
/** Pictures and the compressed copies of files that are also there as they are. */
const NOT_TEXT = new Set(['.png', '.webp', '.jpg', '.jpeg', '.ico', '.woff', '.woff2', '.br', '.gz']);

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return NOT_TEXT.has(extname(entry.name)) ? [] : [path];
  });
}

/** Each match with some text around it, so a failure says where it is. */
const placeholdersIn = (text: string) =>
  [...text.matchAll(new RegExp(PLACEHOLDER, 'gi'))].map((match) =>
    text.slice(Math.max(0, match.index - 60), match.index + 70),
  );

test('the built web app says "coming soon" nowhere', () => {
  const files = builtFiles(WEB_DIST);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const found = files.flatMap((file) =>
    placeholdersIn(readFileSync(file, 'utf8')).map((text) => `${relative(WEB_DIST, file)}: …${text}…`),
  );
  expect(found).toEqual([]);
});

test('no page the server sends says "coming soon"', async ({ request }) => {
  const paths = [
    ...PUBLIC_PAGES,
    ...Array.from({ length: 9 }, (_, index) => `/event-details/${index + 1}`),
    '/menu',
    '/helpdesk/ticket',
    // The shell of the screens the browser renders.
    '/login',
    '/ticket-purchase/1',
    '/order-summary/1',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(placeholdersIn(await response.text()), path).toEqual([]);
  }
});

test('after its scripts run, the event page and the purchase form say "coming soon" nowhere', async ({ page }) => {
  for (const path of ['/', '/event-details/1', '/ticket-purchase/1']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(PLACEHOLDER);
  }
});
