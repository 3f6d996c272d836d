import { expect, test } from '@playwright/test';
import { check } from 'linkinator';
import { LOCALES } from '../../../site/locales';
import { withLocale } from '../../../rules/url';

/**
 * Every internal link and `#fragment` of the served site resolves: a crawl
 * from the root follows every same-origin link of every locale (the
 * language menu links them all). Links should point at canonical URLs, so
 * a link that only works through a redirect fails too. Other origins are
 * not fetched (no network in CI); the build checks check their form.
 */
test('every internal link and fragment resolves without a redirect', async ({ baseURL }) => {
  test.setTimeout(15 * 60_000);
  const root = `${baseURL}/`;
  const result = await check({
    path: root,
    recurse: true,
    checkFragments: true,
    redirects: 'error',
    concurrency: 8,
    timeout: 30_000,
    retryErrors: true,
    retryErrorsCount: 3,
    linksToSkip: async (link: string) => !link.startsWith(root),
  });
  const broken = result.links
    .filter(link => link.state === 'BROKEN')
    .map(link => `${link.status} ${link.url.slice(root.length - 1)} ← ${link.parent?.slice(root.length - 1)}`);
  expect(broken.slice(0, 50)).toEqual([]);
  // The crawl reached every locale's pages, not just the start page.
  const reached = new Set(result.links.filter(link => link.state === 'OK').map(link => link.url.slice(root.length - 1)));
  for (const locale of LOCALES) {
    for (const path of ['/docs/', '/docs/services/openai/', '/pricing/']) {
      expect(reached.has(withLocale(path, locale.lang)), withLocale(path, locale.lang)).toBe(true);
    }
  }
  expect(reached.size).toBeGreaterThan(1000);
});
