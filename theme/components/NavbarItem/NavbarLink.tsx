import { useLocation } from '@rspress/core/runtime';
import type { LinkItem } from '../../../site/navbar';
import { isActiveHref, resolveNavHref } from '../../../rules/navbar';
import { isPricingPath } from '../../../rules/visitor';
import { useLocale, useT } from '../../hooks/useLocale';
import { useVisitorState } from '../../visitor/store';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';

interface VisitorLink {
  hidden: boolean;
  href: string;
  style?: React.CSSProperties;
  /** The Pro tag, once the site script has evaluated the visitor (see Navbar/index.css). */
  on?: boolean;
}

/** Navbar items whose visibility or target depends on the visitor (spec §6). */
function useVisitorLink(item: LinkItem, href: string, pathname: string): VisitorLink {
  const visitor = useVisitorState();
  if (item.id === 'proTag') {
    // Never on pricing: the route is known when the page is rendered, so the
    // tag is left out of the bar there from the first frame (no hole).
    if (isPricingPath(pathname)) return { hidden: true, href };
    // Until the site script has run, the boot script's flags on <html> decide.
    if (!visitor.evaluated) return { hidden: false, href };
    // The visitor's half only: the verdict of a visit to pricing must not
    // hide the tag on the next page until the script's next round.
    return { hidden: !visitor.proAudience, href, on: visitor.proAudience };
  }
  if (item.id === 'profile' && visitor.profile) {
    return {
      hidden: !visitor.profile.visible,
      href: visitor.profile.href,
      style: { marginInlineEnd: visitor.profile.marginInlineEnd },
    };
  }
  return { hidden: Boolean(item.hiddenByDefault), href };
}

export function NavbarLink({ item, inDropdown = false }: { item: LinkItem; inDropdown?: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const { onNavigate } = useNavbarItemContext();
  const visitor = useVisitorLink(item, resolveNavHref(item.href, lang), pathname);
  const href = visitor.href;
  const active = isActiveHref(href, pathname);
  return (
    <Link
      href={href}
      className={[inDropdown ? 'dg-dropdown__link' : 'dg-nav-link', item.className, active && 'is-active']
        .filter(Boolean)
        .join(' ')}
      aria-current={active ? 'page' : undefined}
      data-nav-id={item.id}
      hidden={visitor.hidden || undefined}
      data-on={visitor.on === true ? '' : undefined}
      style={visitor.style}
      onClick={onNavigate}
    >
      {t(item.label)}
    </Link>
  );
}
