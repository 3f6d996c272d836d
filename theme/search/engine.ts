/**
 * One search call for the full results page, whichever backend answers.
 * Loaded only by that page.
 */
import type { LocaleCode } from '../../site/locales';
import { DOCS_VERSION } from '../../site/routes';
import { SEARCH_LIMITS } from '../../site/search';
import { type DocSearchHit, snippetWordsFor } from '../../rules/search';
import { algoliaSearch } from './algolia';
import { loadSearchConfig } from './config';
import { searchEmbedded } from './embedded';

export interface SearchPage {
  hits: DocSearchHit[];
  nbHits: number;
}

export async function searchDocs(lang: LocaleCode, query: string, page: number): Promise<SearchPage> {
  const config = await loadSearchConfig();
  const snippetWords = snippetWordsFor(window.innerWidth);
  if (config.algolia) {
    const ctx = { lang, version: DOCS_VERSION.name, snippetWords, insights: false, contextual: config.contextualSearch };
    const { results } = await algoliaSearch(config.algolia, ctx, [{ query, indexName: config.algolia.indexName, page }]);
    const first = results[0];
    return { hits: (first?.hits ?? []) as DocSearchHit[], nbHits: first?.nbHits ?? 0 };
  }
  const result = await searchEmbedded(
    lang,
    { query, indexName: config.localIndexName, pages: SEARCH_LIMITS.hitsPerPage, page },
    snippetWords,
  );
  return { hits: result.hits, nbHits: result.nbHits };
}
