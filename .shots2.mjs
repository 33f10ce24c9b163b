import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4502';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + '/?category=Concert', { waitUntil: 'networkidle' });
  await page.locator('#search-results-heading').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  await page.screenshot({ path: `/tmp/ft/shots/cards-${width}.png` });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ft/shots/open-menu-${width}.png` });
  await page.goto(base + '/event-details/1', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/ft/shots/event-${width}.png` });
  await context.close();
}
await browser.close();
