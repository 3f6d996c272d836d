import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { ui } from './support/strings';

test('on a phone, search covers the whole screen from its top, above the announcement bar, footer on screen', async ({
  page,
}) => {
  await visit(page, '/en/docs/features/pdf/');
  await expect(page.getByRole('region', { name: ui('announcement.label', 'en') })).toBeVisible();
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('pdf');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const viewport = page.viewportSize() as { width: number; height: number };
  const box = await modal.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 1);
  await expect(page.locator('.DocSearch-Footer')).toBeInViewport({ ratio: 1 });
  // Nothing of the page is drawn over the sheet: its top-left corner belongs to the dialog.
  const top = await page.evaluate(() => document.elementFromPoint(4, 4)?.closest('.DocSearch-Container') !== null);
  expect(top).toBe(true);
});
