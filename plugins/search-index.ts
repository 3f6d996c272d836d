/**
 * The embedded search index: after the build, every docs page of every
 * locale is read back from the output, cut into DocSearch-shaped records
 * (plugins/search-records.ts), and filed by rules/search-index.ts into a
 * meta file, shards of terms and one text file per page, under
 * /static/search/<lang>/<version>/ (the version is a hash of the files, so
 * hosts cache them for good). A visitor downloads only their locale's
 * meta, the shards their words are in, and the text of the pages shown.
 * Also writes /search-config.json, the public search settings the dialog
 * reads (which backend, which index, and each locale's index version).
 *
 * Pagefind answered this before: its engine alone (68–72 KB of
 * WebAssembly) and one index chunk (up to 297 KB in Korean) weighed more
 * than the whole first answer may (issue 18: ≤ 120 KB).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { LOCALES } from '../site/locales';
import { DOCS_PAGES, docsPath } from '../site/routes';
import type { SearchConfig } from '../site/search';
import { withLocale } from '../rules/url';
import { buildIndex, type IndexedPage, indexedPage } from '../rules/search-index';
import { extractRecords } from './search-records';

/** Shards per locale: the largest holds ~10 KB compressed (measured on the 66 docs pages). */
export const SHARDS = 64;
/** Where the index files live, under the build output. */
export const INDEX_DIR = 'static/search';

export interface IndexStats {
  lang: string;
  pages: number;
  records: number;
  version: string;
}

/** The docs pages of a locale as the index files them, read from the build output. */
export function indexedPages(outDir: string, lang: (typeof LOCALES)[number]['lang']): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const page of DOCS_PAGES) {
    const url = withLocale(docsPath(page.id), lang);
    const file = path.join(outDir, url, 'index.html');
    if (!fs.existsSync(file)) throw new Error(`Search index: ${url} was not built`);
    const indexed = indexedPage(extractRecords(fs.readFileSync(file, 'utf8'), { url }));
    if (indexed) pages.push(indexed);
  }
  return pages;
}

/** Writes every locale's index; answers what it wrote, with each locale's version. */
export function buildSearchIndex(outDir: string): IndexStats[] {
  const stats: IndexStats[] = [];
  fs.rmSync(path.join(outDir, INDEX_DIR), { recursive: true, force: true });
  for (const locale of LOCALES) {
    const pages = indexedPages(outDir, locale.lang);
    const built = buildIndex(pages, SHARDS);
    const files = new Map<string, string>([
      ...built.shards.map((shard, i): [string, string] => [`s${i}.json`, JSON.stringify(shard)]),
      ...built.pages.map((page, i): [string, string] => [`p${i}.json`, JSON.stringify(page)]),
    ]);
    const hash = createHash('sha256').update(JSON.stringify(built.meta));
    for (const [name, body] of files) hash.update(name).update(body);
    const version = hash.digest('hex').slice(0, 12);
    files.set('meta.json', JSON.stringify({ ...built.meta, version }));
    const dir = path.join(outDir, INDEX_DIR, locale.lang, version);
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
    stats.push({ lang: locale.lang, pages: pages.length, records: built.meta.kinds.length, version });
  }
  return stats;
}

/** The public part of the search config (never anything secret). */
export function publicSearchConfig(config: SearchConfig, localIndex: Record<string, string> = {}) {
  return {
    localIndex,
    algolia: config.algolia,
    searchPagePath: config.searchPagePath,
    localIndexName: config.localIndexName,
    externalUrlRegex: config.externalUrlRegex,
    replaceSearchResultPathname: config.replaceSearchResultPathname,
    insights: config.insights,
    contextualSearch: config.contextualSearch,
  };
}

export function searchIndexPlugin(outDir: string, config: SearchConfig): RspressPlugin {
  return {
    name: 'diglot:search-index',
    async afterBuild(_config, isProd) {
      if (!isProd) return;
      const started = Date.now();
      const stats = buildSearchIndex(outDir);
      const versions = Object.fromEntries(stats.map(s => [s.lang, s.version]));
      fs.writeFileSync(
        path.join(outDir, 'search-config.json'),
        `${JSON.stringify(publicSearchConfig(config, versions), null, 2)}\n`,
      );
      const records = stats.reduce((sum, s) => sum + s.records, 0);
      console.log(
        `Search index: ${records} records from ${stats.reduce((s, x) => s + x.pages, 0)} pages in ${LOCALES.length} locales (${Date.now() - started} ms)`,
      );
    },
  };
}
