import { useLocation } from '@rspress/core/runtime';
import type { LinkItem } from '../../../site/navbar';
import { isActiveHref, resolveNavHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';

export function NavbarLink({ item, inDropdown = false }: { item: LinkItem; inDropdown?: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const { onNavigate } = useNavbarItemContext();
  const href = resolveNavHref(item.href, lang);
  const active = isActiveHref(href, pathname);
  return (
    <Link
      href={href}
      className={[inDropdown ? 'dg-dropdown__link' : 'dg-nav-link', item.className, active && 'is-active']
        .filter(Boolean)
        .join(' ')}
      aria-current={active ? 'page' : undefined}
      data-nav-id={item.id}
      hidden={item.hiddenByDefault || undefined}
      onClick={onNavigate}
    >
      {t(item.label)}
    </Link>
  );
}
