import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4502';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const [name, path] of [['landing', '/'], ['concerts', '/concerts'], ['event', '/event-details/1'], ['menu-page', '/menu?newsletter=subscribed'], ['ticket-page', '/helpdesk/ticket?problem=subject'], ['helpdesk', '/helpdesk']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/ft/shots/${name}-${width}.png`, fullPage: name !== 'landing' && name !== 'concerts' ? false : false });
    const banner = await page.locator('aside[aria-label="Test mode"]').boundingBox();
    const text = await page.locator('aside[aria-label="Test mode"]').evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, lh: getComputedStyle(el).lineHeight }));
    console.log(width, name, JSON.stringify(banner), JSON.stringify(text));
  }
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || true);
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ft/shots/open-menu-${width}.png` });
  await page.goto(base + '/?event=&category=Concert&location=', { waitUntil: 'networkidle' });
  await page.locator('#search-results-heading').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/ft/shots/search-${width}.png` });
  await context.close();
}
await browser.close();
