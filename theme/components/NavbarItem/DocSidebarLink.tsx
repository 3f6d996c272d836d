import { useLocation } from '@rspress/core/runtime';
import type { DocSidebarItem } from '../../../site/navbar';
import { SIDEBAR_FIRST_DOC } from '../../../site/sidebar-entry';
import { docHref } from '../../../rules/navbar';
import { stripLocale } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';

/** Opens the first page of a sidebar; active anywhere in the docs. */
export function DocSidebarLink({ item }: { item: DocSidebarItem }) {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const { onNavigate } = useNavbarItemContext();
  const first = SIDEBAR_FIRST_DOC[item.sidebarId];
  if (!first) throw new Error(`Navbar item "${item.id}": no sidebar named "${item.sidebarId}".`);
  const active = stripLocale(pathname).startsWith('/docs/');
  return (
    <Link
      href={docHref(first, lang)}
      className={['dg-nav-link', item.className, active && 'is-active'].filter(Boolean).join(' ')}
      data-nav-id={item.id}
      onClick={onNavigate}
    >
      {t(item.label)}
    </Link>
  );
}
