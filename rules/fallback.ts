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
  /** Pages served from another locale's source. */
  fallenBack: number;
  /** Pages whose source, wherever it comes from, is still only a title. */
  drafts: number;
  /** UI strings with no text in this locale. */
  stringsMissing: number;
}

/** The translation status report: one row per locale, in locale order. */
export function translationStatus(
  locales: readonly LocaleCode[],
  pages: readonly PageStatus[],
  strings: Record<string, Record<string, unknown>>,
): LocaleStatus[] {
  const keys = Object.keys(strings);
  return locales.map(lang => {
    const mine = pages.filter(page => page.lang === lang);
    return {
      lang,
      written: mine.filter(page => page.sourceLang === lang && !page.draft).length,
      fallenBack: mine.filter(page => page.sourceLang !== lang).length,
      drafts: mine.filter(page => page.draft).length,
      stringsMissing: keys.filter(key => !strings[key]?.[lang]).length,
    };
  });
}
