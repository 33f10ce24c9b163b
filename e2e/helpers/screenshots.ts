import type { Page } from '@playwright/test';
import { test } from './test.ts';

/** The two widths every screen is looked at (the rules: a 390 px phone and a 1280 px laptop). */
export const SCREEN_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * A picture of the first screen (what shows without scrolling) at each width, for a person to look
 * at, in the test's output folder; the viewport is left at the last width.
 */
export async function firstScreens(page: Page, name: string) {
  for (const size of SCREEN_WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`) });
  }
}
