import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../site/search';
import { toDocSearchHit } from '../../rules/search';
import {
  buildIndex,
  deltaDecode,
  deltaEncode,
  INDEX_FORMAT,
  type IndexedPage,
  type IndexMeta,
  normalize,
  pageHits,
  queryTermsOf,
  rankPages,
  readMeta,
  readPageText,
  readShard,
  shardOf,
  termsOf,
} from '../../rules/search-index';

const page = (url: string, title: string, category: string, body: Array<[0 | 2 | 3, string, string]>): IndexedPage => ({
  url,
  title,
  category,
  records: [{ kind: 1, anchor: '', text: title }, ...body.map(([kind, anchor, text]) => ({ kind, anchor, text }))],
});

const PAGES: IndexedPage[] = [
  page('/en/docs/faq/', 'FAQ', 'Start', [
    [2, 'video', 'Video questions'],
    [0, 'video', 'Subtitles show in two languages under the video.'],
    [0, 'video', 'Turn subtitles off in the player.'],
  ]),
  page('/en/docs/features/subtitles/', 'Subtitles', 'Features', [
    [2, 'styles', 'Subtitle styles'],
    [0, 'styles', 'Choose how bilingual subtitles look.'],
  ]),
  page('/en/docs/features/pdf/', 'PDF translation', 'Features', [
    [2, 'open', 'Open a PDF'],
    [0, 'open', 'Drop a file on the reader to translate it.'],
  ]),
  page('/ja/docs/features/manga/', '漫画翻訳', '機能', [[0, '', '吹き出しの文字を字幕のように訳します。']]),
  page('/ar/docs/faq/', 'الأسئلة الشائعة', 'البداية', [[0, '', 'تعمل الترجمة في كل صفحة.']]),
];

/** The index as the dialog uses it, every shard at hand. */
function search(query: string, pages = PAGES, shardCount = 8) {
  const built = buildIndex(pages, shardCount);
  const meta = readMeta({ ...built.meta, version: 'abc' }) as IndexMeta;
  const shards = new Map(built.shards.map((shard, i) => [i, readShard(shard, meta.kinds.length) as Map<string, number[]>]));
  return { meta, built, ranked: rankPages(meta, queryTermsOf(query), shards) };
}
const urls = (query: string) => search(query).ranked.map(r => search(query).meta.pages[r.page]?.[0]);

describe('terms of the embedded index', () => {
  it('reads words in spaced scripts, pairs of characters in Japanese and Chinese', () => {
    expect(termsOf('Turn Subtitles off!')).toEqual(['turn', 'subtitles', 'off']);
    expect(termsOf('字幕を翻訳')).toEqual(['字幕', '幕を', 'を翻', '翻訳']);
    expect(termsOf('PDF翻訳')).toEqual(['pdf', '翻訳']);
    expect(termsOf('キー')).toEqual(['キー']);
    expect(termsOf('字')).toEqual(['字']);
    expect(termsOf('हिंदी अनुवाद')).toEqual(['हिंदी', 'अनुवाद']);
  });

  it('folds width, case and Arabic spelling, and files Arabic words without their article', () => {
    expect(normalize('ＰＤＦ')).toBe('pdf');
    expect(termsOf('الترجمة')).toEqual(['ترجمه']);
    expect(termsOf('وبالترجمة')).toEqual(['وبالترجمه']);
    expect(queryTermsOf('ترجمة')).toEqual(['ترجمه']);
    expect(queryTermsOf('أسئلة')).toEqual(['اسئله']);
  });

  it('files every term a query term begins in the query term’s shard', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.integer({ min: 1, max: 256 }), (start, rest, shards) => {
        expect(shardOf(start + rest, shards)).toBe(shardOf(start, shards));
        expect(shardOf(start, shards)).toBeLessThan(shards);
      }),
    );
  });

  it('encodes record ids as differences and reads them back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(100_000)), ids => {
        const sorted = [...ids].sort((a, b) => a - b);
        expect(deltaDecode(deltaEncode(sorted))).toEqual(sorted);
      }),
    );
  });
});

describe('ranking pages', () => {
  it('puts the page titled by the query first, then pages that mention it', () => {
    expect(urls('subtitles')).toEqual(['/en/docs/features/subtitles/', '/en/docs/faq/']);
  });

  it('finds a word from its beginning while it is typed', () => {
    expect(urls('subt')).toEqual(['/en/docs/features/subtitles/', '/en/docs/faq/']);
    expect(urls('tr')).toContain('/en/docs/features/pdf/');
  });

  it('wants every word of the query on the page', () => {
    expect(urls('subtitles player')).toEqual(['/en/docs/faq/']);
    expect(urls('subtitles nothing')).toEqual([]);
    expect(urls('')).toEqual([]);
  });

  it('finds Japanese by pairs and Arabic with or without the article', () => {
    expect(urls('字幕')).toEqual(['/ja/docs/features/manga/']);
    expect(urls('漫')).toEqual(['/ja/docs/features/manga/']);
    expect(urls('ترجمة')).toEqual(['/ar/docs/faq/']);
    expect(urls('الترجمة')).toEqual(['/ar/docs/faq/']);
  });

  it('forgives typos as Algolia does: one from 4 letters, two from 8, none below 4', () => {
    expect(urls('subtitels')).toEqual(['/en/docs/features/subtitles/', '/en/docs/faq/']);
    expect(urls('traslate pdf')).toEqual(['/en/docs/features/pdf/']);
    expect(urls('readr')).toEqual(['/en/docs/features/pdf/']);
    // Three letters: no typo forgiven ("pdx" is not "pdf").
    expect(urls('pdx')).toEqual([]);
    // Two edits in a 7-letter word are too many.
    expect(urls('plaeyrr')).toEqual([]);
  });

  it('ranks a match without typos before any match with one', () => {
    const pages = [
      page('/en/docs/a/', 'Styles', 'X', [[0, '', 'The plaeyr settings.']]),
      page('/en/docs/b/', 'Other', 'X', [[0, '', 'A word about the player, once.']]),
    ];
    const { meta, ranked } = search('player', pages);
    expect(ranked.map(r => meta.pages[r.page]?.[0])).toEqual(['/en/docs/b/', '/en/docs/a/']);
    expect(ranked.map(r => r.typos)).toEqual([0, 1]);
  });

  it('takes a word with another ending for the word itself, not a typo', () => {
    const pages = [page('/en/docs/a/', 'Image translation', 'X', [[0, '', 'Translate images.']])];
    const { ranked } = search('images translations', pages);
    expect(ranked.map(r => r.typos)).toEqual([0]);
  });

  it('folds accents and case in pages and queries alike', () => {
    const pages = [
      page('/es/docs/a/', 'Subtítulos', 'X', [[0, '', 'Traducción de vídeo.']]),
      page('/de/docs/b/', 'Übersetzen', 'X', [[0, '', 'Straße und Café.']]),
    ];
    const found = (query: string) => search(query, pages).ranked.map(r => search(query, pages).meta.pages[r.page]?.[0]);
    expect(found('subtitulos')).toEqual(['/es/docs/a/']);
    expect(found('SUBTÍTULOS')).toEqual(['/es/docs/a/']);
    expect(found('traduccion video')).toEqual(['/es/docs/a/']);
    expect(found('Ubersetzen')).toEqual(['/de/docs/b/']);
    expect(found('strasse cafe')).toEqual(['/de/docs/b/']);
  });

  it('keeps Japanese and Chinese to exact character pairs', () => {
    // One wrong character in a pair is another word, not a typo.
    expect(urls('字募')).toEqual([]);
    expect(urls('吹き出し')).toEqual(['/ja/docs/features/manga/']);
  });

  it('names the closest pages of a query that finds none: those with most of its words', () => {
    const built = buildIndex(PAGES, 8);
    const meta = readMeta({ ...built.meta, version: 'abc' }) as IndexMeta;
    const shards = new Map(built.shards.map((shard, i) => [i, readShard(shard, meta.kinds.length) as Map<string, number[]>]));
    const terms = queryTermsOf('subtitels player zzqq');
    expect(rankPages(meta, terms, shards)).toEqual([]);
    const closest = rankPages(meta, terms, shards, { partial: true }).map(r => meta.pages[r.page]?.[0]);
    expect(closest).toEqual(['/en/docs/faq/', '/en/docs/features/subtitles/']);
  });

  it('orders a page’s records: more of the query first, then headings before text', () => {
    const { meta, built, ranked } = search('subtitles player');
    const faq = ranked[0];
    expect(faq).toBeDefined();
    const text = built.pages[faq?.page ?? 0];
    const hits = pageHits(meta, faq as never, text as never, SEARCH_LIMITS.sectionsPerPage);
    expect(hits.map(h => `${h.type} ${h.url}`)).toEqual([
      'lvl1 /en/docs/faq/',
      'content /en/docs/faq/#video',
      'content /en/docs/faq/#video',
    ]);
    expect(hits[1]).toMatchObject({
      content: 'Turn subtitles off in the player.',
      hierarchy: { lvl0: 'Start', lvl1: 'FAQ', lvl2: 'Video questions', lvl3: null },
    });
  });
});

describe('reading fetched index files', () => {
  const built = buildIndex(PAGES, 8);
  const meta = { ...built.meta, version: '0a1b2c' };

  it('reads what the build wrote', () => {
    expect(readMeta(JSON.parse(JSON.stringify(meta)))).toEqual(meta);
    for (const shard of built.shards) expect(readShard(JSON.parse(JSON.stringify(shard)), meta.kinds.length)).not.toBeNull();
    built.pages.forEach((text, i) => {
      expect(readPageText(JSON.parse(JSON.stringify(text)), meta.pages[i]?.[4] ?? -1)).toEqual(text);
    });
  });

  it('refuses files of another shape: wrong format, ids out of range or out of order, a page off the site', () => {
    expect(readMeta({ ...meta, format: INDEX_FORMAT + 1 })).toBeNull();
    expect(readMeta({ ...meta, version: '../x' })).toBeNull();
    expect(readMeta({ ...meta, pages: [['//evil.com/', 'x', null, 0, meta.kinds.length]] })).toBeNull();
    expect(readMeta({ ...meta, kinds: `${meta.kinds}0` })).toBeNull();
    expect(readShard({ format: 1, terms: [['a', [0, 0]]] }, 10)).toBeNull();
    expect(readShard({ format: 1, terms: [['a', [10]]] }, 10)).toBeNull();
    expect(readShard({ format: 1, terms: [['a', [-1]]] }, 10)).toBeNull();
    expect(readPageText({ format: 1, records: [[7, '', 'x']] }, 1)).toBeNull();
    expect(readPageText({ format: 1, records: [] }, 1)).toBeNull();
  });

  it('never throws on generated hostile files, and what it accepts ranks and renders without markup getting through', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const shardLike = fc.record({
      format: fc.constantFrom(1, 2, '1'),
      terms: fc.array(fc.tuple(fc.string(), fc.array(fc.integer({ min: -2, max: 40 }), { maxLength: 6 })), { maxLength: 6 }),
    });
    const pageLike = fc.record({
      format: fc.constant(1),
      records: fc.array(fc.tuple(fc.integer({ min: -1, max: 7 }), fc.string(), fc.string()), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.oneof(json, shardLike), fc.oneof(json, pageLike), fc.string(), (shardValue, pageValue, query) => {
        const shard = readShard(shardValue, meta.kinds.length);
        const ownMeta = readMeta(meta) as IndexMeta;
        const ranked = rankPages(ownMeta, queryTermsOf(query), new Map(shard ? [[0, shard]] : []));
        const text = readPageText(pageValue, meta.pages[0]?.[4] ?? 0);
        for (const page of ranked) {
          if (page.page !== 0 || !text) continue;
          for (const record of pageHits(ownMeta, page, text, 3)) {
            const hit = toDocSearchHit(record, query, 10, 'ja');
            expect(hit._snippetResult.content?.value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
          }
        }
        // A meta file it accepts accounts for every record it names.
        const hostileMeta = readMeta(shardValue);
        if (hostileMeta) expect(hostileMeta.pages.reduce((n, p) => n + p[4], 0)).toBe(hostileMeta.kinds.length);
      }),
      { numRuns: 2000 },
    );
  });
});
