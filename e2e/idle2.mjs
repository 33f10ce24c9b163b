import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
const chromeTicks = () => Number(execSync("ps -C chromium -o times= | awk '{s+=$1} END {print s+0}'").toString());
const cpu = () => { const out = execSync("for p in $(pgrep -f 'chromium'); do awk '{print $14+$15}' /proc/$p/stat 2>/dev/null; done | awk '{s+=$1} END {print s+0}'").toString(); return Number(out); };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
for (const path of ['about:blank', '/concerts', '/concerts', '/ticket-purchase/1', '/event-details/1', '/']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(path.startsWith('/') ? 'http://127.0.0.1:3300' + path : path); await page.waitForTimeout(5000);
  const a = cpu(); await page.waitForTimeout(10000); const b = cpu();
  console.log(path, 'chromium CPU while idle:', (b - a) / 10, '% of a core');
  await ctx.close();
}
await browser.close();
