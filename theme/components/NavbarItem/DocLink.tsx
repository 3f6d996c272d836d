import { useLocation } from '@rspress/core/runtime';
import type { DocItem } from '../../../site/navbar';
import { docHref, isActiveHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';
import { docTitleKey } from '../../../site/i18n-keys';

/** A link to one docs page, by doc id, labelled with the page's sidebar label. */
export function DocLink({ item, inDropdown = false }: { item: DocItem; inDropdown?: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const { onNavigate } = useNavbarItemContext();
  const href = docHref(item.docId, lang);
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
      {t(item.label ?? docTitleKey(item.docId))}
    </Link>
  );
}
