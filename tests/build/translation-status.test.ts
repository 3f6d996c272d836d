import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { LOCALES, TRANSLATED_LOCALES } from '../../site/locales';
import { CORE_DOC_IDS, DOCS_PAGES, LEGAL_DOC_IDS, MARKETING_PAGES, docsPath } from '../../site/routes';
import type { LocaleStatus } from '../../rules/fallback';
import { simplifiedOnlyIn } from '../../rules/convert';
import { findForbidden } from '../../rules/glossary';
import { GLOSSARIES } from '../../site/glossary';
import { htmlFiles, OUT, urlOf } from './support';

describe('translation status report', () => {
  const rows = JSON.parse(fs.readFileSync(path.join(OUT, 'translation-status.json'), 'utf8')) as LocaleStatus[];

  it('has one row per locale that accounts for every page', () => {
    expect(rows.map(row => row.lang)).toEqual(LOCALES.map(locale => locale.lang));
    const total = DOCS_PAGES.length + MARKETING_PAGES.length;
    for (const row of rows) {
      // A page is written, shared by reference, fallen back, converted by machine, or a draft in its own locale.
      const served = row.written + row.shared + row.fallenBack + row.converted;
      expect(served, row.lang).toBeLessThanOrEqual(total);
      expect(served + row.drafts, row.lang).toBeGreaterThanOrEqual(total);
      if (row.lang !== 'zh-TW') expect(row.converted, row.lang).toBe(0);
    }
  });

  it('counts no translation as outdated: every written translation is in step with its source', () => {
    for (const row of rows)
      expect({ lang: row.lang, outdated: row.outdated, pages: row.outdatedPages }).toEqual({
        lang: row.lang,
        outdated: 0,
        pages: [],
      });
  });

  it('says at the top of every translated legal page, in its language, that the English text prevails', () => {
    const notice = (page: string) => {
      const html = fs.readFileSync(path.join(OUT, page), 'utf8');
      return parse(html).querySelector('[data-notice="legal"]')?.text ?? null;
    };
    expect(notice('ja/docs/TERMS/index.html')).toContain('英語の原文が優先します');
    expect(notice('docs/PRIVACY/index.html')).toContain('以英文原文为准');
    expect(notice('en/docs/TERMS/index.html')).toBeNull();
    // Every translated locale has written its legal pages, and each says it.
    for (const locale of TRANSLATED_LOCALES) {
      for (const id of LEGAL_DOC_IDS) {
        const file = `${locale.lang}/docs/${id}/index.html`;
        expect(notice(file), file).toBeTruthy();
        expect(notice(file), file).not.toBe(notice(`en/docs/${id}/index.html`));
      }
    }
    expect(notice('de/docs/EULA/index.html')).toContain('ist der englische Text maßgeblich');
    expect(notice('ar/docs/TERMS/index.html')).toContain('فالنص الإنجليزي هو المعتمد');
  });

  it('serves every page of every locale in its own language: nothing fallen back, nothing converted by machine', () => {
    for (const row of rows) {
      expect({ lang: row.lang, fallenBack: row.fallenBack, converted: row.converted, drafts: row.drafts }).toEqual({
        lang: row.lang,
        fallenBack: 0,
        converted: 0,
        drafts: 0,
      });
    }
    // And the built pages agree with the report: no fallback notice anywhere.
    const withNotice = htmlFiles()
      .filter(file => !file.endsWith('404.html'))
      .filter(file => fs.readFileSync(file, 'utf8').includes('dg-fallback-notice'));
    expect(withNotice.map(urlOf)).toEqual([]);
  });

  it("counts zh-Hans, which reads zh's Simplified Chinese by reference, as shared, without a notice", () => {
    const zhHans = rows.find(row => row.lang === 'zh-Hans');
    expect(zhHans).toMatchObject({ written: 0, shared: DOCS_PAGES.length + MARKETING_PAGES.length, fallenBack: 0 });
    for (const page of ['zh-Hans/docs/usage/index.html', 'zh-Hans/pricing/index.html']) {
      const html = fs.readFileSync(path.join(OUT, page), 'utf8');
      expect(html, page).not.toContain('dg-fallback-notice');
      // Same text as zh, so zh stays the one page search engines index.
      expect(html, page).toMatch(/rel="canonical" href="https:\/\/diglot\.example\.com\/(docs\/usage|pricing)\/"/);
    }
  });

  // Every locale writes its own marketing pages and the core docs (first steps,
  // the most-read features); zh-Hans reads zh's text, checked above.
  it.each(TRANSLATED_LOCALES.map(locale => [locale.lang, locale] as const))(
    '%s serves every marketing page and every core docs page in its own words',
    (_lang, locale) => {
      const row = rows.find(r => r.lang === locale.lang);
      expect(row?.written).toBeGreaterThanOrEqual(MARKETING_PAGES.length + CORE_DOC_IDS.length);
      const paths = [...MARKETING_PAGES.map(page => page.path), ...CORE_DOC_IDS.map(docsPath)];
      const notWritten = paths.filter(p => {
        const html = fs.readFileSync(path.join(OUT, locale.lang, p, 'index.html'), 'utf8');
        const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
        // A fallen-back page marks its content with the source's language.
        const contentLang = /<(?:article|div) class="dg-(?:doc|m-page)"[^>]*\slang="([^"]+)"/.exec(html)?.[1];
        return html.includes('dg-fallback-notice') || lang !== locale.htmlLang || contentLang !== undefined;
      });
      expect(notWritten, 'pages served from another language').toEqual([]);
    },
  );

  it('counts every zh-TW page as written in Traditional Chinese, none converted by machine', () => {
    const zhTW = rows.find(row => row.lang === 'zh-TW');
    expect(zhTW).toMatchObject({ written: DOCS_PAGES.length + MARKETING_PAGES.length, converted: 0, fallenBack: 0 });
  });
});

describe('zh-TW is never Simplified Chinese', () => {
  const pages = htmlFiles().filter(file => urlOf(file).startsWith('/zh-TW/'));

  it('marks every /zh-TW/ page and its main text as zh-TW, with no Simplified-only character or off-glossary word in it', () => {
    expect(pages.length).toBeGreaterThanOrEqual(DOCS_PAGES.length + MARKETING_PAGES.length);
    const problems: Record<string, unknown> = {};
    for (const file of pages) {
      const root = parse(fs.readFileSync(file, 'utf8'));
      const lang = root.querySelector('html')?.getAttribute('lang');
      const main = root.querySelector('main');
      // A page served in another language marks its article with that language (fallbacks); none may here.
      const content = main?.querySelector('article.dg-doc, div.dg-m-page');
      const contentLang = content?.getAttribute('lang') ?? 'zh-TW';
      // Code samples are quoted as they are (a Japanese sample answer may hold 会).
      for (const el of main?.querySelectorAll('script, style, pre, code') ?? []) el.remove();
      const text = `${root.querySelector('title')?.text ?? ''}\n${main?.text ?? ''}`;
      const simplified = simplifiedOnlyIn(text);
      // Converted pages too use the words of zh-TW's UI (兌換序號, 金鑰).
      const words = findForbidden(content?.text ?? '', GLOSSARIES['zh-TW']).map(p => p.variant);
      if (lang !== 'zh-TW' || !main || contentLang !== 'zh-TW' || simplified.length || words.length) {
        problems[urlOf(file)] = { lang, main: Boolean(main), contentLang, simplified, words };
      }
    }
    expect(problems).toEqual({});
  });
});
