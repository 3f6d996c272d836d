/**
 * axe over what the other locales write themselves (issue 9): the landing,
 * pricing and the core docs whose markup varies most with the text: the
 * web page docs with their live examples, the FAQ and the services table.
 * The source locales and Arabic get the full sweep in a11y.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withLocale } from '../../rules/url';
import { LOCALES, SOURCE_LOCALES } from '../../site/locales';
import { docsPath } from '../../site/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PATHS = ['/', '/pricing/', docsPath('features/webpage'), docsPath('faq'), docsPath('services/index')];
const LANGS = LOCALES.filter(l => !SOURCE_LOCALES.includes(l.lang) && l.lang !== 'ar' && !l.sharesTextWith).map(l => l.lang);

for (const lang of LANGS) {
  test(`${lang}: its own pages have no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, unknown> = {};
    for (const path of PATHS) {
      const url = withLocale(path, lang);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      if (violations.length) {
        found[url] = violations.map(v => ({ rule: v.id, nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ')) }));
      }
    }
    expect(found).toEqual({});
  });
}
