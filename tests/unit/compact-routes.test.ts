import { describe, expect, it, vi } from 'vitest';
import type { RouteMeta } from '@rspress/core';
import {
  type CompactRoutes,
  type CompactRoutesOptions,
  generateCompactRoutes,
  routeChunkName,
} from '../../plugins/compact-runtime';

function route(routePath: string, lang: string, file: string): RouteMeta {
  return {
    routePath,
    lang,
    version: '',
    absolutePath: `/site/docs/${file}`,
    relativePath: file,
    pureRoutePath: routePath,
    pageName: file,
  };
}

const OPTIONS = { tableFile: (lang: string) => `/cache/routes-${lang}.js`, docsChrome: '/theme/chrome.ts' };

function generate(routes: readonly RouteMeta[], options: CompactRoutesOptions = OPTIONS) {
  return generateCompactRoutes(routes, options);
}

/** An MDX page module, as Rspress compiles it: its meta keyed by its encoded path. */
function page(file: string) {
  return { file, default: { __RSPRESS_PAGE_META: { [encodeURIComponent(file.replace('/site/docs/', ''))]: {} } } };
}

const PAGE_IMPORT = /import\(\/\* webpackChunkName: "route-[0-9a-f]+" \*\/ ("[^"]+")\)/g;
const TABLE_IMPORT = /import\(\/\* webpackChunkName: "routes-[^"]+" \*\/ ("[^"]+")\)/g;

/** Stand-in for the bundler's runtime: chunk ids are the files' paths. */
const runtime: { fetched: string[]; u?: (id: string) => string; e(id: string): Promise<void> } = {
  fetched: [] as string[],
  e(id: string) {
    runtime.fetched.push(id);
    return Promise.resolve();
  },
};
vi.stubGlobal('__webpack_require__', runtime);
vi.stubGlobal('__webpack_public_path__', '/');
vi.stubGlobal('__webpack_get_script_filename__', (id: string) => `static/js/async/${id.replace(/\W+/g, '_')}.js`);

/**
 * Evaluate the generated modules with stand-ins for React and lazy(); each
 * `import()` asks the runtime for its file first, as the bundler's does.
 */
function load(
  { code, tables }: CompactRoutes,
  chrome = { preloadChrome: () => runtime.e('chrome'), loadChrome: () => runtime.e('chrome') },
) {
  const tableModule = (file: string) => {
    const body = (tables[file] as string)
      .replace(PAGE_IMPORT, '__webpack_require__.e($1).then(() => page($1))')
      .replace('export const loaders', 'const loaders');
    return new Function('page', `${body}\nreturn { loaders };`)(page);
  };
  const body = code
    .replace("import React from 'react';", '')
    .replace("import { lazyWithPreload } from 'react-lazy-with-preload';", '')
    .replace(/import \{ preloadChrome, loadChrome \} from "[^"]+";/, 'const { preloadChrome, loadChrome } = chrome;')
    .replace(TABLE_IMPORT, '__webpack_require__.e($1).then(() => tableModule($1))')
    .replace('export const routes', 'const routes');
  const React = { createElement: (c: unknown) => ({ type: c }) };
  const lazyWithPreload = (loader: () => Promise<unknown>) => {
    let loading: Promise<unknown> | undefined;
    return Object.assign(() => null, { preload: () => (loading ??= loader()) });
  };
  runtime.fetched = [];
  return new Function('React', 'lazyWithPreload', 'tableModule', 'chrome', `${body}\nreturn routes;`)(
    React,
    lazyWithPreload,
    tableModule,
    chrome,
  ) as Array<{
    path: string;
    lang: string;
    filePath: string;
    version: string;
    element: { type: unknown };
    preload: () => Promise<{ file: string }>;
    prefetchUrls: () => string[];
  }>;
}

describe('compact route table', () => {
  const routes = [
    route('/docs/faq/', 'zh', 'zh/docs/faq/index.mdx'),
    route('/en/docs/faq/', 'en', 'en/docs/faq/index.mdx'),
    route('/de/docs/faq/', 'de', 'en/docs/faq/index.mdx'),
    route('/pt-BR/', 'pt-BR', 'pt-BR/index.mdx'),
  ];

  it('keeps every route with its path and locale, and its file once loaded', async () => {
    const out = load(generate(routes));
    // Rspress reads the file path only after preloading the route.
    await Promise.all(out.map(r => r.preload()));
    expect(out.map(r => [r.path, r.lang, r.filePath, r.version])).toEqual([
      ['/docs/faq/', 'zh', 'zh/docs/faq/index.mdx', ''],
      ['/en/docs/faq/', 'en', 'en/docs/faq/index.mdx', ''],
      ['/de/docs/faq/', 'de', 'en/docs/faq/index.mdx', ''],
      ['/pt-BR/', 'pt-BR', 'pt-BR/index.mdx', ''],
    ]);
  });

  it('keeps page loaders out of the entry: one module of loaders per locale, with only its pages', () => {
    const { code, tables } = generate(routes);
    expect(code).not.toMatch(PAGE_IMPORT);
    expect(code.match(TABLE_IMPORT)).toHaveLength(4);
    expect(Object.keys(tables)).toEqual([
      '/cache/routes-zh.js',
      '/cache/routes-en.js',
      '/cache/routes-de.js',
      '/cache/routes-pt-BR.js',
    ]);
    expect(tables['/cache/routes-de.js']?.match(PAGE_IMPORT)).toEqual([
      expect.stringContaining('/site/docs/en/docs/faq/index.mdx'),
    ]);
  });

  it("loads a page with its own locale's loaders only", async () => {
    const out = load(generate(routes));
    await out[2]?.preload();
    expect([...new Set(runtime.fetched)].sort()).toEqual(['/cache/routes-de.js', '/site/docs/en/docs/faq/index.mdx', 'chrome']);
  });

  it('shares one component between routes of the same file', async () => {
    const out = load(generate(routes));
    expect(out[1]?.element.type).toBe(out[2]?.element.type);
    expect(out[0]?.element.type).not.toBe(out[1]?.element.type);
    await expect(out[2]?.preload()).resolves.toMatchObject({ file: '/site/docs/en/docs/faq/index.mdx' });
  });

  it('loads the docs chrome with docs pages only, and waits for it', async () => {
    let release = () => {};
    const chromeLoads: string[] = [];
    const chrome = {
      preloadChrome: () => {
        chromeLoads.push('preload');
        return new Promise<void>(resolve => {
          release = resolve;
        });
      },
      loadChrome: () => Promise.resolve(),
    };
    const out = load(generate(routes), chrome);
    await out[3]?.preload();
    expect(chromeLoads).toEqual([]);
    let done = false;
    const docs = out[1]?.preload().then(() => {
      done = true;
    });
    await new Promise(resolve => setTimeout(resolve, 10));
    expect(chromeLoads).toEqual(['preload']);
    expect(done).toBe(false);
    release();
    await docs;
    expect(done).toBe(true);
  });

  it('names the files a route needs without fetching or running them', async () => {
    const out = load(generate(routes));
    // Before its locale's loaders are here, they are what to prefetch.
    expect(out[2]?.prefetchUrls()).toEqual(['/static/js/async/_cache_routes_de_js.js', '/static/js/async/chrome.js']);
    expect(out[3]?.prefetchUrls()).toEqual(['/static/js/async/_cache_routes_pt_BR_js.js']);
    expect(runtime.fetched).toEqual([]);
    await out[1]?.preload();
    runtime.fetched = [];
    // en is loaded: its pages' own files (de's loaders are still not).
    expect(out[1]?.prefetchUrls()).toEqual([
      '/static/js/async/_site_docs_en_docs_faq_index_mdx.js',
      '/static/js/async/chrome.js',
    ]);
    expect(out[2]?.prefetchUrls()).toEqual(['/static/js/async/_cache_routes_de_js.js', '/static/js/async/chrome.js']);
    expect(runtime.fetched).toEqual([]);
    // The runtime's own loader is back in place.
    await out[2]?.preload();
    expect(runtime.fetched).toContain('/cache/routes-de.js');
  });

  it("names lazily loaded files by the hashes the page's HTML lists, and loads other locales as pages", async () => {
    // The page's HTML (plugins/content-hashed-chunks.ts): hashes of what a de page may load.
    const element = {
      textContent: JSON.stringify({ '/cache/routes-de.js': '0a1b2c3d', chrome: '99887766' }),
      dataset: { lang: 'de' },
    };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'diglot-chunks' ? element : null) });
    const u = (id: string) => `static/js/async/${id.replace(/\W+/g, '_')}.js`;
    runtime.u = u;
    vi.stubGlobal('__webpack_get_script_filename__', (id: string) => runtime.u?.(id));
    try {
      const out = load(generate(routes));
      expect(out[2]?.prefetchUrls()).toEqual([
        '/static/js/async/_cache_routes_de_js.0a1b2c3d.js',
        '/static/js/async/chrome.99887766.js',
      ]);
      // An en page: not this page's locale; its own HTML brings its hashes.
      expect(out[1]?.prefetchUrls()).toEqual([]);
      await expect(out[1]?.preload()).rejects.toThrow(/another locale/);
      await out[2]?.preload();
      expect(runtime.fetched).toContain('/cache/routes-de.js');
    } finally {
      vi.stubGlobal('document', undefined);
      delete runtime.u;
      vi.stubGlobal('__webpack_get_script_filename__', u);
    }
  });

  it('writes each locale once per run of routes, and reads every route back', async () => {
    // Three locales falling back to the same three files: the module steps
    // go forward, then back to the first file at each new locale.
    const many = ['ar', 'de', 'fr'].flatMap(lang =>
      ['/docs/faq/', '/docs/usage/', '/pricing/'].map(p => route(`/${lang}${p}`, lang, `en${p}index.mdx`)),
    );
    const generated = generate(many);
    expect(generated.code).toContain('const runs = [0,1,3,1,1,3,2,1,3];');
    const out = load(generated);
    await Promise.all(out.map(r => r.preload()));
    expect(out.map(r => [r.path, r.lang, r.filePath])).toEqual(many.map(r => [r.routePath, r.lang, r.relativePath]));
  });

  it('names chunks as Rspress does, so route preload links keep working', () => {
    expect(routeChunkName('en/docs/faq/index.mdx')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(Object.values(generate(routes).tables).join('\n')).toContain(routeChunkName('en/docs/faq/index.mdx'));
  });
});
