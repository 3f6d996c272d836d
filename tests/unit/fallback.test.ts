import { describe, expect, it } from 'vitest';
import { getLocale, isLocaleCode, type LocaleCode } from '../../site/locales';
import { isSharedText, type LocaleStatus, pickSource, sourceLangOfFile, translationStatus } from '../../rules/fallback';

const has = (langs: LocaleCode[]) => (lang: LocaleCode) => langs.includes(lang);

describe('fallback source', () => {
  it('uses the locale itself when the page is written', () => {
    expect(pickSource(getLocale('de'), has(['de', 'en']))).toBe('de');
  });

  it('serves zh to zh-Hans and zh-TW, pt then en to pt-BR, en to the rest', () => {
    expect(pickSource(getLocale('zh-TW'), has(['zh', 'en', 'ja']))).toBe('zh');
    expect(pickSource(getLocale('zh-Hans'), has(['zh', 'en']))).toBe('zh');
    expect(pickSource(getLocale('pt-BR'), has(['pt', 'en']))).toBe('pt');
    expect(pickSource(getLocale('pt-BR'), has(['en']))).toBe('en');
    expect(pickSource(getLocale('ar'), has(['en', 'ja', 'zh']))).toBe('en');
  });

  it('falls back to English last, then gives up', () => {
    expect(pickSource(getLocale('ja'), has(['en', 'zh']))).toBe('en');
    expect(pickSource(getLocale('zh-TW'), has(['en']))).toBe('en');
    expect(pickSource(getLocale('ar'), has(['ja']))).toBeNull();
  });

  it("treats zh as zh-Hans's own text, and no other source as shared", () => {
    expect(isSharedText(getLocale('zh-Hans'), 'zh')).toBe(true);
    expect(isSharedText(getLocale('zh-Hans'), 'en')).toBe(false);
    expect(isSharedText(getLocale('zh-TW'), 'zh')).toBe(false);
    expect(isSharedText(getLocale('pt-BR'), 'pt')).toBe(false);
    expect(isSharedText(getLocale('zh'), 'zh')).toBe(false);
  });

  it('reads the source locale from a file path', () => {
    expect(sourceLangOfFile('en/docs/faq/index.mdx', isLocaleCode)).toBe('en');
    expect(sourceLangOfFile('zh-TW/docs/index.mdx', isLocaleCode)).toBe('zh-TW');
    expect(sourceLangOfFile('../node_modules/.rspress/temp-1.mdx', isLocaleCode)).toBeNull();
  });
});

/** A report row: zero everywhere but where a case says otherwise. */
const row = (lang: string, counts: Partial<LocaleStatus>): LocaleStatus =>
  ({
    lang,
    written: 0,
    shared: 0,
    fallenBack: 0,
    converted: 0,
    drafts: 0,
    outdated: 0,
    outdatedPages: [],
    whyOutdated: {},
    stringsMissing: 0,
    ...counts,
  }) as LocaleStatus;

describe('translation status report', () => {
  it('counts written, fallen-back and draft pages and missing strings per locale', () => {
    const pages = [
      { lang: 'ja', kind: 'docs', sourceLang: 'ja', draft: false },
      { lang: 'ja', kind: 'docs', sourceLang: 'ja', draft: true },
      { lang: 'de', kind: 'docs', sourceLang: 'en', draft: false },
      { lang: 'de', kind: 'marketing', sourceLang: 'de', draft: false },
    ] as const;
    const strings = { 'a.key': { ja: 'キー', de: 'Schlüssel' }, 'b.key': { ja: 'ビー' } };
    expect(translationStatus([{ lang: 'ja' }, { lang: 'de' }], pages, strings)).toEqual([
      row('ja', { written: 1, drafts: 1 }),
      row('de', { written: 1, fallenBack: 1, stringsMissing: 1 }),
    ]);
  });

  it('counts pages shared by reference apart from fallbacks', () => {
    const pages = [
      { lang: 'zh-Hans', kind: 'docs', sourceLang: 'zh', draft: false },
      { lang: 'zh-Hans', kind: 'docs', sourceLang: 'en', draft: false },
      { lang: 'zh-TW', kind: 'docs', sourceLang: 'zh', draft: false },
    ] as const;
    expect(translationStatus([getLocale('zh-Hans'), getLocale('zh-TW')], pages, {})).toEqual([
      row('zh-Hans', { shared: 1, fallenBack: 1 }),
      row('zh-TW', { fallenBack: 1 }),
    ]);
  });

  it('counts written translations whose source changed as outdated, and lists their routes and why', () => {
    const why = 'en/docs/faq/index.mdx changed since the translation last changed';
    const pages = [
      {
        lang: 'de',
        kind: 'docs',
        sourceLang: 'de',
        draft: false,
        outdated: true,
        routePath: '/de/docs/faq/',
        outdatedReason: why,
      },
      { lang: 'de', kind: 'docs', sourceLang: 'de', draft: false, outdated: false, routePath: '/de/docs/' },
      { lang: 'de', kind: 'docs', sourceLang: 'en', draft: false, routePath: '/de/docs/TERMS/' },
    ] as const;
    expect(translationStatus([getLocale('de')], pages, {})).toEqual([
      row('de', {
        written: 2,
        fallenBack: 1,
        outdated: 1,
        outdatedPages: ['/de/docs/faq/'],
        whyOutdated: { '/de/docs/faq/': why },
      }),
    ]);
  });

  it('counts pages converted by machine apart from pages written and pages fallen back', () => {
    const pages = [
      { lang: 'zh-TW', kind: 'docs', sourceLang: 'zh-TW', draft: false },
      { lang: 'zh-TW', kind: 'docs', sourceLang: 'zh', draft: false, converted: true },
      { lang: 'zh-TW', kind: 'docs', sourceLang: 'zh', draft: false, converted: true },
      { lang: 'zh-TW', kind: 'docs', sourceLang: 'en', draft: false },
    ] as const;
    expect(translationStatus([getLocale('zh-TW')], pages, {})).toEqual([
      row('zh-TW', { written: 1, fallenBack: 1, converted: 2 }),
    ]);
  });
});
