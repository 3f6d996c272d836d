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
    const pages = {
      marketing: MARKETING_PAGES.map(({ path }) => withLocale(path, lang)),
      docs: DOCS.map(id => withLocale(docsPath(id), lang)),
    };
    for (const [kind, urls] of Object.entries(pages)) {
      test(`${kind} pages in ${lang} have no accessibility violations`, async ({ page }) => {
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
