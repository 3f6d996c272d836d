/**
 * The embedded backend: a DocSearch-compatible search client answered by
 * the locale's Pagefind bundle. The bundle starts loading when the visitor
 * shows intent (hover, focus or touch of the search button, or a shortcut);
 * Pagefind ranks pages, and only the pages the dialog has room for have
 * their text (one fragment each) fetched.
 */
import type { LocaleCode } from '../../site/locales';
import { SEARCH_LIMITS } from '../../site/search';
import { type PagefindPage, recordsFromPagefindPage, toDocSearchHit } from '../../rules/search';

interface PagefindResult {
  data(): Promise<PagefindPage>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/** DocSearch shows its error screen for errors with this name (all hosts down). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded', { cause });
    this.name = 'RetryError';
  }
}

const bundles = new Map<string, Promise<Pagefind>>();
/** The newest search asked for: older ones fetch no page text (DocSearch would drop their answer). */
let newest = 0;

export function loadPagefind(lang: LocaleCode): Promise<Pagefind> {
  const existing = bundles.get(lang);
  if (existing) return existing;
  const base = `/pagefind/${lang}/`;
  const loading = (import(/* webpackIgnore: true */ `${base}pagefind.js`) as Promise<Pagefind>)
    .then(async pagefind => {
      // Excerpts of ~30 words (segments in CJK); the dialog cuts them further.
      // No web worker: one request and 12 KB less before the first results.
      await pagefind.options({ basePath: base, excerptLength: 30, noWorker: true });
      await pagefind.init();
      return pagefind;
    })
    .catch(error => {
      bundles.delete(lang);
      throw new SearchUnavailableError(error);
    });
  bundles.set(lang, loading);
  return loading;
}

/** Intent to search: start fetching the locale's index, quietly. */
export function preloadPagefind(lang: LocaleCode): void {
  loadPagefind(lang).catch(() => {});
}

export interface SearchRequest {
  query: string;
  indexName: string;
  /** Pages whose text is fetched (each page gives up to 1 + 3 hits). */
  pages?: number;
  page?: number;
}

export async function searchPagefind(lang: LocaleCode, request: SearchRequest, snippetWords: number) {
  const started = performance.now();
  const generation = ++newest;
  const pagefind = await loadPagefind(lang);
  // Pagefind answers null for a search superseded by a newer one.
  const found = (request.query.trim() ? await pagefind.search(request.query) : null) ?? { results: [] };
  const pagesWanted = request.pages ?? SEARCH_LIMITS.pagesPerQuery;
  const from = (request.page ?? 0) * pagesWanted;
  // Typed on since: this answer will not be shown, so its pages are not fetched.
  const superseded = generation !== newest;
  const pages = superseded ? [] : await Promise.all(found.results.slice(from, from + pagesWanted).map(result => result.data()));
  const hits = pages.flatMap(page =>
    recordsFromPagefindPage(page).map(record => toDocSearchHit(record, request.query, snippetWords, lang)),
  );
  return {
    hits,
    nbHits: found.results.length,
    page: request.page ?? 0,
    nbPages: Math.ceil(found.results.length / pagesWanted),
    hitsPerPage: hits.length,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
  };
}

/** A search client with the `search({ requests })` method DocSearch calls. */
export function pagefindClient(lang: LocaleCode, snippetWords: number) {
  return {
    search: async ({ requests }: { requests: SearchRequest[] }) => ({
      results: await Promise.all(requests.map(request => searchPagefind(lang, request, snippetWords))),
    }),
  };
}
