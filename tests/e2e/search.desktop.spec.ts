import { expect, type Page, test } from '@playwright/test';
import { securityHeaders } from '../../rules/headers';
import { countSearchCost } from './support/search-cost';
import { ui, uiPlural } from './support/strings';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** The app has taken over the server-rendered page (shortcuts are listening). */
async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function openWithButton(page: Page, lang = 'ja') {
  await page.getByRole('button', { name: ui('search.buttonLabel', lang) }).click();
  await expect(input(page)).toBeVisible();
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test.describe('search dialog (embedded index)', () => {
  test('its code is not part of the page load; hovering the button fetches it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', r => requested.push(r.url()));
    await page.goto('/ja/docs/usage/');
    await page.waitForLoadState('networkidle');
    expect(requested.some(url => url.includes('/static/search/'))).toBe(false);
    expect(requested.some(url => url.endsWith('search-config.json'))).toBe(false);
    const before = requested.length;
    await page.getByRole('button', { name: ui('search.buttonLabel', 'ja') }).hover();
    await expect.poll(() => requested.slice(before).some(url => url.includes('/static/js/async/'))).toBe(true);
    // Intent loads the locale's index meta too, and nothing more of the index.
    await expect
      .poll(() => requested.slice(before).some(url => /\/static\/search\/ja\/[0-9a-f]+\/meta\.json$/.test(url)))
      .toBe(true);
    expect(requested.slice(before).filter(url => url.includes('/static/search/')).length).toBe(1);
  });

  for (const [lang, query] of [
    ['ja', '字幕'],
    ['en', 'subtitles'],
    ['ar', 'ترجمة'],
  ] as const) {
    test(`a first answer in ${lang} costs at most 120 KB and 15 requests, dialog code included`, async ({ page, context }) => {
      await page.goto(`/${lang === 'en' ? 'en/' : `${lang}/`}docs/faq/`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Counted on the context: everything the visitor's browser fetches for search from Ctrl+K on
      // (the docs page's own idle route prefetches are not search's, and vary with timing).
      const cost = countSearchCost(context);
      // The query arrives in one piece (as a paste or an IME commit sends it),
      // before the dialog's code has: one query, its first answer.
      await page.keyboard.press('Control+k');
      await page.keyboard.insertText(query);
      await expect(input(page)).toHaveValue(query);
      await expect(input(page)).toBeFocused();
      await expect(page.locator('.DocSearch-Hit mark').filter({ hasText: query }).first()).toBeVisible();
      const { requests, kb, urls } = await cost.total();
      cost.stop();
      // What search needs is counted: its settings and the locale's index.
      expect(urls.some(url => url.endsWith('/search-config.json'))).toBe(true);
      expect(urls.some(url => new RegExp(`/static/search/${lang}/[0-9a-f]+/meta\\.json$`).test(url))).toBe(true);
      expect(requests, urls.join('\n')).toBeLessThanOrEqual(15);
      expect(kb).toBeLessThanOrEqual(120);
    });
  }

  test('letters typed right after Ctrl+K, before the dialog has loaded, are all kept', async ({ page }) => {
    await page.goto('/en/docs/faq/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('subtitles');
    await expect(input(page)).toHaveValue('subtitles');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hit mark').filter({ hasText: 'subtitles' }).first()).toBeVisible();
  });

  test('opens with Ctrl+K, Cmd+K, "/" and the button; Escape and an outside click close it', async ({ page }) => {
    await page.goto('/ja/docs/usage/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', ui('search.placeholder', 'ja'));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press('/');
    await expect(input(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await openWithButton(page);
  });

  test('shortcuts are ignored while typing in a text field', async ({ page }) => {
    await page.goto('/ja/search/');
    // Before hydration no shortcut is bound, so this would pass for the wrong reason.
    await hydrated(page);
    const field = page.getByRole('searchbox');
    await field.click();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
    await expect(field).toHaveValue('a/b');
  });

  test('starts with the selected text and caps the query at 64 characters', async ({ page }) => {
    await page.goto('/en/docs/usage/');
    await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      const range = document.createRange();
      range.selectNodeContents(h1 as Node);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    const selected = (await page.evaluate(() => getSelection()?.toString() ?? '')).replace(/\s+/g, ' ').trim();
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected);
    await input(page).fill('x'.repeat(100));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  for (const [lang, query, path] of [
    ['ja', 'プライバシーポリシー', '/ja/docs/PRIVACY/'],
    ['zh', '隐私政策', '/docs/PRIVACY/'],
    ['en', 'Privacy policy', '/en/docs/PRIVACY/'],
    // Arabic docs are written in Arabic, and the Arabic index finds them by their words.
    ['ar', 'سياسة الخصوصية', '/ar/docs/PRIVACY/'],
  ] as const) {
    test(`a ${lang} query reaches its page, in the app`, async ({ page }) => {
      await page.goto(lang === 'zh' ? '/docs/' : `/${lang}/docs/`);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await openWithButton(page, lang);
      await search(page, query);
      await page.locator('.DocSearch-Hit .dg-search-hit').filter({ hasText: query }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(#.*)?$`));
      await expect(dialog(page)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    });
  }

  test('reopening keeps focus in the input: Escape, a click in the page, "/", Escape, Ctrl+K, type', async ({ page }) => {
    await page.goto('/en/docs/faq/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, 'PDF');
    await page.keyboard.press('Escape');
    await page.locator('main').click({ position: { x: 300, y: 300 } });
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // A late focus return from an earlier close would land after this.
    await page.waitForTimeout(300);
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('subtitles');
    await expect(input(page)).toHaveValue('subtitles');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/en\/docs\/faq\/$/);
  });

  for (const [name, block] of [
    [
      'blocked',
      () => {
        for (const storage of ['localStorage', 'sessionStorage'] as const) {
          Object.defineProperty(window, storage, {
            configurable: true,
            get() {
              throw new DOMException(
                `Failed to read the '${storage}' property from 'Window': Access is denied for this document.`,
                'SecurityError',
              );
            },
          });
        }
      },
    ],
    [
      'full',
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    ],
  ] as const) {
    test(`with site storage ${name}, the dialog searches and says nothing alarming`, async ({ page }) => {
      await page.addInitScript(block);
      await page.goto('/en/docs/');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await search(page, 'Privacy policy');
      await page.locator('.DocSearch-Hit .dg-search-hit').first().click();
      await expect(page).toHaveURL(/\/en\/docs\/PRIVACY\//);
      // Opened again: no saved searches, no error.
      await openWithButton(page, 'en');
      await expect(page.getByText(ui('search.noRecent', 'en'))).toBeVisible();
      await search(page, 'PDF');
      await expect(page.getByText(ui('error.chunk', 'en'))).toHaveCount(0);
      await expect(page.getByText(ui('search.errorTitle', 'en'))).toHaveCount(0);
    });
  }

  test('"subtitles" in en: hits from at least 4 pages, each under its page title', async ({ page }) => {
    await page.goto('/en/docs/faq/');
    await openWithButton(page, 'en');
    await search(page, 'subtitles');
    const titles = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(new Set(titles).size).toBeGreaterThanOrEqual(4);
    const pages = await page
      .locator('.DocSearch-Hit .dg-search-hit')
      .evaluateAll(hits => hits.map(hit => (hit.getAttribute('href') ?? '').replace(/#.*$/, '')));
    expect(new Set(pages).size).toBeGreaterThanOrEqual(4);
    // The group title is the title of the page its hits lead to.
    const second = page.locator('.DocSearch-Hits').nth(1);
    const title = (await second.locator('.DocSearch-Hit-source').textContent()) ?? '';
    await second.locator('.DocSearch-Hit .dg-search-hit').first().click();
    await expect(page.locator('h1')).toHaveText(title);
  });

  test('a ja query shows short snippets (at most 120 characters), highlights kept', async ({ page }) => {
    await page.goto('/ja/docs/');
    await openWithButton(page, 'ja');
    await search(page, '字幕');
    const snippets = page.locator('.DocSearch-Hit-title');
    await expect(snippets.first()).toBeVisible();
    const texts = await snippets.allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(120);
    await expect(page.locator('.DocSearch-Hit-title mark').filter({ hasText: '字幕' }).first()).toBeVisible();
  });

  test('a modifier click opens the result in a new tab and keeps the dialog open', async ({ page, context }) => {
    await page.goto('/en/docs/');
    await openWithButton(page, 'en');
    await search(page, 'Privacy policy');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('.DocSearch-Hit .dg-search-hit')
        .first()
        .click({ modifiers: ['Control'] }),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/en/docs/PRIVACY/');
    await expect(dialog(page)).toBeVisible();
  });

  test('recent and favourite searches, kept per locale', async ({ page }) => {
    await page.goto('/en/docs/');
    await openWithButton(page, 'en');
    await expect(page.getByText(ui('search.noRecent', 'en'))).toBeVisible();
    await search(page, 'Privacy policy');
    await page.locator('.DocSearch-Hit .dg-search-hit').first().click();
    await expect(page).toHaveURL(/\/en\/docs\/PRIVACY\//);

    await openWithButton(page, 'en');
    await expect(page.locator('.DocSearch-Hit-source').filter({ hasText: ui('search.recent', 'en') })).toBeVisible();
    const recent = page.locator('.DocSearch-Hit').first();
    await recent.hover();
    await recent.getByTitle(ui('search.saveSearch', 'en')).click();
    await expect(page.locator('.DocSearch-Hit-source').filter({ hasText: ui('search.favorite', 'en') })).toBeVisible();
    const keys = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('__DOCSEARCH')));
    expect(keys.sort()).toEqual([
      '__DOCSEARCH_FAVORITE_SEARCHES__diglot_docs_local_en',
      '__DOCSEARCH_RECENT_SEARCHES__diglot_docs_local_en',
    ]);
    const favorite = page.locator('.DocSearch-Hit').first();
    await favorite.hover();
    await favorite.getByTitle(ui('search.removeFavorite', 'en')).click();
    await expect(page.getByText(ui('search.noRecent', 'en'))).toBeVisible();

    // Another locale has its own history.
    await page.keyboard.press('Escape');
    await page.goto('/ja/docs/');
    await openWithButton(page, 'ja');
    await expect(page.getByText(ui('search.noRecent', 'ja'))).toBeVisible();
  });

  test('a removed recent search goes away', async ({ page }) => {
    await page.goto('/en/docs/');
    await openWithButton(page, 'en');
    await search(page, 'Privacy policy');
    await page.locator('.DocSearch-Hit .dg-search-hit').first().click();
    await openWithButton(page, 'en');
    const recent = page.locator('.DocSearch-Hit').first();
    await recent.hover();
    await recent.getByTitle(ui('search.removeRecent', 'en')).click();
    await expect(page.getByText(ui('search.noRecent', 'en'))).toBeVisible();
  });

  test('no results: the query, suggestions, and a way to report it', async ({ page }) => {
    await page.goto('/en/docs/');
    await openWithButton(page, 'en');
    // A word in no page, nor any prefix of it (Pagefind matches prefixes: "qqq…" would find "q").
    await input(page).fill('zzqqxxvv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText(`${ui('search.noResults', 'en')} "zzqqxxvv"`);
    const report = screen.getByRole('link', { name: ui('search.reportLink', 'en') });
    await expect(report).toHaveAttribute('href', 'https://feedback.example.com/?search=zzqqxxvv');
    await expect(screen).toContainText(ui('search.reportMissing', 'en'));
  });

  test('"See all results" opens the search page with the query', async ({ page }) => {
    await page.goto('/ja/docs/');
    await openWithButton(page);
    await search(page, 'PDF');
    const footer = page.locator('.dg-search-see-all');
    await expect(footer).toHaveText(/\d/);
    const count = Number((await footer.textContent())?.match(/\d+/)?.[0]);
    await expect(footer).toHaveText(uiPlural('search.seeAll', 'ja', count));
    await footer.click();
    await expect(page).toHaveURL(/\/ja\/search\/\?q=PDF$/);
    await expect(page.getByRole('status')).toHaveText(uiPlural('search.pageCount', 'ja', count, { query: 'PDF' }));
  });
});

test.describe('search page', () => {
  test('works on a direct visit and keeps the URL in step with the query', async ({ page }) => {
    await page.goto('/en/search/?q=Privacy');
    await expect(page.getByRole('searchbox')).toHaveValue('Privacy');
    await expect(page.getByRole('status')).toHaveText(/Privacy/);
    await expect(page.locator('.dg-search-page__hit').first()).toBeVisible();
    await page.getByRole('searchbox').fill('pdf');
    await expect(page).toHaveURL(/\/en\/search\/\?q=pdf$/);
    await expect(page.getByRole('status')).toHaveText(/pdf/);
    await page.getByRole('searchbox').fill('');
    await expect(page).toHaveURL(/\/en\/search\/$/);
    await expect(page.getByRole('status')).toHaveText(ui('search.pageEmpty', 'en'));
  });
});

test.describe('search with Algolia configured', () => {
  const ALGOLIA = { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'diglot_docs' };
  const hit = {
    objectID: '1',
    url: 'https://diglot.example.com/ja/docs/faq/#install',
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'はじめに', lvl1: 'よくある質問', lvl2: 'インストール', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'はじめに', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'よくある質問', matchLevel: 'none', matchedWords: [] },
        lvl2: { value: '<mark>インストール</mark>', matchLevel: 'full', matchedWords: ['インストール'] },
      },
    },
  };

  /** The site as deployed with Algolia: its search config and the CSP that goes with it. */
  async function useAlgolia(page: Page) {
    const csp = securityHeaders({ DIGLOT_ALGOLIA_APP_ID: ALGOLIA.appId, DIGLOT_ALGOLIA_SEARCH_KEY: ALGOLIA.apiKey })[
      'Content-Security-Policy'
    ];
    await page.route('**/*', async route => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp as string } });
    });
    await page.route('**/search-config.json', route =>
      route.fulfill({
        json: {
          algolia: ALGOLIA,
          searchPagePath: '/search/',
          localIndexName: 'diglot_docs_local',
          externalUrlRegex: null,
          replaceSearchResultPathname: null,
          insights: false,
          contextualSearch: true,
        },
      }),
    );
  }

  test('sends the spec request for ja: credentials in the URL, locale and version filters', async ({ page }) => {
    await useAlgolia(page);
    const requests: { url: string; body: unknown }[] = [];
    await page.route(/algolia(net)?\.(net|com)/, async route => {
      requests.push({ url: route.request().url(), body: JSON.parse(route.request().postData() ?? '{}') });
      await route.fulfill({ json: { results: [{ hits: [hit], nbHits: 1, queryID: 'q1', index: 'diglot_docs', query: 'x' }] } });
    });
    await page.goto('/ja/docs/');
    await page.getByRole('button', { name: ui('search.buttonLabel', 'ja') }).hover();
    await expect(page.locator('link[rel="preconnect"][href="https://TESTAPP-dsn.algolia.net"]')).toHaveCount(1);
    await openWithButton(page);
    await input(page).fill('インストール');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    const last = requests.at(-1) as { url: string; body: { requests: Record<string, unknown>[] } };
    const url = new URL(last.url);
    expect(url.host).toBe('testapp-dsn.algolia.net');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(last.body.requests[0]).toMatchObject({
      query: 'インストール',
      indexName: 'diglot_docs',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: [['language:ja'], ['version:current']],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    // The hit on this site's origin opens in the app.
    await page.locator('.DocSearch-Hit .dg-search-hit').click();
    await expect(page).toHaveURL(/\/ja\/docs\/faq\/#install$/);
  });

  test('shows the stalled state after 300 ms without an answer', async ({ page }) => {
    await useAlgolia(page);
    await page.route(/algolia(net)?\.(net|com)/, async route => {
      await new Promise(resolve => setTimeout(resolve, 900));
      await route.fulfill({ json: { results: [{ hits: [hit], nbHits: 1, queryID: 'q', index: 'diglot_docs', query: 'x' }] } });
    });
    await page.goto('/ja/docs/');
    await openWithButton(page);
    const started = Date.now();
    await input(page).fill('インストール');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('shows the error screen when every host fails, trying each read host once', async ({ page }) => {
    await useAlgolia(page);
    const hosts: string[] = [];
    await page.route(/algolia(net)?\.(net|com)/, route => {
      hosts.push(new URL(route.request().url()).host);
      return route.abort('connectionrefused');
    });
    await page.goto('/ja/docs/');
    await openWithButton(page);
    await input(page).fill('インストール');
    await expect(page.getByText(ui('search.errorTitle', 'ja'))).toBeVisible();
    await expect(page.getByText(ui('search.errorHelp', 'ja'))).toBeVisible();
    // The client's order: the DSN host, then the three fallbacks in a shuffled order.
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
    expect(hosts.slice(1).sort()).toEqual(['testapp-1.algolianet.com', 'testapp-2.algolianet.com', 'testapp-3.algolianet.com']);
    // Laid out like the other screens: title and help in the results area, the key hints on screen.
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Screen-Icon')).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeInViewport();
  });

  test('a failed host is skipped for two minutes', async ({ page }) => {
    await useAlgolia(page);
    await page.clock.install();
    const hosts: string[] = [];
    await page.route(/algolia(net)?\.(net|com)/, route => {
      const host = new URL(route.request().url()).host;
      hosts.push(host);
      if (host.includes('-dsn.')) return route.abort('connectionrefused');
      return route.fulfill({ json: { results: [{ hits: [hit], nbHits: 1, queryID: 'q', index: 'diglot_docs', query: 'x' }] } });
    });
    await page.goto('/ja/docs/');
    await openWithButton(page);
    await input(page).fill('a');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    expect(hosts).toHaveLength(2);
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
    const fallback = hosts[1] as string;
    expect(fallback).toMatch(/^testapp-[123]\.algolianet\.com$/);
    hosts.length = 0;
    await input(page).fill('ab');
    await expect.poll(() => hosts.length).toBe(1);
    expect(hosts).toEqual([fallback]);
    hosts.length = 0;
    await page.clock.fastForward(100_000);
    await input(page).fill('abcd');
    await expect.poll(() => hosts.length).toBe(1);
    expect(hosts).toEqual([fallback]);
    hosts.length = 0;
    await page.clock.fastForward(21_000);
    await input(page).fill('abc');
    await expect.poll(() => hosts.length).toBe(2);
    expect(hosts[0]).toBe('testapp-dsn.algolia.net');
  });
});
