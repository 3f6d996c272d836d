/**
 * The written docs (ja, zh, en), held to what a reader needs: enough text,
 * the same sections in each language, no copied paragraphs, credentials
 * named as the services table names them, and no link that leads nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDraftSource } from '../../rules/draft';
import { SOURCE_LOCALES } from '../../site/locales';
import { DOCS_PAGES } from '../../site/routes';
import { SERVICES } from '../../site/services';
import {
  countWords,
  deadLinks,
  faqQuestions,
  minimumWords,
  readAllDocs,
  sectionIds,
  sharedParagraphs,
} from '../../scripts/lib/docs-audit';

const docsRoot = path.resolve(__dirname, '../../docs');
const all = readAllDocs(docsRoot);
const doc = (id: string, lang: string) => all.find(d => d.id === id && d.lang === lang);
// Every page of the docs sidebar is held to the rules below, written or not:
// a page that is still a draft fails, it is not skipped.
const writtenIds = DOCS_PAGES.map(page => page.id);

describe('docs content rules', () => {
  it('asks more of legal pages, the FAQ and the services index than of other pages', () => {
    expect(minimumWords('PRIVACY')).toBe(600);
    expect(minimumWords('faq')).toBeGreaterThan(minimumWords('services/index'));
    expect(minimumWords('services/index')).toBeGreaterThan(minimumWords('usage'));
    expect(minimumWords('services/openai')).toBe(250);
  });

  it('finds a paragraph copied between languages, but not text that differs', () => {
    const page = (text: string) => ({ id: 'x', lang: 'en' as const, file: '', frontmatter: {}, headings: [], text, links: [] });
    const copied = 'Open the popup and choose the service you want to use for this page.';
    expect(sharedParagraphs(page(`Intro.\n\n${copied}`), page(`別の文。\n\n${copied}`))).toEqual([copied]);
    expect(
      sharedParagraphs(
        page('Open the popup and choose the service you want today.'),
        page('ポップアップを開いてサービスを選びます。'),
      ),
    ).toEqual([]);
  });
});

describe('written docs pages', () => {
  it('exist for every page in ja, zh and en', () => {
    for (const page of DOCS_PAGES) {
      for (const lang of SOURCE_LOCALES) expect(doc(page.id, lang), `${lang}/${page.id}`).toBeDefined();
    }
  });

  it.each(writtenIds)('%s is written in all three languages, with a title and description', id => {
    for (const lang of SOURCE_LOCALES) {
      const d = doc(id, lang);
      expect(d && !isDraftSource(fs.readFileSync(d.file, 'utf8')), `${lang} is still a draft`).toBe(true);
      expect(d?.frontmatter.title, `${lang} title`).toBeTruthy();
      expect(d?.frontmatter.description, `${lang} description`).toBeTruthy();
    }
  });

  it.each(writtenIds)('%s has enough English body text', id => {
    expect(countWords(doc(id, 'en')?.text ?? '')).toBeGreaterThanOrEqual(minimumWords(id));
  });

  it.each(writtenIds)('%s has the same sections, with explicit ids, in ja, zh and en', id => {
    const en = doc(id, 'en');
    for (const lang of SOURCE_LOCALES) {
      const d = doc(id, lang);
      if (!d || !en) continue;
      expect(sectionIds(d), lang).toEqual(sectionIds(en));
      const implicit = d.headings.filter(h => (h.depth === 2 || h.depth === 3) && !h.explicit).map(h => h.text);
      expect(implicit, `${lang}: headings without {#id}`).toEqual([]);
    }
  });

  it.each(writtenIds)('%s shares no paragraph word for word between two languages', id => {
    const [ja, zh, en] = SOURCE_LOCALES.map(lang => doc(id, lang));
    if (!ja || !zh || !en) return;
    expect([...sharedParagraphs(ja, en), ...sharedParagraphs(zh, en), ...sharedParagraphs(ja, zh)]).toEqual([]);
  });

  it('link only to pages and anchors that exist', () => {
    const dead = all.flatMap(d => deadLinks(d, all).map(link => `${d.lang}/${d.id}: ${link}`));
    expect(dead).toEqual([]);
  });

  it('never reuse the skip link target as a heading id', () => {
    const clashes = all.filter(d => d.headings.some(h => h.id === 'main-content')).map(d => `${d.lang}/${d.id}`);
    expect(clashes).toEqual([]);
  });
});

describe('particular pages', () => {
  it('the FAQ answers at least 15 questions in each language', () => {
    for (const lang of SOURCE_LOCALES) {
      const faq = doc('faq', lang);
      expect(faq && faqQuestions(faq).length, lang).toBeGreaterThanOrEqual(15);
    }
  });

  it('the services index compares the engines in a table', () => {
    for (const lang of SOURCE_LOCALES) {
      const source = fs.readFileSync(doc('services/index', lang)?.file ?? '', 'utf8');
      expect(source, lang).toMatch(/^\|.*\|\s*\n\|\s*:?-{3,}/m);
    }
  });

  const withCredentials = SERVICES.filter(s => s.credentials.length > 0 && writtenIds.includes(`services/${s.id}`));
  it.each(withCredentials.map(s => [s.id, s.credentials] as const))(
    'services/%s names its credentials (%s) in every language',
    (id, credentials) => {
      for (const lang of SOURCE_LOCALES) {
        const source = fs.readFileSync(doc(`services/${id}`, lang)?.file ?? '', 'utf8');
        for (const credential of credentials) expect(source, `${lang} names ${credential}`).toContain(credential);
      }
    },
  );
});
