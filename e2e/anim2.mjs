import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await ctx.addInitScript(() => { window.__raf = 0; window.__rafStacks = new Map(); const o = window.requestAnimationFrame.bind(window); window.requestAnimationFrame = (cb) => { window.__raf++; const s = new Error().stack.split('\n').slice(2, 5).join(' | '); window.__rafStacks.set(s, (window.__rafStacks.get(s) ?? 0) + 1); return o(cb); }; window.__timers = 0; const st = window.setInterval.bind(window); window.setInterval = (f, ms, ...a) => { window.__timers++; window.__intervals = (window.__intervals ?? []).concat(ms); return st(f, ms, ...a); }; });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:3300' + path); await page.waitForTimeout(4000);
const before = await page.evaluate(() => window.__raf); await page.waitForTimeout(5000);
console.log(path, 'rAF in 5 s idle:', (await page.evaluate(() => window.__raf)) - before, 'intervals', await page.evaluate(() => window.__intervals), 'frames', page.frames().map((f) => f.url().slice(0, 80)));
console.log(await page.evaluate(() => [...window.__rafStacks].sort((a, b) => b[1] - a[1]).slice(0, 3)));
await ctx.close();
}
await browser.close();
