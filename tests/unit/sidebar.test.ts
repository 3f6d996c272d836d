import { describe, expect, it } from 'vitest';
import { DOCS_OUTSIDE_SIDEBAR, DOCS_PAGES, docsPath, docsSourceFile, DOCS_VERSION } from '../../site/routes';
import { DOCS_SIDEBAR, flattenSidebar } from '../../site/sidebar';
import { SIDEBAR_FIRST_DOC, SIDEBAR_NAME } from '../../site/sidebar-entry';
import { SidebarConfigError, validateSidebar } from '../../rules/sidebar-config';

describe('docs sidebar', () => {
  it('lists every docs page except the nine the spec keeps out, each once', () => {
    const listed = flattenSidebar(DOCS_SIDEBAR);
    expect(new Set(listed).size).toBe(listed.length);
    const expected = DOCS_PAGES.filter(p => !DOCS_OUTSIDE_SIDEBAR.includes(p.id)).map(p => p.id);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const id of DOCS_OUTSIDE_SIDEBAR) expect(listed).not.toContain(id);
    expect(DOCS_OUTSIDE_SIDEBAR).toHaveLength(9);
  });

  it('opens on the page that the navbar docs link names', () => {
    // The navbar carries only the first page's id (site/sidebar-entry.ts); it must stay the sidebar's first.
    expect(Object.keys(SIDEBAR_FIRST_DOC)).toEqual([SIDEBAR_NAME]);
    expect(SIDEBAR_FIRST_DOC[SIDEBAR_NAME]).toBe(flattenSidebar(DOCS_SIDEBAR)[0]);
  });

  it('has 66 pages: root, 26 general, 8 features, services index and 30 services', () => {
    expect(DOCS_PAGES).toHaveLength(66);
    expect(DOCS_PAGES.filter(p => p.section === 'features')).toHaveLength(8);
    expect(DOCS_PAGES.filter(p => p.section === 'services')).toHaveLength(31);
  });

  it('accepts the shipped sidebar', () => {
    expect(() => validateSidebar(DOCS_SIDEBAR)).not.toThrow();
  });

  it('rejects an item without a link, naming where it is', () => {
    expect(() => validateSidebar([{ type: 'category', id: 'features', items: [{ type: 'doc', id: '' }] }])).toThrowError(
      new SidebarConfigError('Sidebar "docs › features" has a doc item without a link (no doc id).'),
    );
  });

  it('rejects unknown docs, hidden docs and empty categories', () => {
    expect(() => validateSidebar([{ type: 'doc', id: 'nope' }])).toThrow(/"nope", which is not a docs page/);
    expect(() => validateSidebar([{ type: 'doc', id: 'EULA' }])).toThrow(/keeps out of the sidebar/);
    expect(() => validateSidebar([{ type: 'category', id: 'empty', items: [] }])).toThrow(/no items and no link/);
    expect(() => validateSidebar([{ type: 'link' } as never])).toThrow(/unknown type/);
    expect(() =>
      validateSidebar([{ type: 'category', id: 'features', items: [{ type: 'doc', id: 'faq', label: 'FAQ' }] }]),
    ).toThrow(/Sidebar "docs › features".*label/);
  });

  it('maps ids to URLs and files with their case kept', () => {
    expect(docsPath('index')).toBe('/docs/');
    expect(docsPath('services/deepL')).toBe('/docs/services/deepL/');
    expect(docsPath('services/index')).toBe('/docs/services/');
    expect(docsPath('CHANGELOG')).toBe('/docs/CHANGELOG/');
    expect(docsSourceFile('services/index')).toBe('docs/services/index.mdx');
    expect(docsSourceFile('index')).toBe('docs/index.mdx');
    expect(docsSourceFile('features/pdf')).toBe('docs/features/pdf/index.mdx');
  });

  it('records the docs version', () => {
    expect(DOCS_VERSION).toMatchObject({ name: 'current', isLast: true, mainDocId: 'index', draftIds: [] });
  });
});
