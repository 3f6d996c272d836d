/** The public search settings the build writes to /search-config.json, read and checked. */
import type { PublicSearchConfig } from '../../site/search';
import { readSearchConfig } from '../../rules/search';

export type { PublicSearchConfig };

let loading: Promise<PublicSearchConfig> | null = null;

export function loadSearchConfig(): Promise<PublicSearchConfig> {
  loading ??= fetch('/search-config.json', { credentials: 'same-origin' })
    .then(response => {
      if (!response.ok) throw new Error(`search-config.json: HTTP ${response.status}`);
      return response.json();
    })
    .then(value => {
      const config = readSearchConfig(value);
      if (!config) throw new Error('search-config.json is not a search configuration this page can read');
      return config;
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
