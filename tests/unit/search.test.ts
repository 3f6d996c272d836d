import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRAWLER_CONFIG, crawlerConfig, DEFAULT_CRAWLER_OPTIONS } from '../../deploy/docsearch';
import { publicSearchConfig } from '../../plugins/search-index';
import { extractRecords, searchRegion } from '../../plugins/search-records';
import { SEARCH_LIMITS, searchConfigFromEnv } from '../../site/search';
import {
  algoliaSearchRequest,
  aliasIndexName,
  charSnippet,
  groupHits,
  groupHitsByPage,
  highlight,
  isSpaceless,
  localIndexNameFor,
  noResultSuggestions,
  readSearchConfig,
  realIndexName,
  recentSearchLimit,
  resolveHitUrl,
  savedSearchKeys,
  type SearchRecord,
  searchPageUrl,
  snippet,
  snippetWordsFor,
  snippetFor,
  toDocSearchHit,
} from '../../rules/search';
import {
  capQuery,
  initialQuery,
  isEditableTarget,
  opensSearch,
  SEARCH_MAX_LENGTH,
  shortcutModifier,
} from '../../rules/search-shortcuts';

const ctx = { lang: 'ja' as const, version: 'current', snippetWords: 10, insights: false, contextual: true };

describe('Algolia request', () => {
  it('carries every field of spec §7 with the locale and version filters', () => {
    expect(algoliaSearchRequest('pdf', 'diglot_docs', ctx)).toEqual({
      query: 'pdf',
      indexName: 'diglot_docs',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: [['language:ja'], ['version:current']],
    });
  });

  it('uses 5-word snippets on small screens, click analytics only with insights, filters only with contextual search', () => {
    const small = algoliaSearchRequest('x', 'i', { ...ctx, snippetWords: 5, insights: true, contextual: false });
    expect(small.attributesToSnippet.every(a => a.endsWith(':5'))).toBe(true);
    expect(small.clickAnalytics).toBe(true);
    expect(small).not.toHaveProperty('facetFilters');
  });

  it('keeps saved searches per locale with an index alias that the client resolves', () => {
    expect(aliasIndexName('diglot_docs', 'pt-BR')).toBe('diglot_docs__pt-BR');
    expect(realIndexName('diglot_docs__pt-BR')).toBe('diglot_docs');
    expect(realIndexName('diglot_docs')).toBe('diglot_docs');
    expect(savedSearchKeys(localIndexNameFor('local', 'ja'))).toEqual({
      recent: '__DOCSEARCH_RECENT_SEARCHES__local_ja',
      favorite: '__DOCSEARCH_FAVORITE_SEARCHES__local_ja',
    });
  });

  it('reads its configuration from the build environment', () => {
    expect(searchConfigFromEnv({}).algolia).toBeNull();
    expect(searchConfigFromEnv({ DIGLOT_ALGOLIA_APP_ID: 'A' }).algolia).toBeNull();
    expect(searchConfigFromEnv({ DIGLOT_ALGOLIA_APP_ID: 'A', DIGLOT_ALGOLIA_SEARCH_KEY: 'k' }).algolia).toEqual({
      appId: 'A',
      apiKey: 'k',
      indexName: 'diglot_docs',
    });
  });
});

describe('Algolia client settings', () => {
  it('uses the spec timeouts', () => {
    expect(SEARCH_LIMITS.timeouts).toEqual({ connectMs: 1000, readMs: 2000, writeMs: 30000 });
    expect(SEARCH_LIMITS.stallThresholdMs).toBe(300);
  });
});

const PAGE = `<!doctype html><html lang="ja"><body>
<nav class="dg-breadcrumbs"><ol><li><a href="/ja/docs/">ドキュメント</a></li><li data-search-lvl0="">機能</li><li aria-current="page">PDF 翻訳</li></ol></nav>
<article class="dg-doc" data-search-root="">
<h1 id="pdf">PDF 翻訳<a class="dg-heading__anchor" href="#pdf">#</a></h1>
<p>PDF を訳文と並べて読めます。</p>
<h2 id="turn-on">有効にする<a class="dg-heading__anchor" href="#turn-on">#</a></h2>
<ul><li>拡張機能を開く</li><li><p>PDF を開く</p></li></ul>
<pre><code>not indexed</code></pre>
<h3 id="shortcut">ショートカット</h3>
<table><tbody><tr><td>Alt+A</td></tr></tbody></table>
<h2 id="limits">制限</h2>
<blockquote>大きなファイル</blockquote>
</article></body></html>`;

describe('records from a built page', () => {
  const records = extractRecords(PAGE, { url: '/ja/docs/features/pdf/' });

  it('makes a record per heading and per block of text, in page order', () => {
    expect(records.map(r => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/ja/docs/features/pdf/', null],
      ['content', '/ja/docs/features/pdf/', 'PDF を訳文と並べて読めます。'],
      ['lvl2', '/ja/docs/features/pdf/#turn-on', null],
      ['content', '/ja/docs/features/pdf/#turn-on', '拡張機能を開く'],
      ['content', '/ja/docs/features/pdf/#turn-on', 'PDF を開く'],
      ['lvl3', '/ja/docs/features/pdf/#shortcut', null],
      ['content', '/ja/docs/features/pdf/#shortcut', 'Alt+A'],
      ['lvl2', '/ja/docs/features/pdf/#limits', null],
      ['content', '/ja/docs/features/pdf/#limits', '大きなファイル'],
    ]);
  });

  it('carries the hierarchy above each record, without the "#" permalinks', () => {
    const shortcut = records.find(r => r.content === 'Alt+A') as SearchRecord;
    expect(shortcut.hierarchy).toEqual({
      lvl0: '機能',
      lvl1: 'PDF 翻訳',
      lvl2: '有効にする',
      lvl3: 'ショートカット',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records.find(r => r.type === 'lvl2' && r.url.endsWith('#limits'))?.hierarchy.lvl3).toBeNull();
    expect(new Set(records.map(r => r.objectID)).size).toBe(records.length);
  });

  it('finds nothing in a page without a search root', () => {
    expect(extractRecords('<html><body><p>Marketing</p></body></html>', { url: '/ja/' })).toEqual([]);
  });

  it('finds nothing in a page kept out of search engines, however its robots tag is written', () => {
    for (const tag of [
      '<meta name="robots" content="noindex">',
      '<meta content="noindex, follow" name="robots"/>',
      "<meta name='robots' content='noindex'>",
    ]) {
      expect(extractRecords(PAGE.replace('<body>', `<head>${tag}</head><body>`), { url: '/x/' }), tag).toEqual([]);
    }
  });
});

describe('the part of a page the records come from', () => {
  const url = '/ja/docs/features/pdf/';
  const expected = extractRecords(PAGE, { url });
  const [head, body] = PAGE.split('<body>') as [string, string];
  // What a built page holds around the breadcrumbs and the article, hostile bits included.
  const chrome = fc.array(
    fc.constantFrom(
      '<header><nav><ul><li><a href="/ja/">ホーム</a></li><li><p>料金</p></li></ul></nav></header>',
      '<aside><h2>目次</h2><ol><li><a href="#a">A</a></li></ol></aside>',
      '<footer><p>© Diglot</p><blockquote>引用</blockquote></footer>',
      '<script>window.x = "<article data-search-root></article><li data-search-lvl0>偽</li>";</script>',
      '<script type="application/json">{"html":"</article>"}</script>',
      '<article class="card"><h2>別の記事</h2><p>数えない</p></article>',
      '<!-- <article data-search-root> -->',
      '<style>.x::after{content:"</article>"}</style>',
      '<div><p>段落</p><table><tr><td>セル</td></tr></table></div>',
    ),
    { maxLength: 6 },
  );

  it('gives the same records as the whole page, whatever surrounds the article', () => {
    fc.assert(
      fc.property(chrome, chrome, (before, after) => {
        const page = `${head}<body>${before.join('')}${body.replace('</body></html>', '')}${after.join('')}</body></html>`;
        expect(extractRecords(page, { url })).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('is the breadcrumb item through the article on a page of the usual shape, and the whole page otherwise', () => {
    const region = searchRegion(PAGE);
    expect(region.startsWith('<li data-search-lvl0="">機能</li>')).toBe(true);
    expect(region.endsWith('</article>')).toBe(true);
    const twoArticles = PAGE.replace('</body>', '<article><p>x</p></article></body>');
    expect(searchRegion(twoArticles)).toBe(twoArticles);
    const noRoot = '<html><body><article><p>x</p></article></body></html>';
    expect(searchRegion(noRoot)).toBe(noRoot);
  });
});

describe('hits', () => {
  const record: SearchRecord = {
    objectID: '/ja/docs/faq/#a',
    url: '/ja/docs/faq/#a',
    type: 'content',
    content: 'Diglot translates <b>pages</b> and PDFs side by side',
    hierarchy: { lvl0: 'Start', lvl1: 'FAQ', lvl2: 'PDF questions', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };

  it('highlights query terms and escapes the text', () => {
    const hit = toDocSearchHit(record, 'pdf', 10);
    expect(hit._highlightResult.content?.value).toBe(
      'Diglot translates &lt;b&gt;pages&lt;/b&gt; and <mark>PDF</mark>s side by side',
    );
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('<mark>PDF</mark> questions');
    expect(hit._highlightResult.hierarchy.lvl2.matchLevel).toBe('full');
    expect(highlight('FAQ', 'pdf').matchLevel).toBe('none');
    expect(highlight('インストール方法', 'インストール').value).toBe('<mark>インストール</mark>方法');
  });

  it('cuts snippets to the word limit around the match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen PDF fifteen sixteen';
    expect(
      snippet(text, 'pdf', 5)
        .split(/\s+/)
        .filter(w => w !== '…'),
    ).toHaveLength(5);
    expect(snippet(text, 'pdf', 5)).toContain('PDF');
    expect(snippet('short text', 'x', 10)).toBe('short text');
    expect(snippetWordsFor(768)).toBe(5);
    expect(snippetWordsFor(769)).toBe(10);
  });

  it('cuts CJK snippets to 60–80 characters around the match, at word boundaries', () => {
    const ja =
      'Diglotは、ウェブページやPDFを原文と訳文の対訳で表示するブラウザ拡張機能です。動画の字幕も二か国語で表示でき、YouTubeやNetflixなど多くのサイトに対応しています。設定画面から翻訳サービスを選び、表示スタイルを変えることもできます。';
    const cut = charSnippet(ja, '字幕', 'ja');
    const body = cut.replace(/^…|…$/g, '');
    expect(body.length).toBeGreaterThanOrEqual(SEARCH_LIMITS.snippetChars.min);
    expect(body.length).toBeLessThanOrEqual(SEARCH_LIMITS.snippetChars.max);
    expect(cut).toContain('字幕');
    expect(ja).toContain(body);
    // Cut where the segmenter puts word boundaries.
    const bounds = new Set(
      [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(ja)].map(s => s.index).concat(ja.length),
    );
    expect(bounds.has(ja.indexOf(body))).toBe(true);
    expect(bounds.has(ja.indexOf(body) + body.length)).toBe(true);
    expect(isSpaceless(ja)).toBe(true);
    expect(isSpaceless('Diglot shows subtitles in two languages')).toBe(false);
    // Short text is kept whole; the highlight survives the cut.
    expect(charSnippet('短い文', '文', 'ja')).toBe('短い文');
    expect(toDocSearchHit({ ...record, content: ja }, '字幕', 10, 'ja')._snippetResult.content?.value).toContain(
      '<mark>字幕</mark>',
    );
  });

  it('keeps any snippet within 80 characters plus its ellipses', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('ja', 'zh', 'ko', 'en'),
        (text, query, lang) => {
          const cut = charSnippet(text, query, lang);
          expect(cut.replace(/^…/, '').replace(/…$/, '').length).toBeLessThanOrEqual(Math.max(SEARCH_LIMITS.snippetChars.max, 0));
        },
      ),
    );
    expect(
      snippetFor('one two three four five six seven eight nine ten eleven twelve', 'x', 5, 'en').split(' ').length,
    ).toBeLessThanOrEqual(7);
  });

  it('groups hits by page: the page first, then at most 3 of its sections, pages in rank order', () => {
    const hit = (url: string, type: SearchRecord['type'], lvl1: string) => ({
      ...toDocSearchHit(
        { ...record, objectID: `${url}-${type}`, url, type, hierarchy: { ...record.hierarchy, lvl0: 'Guides', lvl1 } },
        'pdf',
        10,
      ),
    });
    const grouped = groupHitsByPage([
      hit('/en/docs/a/#1', 'content', 'A'),
      hit('/en/docs/b/#1', 'content', 'B'),
      hit('/en/docs/a/', 'lvl1', 'A'),
      hit('/en/docs/a/#2', 'content', 'A'),
      hit('/en/docs/a/#3', 'content', 'A'),
      hit('/en/docs/a/#4', 'content', 'A'),
    ]);
    expect(grouped.map(h => `${h.hierarchy.lvl0}:${h.url}`)).toEqual([
      'A:/en/docs/a/',
      'A:/en/docs/a/#1',
      'A:/en/docs/a/#2',
      'A:/en/docs/a/#3',
      'B:/en/docs/b/#1',
    ]);
    // DocSearch takes the group title from the lvl0 highlight when there is one.
    expect(grouped[0]?._highlightResult.hierarchy).not.toHaveProperty('lvl0');
  });

  it('groups by lvl0 title, at most 5 per group, pages before their sections', () => {
    const make = (lvl0: string, lvl1: string, type: SearchRecord['type'], n: number): SearchRecord => ({
      ...record,
      objectID: `${lvl0}-${lvl1}-${type}-${n}`,
      type,
      hierarchy: { ...record.hierarchy, lvl0, lvl1 },
    });
    const hits = [
      make('Features', 'PDF', 'content', 1),
      make('Start', 'FAQ', 'content', 1),
      make('Features', 'Video', 'content', 1),
      make('Features', 'PDF', 'lvl1', 2),
      make('Features', 'PDF', 'content', 3),
      make('Features', 'Image', 'content', 4),
      make('Features', 'Manga', 'content', 5),
      make('Features', 'Hover', 'content', 6),
    ];
    const groups = groupHits(hits);
    expect([...groups.keys()]).toEqual(['Features', 'Start']);
    const features = groups.get('Features') ?? [];
    expect(features).toHaveLength(5);
    expect(features.map(h => `${h.hierarchy.lvl1}:${h.type}`)).toEqual([
      'PDF:lvl1',
      'PDF:content',
      'PDF:content',
      'Video:content',
      'Image:content',
    ]);
    expect(SEARCH_LIMITS.maxResultsPerGroup).toBe(5);
  });

  it('rewrites hit URLs and spots external ones', () => {
    const origin = 'https://diglot.example.com';
    expect(
      resolveHitUrl(
        'https://diglot.example.com/ja/docs/faq/#a',
        { externalUrlRegex: null, replaceSearchResultPathname: null },
        origin,
      ),
    ).toEqual({
      url: '/ja/docs/faq/#a',
      external: false,
    });
    expect(
      resolveHitUrl(
        '/old/docs/faq/',
        { externalUrlRegex: null, replaceSearchResultPathname: { from: '^/old/', to: '/ja/' } },
        origin,
      ).url,
    ).toBe('/ja/docs/faq/');
    expect(
      resolveHitUrl(
        'https://blog.example.com/post/',
        { externalUrlRegex: 'blog\\.example', replaceSearchResultPathname: null },
        origin,
      ),
    ).toEqual({
      url: 'https://blog.example.com/post/',
      external: true,
    });
    expect(
      resolveHitUrl(
        'https://diglot.example.com/ja/docs/faq/',
        { externalUrlRegex: null, replaceSearchResultPathname: null },
        'http://127.0.0.1:4173',
        origin,
      ),
    ).toEqual({ url: '/ja/docs/faq/', external: false });
    expect(searchPageUrl('ja', 'api key')).toBe('/ja/search/?q=api%20key');
    expect(searchPageUrl('zh', '')).toBe('/search/');
  });
});

describe('saved searches and no-results suggestions', () => {
  it('keeps 7 recent searches without favourites, 4 with, and 10 favourites', () => {
    expect(recentSearchLimit(0)).toBe(7);
    expect(recentSearchLimit(1)).toBe(4);
    expect(recentSearchLimit(10)).toBe(4);
    expect(SEARCH_LIMITS.favoriteSearches).toBe(10);
  });

  it('suggests at most 3 distinct queries', () => {
    expect(noResultSuggestions(['Features', 'Start', 'Features', 'Services', 'About'])).toEqual([
      'Features',
      'Start',
      'Services',
    ]);
    expect(noResultSuggestions([])).toEqual([]);
  });
});

describe('dialog input', () => {
  it('caps queries at 64 characters, counting characters rather than code units', () => {
    expect(SEARCH_MAX_LENGTH).toBe(64);
    expect(capQuery('a'.repeat(100))).toHaveLength(64);
    const emoji = '😀'.repeat(70);
    expect(Array.from(capQuery(emoji))).toHaveLength(64);
  });

  it('starts from the page selection, whitespace folded, cut to 64', () => {
    expect(initialQuery('  translate\n  this   page ')).toBe('translate this page');
    expect(initialQuery('x'.repeat(80))).toHaveLength(64);
    expect(initialQuery(null)).toBe('');
  });

  it('opens with Ctrl/Cmd+K and with / outside text fields only', () => {
    const body = { tagName: 'BODY' };
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}, target = body) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
      target,
    });
    expect(opensSearch(key('k', { ctrlKey: true }))).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }))).toBe(true);
    expect(opensSearch(key('/'))).toBe(true);
    expect(opensSearch(key('k'))).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    for (const tagName of ['INPUT', 'SELECT', 'TEXTAREA']) {
      expect(opensSearch(key('/', {}, { tagName }))).toBe(false);
      expect(opensSearch(key('k', { ctrlKey: true }, { tagName }))).toBe(false);
    }
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(opensSearch(key('/', {}, { tagName: 'DIV', isContentEditable: true } as never))).toBe(false);
    expect(shortcutModifier('MacIntel')).toBe('⌘');
    expect(shortcutModifier('Win32')).toBe('Ctrl');
  });
});

describe('DocSearch crawler configuration', () => {
  it('is up to date (regenerate with `npx tsx deploy/docsearch.ts`)', () => {
    expect(fs.readFileSync(CRAWLER_CONFIG, 'utf8')).toBe(crawlerConfig(DEFAULT_CRAWLER_OPTIONS));
  });

  it('uses the selectors the pages carry', () => {
    const config = crawlerConfig(DEFAULT_CRAWLER_OPTIONS);
    expect(config).toContain('"selectors": "[data-search-lvl0]"');
    expect(config).toContain('"lvl1": ".dg-doc h1"');
    expect(config).toContain('https://diglot.example.com/ja/docs/**');
    // Records are filtered by version (contextual search): it must be a facet of the index.
    expect(config).toMatch(/"attributesForFaceting": \[[^\]]*"version"/);
  });
});

describe('reading /search-config.json', () => {
  // What the build writes (plugins/search-index.ts), through JSON as the browser gets it.
  const valid = JSON.parse(
    JSON.stringify(publicSearchConfig(searchConfigFromEnv({}), { ja: '4be4becc4009', en: '3a7a268bba55' })),
  ) as Record<string, unknown>;

  it('reads what the build writes, with Algolia or without', () => {
    expect(readSearchConfig(valid)).toEqual(valid);
    const algolia = { appId: 'TESTAPP', apiKey: 'key', indexName: 'diglot_docs' };
    expect(readSearchConfig({ ...valid, algolia, localIndex: undefined })).toEqual({ ...valid, algolia, localIndex: {} });
    expect(
      readSearchConfig({ ...valid, externalUrlRegex: '^https://other', replaceSearchResultPathname: { from: '^/x', to: '/' } }),
    ).not.toBeNull();
  });

  it('refuses a file it cannot use: another shape, a path off the site, a pattern that does not compile, a version that names a folder elsewhere', () => {
    expect(readSearchConfig('<!doctype html>')).toBeNull();
    expect(readSearchConfig({ ...valid, searchPagePath: '//evil.com/' })).toBeNull();
    expect(readSearchConfig({ ...valid, externalUrlRegex: '(' })).toBeNull();
    expect(readSearchConfig({ ...valid, replaceSearchResultPathname: { from: '[', to: '/' } })).toBeNull();
    expect(readSearchConfig({ ...valid, localIndex: { ja: '../../x' } })).toBeNull();
    expect(readSearchConfig({ ...valid, algolia: { appId: 'a.evil.com/', apiKey: 'k', indexName: 'i' } })).toBeNull();
    expect(readSearchConfig({ ...valid, insights: 'yes' })).toBeNull();
  });

  it('never throws on generated hostile files, and what it accepts is usable', () => {
    const field = fc.oneof(fc.anything(), fc.string(), fc.constant(null));
    const shaped = fc.record({
      localIndex: fc.oneof(fc.dictionary(fc.string(), fc.string()), field),
      algolia: fc.oneof(fc.constant(null), fc.record({ appId: fc.string(), apiKey: fc.string(), indexName: fc.string() }), field),
      searchPagePath: fc.oneof(fc.constantFrom('/search/', '//x', ''), fc.string()),
      localIndexName: fc.oneof(fc.string(), field),
      externalUrlRegex: fc.oneof(fc.constant(null), fc.string()),
      replaceSearchResultPathname: fc.oneof(fc.constant(null), fc.record({ from: fc.string(), to: fc.string() }), field),
      insights: fc.oneof(fc.boolean(), field),
      contextualSearch: fc.oneof(fc.boolean(), field),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), shaped), value => {
        const config = readSearchConfig(value);
        if (!config) return;
        expect(config.searchPagePath.startsWith('/') && !config.searchPagePath.startsWith('//')).toBe(true);
        // What the dialog does with it does not throw.
        expect(() => resolveHitUrl('/ja/docs/faq/#a', config, 'https://diglot.example.com')).not.toThrow();
        expect(() => searchPageUrl('ja', 'pdf', config.searchPagePath)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });
});
