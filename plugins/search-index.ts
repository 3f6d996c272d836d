/**
 * The embedded search index: after the build, every docs page of every
 * locale is read back from the output, cut into DocSearch-shaped records
 * (plugins/search-records.ts), and indexed with Pagefind, one bundle per
 * locale at /pagefind/<lang>/ so a visitor downloads only their locale's
 * index. Also writes /search-config.json, the public search settings the
 * dialog reads (which backend, which index).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import * as pagefind from 'pagefind';
import { LOCALES, type LocaleConfig } from '../site/locales';
import { DOCS_PAGES, DOCS_VERSION, docsPath } from '../site/routes';
import type { SearchConfig } from '../site/search';
import { withLocale } from '../rules/url';
import type { SearchRecord } from '../rules/search';
import { extractRecords } from './search-records';

/** Pagefind's tokenizer and stemmer work by base language. */
export function pagefindLanguage(locale: LocaleConfig): string {
  return locale.htmlLang.split('-')[0]?.toLowerCase() ?? 'en';
}

/** Text Pagefind indexes for a record: its own words, or its heading's. */
export function indexedText(record: SearchRecord): string {
  if (record.content) return record.content;
  const level = record.type === 'content' ? 'lvl1' : record.type;
  return record.hierarchy[level] ?? '';
}

export interface IndexStats {
  lang: string;
  pages: number;
  records: number;
}

export async function buildSearchIndex(outDir: string): Promise<IndexStats[]> {
  const stats: IndexStats[] = [];
  for (const locale of LOCALES) {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: pagefindLanguage(locale) });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    let pages = 0;
    let records = 0;
    for (const page of DOCS_PAGES) {
      const url = withLocale(docsPath(page.id), locale.lang);
      const file = path.join(outDir, url, 'index.html');
      if (!fs.existsSync(file)) throw new Error(`Search index: ${url} was not built`);
      pages++;
      for (const record of extractRecords(fs.readFileSync(file, 'utf8'), { url })) {
        const meta: Record<string, string> = { type: record.type, title: record.hierarchy.lvl1 ?? '' };
        for (const [level, value] of Object.entries(record.hierarchy)) if (value) meta[level] = value;
        const added = await index.addCustomRecord({
          url: record.url,
          content: indexedText(record),
          language: pagefindLanguage(locale),
          meta,
          filters: { version: [DOCS_VERSION.name] },
        });
        if (added.errors.length) throw new Error(`Search index: ${added.errors.join('; ')}`);
        records++;
      }
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind', locale.lang) });
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
    await index.deleteIndex();
    stats.push({ lang: locale.lang, pages, records });
  }
  await pagefind.close();
  return stats;
}

/** The public part of the search config (never anything secret). */
export function publicSearchConfig(config: SearchConfig) {
  return {
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
      fs.writeFileSync(path.join(outDir, 'search-config.json'), `${JSON.stringify(publicSearchConfig(config), null, 2)}\n`);
      const started = Date.now();
      const stats = await buildSearchIndex(outDir);
      const records = stats.reduce((sum, s) => sum + s.records, 0);
      console.log(`Search index: ${records} records from ${stats.reduce((s, x) => s + x.pages, 0)} pages in ${LOCALES.length} locales (${Date.now() - started} ms)`);
    },
  };
}
