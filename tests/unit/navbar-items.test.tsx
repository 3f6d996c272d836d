// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => import('./support/runtime-mock'));

const { NavbarItem, NAVBAR_ITEM_COMPONENTS } = await import('../../theme/components/NavbarItem');
type Item = Parameters<typeof NavbarItem>[0]['item'];

let container: HTMLElement;
async function render(items: Item[]) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      createElement(
        'ul',
        null,
        items.map(item => createElement('li', { key: item.id }, createElement(NavbarItem, { item }))),
      ),
    );
  });
  return container;
}

afterEach(() => {
  container?.remove();
  vi.restoreAllMocks();
});

describe('navbar item components', () => {
  it('renders every kind of item from its configuration', async () => {
    const html = await render([
      { type: 'link', id: 'pricing', label: 'nav.pricing', href: '/pricing/' },
      { type: 'doc', id: 'tutorial', docId: 'usage', label: 'nav.tutorial' },
      { type: 'docSidebar', id: 'docs', sidebarId: 'docs', label: 'docs.home' },
      { type: 'docsVersion', id: 'version' },
      { type: 'docsVersionDropdown', id: 'versions' },
      { type: 'html', id: 'raw', value: '<strong class="badge">β</strong>' },
      { type: 'custom-currency', id: 'currency' },
      { type: 'localeDropdown', id: 'locale' },
      { type: 'search', id: 'search' },
      {
        type: 'dropdown',
        id: 'tools',
        label: 'nav.tools',
        items: [{ type: 'link', id: 't1', label: 'nav.tools.pdf', href: 'https://app.example.com/pdf' }],
      },
    ]);
    const byId = (id: string) => html.querySelector(`[data-nav-id="${id}"]`);
    expect(byId('pricing')?.getAttribute('href')).toBe('/ja/pricing/');
    expect(byId('pricing')?.textContent).toBe('料金');
    expect(byId('tutorial')?.getAttribute('href')).toBe('/ja/docs/usage/');
    expect(byId('tutorial')?.getAttribute('aria-current')).toBe('page');
    expect(byId('docs')?.getAttribute('href')).toBe('/ja/docs/');
    expect(byId('version')?.getAttribute('href')).toBe('/ja/docs/');
    expect(byId('versions')?.querySelector('button')?.textContent).toContain('バージョン');
    expect(byId('raw')?.innerHTML).toBe('<strong class="badge">β</strong>');
    expect(byId('currency')?.hasAttribute('hidden')).toBe(true);
    expect(byId('locale')?.querySelectorAll('a[hreflang]')).toHaveLength(15);
    expect(byId('search')?.getAttribute('aria-label')).toBe('ドキュメントを検索');
    expect(byId('tools')?.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(Object.keys(NAVBAR_ITEM_COMPONENTS)).toHaveLength(10);
  });

  it('reports an item that fails to render with its configuration and renders the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await render([
      { type: 'link', id: 'before', label: 'nav.download', href: '/download/' },
      { type: 'carousel', id: 'broken', speed: 3 } as unknown as Item,
      { type: 'docSidebar', id: 'bad-sidebar', sidebarId: 'nope', label: 'docs.home' },
      { type: 'link', id: 'after', label: 'nav.pricing', href: '/pricing/' },
    ]);
    expect(html.querySelector('[data-nav-id="before"]')?.textContent).toBe('ダウンロード');
    expect(html.querySelector('[data-nav-id="after"]')?.textContent).toBe('料金');
    const reports = error.mock.calls.map(call => String(call[0])).filter(m => m.startsWith('Navbar item failed'));
    expect(reports).toHaveLength(2);
    expect(reports[0]).toContain('No NavbarItem component found for type "carousel"');
    expect(reports[0]).toContain('{"type":"carousel","id":"broken","speed":3}');
    expect(reports[1]).toContain('no sidebar named "nope"');
    expect(reports[1]).toContain('"id":"bad-sidebar"');
  });
});
