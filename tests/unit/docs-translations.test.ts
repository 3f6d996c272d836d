/**
 * Docs pages written in the twelve locales beyond ja, zh and en. Each one is
 * optional (a page not written falls back to its source), but one that exists
 * must be a real version of the English page: the same sections with the same
 * ids, most of its length, its own words, and links that lead somewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDraftSource } from '../../rules/draft';
import { LOCALES, SOURCE_LOCALES } from '../../site/locales';
import strings from '../../i18n.json';
import {
  comparableParagraphs,
  countWords,
  deadLinks,
  readAllDocs,
  sameLanguage,
  sectionIds,
  sharedParagraphs,
} from '../../scripts/lib/docs-audit';

const docsRoot = path.resolve(__dirname, '../../docs');
const sources = readAllDocs(docsRoot);
const otherLangs = LOCALES.map(locale => locale.lang).filter(lang => !SOURCE_LOCALES.includes(lang));
const translations = readAllDocs(docsRoot, otherLangs);
const all = [...sources, ...translations];
const english = (id: string) => sources.find(d => d.id === id && d.lang === 'en');

/** Below this share of the English length, a page is a summary, not a version. */
const MIN_LENGTH_RATIO = 0.6;
/** Most paragraphs a page may share with the same page in another variety of its language. */
const MAX_SHARED_WITH_VARIETY = 0.2;

describe('docs pages written in the other locales', () => {
  it('are only pages that exist in English', () => {
    expect(translations.filter(d => !english(d.id)).map(d => `${d.lang}/${d.id}`)).toEqual([]);
  });

  const cases = translations.map(d => [`${d.lang}/${d.id}`, d] as const);
  if (cases.length === 0) return;

  it.each(cases)('%s has a title, a description and text', (_name, d) => {
    expect(isDraftSource(fs.readFileSync(d.file, 'utf8'))).toBe(false);
    expect(d.frontmatter.title).toBeTruthy();
    expect(d.frontmatter.description).toBeTruthy();
    // YAML reads an unquoted value holding ": " as a nested mapping, and the
    // page then has no description at all.
    const unquoted = fs
      .readFileSync(d.file, 'utf8')
      .split(/\r?\n---/)[0]
      ?.split(/\r?\n/)
      .filter(line => /^\w+: (?!["']).*: /.test(line));
    expect(unquoted, 'quote frontmatter values that contain ": "').toEqual([]);
  });

  it.each(cases)('%s has the sections of the English page, with the same ids', (_name, d) => {
    const en = english(d.id);
    expect(sectionIds(d)).toEqual(en ? sectionIds(en) : []);
    const implicit = d.headings.filter(h => (h.depth === 2 || h.depth === 3) && !h.explicit).map(h => h.text);
    expect(implicit, 'headings without {#id}').toEqual([]);
  });

  it.each(cases)('%s says as much as the English page', (_name, d) => {
    const en = english(d.id);
    expect(countWords(d.text)).toBeGreaterThanOrEqual(Math.floor(countWords(en?.text ?? '') * MIN_LENGTH_RATIO));
  });

  it.each(cases)('%s shares no paragraph with another language, and few with another variety of its own', (_name, d) => {
    const others = all.filter(o => o.id === d.id && o.lang !== d.lang);
    const foreign = others.filter(o => !sameLanguage(o.lang, d.lang));
    expect(foreign.flatMap(o => sharedParagraphs(d, o).map(p => `${o.lang}: ${p}`))).toEqual([]);
    // pt and pt-BR writers, working apart, sometimes land on the same sentence
    // (a list of fields, a short step); a copied page shares most of them.
    const total = comparableParagraphs(d).size;
    for (const o of others.filter(o => sameLanguage(o.lang, d.lang))) {
      const shared = sharedParagraphs(d, o);
      expect(shared.length, `${o.lang}: ${shared.join(' | ')}`).toBeLessThanOrEqual(Math.floor(total * MAX_SHARED_WITH_VARIETY));
    }
  });

  it.each(cases)('%s links only to pages and anchors that exist', (_name, d) => {
    expect(deadLinks(d, all)).toEqual([]);
  });
});

describe('docs page titles', () => {
  // Search results cut titles off near 60–70 characters; html-validate's
  // long-title rule holds the built pages to 70, with the locale's suffix.
  const template = strings['docs.pageTitle'] as Record<string, string>;
  it.each(all.map(d => [`${d.lang}/${d.id}`, d] as const))('%s fits in 70 characters with the docs suffix', (_name, d) => {
    const title = (template[d.lang] ?? '').replace('{title}', d.frontmatter.title ?? '');
    // As html-validate counts it: in the built head, with ' & < > " written as entities.
    const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/[<>"]/g, '&xx;');
    expect(escaped.length, title).toBeLessThanOrEqual(70);
  });
});
