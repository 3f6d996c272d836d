import { useLocation } from '@rspress/core/runtime';
import type { DropdownItem } from '../../../site/navbar';
import { NAVBAR } from '../../../site/navbar';
import { docHref, highlightedNavEntry, isActiveHref, navEntries, resolveNavHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Collapsible } from '../Collapsible';
import { Dropdown } from '../Dropdown';
import { DocLink } from './DocLink';
import { NavbarLink } from './NavbarLink';

function ItemList({ item, close }: { item: DropdownItem; close?: () => void }) {
  return (
    <ul className="dg-dropdown__list">
      {item.items.map(child => (
        <li key={child.id} hidden={child.hiddenByDefault || undefined} onClick={close}>
          {child.type === 'doc' ? <DocLink item={child} inDropdown /> : <NavbarLink item={child} inDropdown />}
        </li>
      ))}
    </ul>
  );
}

/** A dropdown of links; a collapsible section in the mobile drawer. */
export function NavbarDropdown({ item, mobile }: { item: DropdownItem; mobile: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const containsActive = item.items.some(child =>
    isActiveHref(child.type === 'doc' ? docHref(child.docId, lang) : resolveNavHref(child.href, lang), pathname),
  );
  // Highlighted only when no top-level link is the page itself (Pricing, not also More).
  const highlighted = containsActive && highlightedNavEntry(navEntries(NAVBAR.items, lang), pathname) === item.id;
  if (mobile) {
    return (
      <Collapsible id={item.id} label={t(item.label)} defaultOpen={containsActive}>
        <ItemList item={item} />
      </Collapsible>
    );
  }
  return (
    <Dropdown
      id={item.id}
      label={t(item.label)}
      toggleClassName={['dg-nav-link', highlighted && 'is-active'].filter(Boolean).join(' ')}
    >
      {close => <ItemList item={item} close={close} />}
    </Dropdown>
  );
}
