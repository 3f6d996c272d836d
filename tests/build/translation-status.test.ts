import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES } from '../../site/locales';
import { CORE_DOC_IDS, DOCS_PAGES, MARKETING_PAGES, docsPath, docsSourceFile } from '../../site/routes';
import type { LocaleStatus } from '../../rules/fallback';
import { OUT } from './support';

describe('translation status report', () => {
  const rows = JSON.parse(fs.readFileSync(path.join(OUT, 'translation-status.json'), 'utf8')) as LocaleStatus[];

  it('has one row per locale that accounts for every page', () => {
    expect(rows.map(row => row.lang)).toEqual(LOCALES.map(locale => locale.lang));
    const total = DOCS_PAGES.length + MARKETING_PAGES.length;
    for (const row of rows) {
      // A page is written, shared by reference, fallen back, or a draft in its own locale.
      expect(row.written + row.shared + row.fallenBack, row.lang).toBeLessThanOrEqual(total);
      expect(row.written + row.shared + row.fallenBack + row.drafts, row.lang).toBeGreaterThanOrEqual(total);
    }
  });

  it('counts every docs page without a source file in its locale as fallen back', () => {
    const ar = rows.find(row => row.lang === 'ar');
    const docsRoot = path.resolve(__dirname, '../../docs');
    const unwritten = DOCS_PAGES.filter(page => !fs.existsSync(path.join(docsRoot, 'ar', docsSourceFile(page.id))));
    expect(unwritten.length).toBeGreaterThan(0);
    expect(ar?.fallenBack).toBeGreaterThanOrEqual(unwritten.length);
    // The report agrees with what the build served: a fallen-back page names its source as canonical.
    const html = fs.readFileSync(path.join(OUT, 'ar/docs/CHANGELOG/index.html'), 'utf8');
    expect(html).toContain('rel="canonical" href="https://diglot.example.com/en/docs/CHANGELOG/"');
    expect(html).toContain('dg-fallback-notice');
  });

  it('counts zh-Hans, which reads zh\'s Simplified Chinese by reference, as shared, without a notice', () => {
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
});
