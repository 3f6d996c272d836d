/**
 * Type tests, checked by `npm run typecheck` (tsc): `t` accepts the keys of
 * i18n.json and nothing else. If `t` took any string again, the
 * `@ts-expect-error` lines would have no error to expect and tsc would fail.
 */
import type { Translate } from '../../theme/hooks/useLocale';
import type { NavbarItem } from '../../site/navbar';
import type { FooterLink } from '../../site/footer';
import type { SidebarItem } from '../../site/sidebar';

export function typeTest(t: Translate): string[] {
  const known = t('nav.pricing');
  // @ts-expect-error a typo in a key
  const typo = t('nav.pricng');
  // @ts-expect-error a string that is not a key at all
  const text = t('Pricing');
  return [known, typo, text];
}

// @ts-expect-error navbar labels are keys, not text
export const badNavbarItem: NavbarItem = { type: 'link', id: 'x', label: 'Pricing', href: '/pricing/' };

export const goodFooterLink: FooterLink = { label: 'nav.pricing', href: '/pricing/' };
// @ts-expect-error footer labels are keys too
export const badFooterLink: FooterLink = { label: 'nav.pricng', href: '/pricing/' };

// The sidebar's types are inferred from its recursive schema: nested items are checked too.
export const goodSidebar: SidebarItem = { type: 'category', id: 'start', items: [{ type: 'doc', id: 'faq' }] };
// @ts-expect-error a nested doc item without its id
export const badSidebar: SidebarItem = { type: 'category', id: 'start', items: [{ type: 'doc' }] };
