/**
 * The embedded backend: a DocSearch-compatible search client answered by
 * the locale's Pagefind bundle, loaded on the first query.
 */
import type { LocaleCode } from '../../site/locales';
import { type PagefindData, recordFromPagefind, toDocSearchHit } from '../../rules/search';

interface PagefindResult {
  data(): Promise<PagefindData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

/** DocSearch shows its error screen for errors with this name (all hosts down). */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded', { cause });
    this.name = 'RetryError';
  }
}

const bundles = new Map<string, Promise<Pagefind>>();

export function loadPagefind(lang: LocaleCode): Promise<Pagefind> {
  const existing = bundles.get(lang);
  if (existing) return existing;
  const base = `/pagefind/${lang}/`;
  const loading = (import(/* webpackIgnore: true */ `${base}pagefind.js`) as Promise<Pagefind>)
    .then(async pagefind => {
      await pagefind.options({ basePath: base, excerptLength: 30 });
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

export interface SearchRequest {
  query: string;
  indexName: string;
  hitsPerPage?: number;
  page?: number;
}

export async function searchPagefind(lang: LocaleCode, request: SearchRequest, snippetWords: number) {
  const started = performance.now();
  const pagefind = await loadPagefind(lang);
  const found = request.query.trim() ? await pagefind.search(request.query) : { results: [] };
  const hitsPerPage = request.hitsPerPage ?? 20;
  const from = (request.page ?? 0) * hitsPerPage;
  const data = await Promise.all(found.results.slice(from, from + hitsPerPage).map(result => result.data()));
  const hits = data.map(item => toDocSearchHit(recordFromPagefind(item), request.query, snippetWords));
  return {
    hits,
    nbHits: found.results.length,
    page: request.page ?? 0,
    nbPages: Math.ceil(found.results.length / hitsPerPage),
    hitsPerPage,
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
