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
  const rows: string[] = [];

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
    const prefix = route.lang && route.routePath.startsWith(`/${route.lang}/`) ? `/${route.lang}` : '';
    const pure = route.routePath.slice(prefix.length);
    let p = pureIndex.get(pure);
    if (p === undefined) {
      p = purePaths.length;
      pureIndex.set(pure, p);
      purePaths.push(pure);
    }
    rows.push(`${p},${m},${l},${prefix ? 1 : 0}`);
  }

  const loaders = modules
    .map(
      (file, i) =>
        `()=>import(/* webpackChunkName: ${JSON.stringify(routeChunkName(relativePaths[i] as string))} */ ${JSON.stringify(file)})`,
    )
    .join(',\n');

  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const loaders = [
${loaders}
];
const files = ${JSON.stringify(relativePaths)};
const langs = ${JSON.stringify(langs)};
const components = [];
function component(m) {
  return components[m] || (components[m] = lazyWithPreload(loaders[m]));
}
const paths = ${JSON.stringify(purePaths)};
const table = [${rows.join(',')}];
export const routes = [];
for (let i = 0; i < table.length; i += 4) {
  const m = table[i + 1];
  const lang = langs[table[i + 2]];
  routes.push({
  path: (table[i + 3] ? '/' + lang : '') + paths[table[i]],
  filePath: files[m],
  lang,
  version: '',
  get element() {
    return React.createElement(component(m));
  },
  preload: async () => {
    await component(m).preload();
    return loaders[m]();
  },
  });
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
