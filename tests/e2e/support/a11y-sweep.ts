/**
 * axe page by page: every marketing page and a spread of docs pages of a
 * locale, one test for each kind. Defined by the specs that sweep
 * (a11y-sweep.desktop.spec.ts, a11y.mobile.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { withLocale } from '../../../rules/url';
import { store } from '../../../site/downloads';
import { docsPath, MARKETING_PAGES } from '../../../site/routes';
import type { LocaleCode } from '../../../site/locales';
import { axeViolations } from './axe';

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

export function sweepLocales(langs: readonly LocaleCode[]): void {
  for (const lang of langs) {
    const marketing = MARKETING_PAGES.map(({ path }) => withLocale(path, lang));
    // At most a dozen pages a test: each test then takes about a third of its
    // time limit on a loaded CI machine, and two workers share the sweep.
    const half = Math.ceil(marketing.length / 2);
    const pages = {
      'marketing pages (first half)': marketing.slice(0, half),
      'marketing pages (second half)': marketing.slice(half),
      'docs pages': DOCS.map(id => withLocale(docsPath(id), lang)),
    };
    for (const [kind, urls] of Object.entries(pages)) {
      test(`${kind} in ${lang} have no accessibility violations`, async ({ page }) => {
        test.setTimeout(180_000);
        const found: Record<string, unknown> = {};
        // The Android page starts its download 2.5 s after it opens (spec). The file is
        // answered with nothing (204: the browser stays on the page), and the sweep
        // waits for it before it leaves, or it would cancel the next page's navigation.
        const apk = store('apk').href;
        await page.route(apk, route => route.fulfill({ status: 204 }));
        for (const url of urls) {
          const download = url.endsWith('/android/') ? page.waitForEvent('requestfinished', r => r.url() === apk) : null;
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          const list = await axeViolations(page);
          if (list.length) found[url] = list;
          await download;
        }
        expect(found).toEqual({});
      });
    }
  }
}
