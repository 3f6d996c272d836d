/**
 * The embedded search index as built: every docs page of every locale
 * filed, shards small enough for a first answer, the version the dialog
 * reads from /search-config.json, and a dialog chunk without the unused
 * Ask AI assistant or code the CSP would refuse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../site/locales';
import { DOCS_PAGES } from '../../site/routes';
import { type IndexMeta, queryTermsOf, rankPages, readMeta, readPageText, readShard, shardOf } from '../../rules/search-index';
import { OUT, gzipSize } from './support';

const KB = 1024;
const config = JSON.parse(fs.readFileSync(path.join(OUT, 'search-config.json'), 'utf8')) as {
  localIndex: Record<string, string>;
};
const dirOf = (lang: string) => path.join(OUT, 'static', 'search', lang, config.localIndex[lang] ?? 'missing');
const read = (lang: string, file: string) => JSON.parse(fs.readFileSync(path.join(dirOf(lang), file), 'utf8')) as unknown;

/** A query through the built files, as the dialog runs it. */
function builtSearch(lang: string, query: string): string[] {
  const meta = readMeta(read(lang, 'meta.json')) as IndexMeta;
  const terms = queryTermsOf(query);
  const shards = new Map(
    terms.map(term => {
      const n = shardOf(term, meta.shards);
      return [n, readShard(read(lang, `s${n}.json`), meta.kinds.length) as Map<string, number[]>] as const;
    }),
  );
  return rankPages(meta, terms, shards).map(page => meta.pages[page.page]?.[0] as string);
}

describe('embedded search index', () => {
  it('files every docs page of every locale, under the version search-config.json names', () => {
    for (const locale of LOCALES) {
      const meta = readMeta(read(locale.lang, 'meta.json'));
      expect(meta, locale.lang).not.toBeNull();
      expect(meta?.version, locale.lang).toBe(config.localIndex[locale.lang]);
      expect(meta?.pages.length, locale.lang).toBe(DOCS_PAGES.length);
      meta?.pages.forEach(([url, , , , count], i) => {
        expect(url.startsWith(locale.lang === 'zh' ? '/docs/' : `/${locale.lang}/docs/`), url).toBe(true);
        expect(readPageText(read(locale.lang, `p${i}.json`), count), url).not.toBeNull();
      });
    }
  });

  it('keeps every shard and page small enough for a first answer (brotli, as served)', () => {
    for (const lang of ['ja', 'zh', 'en', 'ar', 'ko', 'hi']) {
      for (const file of fs.readdirSync(dirOf(lang))) {
        if (!file.endsWith('.json')) continue;
        // The .br the build wrote beside it (scripts/precompress.ts), or the file when none is smaller.
        const served = path.join(dirOf(lang), file);
        const bytes = fs.statSync(fs.existsSync(`${served}.br`) ? `${served}.br` : served).size;
        expect(bytes / KB, `${lang}/${file}`).toBeLessThan(16);
      }
    }
  });

  it('finds what readers look for, in their language', () => {
    expect(builtSearch('en', 'subtitles').length).toBeGreaterThanOrEqual(4);
    expect(builtSearch('en', 'subtitles')).toContain('/en/docs/features/video-subtitles/');
    expect(builtSearch('ja', '字幕')).toContain('/ja/docs/features/video-subtitles/');
    expect(builtSearch('zh', '字幕')).toContain('/docs/features/video-subtitles/');
    expect(builtSearch('ar', 'سياسة الخصوصية')).toContain('/ar/docs/PRIVACY/');
    expect(builtSearch('ko', '자막')).toContain('/ko/docs/features/video-subtitles/');
  });
});

describe('search dialog chunk', () => {
  const asyncDir = path.join(OUT, 'static', 'js', 'async');
  const chunks = fs.existsSync(asyncDir) ? fs.readdirSync(asyncDir).filter(file => file.endsWith('.js')) : [];
  const dialog = chunks
    .map(file => path.join(asyncDir, file))
    .filter(file => fs.readFileSync(file, 'utf8').includes('DocSearch-Modal'));

  it('is small: DocSearch 3 without an assistant, and our dialog code', () => {
    expect(dialog.length).toBeGreaterThan(0);
    expect(dialog.reduce((sum, file) => sum + gzipSize(file), 0) / KB).toBeLessThan(45);
    for (const file of dialog) {
      const code = fs.readFileSync(file, 'utf8');
      expect(code).not.toContain('AskAi');
      // No code built from strings: the CSP's script-src refuses it.
      expect(code).not.toMatch(/new Function\(|Function\(""\)|\beval\(/);
    }
  });
});
