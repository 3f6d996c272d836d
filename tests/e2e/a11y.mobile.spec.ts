/**
 * On a phone: axe page by page in Japanese and right-to-left Arabic (the four
 * locales are swept on desktop), and on the open mobile drawer.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { sweepLocales } from './support/a11y-sweep';
import { ui } from './support/strings';

for (const [lang, path] of [
  ['ja', '/ja/docs/usage/'],
  ['ar', '/ar/'],
] as const) {
  test(`the open drawer in ${lang} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: ui('nav.openMenu', lang) }).click();
    const drawer = page.getByRole('dialog', { name: ui('nav.label', lang) });
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

sweepLocales(['ja', 'ar']);
