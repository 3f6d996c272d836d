/**
 * Which locale's source serves a page (issue: untranslated pages are
 * served from the best available source inside the visitor's locale).
 */
import type { LocaleCode, LocaleConfig } from '../site/locales';

/** English is the last resort of every locale, the written ones included. */
export const LAST_RESORT: LocaleCode = 'en';

/** The locale itself when it has the page, else the first fallback that does. */
export function pickSource(
  locale: Pick<LocaleConfig, 'lang' | 'fallback'>,
  has: (lang: LocaleCode) => boolean,
): LocaleCode | null {
  for (const lang of new Set([locale.lang, ...locale.fallback, LAST_RESORT])) {
    if (has(lang)) return lang;
  }
  return null;
}

/**
 * Whether a page served from `sourceLang` is the locale's own text, shared
 * by reference with a locale that writes the same language (no notice, not
 * counted as a fallback), rather than a stand-in from another language.
 */
export function isSharedText(locale: Pick<LocaleConfig, 'lang' | 'sharesTextWith'>, sourceLang: LocaleCode): boolean {
  return sourceLang !== locale.lang && sourceLang === locale.sharesTextWith;
}

/**
 * The locale a page's source file belongs to, from its path relative to
 * the docs root (`en/docs/faq/index.mdx` → `en`). Files of the default
 * locale live in its folder too.
 */
export function sourceLangOfFile(
  relativePath: string,
  isLocale: (value: string) => value is LocaleCode,
): LocaleCode | null {
  const first = relativePath.replace(/^\.?\//, '').split('/')[0] ?? '';
  return isLocale(first) ? first : null;
}

export interface PageStatus {
  lang: LocaleCode;
  kind: 'marketing' | 'docs';
  sourceLang: LocaleCode;
  draft: boolean;
}

export interface LocaleStatus {
  lang: LocaleCode;
  /** Pages written in this locale (drafts excluded). */
  written: number;
  /** Pages whose text is shared by reference with a locale of the same language (drafts excluded). */
  shared: number;
  /** Pages served from another language's source. */
  fallenBack: number;
  /** Pages whose source, wherever it comes from, is still only a title. */
  drafts: number;
  /** UI strings with no text in this locale. */
  stringsMissing: number;
}

/** The translation status report: one row per locale, in locale order. */
export function translationStatus(
  locales: readonly Pick<LocaleConfig, 'lang' | 'sharesTextWith'>[],
  pages: readonly PageStatus[],
  strings: Record<string, Record<string, unknown>>,
): LocaleStatus[] {
  const keys = Object.keys(strings);
  return locales.map(locale => {
    const { lang } = locale;
    const mine = pages.filter(page => page.lang === lang);
    const shared = (page: PageStatus) => isSharedText(locale, page.sourceLang);
    return {
      lang,
      written: mine.filter(page => page.sourceLang === lang && !page.draft).length,
      shared: mine.filter(page => shared(page) && !page.draft).length,
      fallenBack: mine.filter(page => page.sourceLang !== lang && !shared(page)).length,
      drafts: mine.filter(page => page.draft).length,
      stringsMissing: keys.filter(key => !strings[key]?.[lang]).length,
    };
  });
}
