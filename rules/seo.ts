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
  /** A page still being written (rules/draft.ts): served, never indexed. */
  draft?: boolean;
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
  return !isNoIndexRoute(route.routePath) && !route.draft && route.sourceLang === route.lang;
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

export interface ProductOffer {
  name: string;
  amount: number;
  currency: string;
  /** ISO 8601 duration of one billing period (`P1M`, `P1Y`); absent for free plans. */
  billingDuration?: string;
}

/**
 * schema.org description of the product for the landing page, so search
 * engines can show it as an app with its prices. Only facts we hold as
 * data: no ratings or review counts we could not back up.
 */
export function softwareApplicationData(input: {
  name: string;
  description: string;
  url: string;
  image: string;
  inLanguage: string;
  offers: readonly ProductOffer[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    inLanguage: input.inLanguage,
    applicationCategory: 'BrowserApplication',
    operatingSystem: 'Chrome, Edge, Firefox, Safari, Android, iOS',
    offers: input.offers.map(offer => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.amount.toFixed(2),
      priceCurrency: offer.currency,
      ...(offer.billingDuration
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: offer.amount.toFixed(2),
              priceCurrency: offer.currency,
              billingDuration: offer.billingDuration,
            },
          }
        : {}),
    })),
  };
}

/** A breadcrumb as search engines read it: its name and the absolute URL of its page. */
export interface BreadcrumbEntry {
  name: string;
  url: string;
}

/**
 * schema.org BreadcrumbList for a trail, in the order the reader sees it.
 * Every entry carries its URL: Google rejects a list with an unlinked crumb.
 */
export function breadcrumbList(entries: readonly BreadcrumbEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, name: entry.name, item: entry.url })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so text cannot close the tag. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The `<title>`: the page title and the site name, unless the page title
 * already names the site (a landing page's "Diglot — …" needs no suffix).
 */
export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  const title = pageTitle?.trim();
  if (!title) return siteName;
  return title.toLowerCase().includes(siteName.toLowerCase()) ? title : `${title} | ${siteName}`;
}
