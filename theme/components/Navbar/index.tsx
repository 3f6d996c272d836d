import { useLocation } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { NAVBAR } from '../../../site/navbar';
import { splitByPosition } from '../../../rules/navbar';
import { stripLocale } from '../../../rules/url';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { useT } from '../../hooks/useLocale';
import { Brand } from '../Brand';
import { ChunkError, ErrorBoundary } from '../ErrorBoundary';
import { ColorModeToggle } from '../ColorModeToggle';
import { MenuIcon } from '../Icons';
import { NavbarItem, NavbarItemContext } from '../NavbarItem';
import './index.css';

const { left, right } = splitByPosition(NAVBAR.items);

// The drawer's code loads when the menu button is first pointed at or used.
const loadDrawer = () => import('../MobileDrawer');
const preloadDrawer = () => {
  loadDrawer().catch(() => {});
};
const MobileDrawer = lazy(loadDrawer);
const desktopContext = { mobile: false };

/** The fixed top bar: brand, items left and right; a drawer on mobile. */
export function Navbar() {
  const t = useT();
  const header = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hidden = useHideOnScroll(NAVBAR.hideOnScroll && !drawerOpen, header);
  const { pathname } = useLocation();
  const onDocs = stripLocale(pathname).startsWith('/docs/');
  const hasMenu = NAVBAR.items.length > 0 || onDocs;
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    hamburger.current?.focus();
  }, []);

  return (
    <header ref={header} className={['dg-navbar', `dg-navbar--${NAVBAR.style}`, hidden && 'is-hidden'].filter(Boolean).join(' ')}>
      <nav className="dg-navbar__inner" aria-label={t('nav.label')}>
        <button
          ref={hamburger}
          type="button"
          className="dg-navbar__hamburger"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="dg-drawer"
          disabled={!hasMenu}
          onPointerEnter={preloadDrawer}
          onTouchStart={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <Brand />
        <NavbarItemContext.Provider value={desktopContext}>
          <ul className="dg-navbar__items dg-navbar__items--left">
            {left.map(item => (
              <li key={item.id} data-kind={item.type}>
                <NavbarItem item={item} />
              </li>
            ))}
          </ul>
          <ul className="dg-navbar__items dg-navbar__items--right">
            {right.map(item => (
              <li key={item.id} data-kind={item.type}>
                <NavbarItem item={item} />
              </li>
            ))}
          </ul>
        </NavbarItemContext.Provider>
        <ColorModeToggle />
      </nav>
      {drawerOpen ? (
        <ErrorBoundary
          // The browser keeps a failed script load failed for the page's
          // lifetime, so Retry loads the page afresh.
          fallback={() => <ChunkError floating retry={() => window.location.reload()} />}
        >
          <Suspense fallback={null}>
            <MobileDrawer open onClose={closeDrawer} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </header>
  );
}
