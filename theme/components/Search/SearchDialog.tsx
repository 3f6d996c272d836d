/**
 * The search dialog: DocSearch 3's modal over one of two backends — the
 * embedded index (default) or Algolia when configured — behind
 * DocSearch's `transformSearchClient`. Loaded only when the visitor
 * reaches for search.
 *
 * DocSearch 3.9 rather than 4.x: 4.x's modal carries an Ask AI assistant
 * the site does not use (115 KB gzip against 28 KB, measured with esbuild
 * on the modal entry alone), and its zod probe evaluates code, which the
 * CSP refuses. 3.9 itself caps the input at 64 characters and keeps 7
 * recent searches (4 beside favourites) and 10 favourites, as the spec says;
 * its storage is guarded, so blocked or full storage only means no history.
 */
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_MAX_LENGTH } from '../../../rules/search-shortcuts';
import { BRAND } from '../../../site/brand';
import { DOCS_VERSION } from '../../../site/routes';
import { SEARCH_LIMITS } from '../../../site/search';
import {
  algoliaSearchParameters,
  aliasIndexName,
  groupHitsByPage,
  localIndexNameFor,
  resolveHitUrl,
  searchPageUrl,
  snippetWordsFor,
} from '../../../rules/search';
import { useLocale, useT, type Translate } from '../../hooks/useLocale';
import { loadSearchConfig, type PublicSearchConfig } from '../../search/config';
import { algoliaClient } from '../../search/algolia';
import { closestPages, embeddedClient, preloadIndex as preloadEmbedded } from '../../search/embedded';
import { cleanStoredSearches } from '../../search/saved-searches';
import type { LocaleCode } from '../../../site/locales';
import { useNavigateWithPreload } from '../Link';
import './dialog.css';

// The button (Search/index.tsx) reaches these through this chunk, so they stay off the first load.
export { loadSearchConfig, preconnectSearchHost } from '../../search/config';

function translations(t: Translate): DocSearchModalProps['translations'] {
  return {
    searchBox: {
      resetButtonTitle: t('search.clear'),
      resetButtonAriaLabel: t('search.clear'),
      cancelButtonText: t('search.cancel'),
      cancelButtonAriaLabel: t('search.close'),
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
      searchByText: '',
    },
  };
}

/** Intent to search: the embedded index starts loading (Algolia needs nothing). */
export function preloadIndex(lang: LocaleCode): Promise<void> {
  return loadSearchConfig().then(config => {
    if (!config.algolia) preloadEmbedded(lang);
  });
}

export interface SearchDialogProps {
  /** The public search settings, loaded with this module. */
  settings: PublicSearchConfig;
  initialQuery: string;
  /** The page's scroll position when search was asked for: given back on closing. */
  scrollY: number;
  onClose: () => void;
}

/** Quiet time after a keystroke before the texts of the answer's pages are fetched. */
const SETTLE_MS = 300;

/**
 * Has DocSearch ask for the current query again (its autocomplete has no
 * public refresh): React's input listener fires only for a value it has
 * not seen, so the value it remembers is cleared first.
 */
function askAgain(query: string): void {
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!field || field.value.slice(0, SEARCH_MAX_LENGTH) !== query) return;
  (field as HTMLInputElement & { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue('');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A plain left click, which the app handles; others (new tab, new window, download) are the browser's. */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type SearchResults = { results: Array<{ hits?: unknown[] }> };

export default function SearchDialog({ settings, initialQuery, scrollY, onClose }: SearchDialogProps) {
  const t = useT();
  const { lang } = useLocale();
  const navigate = useNavigateWithPreload();
  const snippetWords = snippetWordsFor(window.innerWidth);
  // Stable between renders: DocSearch builds a new search session (and
  // forgets the recent searches it shows) whenever its parameters change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is made of these
  const context = useMemo(
    () => ({
      lang,
      version: DOCS_VERSION.name,
      snippetWords,
      insights: settings.insights,
      contextual: settings.contextualSearch,
    }),
    [lang, snippetWords, settings.insights, settings.contextualSearch],
  );
  const searchParameters = useMemo(() => algoliaSearchParameters(context), [context]);
  const algolia = settings.algolia;
  // Saved searches are kept per index name: one name per locale.
  const indexName = algolia ? aliasIndexName(algolia.indexName, lang) : localIndexNameFor(settings.localIndexName, lang);
  // Saved searches are outside input: cleaned before DocSearch reads them (on its first render, below).
  useState(() => cleanStoredSearches(indexName));

  // The "Search by Algolia" mark only when Algolia answers.
  useEffect(() => {
    document.documentElement.dataset.searchBackend = algolia ? 'algolia' : 'embedded';
  }, [algolia]);

  // Focus moves to the dialog's input in the same task that draws it, from
  // the stand-in input that held the first keystrokes (Search/index.tsx):
  // DocSearch focuses it only after paint, and a keystroke in between was lost.
  useLayoutEffect(() => {
    const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
    if (!field) return;
    // Never scrolls the page: the reader's place is kept under the dialog.
    field.focus({ preventScroll: true });
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  // The modal alone does not close on Escape (DocSearch's wrapper does that).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // DocSearch makes its backdrop a focusable "button" around the whole
  // dialog (nested interactive content), with combobox state that a plain
  // backdrop may not carry; the backdrop click still closes it.
  useEffect(() => {
    const backdrop = document.querySelector('.DocSearch-Container');
    for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup']) backdrop?.removeAttribute(name);
    if (!backdrop) return;
    // DocSearch names a list per result group in aria-controls, also for
    // groups it does not draw: keep only the lists that exist.
    const pruneControls = () => {
      for (const element of backdrop.querySelectorAll('[aria-controls]')) {
        const ids = (element.getAttribute('aria-controls') ?? '').split(/\s+/).filter(id => id && document.getElementById(id));
        const value = ids.join(' ');
        if (!value) element.removeAttribute('aria-controls');
        else if (value !== element.getAttribute('aria-controls')) element.setAttribute('aria-controls', value);
      }
      const own = backdrop.getAttribute('aria-controls');
      if (own !== null) backdrop.removeAttribute('aria-controls');
    };
    pruneControls();
    const observer = new MutationObserver(pruneControls);
    observer.observe(backdrop, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls'] });
    return () => observer.disconnect();
  }, []);

  // DocSearch sets its error status and then, in the same request's
  // `finally`, back to idle: the error screen never shows. Failures are
  // tracked here and the screen drawn in DocSearch's own results area.
  const [failed, setFailed] = useState(false);
  const setFailedRef = useRef(setFailed);
  setFailedRef.current = setFailed;
  const clearFailure = useCallback(() => setFailed(false), []);
  // A query that found nothing: the pages closest to it, by the index's rules.
  const [closest, setClosest] = useState<Closest | null>(null);
  const setClosestRef = useRef(setClosest);
  setClosestRef.current = setClosest;

  const go = (url: string) => {
    const target = resolveHitUrl(url, settings, window.location.origin, BRAND.siteOrigin);
    if (target.external) window.location.assign(target.url);
    else void navigate(target.url);
  };

  const goRef = useRef(go);
  goRef.current = go;
  // Stable, like the parameters above (DocSearch rebuilds its session when it changes).
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => goRef.current(itemUrl),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [],
  );

  // DocSearch's own client is swapped for ours (same request shape; for
  // Algolia the official client with the spec's timeouts), and hits come
  // back grouped by page: DocSearch groups by lvl0, which becomes the page.
  const transformSearchClient = useMemo(
    () => () => {
      const inner = algolia
        ? algoliaClient(algolia, context)
        : embeddedClient(lang, snippetWords, { settleMs: SETTLE_MS, onSettled: askAgain });
      return {
        search: async (args: { requests: Array<{ query: string; indexName: string }> }) => {
          const requests = args.requests.map(request => ({ ...request, query: request.query.slice(0, SEARCH_MAX_LENGTH) }));
          let answer: SearchResults;
          try {
            answer = (await inner.search({ requests } as never)) as SearchResults;
          } catch (error) {
            setFailedRef.current(true);
            throw error;
          }
          setFailedRef.current(false);
          const query = requests[0]?.query ?? '';
          if (!algolia && query && answer.results[0] && !answer.results[0].hits?.length) {
            closestPages(lang, query, SEARCH_LIMITS.noResultSuggestions).then(
              pages => setClosestRef.current({ query, pages }),
              () => {},
            );
          } else setClosestRef.current(null);
          return {
            ...answer,
            results: answer.results.map(result =>
              result.hits ? { ...result, hits: groupHitsByPage(result.hits as never, SEARCH_LIMITS.sectionsPerPage) } : result,
            ),
          };
        },
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: context is derived from these
    [algolia, lang, snippetWords, settings.insights, settings.contextualSearch],
  );

  return (
    <>
      <ErrorScreen failed={failed} onCleared={clearFailure} t={t} />
      <ClosestPages
        closest={closest}
        t={t}
        onPick={url => {
          onClose();
          go(url);
        }}
      />
      <DocSearchModal
        appId={algolia?.appId ?? 'embedded'}
        apiKey={algolia?.apiKey ?? 'embedded'}
        indexName={indexName}
        searchParameters={searchParameters as never}
        initialQuery={initialQuery}
        initialScrollY={scrollY}
        onClose={onClose}
        placeholder={t('search.placeholder')}
        translations={translations(t)}
        maxResultsPerGroup={SEARCH_LIMITS.sectionsPerPage + 1}
        insights={Boolean(algolia && settings.insights)}
        transformSearchClient={transformSearchClient as never}
        getMissingResultsUrl={({ query }) => `${BRAND.urls.feedback}/?search=${encodeURIComponent(query)}`}
        navigator={navigator}
        hitComponent={({ hit, children }: { hit: { url: string }; children: ReactNode }) => {
          const target = resolveHitUrl(hit.url, settings, window.location.origin, BRAND.siteOrigin);
          // A real link, as DocSearch's own hits are: the browser opens it in a new tab or
          // window on a modifier or middle click, copies its address, and so on; a plain
          // click navigates in the app (DocSearch closes the dialog on it).
          return (
            <a
              className="dg-search-hit"
              href={target.url}
              onClick={event => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                go(hit.url);
              }}
            >
              {children}
            </a>
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
 * The error screen (spec §8), in the results area between the search box
 * and the footer, built like DocSearch's other screens (icon, title,
 * help), so the key hints stay on screen. Goes away when the query is
 * cleared or a search succeeds.
 */
function ErrorScreen({ failed, onCleared, t }: { failed: boolean; onCleared: () => void; t: Translate }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    let frame = 0;
    let input: HTMLInputElement | null = null;
    const onInput = () => {
      if (!input?.value) onCleared();
    };
    const attach = () => {
      const found = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
      input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (!found || !input) {
        frame = requestAnimationFrame(attach);
        return;
      }
      input.addEventListener('input', onInput);
      setDropdown(found);
    };
    attach();
    return () => {
      cancelAnimationFrame(frame);
      input?.removeEventListener('input', onInput);
    };
  }, [onCleared]);
  useEffect(() => {
    dropdown?.closest('.DocSearch-Modal')?.toggleAttribute('data-dg-failed', failed);
  }, [dropdown, failed]);
  if (!dropdown || !failed) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen dg-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 40 40"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M20 5 36 33H4Z" strokeLinejoin="round" />
          <path d="M20 15v9M20 28.5v.5" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t('search.errorTitle')}</p>
      <p className="DocSearch-Help">{t('search.errorHelp')}</p>
    </div>,
    dropdown,
  );
}

type Closest = { query: string; pages: Array<[string, string]> };

/**
 * The no-results screen's suggestions: links to the pages closest to the
 * query (those holding most of its words, typos forgiven), in place of
 * DocSearch's list, which names groups of earlier answers.
 */
function ClosestPages({ closest, t, onPick }: { closest: Closest | null; t: Translate; onPick: (url: string) => void }) {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    if (!container) return;
    const find = () => setScreen(container.querySelector('.DocSearch-NoResults'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!screen || !closest?.pages.length || field?.value.slice(0, SEARCH_MAX_LENGTH) !== closest.query) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List dg-search-closest">
      <p className="DocSearch-Help">{t('search.closestPages')}</p>
      <ul>
        {closest.pages.map(([title, url]) => (
          <li key={url}>
            <a
              href={url}
              onClick={event => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onPick(url);
              }}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </div>,
    screen,
  );
}
