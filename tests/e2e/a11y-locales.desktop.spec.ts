/**
 * axe over what the other locales write themselves (issue 9): the landing,
 * pricing and the core docs whose markup varies most with the text: the
 * web page docs with their live examples, the FAQ and the services table.
 * The locales of FULL_SWEEP_LANGS get every page in a11y.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { withLocale } from '../../rules/url';
import { TRANSLATED_LOCALES } from '../../site/locales';
import { docsPath } from '../../site/routes';
import { axeViolations, FULL_SWEEP_LANGS } from './support/axe';
import { visit } from './support/page';

const PATHS = ['/', '/pricing/', docsPath('features/webpage'), docsPath('faq'), docsPath('services/index')];
const LANGS = TRANSLATED_LOCALES.map(l => l.lang).filter(lang => !FULL_SWEEP_LANGS.includes(lang));

for (const lang of LANGS) {
  test(`${lang}: its own pages have no accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, unknown> = {};
    for (const path of PATHS) {
      const url = withLocale(path, lang);
      await visit(page, url);
      const list = await axeViolations(page);
      if (list.length) found[url] = list;
    }
    expect(found).toEqual({});
  });
}
