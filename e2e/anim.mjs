import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto('http://127.0.0.1:3300' + path); await page.waitForTimeout(4000);
console.log(path, await page.evaluate(() => document.getAnimations().map((a) => {
  const t = a.effect?.target; return `${a.constructor.name} ${a.animationName ?? a.transitionProperty ?? ''} ${a.playState} on <${t?.tagName?.toLowerCase()} class="${String(t?.className).slice(0, 120)}"> visible=${t ? t.getBoundingClientRect().top < innerHeight : '?'}`;
})));
}
await browser.close();
