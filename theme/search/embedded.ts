/**
 * The embedded backend: a DocSearch-compatible search client answered by
 * the locale's static index (rules/search-index.ts). Its meta file starts
 * loading when the visitor shows intent (hover, focus or touch of the
 * search button, or a shortcut); a query fetches the shards its terms are
 * filed in, and only the pages the dialog has room for have their text
 * fetched. Every file is checked before it is read.
 *
 * Typed letter by letter, each letter is a query. The dialog answers each
 * at once from what is loaded (page titles from the meta, sections of pages
 * whose text is here), and fetches page texts only once typing pauses
 * (`settleMs`), then asks for the answer again: a reader typing at any
 * speed downloads the texts of the last query's pages, not of every letter's.
 */
import type { LocaleCode } from '../../site/locales';
import { SEARCH_LIMITS } from '../../site/search';
import { toDocSearchHit } from '../../rules/search';
import {
  INDEX_FORMAT,
  type IndexMeta,
  type PageText,
  pageHits,
  type RankedPage,
  queryTermsOf,
  rankPages,
  readMeta,
  readPageText,
  readShard,
  shardOf,
} from '../../rules/search-index';
import { loadSearchConfig } from './config';

/** DocSearch shows its error screen for errors with this name (all hosts down). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded', { cause });
    this.name = 'RetryError';
  }
}

interface LocaleIndex {
  base: string;
  meta: IndexMeta;
  shards: Map<number, Promise<Map<string, number[]>>>;
  pages: Map<number, Promise<PageText>>;
  /** Page texts that have arrived. */
  texts: Map<number, PageText>;
}

const indexes = new Map<string, Promise<LocaleIndex>>();
/** The newest search asked for: older ones fetch no page text (DocSearch would drop their answer). */
let newest = 0;

/**
 * A file of the index, read and checked. Any failure is the error DocSearch
 * shows its error screen for; the caches forget it, so Retry asks again.
 */
async function fetchChecked<T>(url: string, read: (value: unknown) => T | null): Promise<T> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const value = read(await response.json());
    if (value === null) throw new Error(`${url}: not a search index file this page can read`);
    return value;
  } catch (error) {
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error);
  }
}

function cached<T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load().catch(error => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, promise);
  }
  return promise;
}

export function loadIndex(lang: LocaleCode): Promise<LocaleIndex> {
  const existing = indexes.get(lang);
  if (existing) return existing;
  const loading = loadSearchConfig()
    .then(async config => {
      const version = config.localIndex?.[lang];
      if (!version || !/^[0-9a-f]{1,40}$/.test(version)) throw new Error(`No search index for ${lang}`);
      const base = `/static/search/${lang}/${version}/`;
      const meta = await fetchChecked(`${base}meta.json`, readMeta);
      return { base, meta, shards: new Map(), pages: new Map(), texts: new Map() };
    })
    .catch(error => {
      indexes.delete(lang);
      throw new SearchUnavailableError(error);
    });
  indexes.set(lang, loading);
  return loading;
}

/** Intent to search: start fetching the locale's index, quietly. */
export function preloadIndex(lang: LocaleCode): void {
  loadIndex(lang).catch(() => {});
}

function shard(index: LocaleIndex, n: number) {
  return cached(index.shards, n, () =>
    fetchChecked(`${index.base}s${n}.json`, value => readShard(value, index.meta.kinds.length)),
  );
}

function pageText(index: LocaleIndex, page: number) {
  const count = index.meta.pages[page]?.[4] ?? 0;
  return cached(index.pages, page, () =>
    fetchChecked(`${index.base}p${page}.json`, value => readPageText(value, count)).then(text => {
      index.texts.set(page, text);
      return text;
    }),
  );
}

export interface SearchRequest {
  query: string;
  indexName: string;
  /** Pages whose text is fetched (each page gives up to 1 + 3 hits). */
  pages?: number;
  page?: number;
}

export interface Settling {
  /** Quiet time after a query before its pages' texts are fetched. */
  settleMs: number;
  /** Called when the texts of `query`'s pages have arrived: ask again for the full answer. */
  onSettled: (query: string) => void;
}

let settleTimer: ReturnType<typeof setTimeout> | undefined;

/** The hits of ranked pages: sections from the texts that are here, the page's title alone otherwise. */
function hitsOf(index: LocaleIndex, shown: readonly RankedPage[], query: string, snippetWords: number, lang: LocaleCode) {
  return shown.flatMap(page => {
    const text = index.texts.get(page.page) ?? { format: INDEX_FORMAT, records: [] };
    return pageHits(index.meta, page, text, SEARCH_LIMITS.sectionsPerPage).map(record =>
      toDocSearchHit(record, query, snippetWords, lang),
    );
  });
}

/**
 * One query's answer. Without `settling`, once its pages' texts are here
 * (the search page). With it (the dialog), at once from what is loaded, and
 * the texts are fetched only if no other query comes within `settleMs`.
 */
export async function searchEmbedded(lang: LocaleCode, request: SearchRequest, snippetWords: number, settling?: Settling) {
  const started = performance.now();
  const generation = ++newest;
  clearTimeout(settleTimer);
  const index = await loadIndex(lang);
  const terms = queryTermsOf(request.query);
  const numbers = [...new Set(terms.map(term => shardOf(term, index.meta.shards)))];
  const shards = new Map(await Promise.all(numbers.map(async n => [n, await shard(index, n)] as const)));
  const ranked = rankPages(index.meta, terms, shards);
  const pagesWanted = request.pages ?? SEARCH_LIMITS.pagesPerQuery;
  const from = (request.page ?? 0) * pagesWanted;
  const shown = ranked.slice(from, from + pagesWanted);
  const missing = shown.filter(page => !index.texts.has(page.page));
  if (missing.length > 0 && generation === newest) {
    if (!settling) await Promise.all(missing.map(page => pageText(index, page.page)));
    else {
      // Typing on cancels this: only the query the reader stops at fetches texts.
      settleTimer = setTimeout(() => {
        if (generation !== newest) return;
        Promise.all(missing.map(page => pageText(index, page.page))).then(
          () => generation === newest && settling.onSettled(request.query),
          () => {},
        );
      }, settling.settleMs);
    }
  }
  const hits = hitsOf(index, shown, request.query, snippetWords, lang);
  return {
    hits,
    nbHits: ranked.length,
    page: request.page ?? 0,
    nbPages: Math.ceil(ranked.length / pagesWanted),
    hitsPerPage: hits.length,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    /** Every shown page's sections are in: nothing more will come for this query. */
    settled: shown.every(page => index.texts.has(page.page)),
  };
}

/**
 * The pages closest to a query that found none, by the same rules: those
 * holding the most of its words (typos forgiven), as `[title, url]`.
 */
export async function closestPages(lang: LocaleCode, query: string, count: number): Promise<Array<[string, string]>> {
  const index = await loadIndex(lang);
  const terms = queryTermsOf(query);
  const numbers = [...new Set(terms.map(term => shardOf(term, index.meta.shards)))];
  const shards = new Map(await Promise.all(numbers.map(async n => [n, await shard(index, n)] as const)));
  return rankPages(index.meta, terms, shards, { partial: true })
    .slice(0, count)
    .map(({ page }) => {
      const [url, title] = index.meta.pages[page] as IndexMeta['pages'][number];
      return [title, url];
    });
}

/** A search client with the `search({ requests })` method DocSearch calls. */
export function embeddedClient(lang: LocaleCode, snippetWords: number, settling?: Settling) {
  return {
    search: async ({ requests }: { requests: SearchRequest[] }) => ({
      results: await Promise.all(requests.map(request => searchEmbedded(lang, request, snippetWords, settling))),
    }),
  };
}
