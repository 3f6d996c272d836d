/**
 * The display-style gallery of the web page docs: every preset is a live
 * example whose CSS is in <head> from the first byte (no flash of unstyled
 * examples, and correct without JavaScript), and each rendered example is
 * kept as a visual baseline.
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/page';

const PAGE = '/en/docs/features/webpage/';

test('every display-style example is styled by CSS that the server put in <head>', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const examples = page.locator('.dg-preview__demo');
  expect(await examples.count()).toBeGreaterThanOrEqual(20);
  expect(await page.locator('body style').count()).toBe(0);
  const underline = page.locator('.dg-preview__demo .dg-ds-underline');
  await expect(underline).toHaveCSS('text-decoration-line', 'underline');
  const blur = page.locator('.dg-preview__demo .dg-ds-blur').first();
  await expect(blur).toHaveCSS('filter', /blur/);
  await context.close();
});

test('the display-style examples render as in their baselines', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, PAGE);
  await page.evaluate(() => document.fonts.ready);
  const examples = page.locator('.dg-preview__demo');
  const count = await examples.count();
  expect(count).toBeGreaterThanOrEqual(20);
  for (let i = 0; i < count; i++) {
    const id = await examples.nth(i).locator('[class^="dg-ds-"]').first().getAttribute('class');
    await expect(examples.nth(i), `example ${id}`).toHaveScreenshot(`display-style-${id}.png`);
  }
});
