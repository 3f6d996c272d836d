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
import { buildIndex, indexedPage } from '../rules/search-index';
import { extractRecords, isNoindex, searchRegion } from './search-records';

/** Shards per locale: the largest holds ~10 KB compressed (measured on the 66 docs pages). */
export const SHARDS = 64;
/** Where the index files live, under the build output. */
export const INDEX_DIR = 'static/search';

export interface IndexStats {
  lang: string;
  pages: number;
  records: number;
  version: string;
  /** Read back from the cache rather than built. */
  kept: boolean;
}

/** A locale's docs pages as built: URL and HTML, in sidebar order. */
function builtPages(outDir: string, lang: (typeof LOCALES)[number]['lang']): Array<{ url: string; html: string }> {
  return DOCS_PAGES.map(page => {
    const url = withLocale(docsPath(page.id), lang);
    const file = path.join(outDir, url, 'index.html');
    if (!fs.existsSync(file)) throw new Error(`Search index: ${url} was not built`);
    return { url, html: fs.readFileSync(file, 'utf8') };
  });
}

/** One locale's index files by name, with what the build reports of them. */
interface LocaleIndex {
  files: Array<[string, string]>;
  pages: number;
  records: number;
  version: string;
}

function localeIndex(built: Array<{ url: string; html: string }>): LocaleIndex {
  const pages = built.flatMap(({ url, html }) => indexedPage(extractRecords(html, { url })) ?? []);
  const index = buildIndex(pages, SHARDS);
  const files: Array<[string, string]> = [
    ...index.shards.map((shard, i): [string, string] => [`s${i}.json`, JSON.stringify(shard)]),
    ...index.pages.map((page, i): [string, string] => [`p${i}.json`, JSON.stringify(page)]),
  ];
  const hash = createHash('sha256').update(JSON.stringify(index.meta));
  for (const [name, body] of files) hash.update(name).update(body);
  const version = hash.digest('hex').slice(0, 12);
  files.push(['meta.json', JSON.stringify({ ...index.meta, version })]);
  return { files, pages: pages.length, records: index.meta.kinds.length, version };
}

/** Every source file under these folders makes the index (records, terms, shards, pages). */
const INDEXING_CODE = ['plugins', 'rules', 'site'];

/** A hash of the code that makes the index, and of the HTML parser it reads pages with. */
export function indexingCodeKey(root: string): string {
  const hash = createHash('sha256');
  for (const dir of INDEXING_CODE) {
    const files = (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }) as string[]).sort();
    for (const file of files) {
      const full = path.join(root, dir, file);
      if (fs.statSync(full).isFile()) hash.update(`${dir}/${file}\0`).update(fs.readFileSync(full));
    }
  }
  const parser = path.join(root, 'node_modules/node-html-parser/package.json');
  if (fs.existsSync(parser)) hash.update(JSON.parse(fs.readFileSync(parser, 'utf8')).version);
  return hash.digest('hex');
}

/** The key of one locale's index: the code, and each page's URL and the part records come from. */
export function localeIndexKey(codeKey: string, built: Array<{ url: string; html: string }>): string {
  const hash = createHash('sha256').update(codeKey);
  for (const { url, html } of built) hash.update(`\0${url}\0`).update(isNoindex(html) ? 'noindex' : searchRegion(html));
  return hash.digest('hex').slice(0, 24);
}

/** A kept locale index, or null when the file is missing or not one. */
export function readKept(file: string): LocaleIndex | null {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as LocaleIndex;
    const valid =
      Array.isArray(kept.files) &&
      kept.files.every(f => Array.isArray(f) && typeof f[0] === 'string' && typeof f[1] === 'string') &&
      typeof kept.version === 'string' &&
      /^[0-9a-f]{12}$/.test(kept.version) &&
      Number.isInteger(kept.pages) &&
      Number.isInteger(kept.records);
    return valid ? kept : null;
  } catch {
    return null;
  }
}

export interface BuildIndexOptions {
  /**
   * Where each locale's index is kept between builds, under a key of the
   * indexing code and its pages' searchable parts: after a one-page edit,
   * one locale's index is built again and the others are read back.
   */
  cache?: { dir: string; codeKey: string };
}

/** Writes every locale's index; answers what it wrote, with each locale's version. */
export function buildSearchIndex(outDir: string, { cache }: BuildIndexOptions = {}): IndexStats[] {
  const stats: IndexStats[] = [];
  const used = new Set<string>();
  fs.rmSync(path.join(outDir, INDEX_DIR), { recursive: true, force: true });
  if (cache) fs.mkdirSync(cache.dir, { recursive: true });
  for (const locale of LOCALES) {
    const built = builtPages(outDir, locale.lang);
    const keptFile = cache && path.join(cache.dir, `${locale.lang}-${localeIndexKey(cache.codeKey, built)}.json`);
    let index = keptFile ? readKept(keptFile) : null;
    const kept = index !== null;
    if (!index) {
      index = localeIndex(built);
      if (keptFile) fs.writeFileSync(keptFile, JSON.stringify(index));
    }
    if (keptFile) used.add(path.basename(keptFile));
    const dir = path.join(outDir, INDEX_DIR, locale.lang, index.version);
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, body] of index.files) fs.writeFileSync(path.join(dir, path.basename(name)), body);
    stats.push({ lang: locale.lang, pages: index.pages, records: index.records, version: index.version, kept });
  }
  // Keep what this build used, so the folder cannot grow without end.
  if (cache) for (const name of fs.readdirSync(cache.dir)) if (!used.has(name)) fs.rmSync(path.join(cache.dir, name));
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

export function searchIndexPlugin(outDir: string, config: SearchConfig, cache?: { dir: string; root: string }): RspressPlugin {
  return {
    name: 'diglot:search-index',
    async afterBuild(_config, isProd) {
      if (!isProd) return;
      const started = Date.now();
      const stats = buildSearchIndex(outDir, {
        cache:
          cache && process.env.DIGLOT_BUILD_CACHE !== 'off'
            ? { dir: cache.dir, codeKey: indexingCodeKey(cache.root) }
            : undefined,
      });
      const versions = Object.fromEntries(stats.map(s => [s.lang, s.version]));
      fs.writeFileSync(
        path.join(outDir, 'search-config.json'),
        `${JSON.stringify(publicSearchConfig(config, versions), null, 2)}\n`,
      );
      const records = stats.reduce((sum, s) => sum + s.records, 0);
      console.log(
        `Search index: ${records} records from ${stats.reduce((s, x) => s + x.pages, 0)} pages in ${LOCALES.length} locales (${Date.now() - started} ms; ${stats.filter(s => s.kept).length} locales read back from the cache)`,
      );
    },
  };
}
