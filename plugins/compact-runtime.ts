/**
 * Keeps the first-load bundle small on a site with ~1,400 routes.
 *
 * Rspress puts two tables in the entry chunk: the route list (one lazy
 * component and one preload closure per route) and the page data of every
 * page (title, headings, front matter). Both grow with pages × locales: on
 * this site they weighed ~90 KB gzip, more than React itself. This plugin
 * - emits the route list as a compact table in which routes that share a
 *   source file (fallback pages) share one loader, and lazy components are
 *   created on first use;
 * - drops the page-data table: titles, headings and front matter come from
 *   each page's own chunk, and the theme reads the locale from the URL
 *   (`localeOfPath`), so nothing needs a list of every page at run time;
 * - keeps the loaders (one `import()` per page module, ~10 KB gzip for all
 *   locales) out of the entry: each locale's loaders are a small module of
 *   their own, loaded with the first page of that locale;
 * - loads a kind of page's chrome with its page: routes under `/docs/` also
 *   load the docs chrome (sidebar, TOC, prev/next), so marketing pages never
 *   download it and docs pages have it before they hydrate;
 * - tells the theme which chunk files a route needs without running them
 *   (`prefetchUrls`), so links in view are prefetched with
 *   `<link rel="prefetch">` rather than `import()`.
 * The emitted module keeps the shape `virtual-routes` consumers rely on:
 * `{ path, element, filePath, preload, lang, version }`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { CHUNK_HASHES_ELEMENT_ID } from './content-hashed-chunks';

/** Same naming as Rspress, so its route-chunk preload links keep working. */
export function routeChunkName(relativePath: string): string {
  const hash = createHash('sha256').update(relativePath).digest('hex').slice(0, 12);
  return `route-${hash}`;
}

export interface CompactRoutesOptions {
  /** Where the module of a locale's loaders is written (absolute path). */
  tableFile: (lang: string) => string;
  /**
   * A module whose `preloadChrome` and `loadChrome` load the chrome of docs
   * pages: awaited by every route under `/docs/` before it renders.
   */
  docsChrome?: string;
}

export interface CompactRoutes {
  /** The `virtual-routes` module. */
  code: string;
  /** The module of each locale's loaders, by file path. */
  tables: Record<string, string>;
}

const DOCS_PREFIX = '/docs/';
/**
 * The web build's chunk-loading global (set in rspress.config.ts): every
 * chunk file pushes its ids there, so the prefetcher can tell which chunks
 * the page already has (the initial ones are named files, not async ones).
 */
export const CHUNK_LOADING_GLOBAL = 'diglotChunks';

export function generateCompactRoutes(routes: readonly RouteMeta[], options: CompactRoutesOptions): CompactRoutes {
  const modules: string[] = [];
  const moduleIndex = new Map<string, number>();
  const relativePaths: string[] = [];
  const langs: string[] = [];
  const langIndex = new Map<string, number>();
  const modulesOfLang = new Map<string, Set<number>>();
  const purePaths: string[] = [];
  const pureIndex = new Map<string, number>();
  // Routes come grouped by locale, so the locale and its URL prefix are
  // written once per run of routes, and each route is only (path, module),
  // its module as a step from the previous one (mostly 1, or a repeat of
  // the same steps in every locale that falls back to the same sources).
  const runs: number[] = [];
  const rows: number[] = [];
  let previousModule = 0;

  for (const route of routes) {
    let m = moduleIndex.get(route.absolutePath);
    if (m === undefined) {
      m = modules.length;
      moduleIndex.set(route.absolutePath, m);
      modules.push(route.absolutePath);
      relativePaths.push(route.relativePath);
    }
    let l = langIndex.get(route.lang);
    if (l === undefined) {
      l = langs.length;
      langIndex.set(route.lang, l);
      langs.push(route.lang);
      modulesOfLang.set(route.lang, new Set());
    }
    modulesOfLang.get(route.lang)?.add(m);
    if (route.version) {
      throw new Error('compact routes: multi-version docs are not supported');
    }
    // Paths are stored as locale prefix + locale-less path, so the ~90
    // distinct page paths are written once rather than once per locale.
    const prefix = route.lang && route.routePath.startsWith(`/${route.lang}/`) ? 1 : 0;
    const pure = route.routePath.slice(prefix ? route.lang.length + 1 : 0);
    let p = pureIndex.get(pure);
    if (p === undefined) {
      p = purePaths.length;
      pureIndex.set(pure, p);
      purePaths.push(pure);
    }
    const last = runs.length - 3;
    if (last >= 0 && runs[last] === l && runs[last + 1] === prefix) {
      runs[last + 2] = (runs[last + 2] as number) + 1;
    } else {
      runs.push(l, prefix, 1);
    }
    rows.push(p, m - previousModule);
    previousModule = m;
  }

  const tables: Record<string, string> = {};
  for (const lang of langs) {
    const entries = [...(modulesOfLang.get(lang) ?? [])].map(
      m =>
        `${m}:()=>import(/* webpackChunkName: ${JSON.stringify(routeChunkName(relativePaths[m] as string))} */ ${JSON.stringify(modules[m])})`,
    );
    tables[options.tableFile(lang)] =
      `// Generated by plugins/compact-runtime.ts: the page loaders of one locale.\nexport const loaders = {\n${entries.join(',\n')}\n};\n`;
  }
  const tableLoaders = langs
    .map(
      lang =>
        `${JSON.stringify(lang)}:()=>import(/* webpackChunkName: ${JSON.stringify(`routes-${lang}`)} */ ${JSON.stringify(options.tableFile(lang))})`,
    )
    .join(',\n');
  const chrome = options.docsChrome
    ? `import { preloadChrome, loadChrome } from ${JSON.stringify(options.docsChrome)};`
    : 'const preloadChrome = () => Promise.resolve(); const loadChrome = preloadChrome;';

  // A route's file path is only read after its module has loaded
  // (Rspress's initPageData), and the module names it as the key of its
  // page meta, so the list of every file need not be in the bundle.
  const code = `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
${chrome}
// Lazily loaded scripts are named by their content (plugins/content-hashed-chunks.ts):
// the page's HTML lists the hash of each it may load, and the name the bundler asks
// for gets it. A route of another locale loads as a new page, which brings its own.
let hashes = null;
let hashedLang = typeof document !== 'undefined' && document.getElementById(${JSON.stringify(CHUNK_HASHES_ELEMENT_ID)});
if (hashedLang) {
  hashes = JSON.parse(hashedLang.textContent);
  hashedLang = hashedLang.dataset.lang;
  const nameOf = __webpack_require__.u;
  // "static/js/async/<id>.js" → "static/js/async/<id>.<hash>.js"
  __webpack_require__.u = id => (hashes[id] ? nameOf(id).slice(0, -2) + hashes[id] + '.js' : nameOf(id));
}
function elsewhere(lang) {
  return hashes && lang !== hashedLang;
}
const tables = {
${tableLoaders}
};
const loadedTables = {};
const pendingTables = {};
function table(lang) {
  return pendingTables[lang] || (pendingTables[lang] = tables[lang]().then(
    mod => (loadedTables[lang] = mod),
    error => { delete pendingTables[lang]; throw error; },
  ));
}
function load(m, lang) {
  return table(lang).then(mod => mod.loaders[m]());
}
const langs = ${JSON.stringify(langs)};
const components = [];
const files = [];
function component(m, lang) {
  return components[m] || (components[m] = lazyWithPreload(() => load(m, lang)));
}
function fileOf(mod) {
  const meta = mod && mod.default && mod.default.__RSPRESS_PAGE_META;
  const key = meta ? Object.keys(meta)[0] : undefined;
  return key ? decodeURIComponent(key) : '';
}
// The chunk files a loader would fetch, without fetching or running them:
// the bundler's chunk loader is swapped, for the synchronous start of the
// call only, for one that writes the ids down and never settles.
function chunkUrls(start) {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return [];
  const ensure = __webpack_require__.e;
  const ids = [];
  __webpack_require__.e = id => {
    ids.push(id);
    return new Promise(() => {});
  };
  try {
    start();
  } catch {
  } finally {
    __webpack_require__.e = ensure;
  }
  const loaded = new Set((globalThis[${JSON.stringify(CHUNK_LOADING_GLOBAL)}] || []).flatMap(entry => entry[0]));
  return ids.filter(id => !loaded.has(id)).map(id => __webpack_public_path__ + __webpack_get_script_filename__(id));
}
const paths = ${JSON.stringify(purePaths)};
const runs = ${JSON.stringify(runs)};
const table_ = ${JSON.stringify(rows)};
export const routes = [];
function add(p, m, lang, prefixed) {
  const docs = paths[p].startsWith(${JSON.stringify(DOCS_PREFIX)});
  routes.push({
  path: (prefixed ? '/' + lang : '') + paths[p],
  get filePath() {
    return files[m] || '';
  },
  lang,
  version: '',
  get element() {
    return React.createElement(component(m, lang));
  },
  preload: async () => {
    if (elsewhere(lang)) throw new Error('another locale');
    const [, mod] = await Promise.all([
      docs ? preloadChrome() : undefined,
      component(m, lang).preload().then(() => load(m, lang)),
    ]);
    files[m] = fileOf(mod);
    return mod;
  },
  // Until the locale's loaders are here, its table is what to prefetch.
  prefetchUrls: () => elsewhere(lang) ? [] : [
    ...(loadedTables[lang] ? chunkUrls(() => loadedTables[lang].loaders[m]()) : chunkUrls(tables[lang])),
    ...(docs ? chunkUrls(loadChrome) : []),
  ],
  });
}
for (let r = 0, i = 0, m = 0; r < runs.length; r += 3) {
  for (let k = 0; k < runs[r + 2]; k++, i += 2) {
    m += table_[i + 1];
    add(table_[i], m, langs[runs[r]], runs[r + 1]);
  }
}
`;
  return { code, tables };
}

/** Writes a file only when its content changed (keeps the dev server's watcher quiet). */
function writeIfChanged(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
}

export function compactRuntimePlugin(options: { cacheDir: string; docsChrome?: string }): RspressPlugin {
  return {
    name: 'diglot:compact-runtime',
    routeServiceGenerated(routeService: { getRoutes(): RouteMeta[]; generateRoutesCode(): string }) {
      routeService.generateRoutesCode = () => {
        const { code, tables } = generateCompactRoutes(routeService.getRoutes(), {
          tableFile: lang => path.join(options.cacheDir, `routes-${lang}.js`),
          docsChrome: options.docsChrome,
        });
        for (const [file, content] of Object.entries(tables)) writeIfChanged(file, content);
        return code;
      };
    },
    // Runs before the table is serialised; the search index it also feeds
    // is disabled (plugins/search-index.ts indexes the built pages instead).
    modifySearchIndexData(pages) {
      pages.splice(0, pages.length);
    },
  };
}
