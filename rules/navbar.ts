/**
 * Navigation rules of spec §2.4 and §4: item dispatch, link resolution,
 * the mobile breakpoint, hide-on-scroll and the collapse animation.
 */
import { docsPath } from '../site/docs-version';
import type { LocaleCode } from '../site/locales';
import type { NavbarItem } from '../site/schemas';
import { canonicalPathname, withLocale } from './url';

/** Widths up to this are "mobile": hamburger and drawer (spec §9). */
export const MOBILE_MAX_WIDTH = 996;

export function isDesktopWidth(width: number): boolean {
  return width > MOBILE_MAX_WIDTH;
}

export class NavbarConfigError extends Error {}

/** The component of a kind, or the spec's error naming the unknown kind. */
export function pickNavbarComponent<C>(registry: Readonly<Record<string, C>>, type: string): C {
  const component = Object.hasOwn(registry, type) ? registry[type] : undefined;
  if (!component) {
    throw new NavbarConfigError(`No NavbarItem component found for type "${type}".`);
  }
  return component;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/** Internal links stay in the current locale; external ones are left alone. */
export function resolveNavHref(href: string, lang: LocaleCode): string {
  if (isExternalHref(href) || href.startsWith('#')) return href;
  return withLocale(href, lang);
}

export function docHref(docId: string, lang: LocaleCode): string {
  return withLocale(docsPath(docId), lang);
}

/** Whether a resolved internal link is the page being viewed. */
export function isActiveHref(href: string, pathname: string): boolean {
  if (isExternalHref(href)) return false;
  return canonicalPathname(href.split(/[?#]/)[0] ?? '/') === canonicalPathname(pathname);
}

/** A top-level navbar entry: its own link, or the links of its dropdown. */
export interface NavEntry {
  id: string;
  href?: string;
  children?: readonly string[];
}

/**
 * The one top-level entry to highlight for a page: a link to the page
 * itself wins over a dropdown that also lists it (Pricing over More), so
 * never two at once.
 */
export function highlightedNavEntry(entries: readonly NavEntry[], pathname: string): string | null {
  const own = entries.find(entry => entry.href !== undefined && isActiveHref(entry.href, pathname));
  if (own) return own.id;
  return entries.find(entry => entry.children?.some(href => isActiveHref(href, pathname)))?.id ?? null;
}

/** The navbar's top-level items as entries, their links resolved for a locale. */
export function navEntries(items: readonly NavbarItem[], lang: LocaleCode): NavEntry[] {
  const hrefOf = (item: NavbarItem): string | undefined =>
    item.type === 'link' ? resolveNavHref(item.href, lang) : item.type === 'doc' ? docHref(item.docId, lang) : undefined;
  return items.map(item =>
    item.type === 'dropdown'
      ? { id: item.id, children: item.items.flatMap(child => hrefOf(child) ?? []) }
      : { id: item.id, href: hrefOf(item) },
  );
}

export function splitByPosition<T extends { position?: 'left' | 'right' }>(items: readonly T[]): { left: T[]; right: T[] } {
  return {
    left: items.filter(i => (i.position ?? 'left') === 'left'),
    right: items.filter(i => i.position === 'right'),
  };
}

/**
 * Duration of a collapse animation, growing with the height to travel so
 * long lists do not snap and short ones do not drag; 1 ms for visitors who
 * prefer reduced motion.
 */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const h = Math.max(0, heightPx);
  return Math.round(Math.min(500, 150 + Math.sqrt(h) * 12));
}

export interface ScrollState {
  hidden: boolean;
  lastY: number;
}

/**
 * Hide-on-scroll: hides once the page has scrolled down past the navbar's
 * own height; shows again when scrolling up or back at the top.
 */
export function nextNavbarScrollState(state: ScrollState, y: number, navbarHeight: number): ScrollState {
  if (y <= navbarHeight) return { hidden: false, lastY: y };
  if (y > state.lastY) return { hidden: true, lastY: y };
  if (y < state.lastY) return { hidden: false, lastY: y };
  return { hidden: state.hidden, lastY: y };
}
