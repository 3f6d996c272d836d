import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, getLocale, isLocaleCode, LOCALE_CODES, LOCALES, PREFIXED_LOCALES } from '../../site/locales';

describe('locale table', () => {
  it('has the 15 locales of the spec, each once', () => {
    expect(LOCALES.map(l => l.lang).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'pt-BR', 'ru', 'zh', 'zh-Hans', 'zh-TW'].sort(),
    );
    expect(new Set(LOCALES.map(l => l.lang)).size).toBe(15);
    expect(LOCALE_CODES).toHaveLength(15);
  });

  it('serves zh at / and every other locale under /<lang>/', () => {
    expect(DEFAULT_LOCALE).toBe('zh');
    expect(getLocale('zh').path).toBe('/');
    for (const locale of PREFIXED_LOCALES) {
      expect(locale.path).toBe(`/${locale.lang}/`);
    }
    expect(PREFIXED_LOCALES).toHaveLength(14);
  });

  it('makes Arabic right-to-left and everything else left-to-right', () => {
    for (const locale of LOCALES) {
      expect(locale.direction).toBe(locale.lang === 'ar' ? 'rtl' : 'ltr');
    }
  });

  it('uses the Gregorian calendar and a valid BCP 47 htmlLang', () => {
    for (const locale of LOCALES) {
      expect(locale.calendar).toBe('gregory');
      expect(Intl.getCanonicalLocales(locale.htmlLang)).toEqual([locale.htmlLang]);
    }
    expect(getLocale('zh-TW').htmlLang).toBe('zh-TW');
    expect(getLocale('pt-BR').htmlLang).toBe('pt-BR');
  });

  it('labels each locale in its own language', () => {
    const labels = Object.fromEntries(LOCALES.map(l => [l.lang, l.label]));
    expect(labels).toMatchObject({
      ja: '日本語',
      en: 'English',
      ar: 'العربية',
      de: 'Deutsch',
      ru: 'Русский',
      hi: 'हिन्दी',
      ko: '한국어',
    });
    expect(new Set(Object.values(labels)).size).toBe(15);
  });

  it('falls back to written locales only, never in a loop', () => {
    for (const locale of LOCALES) {
      expect(locale.fallback).not.toContain(locale.lang);
      for (const fb of locale.fallback) expect(isLocaleCode(fb)).toBe(true);
    }
    expect(getLocale('zh-TW').fallback).toEqual(['zh']);
    expect(getLocale('zh-Hans').fallback).toEqual(['zh']);
    expect(getLocale('pt-BR').fallback).toEqual(['pt', 'en']);
    expect(getLocale('ja').fallback).toEqual([]);
  });

  it('recognises locale codes exactly', () => {
    expect(isLocaleCode('pt-BR')).toBe(true);
    expect(isLocaleCode('pt-br')).toBe(false);
    expect(isLocaleCode('docs')).toBe(false);
    expect(getLocale('nope').lang).toBe('zh');
  });
});
