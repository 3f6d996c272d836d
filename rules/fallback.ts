/**
 * Which locale's source serves a page (issue: untranslated pages are
 * served from the best available source inside the visitor's locale).
 */
import { getLocale, type LocaleCode, type LocaleConfig } from '../site/locales';

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
 * Whether a legal page shown in `shownLang` must say that the English text
 * prevails: every translation of one does, the English text itself not.
 */
export function saysEnglishPrevails(docId: string | null, shownLang: LocaleCode, legalIds: readonly string[]): boolean {
  return docId !== null && legalIds.includes(docId) && shownLang !== LAST_RESORT;
}

/**
 * Whether a page served from `sourceLang` is converted by machine into the
 * locale's script at build time (zh-TW from zh) instead of shown as it is.
 */
export function isMachineConverted(locale: Pick<LocaleConfig, 'lang' | 'convertsFrom'>, sourceLang: LocaleCode): boolean {
  return sourceLang !== locale.lang && locale.convertsFrom?.lang === sourceLang;
}

/**
 * Frontmatter key that marks a page as converted by machine from another
 * locale (kept here, not beside the converter, so the theme reads it
 * without bundling OpenCC).
 */
export const CONVERTED_FROM = 'convertedFrom';

/**
 * The tag whose name tells a reader which text they get: zh is Simplified
 * Chinese (a zh-TW reader must not read just "Chinese"), pt is the
 * Portuguese of Portugal (a pt-BR reader reads Portuguese too).
 */
const NAME_TAGS: Partial<Record<LocaleCode, string>> = { zh: 'zh-Hans', 'zh-Hans': 'zh-Hans', pt: 'pt-PT' };

/**
 * The name of the language a page is shown in, in the reader's language
 * ("Englisch", "inglés", "الإنجليزية"), from the browser's own CLDR data.
 * The notice sentences in i18n.json are written so the bare name fits
 * their grammar in every locale (no case ending needed).
 */
export function sourceLanguageName(readerLang: LocaleCode, sourceLang: LocaleCode): string {
  const source = getLocale(sourceLang);
  const names = new Intl.DisplayNames([getLocale(readerLang).htmlLang], { type: 'language', fallback: 'none' });
  return names.of(NAME_TAGS[sourceLang] ?? source.htmlLang) ?? source.label;
}

/**
 * The locale a page's source file belongs to, from its path relative to
 * the docs root (`en/docs/faq/index.mdx` → `en`). Files of the default
 * locale live in its folder too.
 */
export function sourceLangOfFile(relativePath: string, isLocale: (value: string) => value is LocaleCode): LocaleCode | null {
  const first = relativePath.replace(/^\.?\//, '').split('/')[0] ?? '';
  return isLocale(first) ? first : null;
}

export interface PageStatus {
  lang: LocaleCode;
  kind: 'marketing' | 'docs';
  sourceLang: LocaleCode;
  draft: boolean;
  /** Served from `sourceLang` converted by machine into this locale's script. */
  converted?: boolean;
  /** A translation written in this locale whose source has changed since (rules/translation-sync.ts). */
  outdated?: boolean;
  /** Route of the page, listed when it is outdated. */
  routePath?: string;
  /** Why it is outdated: the source changes it has not followed. */
  outdatedReason?: string | null;
}

export interface LocaleStatus {
  lang: LocaleCode;
  /** Pages written in this locale (drafts excluded). */
  written: number;
  /** Pages whose text is shared by reference with a locale of the same language (drafts excluded). */
  shared: number;
  /** Pages served from another language's source as it is. */
  fallenBack: number;
  /** Pages converted by machine from another script of the language (zh → zh-TW), not yet reviewed. */
  converted: number;
  /** Pages whose source, wherever it comes from, is still only a title. */
  drafts: number;
  /** Pages written in this locale whose source has changed since they were translated. */
  outdated: number;
  /** Routes of the outdated pages: what to update next. */
  outdatedPages: string[];
  /** Per outdated page's route, why it is outdated. */
  whyOutdated: Record<string, string>;
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
      fallenBack: mine.filter(page => page.sourceLang !== lang && !shared(page) && !page.converted).length,
      converted: mine.filter(page => page.sourceLang !== lang && !shared(page) && page.converted).length,
      drafts: mine.filter(page => page.draft).length,
      outdated: mine.filter(page => page.outdated).length,
      outdatedPages: mine.filter(page => page.outdated).map(page => page.routePath ?? ''),
      whyOutdated: Object.fromEntries(
        mine.filter(page => page.outdated && page.outdatedReason).map(page => [page.routePath ?? '', page.outdatedReason ?? '']),
      ),
      stringsMissing: keys.filter(key => !strings[key]?.[lang]).length,
    };
  });
}
