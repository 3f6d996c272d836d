/**
 * The core docs that every locale writes, and its widest pages, read on a 360 px phone: nothing
 * wider than the screen (wide tables and code scroll inside their own box)
 * and every character of the article drawn by an installed font. Then
 * every page of the site in one locale, for what components get wrong
 * whatever the language (a table of links once widened the whole page).
 */
import { expect, test } from '@playwright/test';
import { withLocale } from '../../rules/url';
import { LOCALES } from '../../site/locales';
import { CORE_DOC_IDS, DOCS_PAGES, docsPath, MARKETING_PAGES } from '../../site/routes';
import { horizontalOverflow, missingGlyphs } from './support/glyphs';
import { visit } from './support/page';

test.use({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

// zh-Hans serves zh's pages as they are.
const LANGS = LOCALES.filter(l => !l.sharesTextWith).map(l => l.lang);
// Beyond the core pages, those whose text tests a layout the most: long
// legal words, wide tables, code, many settings names.
const CHECKED_IDS = [...CORE_DOC_IDS, 'TERMS', 'services/custom', 'prompts', 'advanced'];

for (const lang of LANGS) {
  test(`${lang}: the core docs and the widest pages fit a 360 px screen and draw every character`, async ({ page }) => {
    test.setTimeout(150_000);
    const problems: Record<string, unknown> = {};
    for (const id of CHECKED_IDS) {
      const url = withLocale(docsPath(id), lang);
      await visit(page, url);
      const overflow = await horizontalOverflow(page);
      const missing = await missingGlyphs(page, 'article.dg-doc');
      if (overflow > 0 || missing.length) problems[url] = { overflow, missing };
    }
    expect(problems).toEqual({});
  });
}

test('every page in English fits a 360 px screen', async ({ page }) => {
  test.setTimeout(180_000);
  const wide: Record<string, number> = {};
  for (const path of [...MARKETING_PAGES.map(p => p.path), ...DOCS_PAGES.map(p => docsPath(p.id))]) {
    const url = withLocale(path, 'en');
    await visit(page, url);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) wide[url] = overflow;
  }
  expect(wide).toEqual({});
});

test('every locale reads the changelog and the terms in its own language, the terms under a note that the English text prevails', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', error => errors.push(error.message));
  const cases = [
    ['de', 'Änderungsprotokoll', 'ist der englische Text maßgeblich', 'Seite auf Englisch öffnen'],
    ['ar', 'سجل التغييرات', 'فالنص الإنجليزي هو المعتمد', 'فتح الصفحة باللغة الإنجليزية'],
    ['zh-TW', '更新紀錄', '以英文原文為準', '開啟英文頁面'],
  ] as const;
  for (const [lang, changelog, prevails, link] of cases) {
    await visit(page, withLocale('/docs/CHANGELOG/', lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('article.dg-doc'), lang).not.toHaveAttribute('lang');
    await expect(page.getByRole('note'), lang).toHaveCount(0);
    await expect(page.locator('article.dg-doc h1'), lang).toContainText(changelog);
    await visit(page, withLocale('/docs/TERMS/', lang));
    const note = page.getByRole('note').filter({ hasText: prevails });
    await expect(note, lang).toBeVisible();
    await expect(note.getByRole('link', { name: link }), lang).toHaveAttribute('href', '/en/docs/TERMS/');
  }
  const text = await page.locator('article.dg-doc').innerText();
  expect([...'这们个说译页设会时为与书视频'].filter(char => text.includes(char))).toEqual([]);
  expect(errors).toEqual([]);
});
