// What the header, the test-mode strip and the event cards show (product.md §2.1, §2.2) at a phone's
// and a desktop's width, measured in Chromium.
import { expect, test } from './helpers/test.ts';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    test('the test-mode strip is one line, its words whole', async ({ page }) => {
      for (const path of ['/', '/concerts', '/event-details/1']) {
        await page.goto(path);
        const strip = page.getByRole('complementary', { name: 'Test mode' });
        const { height, lineHeight, padding, textWidth, room } = await strip.evaluate((element) => {
          const style = getComputedStyle(element);
          const range = document.createRange();
          range.selectNodeContents(element);
          // The words as laid out (the part hidden at this width takes no room), against the room inside.
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const textWidth = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
          return {
            height: element.getBoundingClientRect().height,
            lineHeight: Number.parseFloat(style.lineHeight),
            padding:
              Number.parseFloat(style.paddingTop) +
              Number.parseFloat(style.paddingBottom) +
              Number.parseFloat(style.borderTopWidth) +
              Number.parseFloat(style.borderBottomWidth),
            textWidth,
            room: element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          };
        });
        expect(height, path).toBeCloseTo(lineHeight + padding, 0);
        expect(textWidth, path).toBeLessThanOrEqual(room);
      }
    });

    test('Log In shows in the header without the menu from 1024 px, and the cards say price and stock', async ({
      page,
    }) => {
      for (const path of ['/', '/concerts']) {
        await page.goto(path);
        const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
        if (width >= 1024) {
          await expect(logIn, path).toBeVisible();
          const box = await logIn.boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
      }
      const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first();
      await page.goto('/');
      await expect(upcoming).toContainText(/from NGN \d{1,3}(,\d{3})*/);
      await page.goto('/?category=Concert');
      const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
      await expect(card).toContainText(/from NGN \d{1,3}(,\d{3})*/);
    });
  });
}

test('Log In is in the landing header at 1024 px, and left to the menu below it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeHidden();
});
