import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4502';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const top = await page.evaluate(() => [...document.querySelectorAll('h2')].find((h) => h.textContent.includes('Upcoming')).getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y - 40), top);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ft/shots/upcoming-${width}.png` });
  await context.close();
}
await browser.close();
