import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../site/brand';
import { LOCALES } from '../../site/locales';
import { MARKETING_PAGES } from '../../site/routes';
import { htmlFiles, OUT, urlOf } from './support';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

interface Head {
  url: string;
  title: string;
  description: string | null;
  canonical: string | null;
  hreflangs: string[];
  robots: string | null;
  html: string;
}

function readHead(file: string): Head {
  const html = fs.readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    url: urlOf(file),
    title: attr(head, /<title>([^<]*)<\/title>/) ?? '',
    description: attr(head, /<meta name="description" content="([^"]*)"/),
    canonical: attr(head, /<link rel="canonical" href="([^"]+)"/),
    hreflangs: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(m => m[1] as string),
    robots: attr(head, /<meta name="robots" content="([^"]+)"/),
    html: head,
  };
}

describe('SEO', () => {
  const heads = htmlFiles().map(readHead);
  const pages = heads.filter(h => !h.url.endsWith('/404'));

  it('gives every page an absolute canonical URL with a trailing slash', () => {
    for (const page of pages) {
      expect(page.canonical, page.url).toMatch(
        new RegExp(`^${BRAND.siteOrigin.replace(/\./g, '\\.')}/.*/$|^${BRAND.siteOrigin.replace(/\./g, '\\.')}/$`),
      );
    }
  });

  it('lists the 15 locales and x-default as alternates on every page', () => {
    const expected = [...LOCALES.map(l => l.lang), 'x-default'].sort();
    for (const page of pages) expect([...new Set(page.hreflangs)].sort(), page.url).toEqual(expected);
  });

  it('carries Open Graph and Twitter tags with a preview image', () => {
    for (const page of pages) {
      for (const tag of ['og:title', 'og:url', 'og:image', 'og:locale', 'og:site_name']) {
        expect(page.html, `${page.url} ${tag}`).toContain(`property="${tag}"`);
      }
      expect(page.html, page.url).toContain('name="twitter:card" content="summary_large_image"');
    }
    expect(fs.existsSync(path.join(OUT, BRAND.socialImage.src))).toBe(true);
  });

  it('has a unique title and description for every page that is its own canonical', () => {
    const indexable = pages.filter(p => p.canonical === `${BRAND.siteOrigin}${p.url}` && !p.robots);
    // At least every marketing page in the two finished marketing locales.
    expect(indexable.length).toBeGreaterThanOrEqual(2 * MARKETING_PAGES.length);
    const byTitle = new Map<string, string[]>();
    const byDescription = new Map<string, string[]>();
    for (const page of indexable) {
      expect(page.description, page.url).toBeTruthy();
      byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.url]);
      byDescription.set(page.description ?? '', [...(byDescription.get(page.description ?? '') ?? []), page.url]);
    }
    expect([...byTitle.values()].filter(urls => urls.length > 1)).toEqual([]);
    expect([...byDescription.values()].filter(urls => urls.length > 1)).toEqual([]);
  });

  it('makes every written translation its own canonical page (zh-Hans, which shares zh, points at zh)', () => {
    for (const url of ['/de/docs/CHANGELOG/', '/zh-TW/docs/CHANGELOG/', '/ar/docs/TERMS/', '/pt/docs/services/deepL/']) {
      expect(heads.find(h => h.url === url)?.canonical, url).toBe(`${BRAND.siteOrigin}${url}`);
    }
    expect(heads.find(h => h.url === '/zh-Hans/docs/CHANGELOG/')?.canonical).toBe(`${BRAND.siteOrigin}/docs/CHANGELOG/`);
  });

  it('keeps not-found and search-result pages out of the index', () => {
    for (const head of heads.filter(h => h.url.endsWith('/404') || h.url.endsWith('/search/'))) {
      expect(head.robots, head.url).toBe('noindex, follow');
    }
  });

  it('writes a sitemap with language alternates, robots.txt and llms.txt', () => {
    const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    const indexable = pages.filter(p => p.canonical === `${BRAND.siteOrigin}${p.url}` && !p.robots);
    for (const page of indexable) expect(sitemap, page.url).toContain(`<loc>${BRAND.siteOrigin}${page.url}</loc>`);
    expect(sitemap).toContain('/de/docs/CHANGELOG/</loc>');
    expect(sitemap).not.toContain('/zh-Hans/docs/CHANGELOG/</loc>');
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).toContain(`hreflang="pt-BR" href="${BRAND.siteOrigin}/pt-BR/pricing/"`);
    expect(fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${BRAND.siteOrigin}/sitemap.xml`);
    const llms = fs.readFileSync(path.join(OUT, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# Diglot\n/);
    expect(llms).toContain(`(${BRAND.siteOrigin}/ja/docs/CHANGELOG/)`);
  });

  it('describes docs pages with breadcrumb structured data', () => {
    const html = fs.readFileSync(path.join(OUT, 'ja/docs/faq/index.html'), 'utf8');
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('describes the product with its prices on the landing page of every locale', () => {
    for (const file of ['ja/index.html', 'index.html', 'ar/index.html']) {
      const html = fs.readFileSync(path.join(OUT, file), 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(m =>
        JSON.parse(m[1] as string),
      );
      const product = blocks.find(b => b['@type'] === 'SoftwareApplication');
      expect(product, file).toMatchObject({ name: BRAND.name, applicationCategory: 'BrowserApplication' });
      expect(
        product.offers.map((o: { price: string }) => o.price),
        file,
      ).toContain('0.00');
    }
  });

  it('keeps draft docs pages out of the index and the sitemap, and says they are drafts', () => {
    const drafts = heads.filter(h => h.robots && /\/docs\//.test(h.url));
    const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    for (const draft of drafts) {
      expect(sitemap, draft.url).not.toContain(`<loc>${BRAND.siteOrigin}${draft.url}</loc>`);
      const html = fs.readFileSync(path.join(OUT, draft.url, 'index.html'), 'utf8');
      expect(html, draft.url).toContain('data-draft=""');
    }
    const written = fs.readFileSync(path.join(OUT, 'ja/docs/CHANGELOG/index.html'), 'utf8');
    expect(written).not.toContain('data-draft=""');
    expect(written).not.toContain('name="robots"');
  });
});
