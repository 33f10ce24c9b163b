// Saves pages as they stand once their scripts ran, for the Nu HTML checker (docs/validators.md):
// `node scripts/hydrated-pages.mjs http://localhost:3000 /tmp/hydrated / /ticket-purchase/1 /check-in /login`.
// Each page is opened in Debian's Chromium (CHROMIUM_PATH), left until the network is quiet, and its
// document written out as <folder>/<path with / ? = as _>.html. With STAFF_EMAIL and STAFF_PASSWORD,
// it signs that account in first (signing it up if it has none), for the screens behind sign-in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [origin, folder, ...paths] = process.argv.slice(2);
if (!origin || !folder || paths.length === 0) {
  console.error('Usage: node scripts/hydrated-pages.mjs ORIGIN FOLDER PATH...');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const { STAFF_EMAIL: email, STAFF_PASSWORD: password } = process.env;
  if (email && password) {
    await page.request.get('/api/me');
    const token = (await context.cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
    const headers = { 'x-xsrf-token': token };
    await page.request.post('/api/signup', { data: { username: email.split('@')[0], email, password }, headers });
    const login = await page.request.post('/api/login', { data: { email, password }, headers });
    if (!login.ok()) throw new Error(`Signing ${email} in: ${login.status()} ${await login.text()}`);
  }
  for (const path of paths) {
    await page.goto(path);
    // React has taken #root (hydrateRoot or createRoot marks it), then the screen's own requests
    // (its chunk, GET /api/me, its data) are answered and React commits what they brought.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      },
      undefined,
      { polling: 100 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const html = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
    const file = join(folder, `${path.replace(/[/?=]/g, '_')}.html`);
    writeFileSync(file, html);
    const titles = await page.evaluate(() => document.querySelectorAll('title').length);
    console.log(`${path} -> ${new URL(page.url()).pathname}: ${file} (${titles} <title>)`);
  }
} finally {
  await browser.close();
}
