/**
 * The embedded search index: after the build, every docs page of every
 * locale is read back from the output, cut into DocSearch-shaped records
 * (plugins/search-records.ts), and indexed with Pagefind, one bundle per
 * locale at /pagefind/<lang>/ so a visitor downloads only their locale's
 * index. Pagefind indexes one document per page, rebuilt from the records
 * with each section's heading anchored: it ranks pages, and answers the
 * matching sections of a page (sub-results) from that page's single
 * fragment, so showing five pages costs five fragment requests, not one
 * per paragraph. Also writes /search-config.json, the public search settings the
 * dialog reads (which backend, which index).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import * as pagefind from 'pagefind';
import { LOCALES, type LocaleConfig } from '../site/locales';
import { DOCS_PAGES, docsPath } from '../site/routes';
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document Pagefind indexes for one page: its title, its category as
 * metadata (lvl0), and its records in order, headings carrying the anchor
 * of their section so Pagefind answers per section.
 */
export function pagefindPageHtml(records: readonly SearchRecord[], lang: string): string {
  const first = records[0];
  const body = records
    .map(record => {
      if (record.type === 'content') return `<p>${escapeHtml(record.content ?? '')}</p>`;
      const depth = Number(record.type.slice(3));
      const hash = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '';
      const id = depth > 1 && hash ? ` id="${escapeHtml(hash)}"` : '';
      return `<h${depth}${id}>${escapeHtml(indexedText(record))}</h${depth}>`;
    })
    .join('');
  const lvl0 = first?.hierarchy.lvl0 ? `<span data-pagefind-meta="lvl0">${escapeHtml(first.hierarchy.lvl0)}</span>` : '';
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body>${lvl0}<main data-pagefind-body>${body}</main></body></html>`;
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
      const pageRecords = extractRecords(fs.readFileSync(file, 'utf8'), { url });
      if (pageRecords.length === 0) continue;
      const added = await index.addHTMLFile({ url, content: pagefindPageHtml(pageRecords, pagefindLanguage(locale)) });
      if (added.errors.length) throw new Error(`Search index: ${added.errors.join('; ')}`);
      records += pageRecords.length;
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
      console.log(
        `Search index: ${records} records from ${stats.reduce((s, x) => s + x.pages, 0)} pages in ${LOCALES.length} locales (${Date.now() - started} ms)`,
      );
    },
  };
}
