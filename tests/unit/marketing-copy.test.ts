/**
 * Marketing copy in every locale: each page written in a locale has the
 * same structure and links as English, is long enough, and is really
 * written per language (not the same words under another locale's name).
 * A locale may instead re-export another's copy where the two truly
 * coincide (zh-Hans and zh). English, the last-resort source, must have
 * every page. Which pages are still missing is in the build's translation
 * status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_PAGES, type MarketingPageId } from '../../site/routes';
import { LOCALES } from '../../site/locales';
import type { Section, SectionsCopy } from '../../theme/marketing/types';
import { copyStrings, copyWordCount, copyLinks, fillCopy } from '../../rules/marketing';
import { documentTitle } from '../../rules/seo';
import { BRAND } from '../../site/brand';

const root = path.resolve(__dirname, '../..');
const SHORT_PAGES: readonly MarketingPageId[] = ['android', 'manual-chrome-extension-zip'];
const MIN_WORDS = 150;

const LANGS = LOCALES.map(locale => locale.lang);

/** A copy module that only re-exports another locale's copy. */
function isReference(lang: string, id: string): boolean {
  const file = path.join(root, 'docs', lang, '_copy', `${id}.ts`);
  return fs.existsSync(file) && /^\s*export \{ default \} from '\.\.\/\.\.\/[\w-]+\/_copy\/[\w-]+';?\s*$/.test(fs.readFileSync(file, 'utf8'));
}

async function load(lang: string, id: string): Promise<SectionsCopy | undefined> {
  const file = path.join(root, 'docs', lang, '_copy', `${id}.ts`);
  if (!fs.existsSync(file)) return undefined;
  return (await import(file)).default as SectionsCopy;
}

const types = (copy: SectionsCopy) => copy.sections.map((section: Section) => section.type);

describe.each(MARKETING_PAGES.map(page => page.id))('marketing page %s', id => {
  it.each(LANGS)('is complete where it is written in %s', async lang => {
    const copy = await load(lang, id);
    if (lang === 'en') expect(copy, `docs/en/_copy/${id}.ts`).toBeDefined();
    if (!copy) return;
    expect(copy?.meta.title.trim()).not.toBe('');
    expect(copy?.meta.description.trim()).not.toBe('');
    if (!SHORT_PAGES.includes(id)) {
      expect(copyWordCount(copy as SectionsCopy, lang)).toBeGreaterThanOrEqual(MIN_WORDS);
    }
  });

  it('has the same sections and links as English in every locale', async () => {
    const en = (await load('en', id)) as SectionsCopy;
    for (const lang of LANGS) {
      const copy = await load(lang, id);
      if (!copy) continue;
      expect(types(copy), lang).toEqual(types(en));
      expect(copyLinks(copy), lang).toEqual(copyLinks(en));
    }
  });

  it('says it differently in each language', async () => {
    const written = (
      await Promise.all(LANGS.filter(lang => !isReference(lang, id)).map(async lang => [lang, await load(lang, id)] as const))
    ).filter(([, copy]) => copy);
    for (let a = 0; a < written.length; a++) {
      for (let b = a + 1; b < written.length; b++) {
        const [langA, copyA] = written[a] as (typeof written)[number];
        const [langB, copyB] = written[b] as (typeof written)[number];
        const other = new Set(copyStrings(copyB as SectionsCopy));
        const shared = copyStrings(copyA as SectionsCopy).filter(s => s.length > 12 && other.has(s));
        expect(shared, `${langA} and ${langB} share sentences`).toEqual([]);
      }
    }
  });
});

describe('page titles', () => {
  it.each(LANGS)('are unique across the marketing pages in %s', async lang => {
    const copies = (await Promise.all(MARKETING_PAGES.map(page => load(lang, page.id)))).filter(Boolean);
    const titles = copies.map(copy => copy?.meta.title);
    const descriptions = copies.map(copy => copy?.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  // Search results cut titles off near 60–70 characters; html-validate's
  // long-title rule holds the built pages to 70.
  it.each(LANGS)('fit in 70 characters with the site name in %s', async lang => {
    const htmlLang = LOCALES.find(locale => locale.lang === lang)?.htmlLang ?? lang;
    for (const page of MARKETING_PAGES) {
      const copy = await load(lang, page.id);
      if (!copy) continue;
      const title = documentTitle(fillCopy(copy.meta.title, htmlLang), BRAND.name);
      expect(title.length, `${lang}/${page.id}: ${title}`).toBeLessThanOrEqual(70);
    }
  });
});
