import { describe, expect, it } from 'vitest';
import { NAVBAR, type NavbarConfig } from '../../site/navbar';
import { DOCS_PAGES } from '../../site/routes';
import {
  collapseDuration,
  highlightedNavEntry,
  isActiveHref,
  navEntries,
  isDesktopWidth,
  NavbarConfigError,
  nextNavbarScrollState,
  pickNavbarComponent,
  resolveNavHref,
  splitByPosition,
} from '../../rules/navbar';
import { validateNavbar } from '../../rules/navbar-config';
import { NAVBAR_ITEM_KINDS } from '../../site/schemas';

const DOCS = new Set(DOCS_PAGES.map(p => p.id));

describe('navbar item dispatch', () => {
  const registry = Object.fromEntries(NAVBAR_ITEM_KINDS.map(type => [type, `component:${type}`]));

  it('has one component per kind of spec §2.4', () => {
    expect([...NAVBAR_ITEM_KINDS].sort()).toEqual(
      [
        'custom-currency',
        'doc',
        'docSidebar',
        'docsVersion',
        'docsVersionDropdown',
        'dropdown',
        'html',
        'link',
        'localeDropdown',
        'search',
      ].sort(),
    );
    for (const type of NAVBAR_ITEM_KINDS) expect(pickNavbarComponent(registry, type)).toBe(`component:${type}`);
  });

  it('throws "No NavbarItem component found" naming an unknown kind', () => {
    expect(() => pickNavbarComponent(registry, 'carousel')).toThrowError(
      new NavbarConfigError('No NavbarItem component found for type "carousel".'),
    );
    expect(() => pickNavbarComponent(registry, 'toString')).toThrow(/No NavbarItem component found for type "toString"/);
  });
});

describe('navbar configuration', () => {
  it('accepts the shipped navbar', () => {
    expect(() => validateNavbar(NAVBAR, DOCS)).not.toThrow();
  });

  it('lists the items of spec §2.4 in order', () => {
    const { left, right } = splitByPosition(NAVBAR.items);
    expect(left.map(i => i.id)).toEqual(['download', 'docTranslator', 'tutorial', 'pricing', 'learn', 'tools', 'more']);
    expect(right.map(i => i.id)).toEqual(['profile', 'proTag', 'locale', 'search']);
    const tools = NAVBAR.items.find(i => i.id === 'tools');
    expect(tools?.type === 'dropdown' && tools.items.map(i => i.id)).toEqual([
      'tools.layoutPdf',
      'tools.pdf',
      'tools.pdfPro',
      'tools.image',
      'tools.text',
      'tools.epub',
      'tools.subtitleFile',
    ]);
    const more = NAVBAR.items.find(i => i.id === 'more');
    expect(more?.type === 'dropdown' && more.items.map(i => i.id)).toEqual(
      expect.arrayContaining([
        'more.videoSubtitles',
        'more.share',
        'more.manga',
        'more.image',
        'more.ao3',
        'more.pdf',
        'more.exchange',
        'more.affiliate',
        'more.usageScenarios',
        'more.joinUs',
      ]),
    );
    expect(NAVBAR.items.find(i => i.id === 'proTag')).toMatchObject({ href: '/pricing/', hiddenByDefault: true });
    expect(more?.type === 'dropdown' && more.items.find(i => i.id === 'more.usageScenarios')?.hiddenByDefault).toBe(true);
  });

  const withItems = (items: unknown[]): NavbarConfig => ({ ...NAVBAR, items: items as NavbarConfig['items'] });

  it('rejects unknown kinds, duplicate ids, links without href and unknown docs', () => {
    expect(() => validateNavbar(withItems([{ type: 'carousel', id: 'x' }]), DOCS)).toThrow(
      'No NavbarItem component found for type "carousel" (navbar › x).',
    );
    expect(() =>
      validateNavbar(
        withItems([
          { type: 'search', id: 'a' },
          { type: 'search', id: 'a' },
        ]),
        DOCS,
      ),
    ).toThrow(/used twice/);
    expect(() => validateNavbar(withItems([{ type: 'link', id: 'l', label: 'nav.pricing', href: '' }]), DOCS)).toThrow(
      'Navbar item navbar › l: href has no href',
    );
    expect(() => validateNavbar(withItems([{ type: 'doc', id: 'd', docId: 'nope' }]), DOCS)).toThrow(/unknown doc "nope"/);
    expect(() => validateNavbar(withItems([{ type: 'dropdown', id: 'dd', label: 'nav.more', items: [] }]), DOCS)).toThrow(
      /navbar › dd: items has no items/,
    );
  });

  it('names an item whose label is not a key of i18n.json, or that has a field its kind does not', () => {
    expect(() => validateNavbar(withItems([{ type: 'link', id: 'l', label: 'nav.pricng', href: '/pricing/' }]), DOCS)).toThrow(
      'Navbar item navbar › l: label "nav.pricng" is not a key of i18n.json',
    );
    const more = {
      type: 'dropdown',
      id: 'more',
      label: 'nav.more',
      items: [{ type: 'link', id: 'more.x', label: 'nav.more', href: '/', colour: 'red' }],
    };
    expect(() => validateNavbar(withItems([more]), DOCS)).toThrow(/navbar › more › more\.x: .*colour/);
  });
});

describe('navbar links', () => {
  it('keeps internal links in the current locale and leaves external ones alone', () => {
    expect(resolveNavHref('/pricing/', 'ja')).toBe('/ja/pricing/');
    expect(resolveNavHref('/pricing/', 'zh')).toBe('/pricing/');
    expect(resolveNavHref('/docs/friends/', 'pt-BR')).toBe('/pt-BR/docs/friends/');
    expect(resolveNavHref('https://app.example.com/translate', 'ja')).toBe('https://app.example.com/translate');
    expect(resolveNavHref('mailto:hi@example.com', 'ja')).toBe('mailto:hi@example.com');
  });

  it('marks the current page active, whatever form its URL takes', () => {
    expect(isActiveHref('/ja/pricing/', '/ja/pricing/')).toBe(true);
    expect(isActiveHref('/ja/pricing/', '/ja/pricing')).toBe(true);
    expect(isActiveHref('/ja/pricing/', '/ja/pricing/index.html')).toBe(true);
    expect(isActiveHref('/ja/pricing/', '/en/pricing/')).toBe(false);
    expect(isActiveHref('https://x.example.com/ja/pricing/', '/ja/pricing/')).toBe(false);
  });
});

describe('layout rules', () => {
  it('switches to the drawer at 996 px and below', () => {
    expect(isDesktopWidth(996)).toBe(false);
    expect(isDesktopWidth(997)).toBe(true);
  });

  it('times the collapse by height, and at 1 ms under reduced motion', () => {
    expect(collapseDuration(0, false)).toBe(150);
    expect(collapseDuration(100, false)).toBe(270);
    expect(collapseDuration(400, false)).toBe(390);
    expect(collapseDuration(5000, false)).toBe(500);
    expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(400, false));
    expect(collapseDuration(400, true)).toBe(1);
    expect(collapseDuration(-10, false)).toBe(150);
  });

  it('hides the navbar when scrolling down past its height, shows it going up or at the top', () => {
    const h = 60;
    let s = { hidden: false, lastY: 0 };
    s = nextNavbarScrollState(s, 40, h);
    expect(s.hidden).toBe(false);
    s = nextNavbarScrollState(s, 61, h);
    expect(s.hidden).toBe(true);
    s = nextNavbarScrollState(s, 500, h);
    expect(s.hidden).toBe(true);
    s = nextNavbarScrollState(s, 499, h);
    expect(s.hidden).toBe(false);
    s = nextNavbarScrollState(s, 499, h);
    expect(s.hidden).toBe(false);
    s = nextNavbarScrollState({ hidden: true, lastY: 800 }, 0, h);
    expect(s.hidden).toBe(false);
  });
});

describe('highlightedNavEntry', () => {
  const entries = navEntries(NAVBAR.items, 'ja');

  it('highlights Pricing, not also More, on the pricing page', () => {
    expect(highlightedNavEntry(entries, '/ja/pricing/')).toBe('pricing');
  });

  it('highlights a dropdown for a page only it lists', () => {
    expect(highlightedNavEntry(entries, '/ja/manga/')).toBe('more');
    expect(highlightedNavEntry(entries, '/ja/docs/friends/')).toBe('more');
  });

  it('highlights nothing on a page the navbar does not list', () => {
    expect(highlightedNavEntry(entries, '/ja/docs/faq/')).toBeNull();
  });
});
