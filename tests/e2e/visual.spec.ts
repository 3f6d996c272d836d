/**
 * Visual baselines (desktop and mobile projects): the pages people land
 * on, in Japanese, plus right-to-left Arabic. The clock is fixed inside the
 * manga event so time-dependent banners look the same on every run;
 * animations are off (playwright.config.ts) and fonts are the system's.
 */
import { expect, type Page, test } from '@playwright/test';
import { MANGA_DEAL } from '../../site/plans';
import { ui } from './support/strings';
import { freezeVisitorState } from './support/visual';

const DURING_DEAL = new Date(Date.parse(MANGA_DEAL.start) + 7 * 24 * 3600_000);

async function settle(page: Page, path: string) {
  await page.clock.setFixedTime(DURING_DEAL);
  await freezeVisitorState(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => document.fonts.ready);
}

const PAGES: [name: string, path: string][] = [
  ['landing-ja', '/ja/'],
  ['pricing-ja', '/ja/pricing/'],
  ['download-ja', '/ja/download/'],
  ['deals-manga-ja', '/ja/deals/manga/'],
  ['docs-ja', '/ja/docs/services/openai/'],
  ['not-found-ja', '/ja/no-such-page/'],
  ['landing-ar', '/ar/'],
  ['docs-ar', '/ar/docs/services/openai/'],
];

for (const [name, path] of PAGES) {
  test(`visual: ${name}`, async ({ page }) => {
    await settle(page, path);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}

test('visual: the open search dialog in ja', async ({ page }) => {
  await settle(page, '/ja/docs/');
  await page
    .getByRole('button', { name: ui('search.buttonLabel', 'ja') })
    .first()
    .click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page).toHaveScreenshot('search-dialog-ja.png');
});

test('visual: the search error screen in ja, laid out like the other screens', async ({ page }) => {
  // Algolia configured and unreachable: the error screen, with no docs text in it.
  await page.route('**/search-config.json', route =>
    route.fulfill({
      json: {
        algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'diglot_docs' },
        searchPagePath: '/search/',
        localIndexName: 'diglot_docs_local',
        externalUrlRegex: null,
        replaceSearchResultPathname: null,
        insights: false,
        contextualSearch: true,
      },
    }),
  );
  await page.route(/algolia(net)?\.(net|com)/, route => route.abort('connectionrefused'));
  await settle(page, '/ja/docs/');
  await page
    .getByRole('button', { name: ui('search.buttonLabel', 'ja') })
    .first()
    .click();
  await page.locator('.DocSearch-Input').fill('PDF');
  await expect(page.getByText(ui('search.errorTitle', 'ja'))).toBeVisible();
  // The key hints stay on screen (DocSearch shows none on phones).
  if (test.info().project.name === 'desktop') await expect(page.locator('.DocSearch-Commands')).toBeInViewport();
  await expect(page).toHaveScreenshot('search-error-ja.png');
});
