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
 *   (`localeOfPath`), so nothing needs a list of every page at run time.
 * The emitted module keeps the shape `virtual-routes` consumers rely on:
 * `{ path, element, filePath, preload, lang, version }`.
 */
import { createHash } from 'node:crypto';
import type { RouteMeta, RspressPlugin } from '@rspress/core';

/** Same naming as Rspress, so its route-chunk preload links keep working. */
export function routeChunkName(relativePath: string): string {
  const hash = createHash('sha256').update(relativePath).digest('hex').slice(0, 12);
  return `route-${hash}`;
}

export function generateCompactRoutesCode(routes: readonly RouteMeta[]): string {
  const modules: string[] = [];
  const moduleIndex = new Map<string, number>();
  const relativePaths: string[] = [];
  const langs: string[] = [];
  const langIndex = new Map<string, number>();
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
    }
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

  const loaders = modules
    .map(
      (file, i) =>
        `()=>import(/* webpackChunkName: ${JSON.stringify(routeChunkName(relativePaths[i] as string))} */ ${JSON.stringify(file)})`,
    )
    .join(',\n');

  // A route's file path is only read after its module has loaded
  // (Rspress's initPageData), and the module names it as the key of its
  // page meta, so the list of every file need not be in the bundle.
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const loaders = [
${loaders}
];
const langs = ${JSON.stringify(langs)};
const components = [];
const files = [];
function component(m) {
  return components[m] || (components[m] = lazyWithPreload(loaders[m]));
}
function fileOf(mod) {
  const meta = mod && mod.default && mod.default.__RSPRESS_PAGE_META;
  const key = meta ? Object.keys(meta)[0] : undefined;
  return key ? decodeURIComponent(key) : '';
}
const paths = ${JSON.stringify(purePaths)};
const runs = ${JSON.stringify(runs)};
const table = ${JSON.stringify(rows)};
export const routes = [];
function add(p, m, lang, prefixed) {
  routes.push({
  path: (prefixed ? '/' + lang : '') + paths[p],
  get filePath() {
    return files[m] || '';
  },
  lang,
  version: '',
  get element() {
    return React.createElement(component(m));
  },
  preload: async () => {
    await component(m).preload();
    const mod = await loaders[m]();
    files[m] = fileOf(mod);
    return mod;
  },
  });
}
for (let r = 0, i = 0, m = 0; r < runs.length; r += 3) {
  for (let k = 0; k < runs[r + 2]; k++, i += 2) {
    m += table[i + 1];
    add(table[i], m, langs[runs[r]], runs[r + 1]);
  }
}
`;
}

export function compactRuntimePlugin(): RspressPlugin {
  return {
    name: 'diglot:compact-runtime',
    routeServiceGenerated(routeService: { getRoutes(): RouteMeta[]; generateRoutesCode(): string }) {
      routeService.generateRoutesCode = () => generateCompactRoutesCode(routeService.getRoutes());
    },
    // Runs before the table is serialised; the search index it also feeds
    // is disabled (Pagefind indexes the built pages instead).
    modifySearchIndexData(pages) {
      pages.splice(0, pages.length);
    },
  };
}
