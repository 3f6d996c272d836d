/**
 * Search configuration (spec §2.5, §3 "Search config", §7, §9). The
 * embedded static index is the default; Algolia is used when an
 * application id and a search-only key are given at build time:
 *   DIGLOT_ALGOLIA_APP_ID, DIGLOT_ALGOLIA_SEARCH_KEY, DIGLOT_ALGOLIA_INDEX
 * The build writes the public part of this to /search-config.json, which
 * the search dialog reads when it opens.
 */

export interface AlgoliaConfig {
  appId: string;
  /** Search-only API key (public by design). */
  apiKey: string;
  indexName: string;
}

export interface SearchConfig {
  /** `null`: the embedded index (Pagefind) answers. */
  algolia: AlgoliaConfig | null;
  /** Locale-less path of the full results page; `q` carries the query. */
  searchPagePath: string;
  /** Name of the embedded index (also keys saved searches per locale). */
  localIndexName: string;
  /** Hits whose URL matches open as external links. */
  externalUrlRegex: string | null;
  /** Rewrites hit URLs, e.g. when the index was built on another host. */
  replaceSearchResultPathname: { from: string; to: string } | null;
  /** Send Algolia Insights click events (off unless enabled). */
  insights: boolean;
  /** Contextual search: filter by the page's locale and docs version. */
  contextualSearch: boolean;
}

/** What the build writes to /search-config.json: the public settings, and each locale's embedded index version. */
export type PublicSearchConfig = SearchConfig & { localIndex: Record<string, string> };

export const SEARCH_LIMITS = {
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  /** Sections shown under a page in the dialog (issue 18: "a few"). */
  sectionsPerPage: 3,
  /** Pages whose text the dialog fetches per query: the hits it has room for. */
  pagesPerQuery: 5,
  /** Snippets of scripts written without spaces: a window of characters. */
  snippetChars: { min: 60, max: 80 },
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidth: 768,
  stallThresholdMs: 300,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  noResultSuggestions: 3,
  /** Algolia client: connect, read and write timeouts (its own retry strategy leaves a failed host alone for 2 minutes). */
  timeouts: { connectMs: 1000, readMs: 2000, writeMs: 30000 },
} as const;

/** The fields DocSearch reads from the search service (spec §7). */
export const ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
] as const;

/**
 * Where the crawler and the embedded index find each level of a docs page;
 * the page markup carries these (see theme/components/DocLayout).
 */
export const SEARCH_SELECTORS = {
  root: '[data-search-root]',
  lvl0: '[data-search-lvl0]',
  lvl1: '.dg-doc h1',
  lvl2: '.dg-doc h2',
  lvl3: '.dg-doc h3',
  lvl4: '.dg-doc h4',
  lvl5: '.dg-doc h5',
  lvl6: '.dg-doc h6',
  content: '.dg-doc p, .dg-doc li, .dg-doc td, .dg-doc blockquote',
} as const;

/** Meta tags on every docs page, for the crawler's facets. */
export const SEARCH_META = { language: 'docsearch:language', version: 'docsearch:version' } as const;

export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.DIGLOT_ALGOLIA_APP_ID?.trim();
  const apiKey = env.DIGLOT_ALGOLIA_SEARCH_KEY?.trim();
  return {
    algolia: appId && apiKey ? { appId, apiKey, indexName: env.DIGLOT_ALGOLIA_INDEX?.trim() || 'diglot_docs' } : null,
    searchPagePath: '/search/',
    localIndexName: 'diglot_docs_local',
    externalUrlRegex: env.DIGLOT_SEARCH_EXTERNAL_URL_REGEX?.trim() || null,
    replaceSearchResultPathname:
      env.DIGLOT_SEARCH_REPLACE_FROM && env.DIGLOT_SEARCH_REPLACE_TO
        ? { from: env.DIGLOT_SEARCH_REPLACE_FROM, to: env.DIGLOT_SEARCH_REPLACE_TO }
        : null,
    insights: env.DIGLOT_ALGOLIA_INSIGHTS === 'true',
    contextualSearch: true,
  };
}
