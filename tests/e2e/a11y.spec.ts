/**
 * axe on the open search dialog, its error screen and the 404 page, on
 * desktop and mobile. The page-by-page sweeps are in a11y-sweep.desktop.spec.ts
 * (four locales) and a11y.mobile.spec.ts (ja and ar). Zero violations.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations as violations } from './support/axe';

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('the open search dialog has no accessibility violations', async ({ page }) => {
  await page.goto('/ja/docs/usage/');
  await ready(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  expect(await violations(page, '.DocSearch-Container')).toEqual([]);
  await page.locator('.DocSearch-Input').fill('PDF');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Issue 26 asks for each result to be a real link (new tab, copy address) inside its
  // listbox option, as DocSearch's own hits are; axe's nested-interactive names that
  // pattern. Only that is let through, and only on the result options.
  const found = await violations(page, '.DocSearch-Container');
  const resultLinks = (v: { rule: string; nodes: string[] }) =>
    v.rule === 'nested-interactive' && v.nodes.every(node => /^#docsearch-hits\d+-item-\d+ /.test(node));
  expect(found.filter(v => !resultLinks(v))).toEqual([]);
});

test('the 404 page has no accessibility violations', async ({ page }) => {
  await page.goto('/ja/no-such-page/');
  await ready(page);
  expect(await violations(page)).toEqual([]);
});
