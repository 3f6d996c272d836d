import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import strings from '../../i18n.json';
import { type Crumb, categoryDoc, categoriesOf, docsBreadcrumbs, withoutRepeats } from '../../rules/breadcrumbs';
import { breadcrumbList } from '../../rules/seo';
import { DOCS_OUTSIDE_SIDEBAR, DOCS_PAGES } from '../../site/routes';
import { DOCS_SIDEBAR, type SidebarItem } from '../../site/sidebar';

type Table = Record<string, Record<string, string>>;
const table = strings as unknown as Table;
const labelsIn = (lang: string) => ({
  home: table['docs.home']?.[lang] as string,
  category: (id: string) => table[`sidebar.category.${id}`]?.[lang] as string,
  page: (id: string) => table[`sidebar.${id}`]?.[lang] as string,
});
const read = (crumbs: Crumb[]) => crumbs.map(c => c.label).join(' › ');

describe('docs breadcrumbs', () => {
  it('reads Docs › page outside the sidebar, in every locale (the bug was "Docs › Docs › page")', () => {
    expect(DOCS_OUTSIDE_SIDEBAR).toHaveLength(9);
    for (const lang of Object.keys(table['docs.home'] ?? {})) {
      const labels = labelsIn(lang);
      for (const id of DOCS_OUTSIDE_SIDEBAR) {
        expect(docsBreadcrumbs(DOCS_SIDEBAR, id, 'index', labels), `${lang} ${id}`).toEqual([
          { label: labels.home, docId: 'index' },
          { label: labels.page(id), docId: id },
        ]);
      }
    }
    expect(read(docsBreadcrumbs(DOCS_SIDEBAR, 'TERMS', 'index', labelsIn('ja')))).toBe('ドキュメント › 利用規約');
  });

  it('reads Docs › category › page in the sidebar, each category opening its first page', () => {
    const en = labelsIn('en');
    expect(docsBreadcrumbs(DOCS_SIDEBAR, 'features/pdf', 'index', en)).toEqual([
      { label: 'Docs', docId: 'index' },
      { label: 'Features', docId: 'features/webpage' },
      { label: 'PDF translation', docId: 'features/pdf' },
    ]);
    expect(read(docsBreadcrumbs(DOCS_SIDEBAR, 'faq', 'index', en))).toBe('Docs › Getting started › FAQ');
    // A nested category shows the whole way down.
    expect(docsBreadcrumbs(DOCS_SIDEBAR, 'services/openai', 'index', en).map(c => c.docId)).toEqual([
      'index',
      'services/index',
      'services/ai',
      'services/openai',
    ]);
    expect(docsBreadcrumbs(DOCS_SIDEBAR, 'index', 'index', en)).toEqual([]);
  });

  it('never repeats a crumb on any docs page in any locale', () => {
    for (const lang of Object.keys(table['docs.home'] ?? {})) {
      for (const { id } of DOCS_PAGES) {
        const labels = docsBreadcrumbs(DOCS_SIDEBAR, id, 'index', labelsIn(lang)).map(c => c.label);
        expect(new Set(labels).size, `${lang} ${id}: ${labels.join(' › ')}`).toBe(labels.length);
        for (const label of labels) expect(label, `${lang} ${id}`).toBeTruthy();
      }
    }
  });

  it('drops an outer crumb that reads like an inner one, and keeps the page', () => {
    const sidebar: SidebarItem[] = [{ type: 'category', id: 'help', items: [{ type: 'doc', id: 'help/index' }] }];
    const labels = { home: 'Docs', category: () => 'Help', page: () => 'help ' };
    expect(docsBreadcrumbs(sidebar, 'help/index', 'index', labels)).toEqual([
      { label: 'Docs', docId: 'index' },
      { label: 'help ', docId: 'help/index' },
    ]);
    expect(categoriesOf(sidebar, 'elsewhere')).toEqual([]);
    expect(categoryDoc({ type: 'category', id: 'x', items: [], link: 'x/overview' })).toBe('x/overview');
  });

  it('keeps no two crumbs alike, the page last and the order as given (generated trails)', () => {
    const crumb = fc.record({ label: fc.string({ maxLength: 6 }), docId: fc.string({ maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(crumb, { minLength: 1, maxLength: 8 }), crumbs => {
        const out = withoutRepeats(crumbs);
        const norm = (s: string) => s.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
        expect(new Set(out.map(c => norm(c.label))).size).toBe(out.length);
        expect(out.at(-1)).toBe(crumbs.at(-1));
        const positions = out.map(c => crumbs.indexOf(c));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('describes the same trail to search engines, every entry with its URL', () => {
    const data = breadcrumbList([
      { name: 'Docs', url: 'https://example.org/en/docs/' },
      { name: 'Terms of service', url: 'https://example.org/en/docs/TERMS/' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://example.org/en/docs/' },
        { '@type': 'ListItem', position: 2, name: 'Terms of service', item: 'https://example.org/en/docs/TERMS/' },
      ],
    });
  });
});
