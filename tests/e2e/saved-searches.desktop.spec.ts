/**
 * Saved searches live in localStorage, where anything on the device can
 * write. Planted entries must never be drawn as HTML or lead off the site:
 * the dialog shows only same-site entries, their text as text.
 */
import { expect, test } from '@playwright/test';
import { ui } from './support/strings';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__diglot_docs_local_en';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__diglot_docs_local_en';
const hierarchy = (lvl1: string) => ({ lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

test('planted saved searches are shown as text and never lead off the site', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', error => errors.push(error.message));
  const offSite: string[] = [];
  page.on('request', request => {
    if (!request.url().startsWith('http://127.0.0.1')) offSite.push(request.url());
  });
  await page.addInitScript(
    ({ recent, favorite, entries }) => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      localStorage.setItem(recent, JSON.stringify(entries.recent));
      localStorage.setItem(favorite, JSON.stringify(entries.favorite));
    },
    {
      recent: RECENT,
      favorite: FAVORITE,
      entries: {
        recent: [
          {
            objectID: 'a',
            type: 'lvl1',
            url: 'https://evil.example/phish',
            hierarchy: hierarchy('Off-site link'),
            content: null,
          },
          { objectID: 'b', type: 'lvl1', url: '//evil.example/x', hierarchy: hierarchy('Protocol-relative link'), content: null },
          {
            objectID: 'c',
            type: 'lvl1',
            url: '/en/docs/faq/',
            hierarchy: hierarchy('<img src=x id=planted-img>FAQ <b>bold</b>'),
            content: null,
          },
        ],
        favorite: [
          { objectID: 'd', type: 'lvl1', url: 'javascript:alert(1)', hierarchy: hierarchy('Script link'), content: null },
        ],
      },
    },
  );
  await page.goto('/en/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: ui('search.buttonLabel', 'en') }).click();
  await expect(page.locator('.DocSearch-Input')).toBeVisible();

  const hits = page.locator('.DocSearch-Hit');
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toContainText('<img src=x id=planted-img>FAQ <b>bold</b>');
  await expect(page.locator('#planted-img')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit b')).toHaveCount(0);
  await expect(page.getByText('Off-site link')).toHaveCount(0);
  await expect(page.getByText('Script link')).toHaveCount(0);

  // Storage now holds only what may be used.
  const stored = await page.evaluate(
    ([recent, favorite]) => [localStorage.getItem(recent), localStorage.getItem(favorite)],
    [RECENT, FAVORITE],
  );
  expect(JSON.parse(stored[0] ?? '[]').map((entry: { url: string }) => entry.url)).toEqual(['/en/docs/faq/']);
  expect(stored[1]).toBeNull();

  await hits.first().click();
  await expect(page).toHaveURL(/\/en\/docs\/faq\/$/);
  expect(offSite).toEqual([]);
  expect(errors).toEqual([]);
});
