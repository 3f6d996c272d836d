/**
 * Marketing catalogs (docs/<lang>/_copy/<page>.json) against their page's
 * layout (site/marketing/<page>.ts): English has words for every key the
 * layout names; no locale has a key the layout does not name, or leaves
 * one out; each written page is long enough, really written per language,
 * and has a title that fits search results.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_PAGES, type MarketingPageId } from '../../site/routes';
import { LOCALES } from '../../site/locales';
import { MARKETING_LAYOUTS } from '../../site/marketing';
import { CatalogError, catalogPath, loadCopy, parseCatalog, readCatalog } from '../../plugins/marketing/catalog';
import { layoutKeys, fillLayout, MissingWordsError } from '../../rules/catalog';
import type { SectionsCopy } from '../../site/marketing/types';
import { copyStrings, copyWordCount, fillCopy } from '../../rules/marketing';
import { documentTitle } from '../../rules/seo';
import { BRAND } from '../../site/brand';

const docsRoot = path.resolve(__dirname, '../../docs');
const SHORT_PAGES: readonly MarketingPageId[] = ['android', 'manual-chrome-extension-zip'];
const MIN_WORDS = 150;
const LANGS = LOCALES.map(locale => locale.lang);
const PAGE_IDS = MARKETING_PAGES.map(page => page.id);

const written = (lang: string, id: MarketingPageId) => fs.existsSync(catalogPath(docsRoot, lang, id));
const load = (lang: string, id: MarketingPageId): SectionsCopy | undefined =>
  written(lang, id) ? loadCopy(docsRoot, lang, id) : undefined;

describe('the catalog schema', () => {
  const keys = layoutKeys(MARKETING_LAYOUTS.pricing);
  const complete = Object.fromEntries(keys.map(key => [key, `words of ${key}`]));

  it('accepts words for exactly the keys of the layout', () => {
    expect(parseCatalog('pricing', complete, 'x.json')).toEqual(complete);
  });

  it('names a key the layout does not have', () => {
    expect(() => parseCatalog('pricing', { ...complete, 'hero.titel': 'Typo' }, 'de/pricing.json')).toThrow(
      /de\/pricing\.json:[\s\S]*hero\.titel/,
    );
  });

  it('names a missing key, an empty text and a text that is not a string', () => {
    const { 'hero.title': _gone, ...rest } = complete;
    const run = () => parseCatalog('pricing', { ...rest, 'hero.lead': '  ', 'faq.title': 3 }, 'ja/pricing.json');
    expect(run).toThrow(CatalogError);
    expect(run).toThrow(/"hero\.title"/);
    expect(run).toThrow(/"hero\.lead" is empty/);
    expect(run).toThrow(/"faq\.title"/);
  });

  it('rejects a catalog that is not an object', () => {
    for (const value of [null, [], 'text', 42]) expect(() => parseCatalog('pricing', value, 'x.json')).toThrow(CatalogError);
  });

  it('fills a layout with words, links and icons left as they are, and names what is missing', () => {
    const layout = {
      meta: { title: 'meta.title', description: 'meta.description' },
      sections: [
        {
          type: 'featureGrid',
          title: 'grid.title',
          items: [
            {
              icon: 'pdf',
              title: 'grid.items.1.title',
              text: 'grid.items.1.text',
              link: { label: 'grid.items.1.link.label', href: '/pricing/' },
            },
          ],
        },
      ],
    };
    const words = {
      'meta.title': 'T',
      'meta.description': 'D',
      'grid.title': 'Grid',
      'grid.items.1.title': 'One',
      'grid.items.1.text': 'First',
      'grid.items.1.link.label': 'See prices',
    };
    expect(fillLayout(layout, words, 'x')).toEqual({
      meta: { title: 'T', description: 'D' },
      sections: [
        {
          type: 'featureGrid',
          title: 'Grid',
          items: [{ icon: 'pdf', title: 'One', text: 'First', link: { label: 'See prices', href: '/pricing/' } }],
        },
      ],
    });
    const { 'grid.items.1.text': _gone, ...partial } = words;
    expect(() => fillLayout(layout, partial, 'fr/x.json')).toThrow(MissingWordsError);
    expect(() => fillLayout(layout, partial, 'fr/x.json')).toThrow('fr/x.json has no words for grid.items.1.text');
  });
});

describe.each(PAGE_IDS)('marketing page %s', id => {
  it('has English words for every key its layout names', () => {
    expect(written('en', id), `docs/en/_copy/${id}.json`).toBe(true);
    const catalog = readCatalog(docsRoot, 'en', id);
    expect(Object.keys(catalog)).toEqual(expect.arrayContaining(layoutKeys(MARKETING_LAYOUTS[id])));
  });

  it.each(LANGS)('has no unknown or missing key where it is written in %s', lang => {
    if (!written(lang, id)) return;
    expect(() => readCatalog(docsRoot, lang, id)).not.toThrow();
  });

  it.each(LANGS)('is long enough where it is written in %s', lang => {
    const copy = load(lang, id);
    if (!copy || SHORT_PAGES.includes(id)) return;
    expect(copyWordCount(copy, lang)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('says it differently in each language', () => {
    const copies = LANGS.map(lang => [lang, load(lang, id)] as const).filter(([, copy]) => copy);
    for (let a = 0; a < copies.length; a++) {
      for (let b = a + 1; b < copies.length; b++) {
        const [langA, copyA] = copies[a] as (typeof copies)[number];
        const [langB, copyB] = copies[b] as (typeof copies)[number];
        const other = new Set(copyStrings(copyB));
        const shared = copyStrings(copyA).filter(s => s.length > 12 && other.has(s));
        expect(shared, `${langA} and ${langB} share sentences`).toEqual([]);
      }
    }
  });
});

describe('page titles', () => {
  it.each(LANGS)('are unique across the marketing pages in %s', lang => {
    const copies = PAGE_IDS.map(id => load(lang, id)).filter(copy => copy !== undefined);
    const titles = copies.map(copy => copy.meta.title);
    const descriptions = copies.map(copy => copy.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  // Search results cut titles off near 60–70 characters; html-validate's
  // long-title rule holds the built pages to 70.
  it.each(LANGS)('fit in 70 characters with the site name in %s', lang => {
    const htmlLang = LOCALES.find(locale => locale.lang === lang)?.htmlLang ?? lang;
    for (const id of PAGE_IDS) {
      const copy = load(lang, id);
      if (!copy) continue;
      const title = documentTitle(fillCopy(copy.meta.title, htmlLang), BRAND.name);
      expect(title.length, `${lang}/${id}: ${title}`).toBeLessThanOrEqual(70);
    }
  });
});
