/**
 * axe on every marketing page and a spread of docs pages, in the three
 * source locales and right-to-left Arabic, on desktop and mobile; plus the
 * open search dialog and the open mobile drawer. Zero violations.
 */
import { expect, type Page, test } from '@playwright/test';
import { docsPath, MARKETING_PAGES } from '../../site/routes';
import { withLocale } from '../../rules/url';
import { axeViolations as violations, FULL_SWEEP_LANGS } from './support/axe';

const DOCS = [
  'index',
  'installation',
  'usage',
  'faq',
  'features/webpage',
  'features/pdf',
  'services',
  'services/openai',
  'advanced',
  'CHANGELOG',
  'PRIVACY',
];

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const lang of FULL_SWEEP_LANGS) {
  test(`marketing pages in ${lang} have no accessibility violations`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: Record<string, unknown> = {};
    for (const { path } of MARKETING_PAGES) {
      const url = withLocale(path, lang);
      await page.goto(url);
      await ready(page);
      const list = await violations(page);
      if (list.length) found[url] = list;
    }
    expect(found).toEqual({});
  });

  test(`docs pages in ${lang} have no accessibility violations`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: Record<string, unknown> = {};
    for (const id of DOCS) {
      const url = withLocale(docsPath(id), lang);
      await page.goto(url);
      await ready(page);
      const list = await violations(page);
      if (list.length) found[url] = list;
    }
    expect(found).toEqual({});
  });
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
