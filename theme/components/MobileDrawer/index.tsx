import { useLocation } from '@rspress/core/runtime';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NAVBAR } from '../../../site/navbar';
import { MOBILE_MAX_WIDTH } from '../../../rules/navbar';
import { stripLocale } from '../../../rules/url';
import { useT } from '../../hooks/useLocale';
import { Brand } from '../Brand';
import { ChevronEnd, ChevronStart, CloseIcon } from '../Icons';
import { NavbarItem, NavbarItemContext } from '../NavbarItem';
import { Sidebar } from '../Sidebar';
import './index.css';

const TABBABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    el => !el.classList.contains('dg-drawer__sentinel') && el.getClientRects().length > 0,
  );
}

/**
 * The mobile menu (width ≤ 996 px): the navbar items and, on docs pages, a
 * secondary menu with the docs sidebar. It closes on back navigation, when
 * the window grows to desktop width, when an item is chosen, on Escape and
 * on the backdrop. While open the page behind does not scroll and focus
 * stays inside; on close focus returns to the menu button.
 */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const location = useLocation();
  const onDocs = stripLocale(location.pathname).startsWith('/docs/');
  const [panel, setPanel] = useState<'main' | 'docs'>(onDocs ? 'docs' : 'main');
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // Any change of page (an item chosen, back or forward) closes the drawer.
  const where = location.pathname + location.search + location.hash;
  const lastWhere = useRef(where);
  useEffect(() => {
    if (lastWhere.current === where) return;
    lastWhere.current = where;
    if (open) close.current();
  }, [open, where]);

  useEffect(() => {
    if (open) setPanel(onDocs ? 'docs' : 'main');
  }, [open, onDocs]);

  useEffect(() => {
    if (!open) return;
    const { documentElement: html, body } = document;
    const previous = [html.style.overflow, body.style.overflow];
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    const desktop = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    const onWide = () => desktop.matches && close.current();
    const onBack = () => close.current();
    desktop.addEventListener('change', onWide);
    window.addEventListener('popstate', onBack);
    dialog.current?.querySelector<HTMLElement>('.dg-drawer__close')?.focus();
    return () => {
      html.style.overflow = previous[0] ?? '';
      body.style.overflow = previous[1] ?? '';
      desktop.removeEventListener('change', onWide);
      window.removeEventListener('popstate', onBack);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // Focus that reaches either edge wraps round to the other one.
  const wrapTo = (edge: 'first' | 'last') => () => {
    const items = dialog.current ? tabbables(dialog.current) : [];
    (edge === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  if (!open) return null;

  // Portalled to <body>: the navbar's backdrop filter would otherwise make it
  // the containing block of this fixed overlay.
  return createPortal(
    <div className="dg-drawer">
      <div className="dg-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <span className="dg-drawer__sentinel" tabIndex={0} onFocus={wrapTo('last')} />
      <div
        ref={dialog}
        id="dg-drawer"
        className="dg-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.label')}
        onKeyDown={onKeyDown}
      >
        <div className="dg-drawer__header">
          <Brand onNavigate={onClose} />
          <button type="button" className="dg-drawer__close" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={`dg-drawer__menus is-${panel}`}>
          <div className="dg-drawer__menu" hidden={panel !== 'main'}>
            {onDocs ? (
              <button type="button" className="dg-drawer__switch" onClick={() => setPanel('docs')}>
                {t('nav.docsMenu')}
                <ChevronEnd />
              </button>
            ) : null}
            <NavbarItemContext.Provider value={{ mobile: true, onNavigate: onClose }}>
              <ul className="dg-drawer__items">
                {NAVBAR.items.map(item => (
                  <li key={item.id} data-kind={item.type}>
                    <NavbarItem item={item} />
                  </li>
                ))}
              </ul>
            </NavbarItemContext.Provider>
          </div>
          {onDocs ? (
            <div className="dg-drawer__menu dg-drawer__menu--secondary" hidden={panel !== 'docs'}>
              <button type="button" className="dg-drawer__switch dg-drawer__back" onClick={() => setPanel('main')}>
                <ChevronStart />
                {t('nav.backToMainMenu')}
              </button>
              <Sidebar onNavigate={onClose} />
            </div>
          ) : null}
        </div>
        <span className="dg-drawer__sentinel" tabIndex={0} onFocus={wrapTo('first')} />
      </div>
    </div>,
    document.body,
  );
}
