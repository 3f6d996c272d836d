import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { capQuery, initialQuery, opensSearch, shortcutModifier } from '../../../rules/search-shortcuts';
import type { LocaleCode } from '../../../site/locales';
import { useLocale, useT } from '../../hooks/useLocale';
import type { PublicSearchConfig } from '../../search/config';
import { ChunkError, ErrorBoundary } from '../ErrorBoundary';
import { SearchIcon } from '../Icons';
import './index.css';

// The dialog and its search engine load on demand, never with the page.
const loadDialog = () => import('./SearchDialog');
type LoadedDialog = { Dialog: Awaited<ReturnType<typeof loadDialog>>['default']; settings: PublicSearchConfig };
/**
 * The dialog's code, then the search settings (read and checked by that
 * code, so none of it weighs on the page's first load). The dialog is
 * rendered once both are here rather than under Suspense: React holds a
 * boundary's content back for up to 300 ms after its fallback showed,
 * which was most of the time from Ctrl+K to a usable input.
 */
let loading: Promise<LoadedDialog> | null = null;
function loadDialogWithSettings(): Promise<LoadedDialog> {
  loading ??= loadDialog()
    .then(async module => ({ Dialog: module.default, settings: await module.loadSearchConfig() }))
    .catch(error => {
      loading = null;
      throw error;
    });
  return loading;
}

let preloading: Promise<unknown> | null = null;
/**
 * On hover, focus or touch of the button, or a shortcut: fetch the
 * dialog's code, and the locale's index (or warm up the Algolia host).
 */
export function preloadSearch(lang: LocaleCode): void {
  preloading ??= loadDialog()
    .then(dialog => {
      dialog.preconnectSearchHost();
      return dialog.preloadIndex(lang);
    })
    .catch(() => {
      preloading = null;
    });
}

export function SearchButton({ id }: { id?: string }) {
  const t = useT();
  const { lang } = useLocale();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl'>('Ctrl');
  const [loaded, setLoaded] = useState<LoadedDialog | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // Where focus was before the dialog opened, and on which page.
  const returnTo = useRef<{ element: Element | null; href: string } | null>(null);
  // The focus return of the last close, until it has run: a dialog opened
  // before then must keep focus (it used to jump to the page behind).
  const pendingReturn = useRef(0);
  const isOpen = useRef(false);
  // The page's scroll position when search was asked for: opening and closing never move it.
  const scrollAtOpen = useRef(0);
  const standIn = useRef<HTMLInputElement>(null);

  const openWith = useCallback(
    (selection: string | null | undefined) => {
      cancelAnimationFrame(pendingReturn.current);
      isOpen.current = true;
      scrollAtOpen.current = window.scrollY;
      returnTo.current = { element: document.activeElement, href: window.location.href };
      preloadSearch(lang);
      setQuery(initialQuery(selection));
      setOpen(true);
      setLoadFailed(false);
      loadDialogWithSettings().then(setLoaded, () => setLoadFailed(true));
    },
    [lang],
  );

  // Closing without choosing a result puts focus back where it was (WAI-ARIA
  // dialog pattern); after a result was chosen the new page owns focus.
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    const origin = returnTo.current;
    returnTo.current = null;
    if (!origin) return;
    cancelAnimationFrame(pendingReturn.current);
    const y = scrollAtOpen.current;
    pendingReturn.current = requestAnimationFrame(() => {
      if (isOpen.current || origin.href !== window.location.href) return;
      // The button may sit in the hidden navbar: focusing it must not scroll to it.
      if (origin.element instanceof HTMLElement && origin.element.isConnected) origin.element.focus({ preventScroll: true });
      if (window.scrollY !== y) window.scrollTo({ top: y, behavior: 'instant' });
    });
  }, []);

  // While search is open the page stays where it was: DocSearch hides the page's
  // scrollbar, and anything that moves the page under the dialog (scroll anchoring
  // as the layout settles, a focus) is undone at once.
  useEffect(() => {
    if (!open) return;
    const pin = () => {
      if (window.scrollY !== scrollAtOpen.current) window.scrollTo({ top: scrollAtOpen.current, behavior: 'instant' });
    };
    window.addEventListener('scroll', pin);
    return () => window.removeEventListener('scroll', pin);
  }, [open]);

  // The stand-in input takes focus without scrolling the page to it (autofocus would).
  const waiting = open && !loaded && !loadFailed;
  useLayoutEffect(() => {
    if (waiting) standIn.current?.focus({ preventScroll: true });
  }, [waiting]);

  useEffect(() => {
    setModifier(shortcutModifier(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      const key = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        target: event.target as HTMLElement | null,
      };
      if (open || !opensSearch(key)) return;
      event.preventDefault();
      openWith(window.getSelection()?.toString());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openWith]);

  return (
    <>
      <button
        type="button"
        className="dg-search-button"
        data-nav-id={id}
        aria-label={t('search.buttonLabel')}
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={() => preloadSearch(lang)}
        onFocus={() => preloadSearch(lang)}
        onTouchStart={() => preloadSearch(lang)}
        onClick={() => openWith(window.getSelection()?.toString())}
      >
        <SearchIcon />
        <span className="dg-search-button__label">{t('search.button')}</span>
        <kbd className="dg-search-button__keys" aria-hidden="true">
          {modifier === '⌘' ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && loaded ? (
        <ErrorBoundary fallback={() => <ChunkError floating retry={() => window.location.reload()} />}>
          <loaded.Dialog settings={loaded.settings} initialQuery={query} scrollY={scrollAtOpen.current} onClose={close} />
        </ErrorBoundary>
      ) : null}
      {waiting
        ? // While the dialog's code arrives (tens of ms), what the visitor types is kept here
          // and becomes the dialog's first query. Fixed in the viewport, outside the navbar
          // (which moves as it hides): typing into it never makes the browser scroll to it.
          createPortal(
            <input
              ref={standIn}
              className="dg-search-standin"
              aria-label={t('search.inputLabel')}
              value={query}
              onChange={event => setQuery(capQuery(event.target.value))}
            />,
            document.body,
          )
        : null}
      {open && !loaded && loadFailed ? <ChunkError floating retry={() => window.location.reload()} /> : null}
    </>
  );
}
