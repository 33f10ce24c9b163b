// The JavaScript a page loads, as the target of "≤ 115 KB on the landing page" (decision 18) counts it: Chromium
// opens the page and waits until the network is idle; every `.js` it fetched is read from the
// build (WEB_DIST) and compressed with gzip -9, and the sizes are summed. Used by `npm run bench:web`
// (after the Lighthouse runs, against the same server); `BENCH_WEB_RUNS=0 npm run bench:web` prints only this.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** For each page: the script files Chromium fetched (paths as served) and their gzip -9 sizes. */
export async function pageScripts({ origin, pages, webDist, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const results = [];
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const files = new Set();
      tab.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) files.add(pathname);
      });
      await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
      await context.close();
      const sizes = [...files].map((path) => ({
        path,
        gzip: gzipSync(readFileSync(join(webDist, path)), { level: 9 }).length,
      }));
      results.push({ page, files: sizes, total: sizes.reduce((sum, file) => sum + file.gzip, 0) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The results as a Markdown table, with the largest files of each page. */
export function pageScriptsTable(results) {
  const lines = ['| page | .js files | gzip -9 bytes | largest files (gzip bytes) |', '|---|---:|---:|---|'];
  for (const { page, files, total } of results) {
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((file) => `${file.path.replace(/^\/assets\//, '')} ${file.gzip}`)
      .join(', ');
    lines.push(`| \`${page}\` | ${files.length} | ${total.toLocaleString('en')} | ${largest} |`);
  }
  return lines.join('\n');
}
