/** The public search settings the build writes to /search-config.json. */
import type { SearchConfig } from '../../site/search';

export type PublicSearchConfig = SearchConfig & {
  /** Each locale's embedded index version (its folder under /static/search/<lang>/). */
  localIndex?: Record<string, string>;
};

let loading: Promise<PublicSearchConfig> | null = null;

export function loadSearchConfig(): Promise<PublicSearchConfig> {
  loading ??= fetch('/search-config.json', { credentials: 'same-origin' })
    .then(response => {
      if (!response.ok) throw new Error(`search-config.json: HTTP ${response.status}`);
      return response.json() as Promise<PublicSearchConfig>;
    })
    .catch(error => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Once the visitor reaches for search, warm up the connection to Algolia. */
export function preconnectSearchHost(): void {
  loadSearchConfig()
    .then(config => {
      if (!config.algolia) return;
      const href = `https://${config.algolia.appId}-dsn.algolia.net`;
      if (document.head.querySelector(`link[rel="preconnect"][href="${href}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = href;
      link.crossOrigin = 'anonymous';
      document.head.append(link);
    })
    .catch(() => {});
}
