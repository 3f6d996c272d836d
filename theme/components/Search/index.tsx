import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { initialQuery, opensSearch, shortcutModifier } from '../../../rules/search-shortcuts';
import { useT } from '../../hooks/useLocale';
import { SearchIcon } from '../Icons';
import './index.css';

// The dialog and its search engine load on demand, never with the page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

let preloading: Promise<unknown> | null = null;
export function preloadSearch(): void {
  preloading ??= loadDialog().catch(error => {
    preloading = null;
    throw error;
  });
}

export function SearchButton({ id }: { id?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl'>('Ctrl');

  const openWith = useCallback((selection: string | null | undefined) => {
    preloadSearch();
    setQuery(initialQuery(selection));
    setOpen(true);
  }, []);

  useEffect(() => {
    setModifier(shortcutModifier(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      if (open || !opensSearch({ ...event, target: event.target as HTMLElement | null })) return;
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
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
        onTouchStart={preloadSearch}
        onClick={() => openWith(window.getSelection()?.toString())}
      >
        <SearchIcon />
        <span className="dg-search-button__label">{t('search.button')}</span>
        <kbd className="dg-search-button__keys" aria-hidden="true">
          {modifier === '⌘' ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={query} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
