/**
 * The 15 locales of the site (spec §2.1). Everything that depends on the
 * locale list — the Rspress config, the generated pages, the locale
 * switcher, hreflang links, the sitemap, the search index — derives from
 * this table.
 */

export const LOCALE_CODES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'pt',
  'pt-BR',
  'ru',
  'zh',
  'zh-Hans',
  'zh-TW',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export type Direction = 'ltr' | 'rtl';

export interface LocaleConfig {
  /** Locale code, also the URL prefix (except for the default locale). */
  lang: LocaleCode;
  /** Name of the language, written in that language. */
  label: string;
  direction: Direction;
  /** Value of `<html lang>` and `hreflang`. */
  htmlLang: string;
  calendar: 'gregory';
  /** URL path of the locale's home, always with a trailing slash. */
  path: string;
  /**
   * Where an untranslated page comes from, in order of preference. Empty
   * for the three locales in which every page is written.
   */
  fallback: readonly LocaleCode[];
  /**
   * A locale whose written text is this one's as well, served by reference
   * instead of copied: zh-Hans reads the same Simplified Chinese as zh, so
   * zh's pages are zh-Hans's own, not a fallback under a notice.
   */
  sharesTextWith?: LocaleCode;
  /**
   * A locale written in another script of a fallback's language: its
   * unwritten pages are converted from that source at build time (zh-TW
   * reads zh's Simplified Chinese converted to Traditional, Taiwan
   * phrasing), never served in the other script.
   */
  convertsFrom?: { lang: LocaleCode; opencc: { from: 'cn'; to: 'twp' } };
}

export const DEFAULT_LOCALE: LocaleCode = 'zh';

/** Locales in which every docs and marketing page is written. */
export const SOURCE_LOCALES: readonly LocaleCode[] = ['ja', 'zh', 'en'];

function localePath(lang: LocaleCode): string {
  return lang === DEFAULT_LOCALE ? '/' : `/${lang}/`;
}

function define(
  lang: LocaleCode,
  label: string,
  htmlLang: string,
  fallback: readonly LocaleCode[],
  direction: Direction = 'ltr',
  sharesTextWith?: LocaleCode,
  convertsFrom?: LocaleConfig['convertsFrom'],
): LocaleConfig {
  return {
    lang,
    label,
    direction,
    htmlLang,
    calendar: 'gregory',
    path: localePath(lang),
    fallback,
    ...(sharesTextWith ? { sharesTextWith } : {}),
    ...(convertsFrom ? { convertsFrom } : {}),
  };
}

export const LOCALES: readonly LocaleConfig[] = [
  define('ar', 'العربية', 'ar', ['en'], 'rtl'),
  define('de', 'Deutsch', 'de', ['en']),
  define('en', 'English', 'en', []),
  define('es', 'Español', 'es', ['en']),
  define('fr', 'Français', 'fr', ['en']),
  define('hi', 'हिन्दी', 'hi', ['en']),
  define('it', 'Italiano', 'it', ['en']),
  define('ja', '日本語', 'ja', []),
  define('ko', '한국어', 'ko', ['en']),
  define('pt', 'Português', 'pt', ['en']),
  define('pt-BR', 'Português (Brasil)', 'pt-BR', ['pt', 'en']),
  define('ru', 'Русский', 'ru', ['en']),
  define('zh', '简体中文', 'zh-CN', []),
  define('zh-Hans', '中文（简体）', 'zh-Hans', ['zh'], 'ltr', 'zh'),
  define('zh-TW', '繁體中文（台灣）', 'zh-TW', ['zh'], 'ltr', undefined, { lang: 'zh', opencc: { from: 'cn', to: 'twp' } }),
];

/**
 * Locales beyond the sources that write their own marketing copy and core
 * docs (zh-Hans reads zh's text instead).
 */
export const TRANSLATED_LOCALES: readonly LocaleConfig[] = LOCALES.filter(
  l => !SOURCE_LOCALES.includes(l.lang) && !l.sharesTextWith,
);

const BY_CODE = new Map<string, LocaleConfig>(LOCALES.map(l => [l.lang, l]));

export function isLocaleCode(value: string): value is LocaleCode {
  return BY_CODE.has(value);
}

export function getLocale(lang: string): LocaleConfig {
  return BY_CODE.get(lang) ?? (BY_CODE.get(DEFAULT_LOCALE) as LocaleConfig);
}

/** Locales that are not the default, i.e. those served under `/<lang>/`. */
export const PREFIXED_LOCALES: readonly LocaleConfig[] = LOCALES.filter(l => l.lang !== DEFAULT_LOCALE);
