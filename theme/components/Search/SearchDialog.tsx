/**
 * The search dialog: DocSearch's modal over one of two backends — the
 * embedded Pagefind index (default) or Algolia when configured — behind
 * DocSearch's `transformSearchClient`. Loaded only when the visitor
 * reaches for search.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_MAX_LENGTH } from '../../../rules/search-shortcuts';
import { BRAND } from '../../../site/brand';
import { DOCS_VERSION } from '../../../site/routes';
import { SEARCH_LIMITS } from '../../../site/search';
import {
  algoliaSearchParameters,
  aliasIndexName,
  localIndexNameFor,
  resolveHitUrl,
  savedSearchKeys,
  searchPageUrl,
  snippetWordsFor,
} from '../../../rules/search';
import { useLocale, useT, type Translate } from '../../hooks/useLocale';
import { loadSearchConfig } from '../../search/config';
import { algoliaClient } from '../../search/algolia';
import { pagefindClient } from '../../search/pagefind';
import { useNavigateWithPreload } from '../Link';
import './dialog.css';

function translations(t: Translate) {
  return {
    searchBox: {
      clearButtonTitle: t('search.clear'),
      clearButtonAriaLabel: t('search.clear'),
      closeButtonText: t('search.cancel'),
      closeButtonAriaLabel: t('search.close'),
      placeholderText: t('search.placeholder'),
      searchInputLabel: t('search.inputLabel'),
    },
    startScreen: {
      recentSearchesTitle: t('search.recent'),
      noRecentSearchesText: t('search.noRecent'),
      saveRecentSearchButtonTitle: t('search.saveSearch'),
      removeRecentSearchButtonTitle: t('search.removeRecent'),
      favoriteSearchesTitle: t('search.favorite'),
      removeFavoriteSearchButtonTitle: t('search.removeFavorite'),
    },
    errorScreen: { titleText: t('search.errorTitle'), helpText: t('search.errorHelp') },
    noResultsScreen: {
      noResultsText: t('search.noResults'),
      suggestedQueryText: t('search.trySearching'),
      reportMissingResultsText: t('search.reportMissing'),
      reportMissingResultsLinkText: t('search.reportLink'),
    },
    footer: {
      selectText: t('search.toSelect'),
      selectKeyAriaLabel: t('search.enterKey'),
      navigateText: t('search.toNavigate'),
      navigateUpKeyAriaLabel: t('search.arrowUp'),
      navigateDownKeyAriaLabel: t('search.arrowDown'),
      closeText: t('search.toClose'),
      closeKeyAriaLabel: t('search.escapeKey'),
      poweredByText: '',
    },
  };
}

export interface SearchDialogProps {
  initialQuery: string;
  onClose: () => void;
}

export default function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const settings = use(loadSearchConfig());
  const t = useT();
  const { lang } = useLocale();
  const navigate = useNavigateWithPreload();
  const snippetWords = snippetWordsFor(window.innerWidth);
  const context = { lang, version: DOCS_VERSION.name, snippetWords, insights: settings.insights, contextual: settings.contextualSearch };
  const algolia = settings.algolia;
  // Saved searches are kept per index name: one name per locale.
  const indexName = algolia ? aliasIndexName(algolia.indexName, lang) : localIndexNameFor(settings.localIndexName, lang);

  // The "Search by Algolia" mark only when Algolia answers.
  useEffect(() => {
    document.documentElement.dataset.searchBackend = algolia ? 'algolia' : 'embedded';
  }, [algolia]);

  // The modal alone does not close on Escape (DocSearch's wrapper does that).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const go = (url: string) => {
    const target = resolveHitUrl(url, settings, window.location.origin, BRAND.siteOrigin);
    if (target.external) window.location.assign(target.url);
    else void navigate(target.url);
  };

  const [failed, setFailed] = useState(false);
  const failedRef = useRef(setFailed);
  failedRef.current = setFailed;
  const clearFailure = useCallback(() => setFailed(false), []);
  const storageKeys = useMemo(() => savedSearchKeys(indexName), [indexName]);

  // DocSearch's own client is swapped for ours: same request shape, our
  // timeouts and host retry. Failures are tracked here because DocSearch
  // 4.7 resets its error status before showing it (see DialogScreens).
  const transformSearchClient = useMemo(
    () => () => {
      const inner = algolia ? algoliaClient(algolia, context) : pagefindClient(lang, snippetWords);
      return {
        search: async (args: Parameters<typeof inner.search>[0]) => {
          try {
            const requests = args.requests.map(request => ({ ...request, query: request.query.slice(0, SEARCH_MAX_LENGTH) }));
            const result = await inner.search({ ...args, requests } as never);
            failedRef.current(false);
            return result;
          } catch (error) {
            failedRef.current(true);
            throw error;
          }
        },
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: context is derived from these
    [algolia, lang, snippetWords, settings.insights, settings.contextualSearch],
  );

  return (
    <>
      <DialogScreens failed={failed} onQueryChange={clearFailure} storageKeys={storageKeys} t={t} />
      <DocSearchModal
      appId={algolia?.appId ?? 'embedded'}
      apiKey={algolia?.apiKey ?? 'embedded'}
      indices={[{ name: indexName, searchParameters: algoliaSearchParameters(context) }]}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => {}}
      placeholder={t('search.placeholder')}
      translations={translations(t)}
      maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
      recentSearchesLimit={SEARCH_LIMITS.recentSearches}
      recentSearchesWithFavoritesLimit={SEARCH_LIMITS.recentSearchesWithFavorites}
      insights={Boolean(algolia && settings.insights)}
      transformSearchClient={transformSearchClient as never}
      getMissingResultsUrl={({ query }) => `${BRAND.urls.feedback}/?search=${encodeURIComponent(query)}`}
      navigator={{
        navigate: ({ itemUrl }) => go(itemUrl),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      }}
      hitComponent={({ hit, children }: { hit: { url: string }; children: ReactNode }) => {
        const url = resolveHitUrl(hit.url, settings, window.location.origin, BRAND.siteOrigin).url;
        const openNewTab = () => window.open(url, '_blank', 'noopener');
        // The option itself is the control (DocSearch's navigator handles the
        // keyboard); a link inside it would be nested interactive content, so
        // this only handles the pointer: click, modifier-click, middle-click.
        return (
          <span
            className="dg-search-hit"
            data-href={url}
            onClick={event => (event.metaKey || event.ctrlKey || event.shiftKey ? openNewTab() : go(hit.url))}
            onAuxClick={event => {
              if (event.button === 1) openNewTab();
            }}
          >
            {children}
          </span>
        );
      }}
      resultsFooterComponent={({ state }) => {
        const count = (state.context as { nbHits?: number }).nbHits ?? 0;
        if (!count) return null;
        const href = searchPageUrl(lang, state.query, settings.searchPagePath);
        return (
          <a
            className="dg-search-see-all"
            href={href}
            onClick={event => {
              event.preventDefault();
              onClose();
              void navigate(href);
            }}
          >
            {t('search.seeAll', { count })}
          </a>
        );
      }}
      />
    </>
  );
}

/**
 * Screens DocSearch 4.7 does not show by itself, rendered into its
 * dropdown: the error screen when the search service cannot be reached
 * (its own status is reset to idle before it renders), and "No recent
 * searches" on an empty start screen. Also caps the input at 64
 * characters (DocSearch allows 512).
 */
function DialogScreens({
  failed,
  onQueryChange,
  storageKeys,
  t,
}: {
  failed: boolean;
  onQueryChange: () => void;
  storageKeys: { recent: string; favorite: string };
  t: Translate;
}) {
  // Our screens go into the modal, between the search box and the footer.
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [query, setQuery] = useState('');
  const [hasSaved, setHasSaved] = useState(true);

  useEffect(() => {
    let frame = 0;
    let cleanup = () => {};
    const attach = () => {
      const modal = document.querySelector('.DocSearch-Modal');
      const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!modal || !input) {
        frame = requestAnimationFrame(attach);
        return;
      }
      input.maxLength = SEARCH_MAX_LENGTH;
      // DocSearch makes its backdrop a focusable "button" around the whole
      // dialog (nested interactive content); the backdrop click still closes it.
      const backdrop = modal.parentElement;
      if (backdrop?.classList.contains('DocSearch-Container')) {
        backdrop.removeAttribute('role');
        backdrop.removeAttribute('tabindex');
        backdrop.removeAttribute('aria-expanded');
      }
      const readSaved = () => {
        const count = (key: string) => {
          try {
            return (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length;
          } catch {
            return 0;
          }
        };
        setHasSaved(count(storageKeys.recent) + count(storageKeys.favorite) > 0);
      };
      const onInput = () => {
        setQuery(input.value);
        onQueryChange();
        readSaved();
      };
      const observer = new MutationObserver(readSaved);
      observer.observe(modal, { childList: true, subtree: true });
      input.addEventListener('input', onInput);
      setQuery(input.value);
      readSaved();
      setDropdown(modal);
      cleanup = () => {
        observer.disconnect();
        input.removeEventListener('input', onInput);
      };
    };
    attach();
    return () => {
      cancelAnimationFrame(frame);
      cleanup();
    };
  }, [onQueryChange, storageKeys]);

  useEffect(() => {
    document.querySelector('.DocSearch-Modal')?.toggleAttribute('data-dg-failed', failed && query !== '');
  }, [failed, query]);

  if (!dropdown) return null;
  if (failed && query) {
    return createPortal(
      <div className="DocSearch-ErrorScreen dg-search-screen" role="alert">
        <p className="DocSearch-Title">{t('search.errorTitle')}</p>
        <p className="DocSearch-Help">{t('search.errorHelp')}</p>
      </div>,
      dropdown,
    );
  }
  if (!query && !hasSaved) {
    return createPortal(
      <div className="DocSearch-StartScreen dg-search-screen">
        <p className="DocSearch-Help">{t('search.noRecent')}</p>
      </div>,
      dropdown,
    );
  }
  return null;
}
