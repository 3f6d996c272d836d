/**
 * Navigation rules of spec §2.4 and §4: item dispatch, link resolution,
 * the mobile breakpoint, hide-on-scroll and the collapse animation.
 */
import { docsPath } from '../site/routes';
import type { LocaleCode } from '../site/locales';
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
