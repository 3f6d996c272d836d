/**
 * Cleans the saved searches DocSearch will read for one index, before its
 * modal mounts (it reads storage once, when created): entries that are not
 * same-site paths with plain text are dropped, the rest rewritten so their
 * text is drawn as text (rules/saved-searches.ts).
 */
import { cleanSavedSearches } from '../../rules/saved-searches';
import { savedSearchKeys } from '../../rules/search';
import { BRAND } from '../../site/brand';
import { SEARCH_LIMITS } from '../../site/search';
import { readStorage, removeStorage, writeStorage } from '../visitor/storage';

export function cleanStoredSearches(indexName: string): void {
  const origins = [window.location.origin, new URL(BRAND.siteOrigin).origin];
  const keys = savedSearchKeys(indexName);
  for (const [key, limit] of [
    [keys.favorite, SEARCH_LIMITS.favoriteSearches],
    [keys.recent, SEARCH_LIMITS.recentSearches],
  ] as const) {
    const stored = readStorage(key);
    if (stored === null) continue;
    const kept = cleanSavedSearches(stored, origins, limit);
    if (kept.length === 0) removeStorage(key);
    else writeStorage(key, JSON.stringify(kept));
  }
}
