import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { initialQuery, opensSearch, shortcutModifier } from '../../../rules/search-shortcuts';
import type { LocaleCode } from '../../../site/locales';
import { useLocale, useT } from '../../hooks/useLocale';
import { preconnectSearchHost } from '../../search/config';
import { ChunkError, ErrorBoundary } from '../ErrorBoundary';
import { SearchIcon } from '../Icons';
import './index.css';

// The dialog and its search engine load on demand, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

let preloading: Promise<unknown> | null = null;
/**
 * On hover, focus or touch of the button, or a shortcut: fetch the
 * dialog's code, and the locale's index (or warm up the Algolia host).
 */
export function preloadSearch(lang: LocaleCode): void {
  preconnectSearchHost();
  preloading ??= loadDialog()
    .then(dialog => dialog.preloadIndex(lang))
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

  // Where focus was before the dialog opened, and on which page.
  const returnTo = useRef<{ element: Element | null; href: string } | null>(null);
  // The focus return of the last close, until it has run: a dialog opened
  // before then must keep focus (it used to jump to the page behind).
  const pendingReturn = useRef(0);
  const isOpen = useRef(false);

  const openWith = useCallback(
    (selection: string | null | undefined) => {
      cancelAnimationFrame(pendingReturn.current);
      isOpen.current = true;
      returnTo.current = { element: document.activeElement, href: window.location.href };
      preloadSearch(lang);
      setQuery(initialQuery(selection));
      setOpen(true);
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
    pendingReturn.current = requestAnimationFrame(() => {
      if (isOpen.current || origin.href !== window.location.href) return;
      if (origin.element instanceof HTMLElement && origin.element.isConnected) origin.element.focus();
    });
  }, []);

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
      {open ? (
        <ErrorBoundary fallback={() => <ChunkError floating retry={() => window.location.reload()} />}>
          <Suspense fallback={null}>
            <SearchDialog initialQuery={query} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
