import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../site/locales';
import { DOCS_PAGES, MARKETING_PAGES } from '../../site/routes';
import type { LocaleStatus } from '../../rules/fallback';
import { OUT } from './support';

describe('translation status report', () => {
  const rows = JSON.parse(fs.readFileSync(path.join(OUT, 'translation-status.json'), 'utf8')) as LocaleStatus[];

  it('has one row per locale that accounts for every page', () => {
    expect(rows.map(row => row.lang)).toEqual(LOCALES.map(locale => locale.lang));
    const total = DOCS_PAGES.length + MARKETING_PAGES.length;
    for (const row of rows) {
      // A page is written, fallen back, or a draft in its own locale.
      expect(row.written + row.fallenBack, row.lang).toBeLessThanOrEqual(total);
      expect(row.written + row.fallenBack + row.drafts, row.lang).toBeGreaterThanOrEqual(total);
    }
  });

  it('lists the fallen-back pages of a locale without its own docs', () => {
    const ar = rows.find(row => row.lang === 'ar');
    expect(ar?.fallenBack).toBeGreaterThanOrEqual(DOCS_PAGES.length);
    // The report agrees with what the build served: a fallen-back page names its source as canonical.
    const html = fs.readFileSync(path.join(OUT, 'ar/docs/CHANGELOG/index.html'), 'utf8');
    expect(html).toContain('rel="canonical" href="https://diglot.example.com/en/docs/CHANGELOG/"');
  });
});
