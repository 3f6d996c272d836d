/**
 * URL rules of spec §2.1: canonical URLs end in `/`; `.html` and a trailing
 * `/index` are stripped; the default locale lives at `/`, every other one
 * under `/<lang>/`. Pure functions, shared by the static server, the
 * client router and the locale switcher.
 */
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../site/locales';

/** A request path that names a page rather than an asset (`.js`, `.png`…). */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.')) return true;
  return last.endsWith('.html');
}

/**
 * The canonical form of a page path: `.html` and a final `index` segment
 * removed, a trailing slash added, runs of slashes collapsed (so that
 * `//host` can never become a protocol-relative redirect).
 */
export function canonicalPathname(pathname: string): string {
  let path = `/${pathname}`.replace(/\/{2,}/g, '/');
  if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  if (path === '/index' || path.endsWith('/index')) {
    path = path.slice(0, -'index'.length);
  }
  if (!path.endsWith('/')) path += '/';
  return path;
}

/**
 * Where a request should be permanently redirected, or `null` when the
 * path is already canonical or is an asset.
 */
export function redirectTarget(pathname: string, search = ''): string | null {
  if (!isPagePath(pathname)) return null;
  const canonical = canonicalPathname(pathname);
  if (canonical === pathname) return null;
  return canonical + search;
}

/** The locale a path belongs to: its first segment, or the default locale. */
export function localeOfPath(pathname: string): LocaleCode {
  const first = pathname.split('/')[1] ?? '';
  if (first !== DEFAULT_LOCALE && isLocaleCode(first)) return first;
  return DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const lang = localeOfPath(pathname);
  if (lang === DEFAULT_LOCALE) return pathname.startsWith('/') ? pathname : `/${pathname}`;
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** Prefix a locale-less path (`/docs/usage/`) with a locale. */
export function withLocale(path: string, lang: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return lang === DEFAULT_LOCALE ? clean : `/${lang}${clean}`;
}

/**
 * The same page in another locale, keeping the query string, the hash and
 * the trailing slash: `/ja/docs/faq/?a=1#x` → `/en/docs/faq/?a=1#x`.
 */
export function switchLocaleUrl(url: string, target: LocaleCode): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url);
  const pathname = match?.[1] || '/';
  const search = match?.[2] ?? '';
  const hash = match?.[3] ?? '';
  return withLocale(stripLocale(pathname), target) + search + hash;
}

/**
 * Rewrite an internal link written for one locale so that it points into
 * another: used for pages served from another locale's source file.
 */
export function relocateHref(href: string, from: LocaleCode, to: LocaleCode): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathEnd = href.search(/[?#]/);
  const pathname = pathEnd === -1 ? href : href.slice(0, pathEnd);
  if (localeOfPath(pathname) !== from) return href;
  return switchLocaleUrl(href, to);
}

/**
 * A site-relative link in canonical form (`/ja/docs/faq/index.html#x` →
 * `/ja/docs/faq/#x`), so pages never link through a redirect. Links to
 * assets, other origins and bare fragments are left alone.
 */
export function canonicalHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href) as RegExpExecArray;
  const pathname = match[1] as string;
  if (!isPagePath(pathname)) return href;
  return canonicalPathname(pathname) + match[2];
}
