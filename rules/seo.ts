/**
 * Search-engine rules: canonical URLs, language alternates, what is
 * indexed. A page served from another locale's source (an untranslated
 * page) names that source as canonical, so search engines see one page,
 * not fifteen copies; not-found pages are never indexed.
 */
import { DEFAULT_LOCALE, LOCALES, type LocaleCode, getLocale } from '../site/locales';
import { switchLocaleUrl } from './url';

export interface RouteInfo {
  /** Canonical route path, e.g. `/ja/pricing/`, or `/ja/404` for not-found pages. */
  routePath: string;
  lang: LocaleCode;
  /** Locale whose source renders the page (differs on fallback pages). */
  sourceLang: LocaleCode;
}

export function isNotFoundRoute(routePath: string): boolean {
  return /(^|\/)404$/.test(routePath);
}

/** Pages that are useful to visitors but not as search results. */
export function isNoIndexRoute(routePath: string): boolean {
  return isNotFoundRoute(routePath) || /(^|\/)search\/$/.test(routePath);
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}

/** The canonical URL: the page itself, or the source page it falls back to. */
export function canonicalUrl(origin: string, route: RouteInfo): string | null {
  if (isNotFoundRoute(route.routePath)) return null;
  const path = route.sourceLang === route.lang ? route.routePath : switchLocaleUrl(route.routePath, route.sourceLang);
  return absoluteUrl(origin, path);
}

/** Whether a page is its own canonical (and so belongs in the sitemap). */
export function isSelfCanonical(route: RouteInfo): boolean {
  return !isNoIndexRoute(route.routePath) && route.sourceLang === route.lang;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The same page in every locale, plus `x-default` (the default locale's).
 * Locale codes as hreflang values, as Rspress writes them in the page head.
 */
export function alternatesFor(origin: string, routePath: string): Alternate[] {
  const alternates: Alternate[] = LOCALES.map(locale => ({
    hreflang: locale.lang,
    href: absoluteUrl(origin, switchLocaleUrl(routePath, locale.lang)),
  }));
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, switchLocaleUrl(routePath, DEFAULT_LOCALE)) });
  return alternates;
}

/** Open Graph locale (`ja_JP`-style where a region is known, else the language). */
export function ogLocale(lang: LocaleCode): string {
  return getLocale(lang).htmlLang.replace('-', '_').replace('zh_Hans', 'zh_CN');
}
