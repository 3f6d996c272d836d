import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSavedSearch, cleanSavedSearches, sameSitePath } from '../../rules/saved-searches';

const ORIGINS = ['http://127.0.0.1:4173', 'https://diglot.example.com'];

/** An entry as DocSearch 3 saves it (it drops _highlightResult and _snippetResult). */
const saved = {
  objectID: 'ja/docs/faq#install',
  type: 'lvl2',
  url: '/ja/docs/faq/#install',
  hierarchy: { lvl0: 'ドキュメント', lvl1: 'よくある質問', lvl2: 'インストール', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
};

describe('sameSitePath', () => {
  it.each([
    ['/ja/docs/faq/#install', '/ja/docs/faq/#install'],
    ['/ja/search/?q=pdf', '/ja/search/?q=pdf'],
    ['https://diglot.example.com/en/docs/', '/en/docs/'],
    ['http://127.0.0.1:4173/ar/', '/ar/'],
  ])('keeps %s as %s', (url, path) => {
    expect(sameSitePath(url, ORIGINS)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'ja/docs/',
    '/ja/\u0000',
    ' /ja/',
    '',
    7,
    null,
    'https://diglot.example.com.evil.example/',
  ])('refuses %j', url => {
    expect(sameSitePath(url, ORIGINS)).toBeNull();
  });
});

describe('cleanSavedSearches', () => {
  it('keeps what DocSearch saved, with its text escaped for drawing', () => {
    const [entry] = cleanSavedSearches(
      JSON.stringify([{ ...saved, hierarchy: { ...saved.hierarchy, lvl2: 'A & <b>B</b>' } }]),
      ORIGINS,
      7,
    );
    expect(entry.url).toBe('/ja/docs/faq/#install');
    expect(entry.hierarchy.lvl2).toBe('A & <b>B</b>');
    expect(entry._snippetResult.hierarchy.lvl2.value).toBe('A &amp; &lt;b&gt;B&lt;/b&gt;');
    expect(entry._snippetResult.hierarchy.lvl1.value).toBe('よくある質問');
  });

  it('drops planted entries: off-site links, scripts as text, junk', () => {
    const planted = [
      { ...saved, objectID: 'a', url: 'https://evil.example/' },
      { ...saved, objectID: 'b', url: 'javascript:alert(1)' },
      { ...saved, objectID: 'c', hierarchy: 'x' },
      'not an entry',
      null,
      { ...saved, objectID: 'd', _snippetResult: { hierarchy: { lvl1: { value: '<img src=x onerror=alert(1)>' } } } },
    ];
    const kept = cleanSavedSearches(JSON.stringify(planted), ORIGINS, 7);
    expect(kept.map(e => e.objectID)).toEqual(['d']);
    expect(kept[0]._snippetResult.hierarchy.lvl1.value).toBe('よくある質問');
  });

  it('reads anything that is not a JSON list as nothing, and keeps at most the limit, each once', () => {
    for (const text of [null, '', '{', '{}', '"x"', '42']) expect(cleanSavedSearches(text, ORIGINS, 7)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => ({ ...saved, objectID: `id${i % 9}` }));
    expect(cleanSavedSearches(JSON.stringify(many), ORIGINS, 7).map(e => e.objectID)).toEqual([
      'id0',
      'id1',
      'id2',
      'id3',
      'id4',
      'id5',
      'id6',
    ]);
  });

  it('whatever storage holds, every entry kept links within the site and carries no markup to draw', () => {
    const hostileText = fc.oneof(
      fc.string(),
      fc.constantFrom('<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', '&lt;b&gt;', '<mark>x</mark>'),
    );
    const hostileUrl = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom('//evil.example', '/\\evil', 'javascript:x', '/ja/', 'https://diglot.example.com/x', '/%0d%0a'),
      fc.webPath(),
    );
    const entry = fc.record(
      {
        objectID: fc.oneof(fc.string(), fc.integer()),
        type: fc.oneof(fc.constantFrom('lvl0', 'lvl1', 'lvl2', 'content', 'x'), fc.string()),
        url: hostileUrl,
        hierarchy: fc.oneof(
          fc.dictionary(fc.constantFrom('lvl0', 'lvl1', 'lvl2', 'lvl6', '__proto__'), hostileText),
          fc.anything(),
        ),
        content: fc.oneof(hostileText, fc.anything()),
        _snippetResult: fc.anything(),
        _highlightResult: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(entry, fc.anything()), { maxLength: 12 }), fc.anything()), stored => {
        const text = JSON.stringify(stored) ?? null;
        const kept = cleanSavedSearches(text, ORIGINS, 7);
        expect(kept.length).toBeLessThanOrEqual(7);
        for (const e of kept) {
          expect(e.url.startsWith('/')).toBe(true);
          expect(e.url.startsWith('//')).toBe(false);
          expect(new URL(e.url, ORIGINS[0]).origin).toBe(ORIGINS[0]);
          const drawn = [...Object.values(e._snippetResult.hierarchy).map(v => v.value), e._snippetResult.content.value];
          for (const value of drawn) expect(value).not.toMatch(/[<>"]/);
          expect(Object.keys(e).sort()).toEqual(['_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('rebuilds one entry from its fields only', () => {
    expect(cleanSavedSearch({ ...saved, extra: '<b>' }, ORIGINS)).not.toHaveProperty('extra');
  });
});
