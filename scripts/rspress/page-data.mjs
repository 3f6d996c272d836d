// @ts-check
/**
 * The one place this site reaches into Rspress's internals.
 *
 * What it replaces: `extractPageData` of @rspress/core
 * (dist/node/route/extractPageData.js), and only where Rspress's page-data
 * module (dist/node/runtimeModule/pageData/createPageData.js) imports it.
 * `resolve` below is a Node module resolve hook, installed by register.mjs
 * (`node --import`, in the build and the dev server), that hands that one
 * importer this module instead; everyone else, this module included, still
 * gets Rspress's own function.
 *
 * Why: Rspress reads every page's Markdown for its page data (title,
 * headings, front matter) before the bundlers start, and keeps nothing
 * between runs: 5–9 s of every build and dev-server launch for our 1,335
 * routes. This is the same function with its results kept by content hash.
 *
 * How an Rspress upgrade that moves either file is caught:
 * tests/unit/rspress-command.test.ts checks that both files exist and that
 * the page-data module still imports `extractPageData` by that path (the
 * hook would otherwise do nothing, quietly); tests/unit/page-data.test.ts
 * checks that what this module gives equals what Rspress's own gives.
 *
 * How to turn it off: `DIGLOT_BUILD_CACHE=off` (register.mjs then installs
 * no hook, and Rspress reads every page itself), or remove the `register`
 * line of register.mjs.
 *
 * The cache:
 * - Each route's result is kept in node_modules/.cache/diglot/page-data.bin,
 *   keyed by a hash of Rspress's version, the options, the route and the
 *   file's bytes. A page that imports Markdown by its file name is never
 *   kept: Rspress inlines that file, which the key does not cover. An
 *   import by a bare or aliased name adds the alias entries it could go
 *   through to the key; other imports (components) need nothing more, so
 *   the dev server (whose alias table also has react-refresh) and the build
 *   share the entries of most pages.
 * - Routes not in the cache are read by Rspress's own function. (Worker
 *   threads were tried: on this 2-core machine two parsers at once run at
 *   1.2× the speed of one, and a pool saved nothing over one thread with a
 *   larger young generation.)
 * - The dev server and the build ask with different options, so entries of
 *   both stay: the cache holds up to KEPT_PER_ROUTE entries per route, and
 *   drops those least recently used beyond that.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_FORMAT = 3;
const KEPT_PER_ROUTE = 3;
/** What an import statement imports. */
const IMPORT_SPECIFIER = /^\s*import\b[^'"\n]*['"]([^'"\n]+)['"]/gm;
/** A file Rspress does not inline (it inlines imported Markdown). */
const NOT_MARKDOWN = /\.(?:[cm]?[jt]sx?|json|css)$/;

/** @typedef {{ routePath: string, absolutePath: string, lang: string, version: string }} RouteMeta */
/** @typedef {Record<string, unknown>} PageIndexInfo */
/** @typedef {{ format: number, run: number, routes?: number, entries: Map<string, { info: PageIndexInfo, run: number }> }} Store */

export const CACHE_FILE = path.join(root, 'node_modules/.cache/diglot/page-data.bin');

const EXTRACTOR = /\/@rspress\/core\/dist\/node\/route\/extractPageData\.js$/;
const CALLER = /\/@rspress\/core\/dist\/node\/runtimeModule\/pageData\/createPageData\.js$/;

/**
 * The resolve hook: Rspress's page-data module asking for `extractPageData`
 * gets this module; every other importer gets what it asked for.
 * @type {import('node:module').ResolveHook}
 */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (EXTRACTOR.test(resolved.url) && context.parentURL && CALLER.test(context.parentURL)) {
    return { ...resolved, url: import.meta.url };
  }
  return resolved;
}

/** @returns {Promise<(routeService: any, options: any) => Promise<PageIndexInfo[]>>} */
async function rspressExtractor() {
  const module = await import(path.join(root, 'node_modules/@rspress/core/dist/node/route/extractPageData.js'));
  return module.extractPageData;
}

function rspressVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@rspress/core/package.json'), 'utf8')).version;
}

/**
 * JSON with object keys sorted and patterns as text: Rspress fills the alias
 * table in the order its lookups finish, which differs from run to run.
 */
export function stableJson(/** @type {unknown} */ value) {
  return JSON.stringify(value, (_key, item) => {
    if (item instanceof RegExp) return String(item);
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map(key => [key, item[key]]),
      );
    }
    return item;
  });
}

const sha = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');

/**
 * The cache key of one route's page data, or null when it must not be kept.
 * @param {string} optionsKey Rspress's version and the options, alias table apart
 * @param {Record<string, unknown>} alias
 * @param {RouteMeta} route
 * @param {string | null} source
 */
export function pageKey(optionsKey, alias, route, source) {
  if (source === null) return null;
  /** @type {Array<[string, unknown]>} */
  const aliasesUsed = [];
  for (const [, specifier = ''] of source.matchAll(IMPORT_SPECIFIER)) {
    if (/\.mdx?$/.test(specifier)) return null;
    if (NOT_MARKDOWN.test(specifier)) continue;
    for (const [name, target] of Object.entries(alias)) {
      const bare = name.replace(/\$$/, '');
      if (specifier === bare || (!name.endsWith('$') && specifier.startsWith(`${bare}/`))) aliasesUsed.push([name, target]);
    }
  }
  aliasesUsed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const routeKey = JSON.stringify([route.routePath, route.absolutePath, route.lang, route.version, aliasesUsed]);
  return sha(`${optionsKey}\0${routeKey}\0${source}`);
}

/** @returns {Store} */
const emptyStore = () => ({ format: CACHE_FORMAT, run: 0, entries: new Map() });

/** The cache file's contents, or an empty store when it is missing or not ours. @returns {Store} */
function readStore(/** @type {string} */ file) {
  try {
    const stored = v8.deserialize(fs.readFileSync(file));
    if (stored?.format === CACHE_FORMAT && stored.entries instanceof Map && Number.isInteger(stored.run)) return stored;
  } catch {}
  return emptyStore();
}

function writeStore(/** @type {string} */ file, /** @type {Store} */ store) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, v8.serialize(store));
  fs.renameSync(temporary, file);
}

function readSource(/** @type {string} */ file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Same contract as Rspress's: reads every route's page data, hands each to
 * its route page, and returns them in route order.
 * @param {{ getRoutes(): RouteMeta[], getRoutePageByRoutePath(routePath: string): { setPageIndexInfo(info: PageIndexInfo): void } | undefined }} routeService
 * @param {Record<string, unknown>} options
 * @param {string} [cacheFile]
 */
export async function extractPageData(routeService, options, cacheFile = CACHE_FILE) {
  const started = performance.now();
  const routes = routeService.getRoutes();
  const useCache = process.env.DIGLOT_BUILD_CACHE !== 'off';
  const store = useCache ? readStore(cacheFile) : emptyStore();
  const run = store.run + 1;
  const { alias = {}, ...rest } = options;
  const optionsKey = sha(stableJson([CACHE_FORMAT, rspressVersion(), rest]));
  const aliasTable = /** @type {Record<string, unknown>} */ (alias);
  const keys = routes.map(route => pageKey(optionsKey, aliasTable, route, readSource(route.absolutePath)));

  /** @type {PageIndexInfo[]} */
  const pages = new Array(routes.length);
  /** @type {number[]} */
  const missing = [];
  keys.forEach((key, i) => {
    const hit = key ? store.entries.get(key) : undefined;
    // An entry is used only when it is one: an object holding the page's data.
    if (hit && typeof hit === 'object' && hit.info && typeof hit.info === 'object' && !Array.isArray(hit.info)) {
      pages[i] = hit.info;
      hit.run = run;
    } else missing.push(i);
  });
  const read = missing.length
    ? await (await rspressExtractor())(
        { getRoutes: () => missing.map(i => routes[i]), getRoutePageByRoutePath: () => undefined },
        options,
      )
    : [];
  missing.forEach((routeIndex, i) => {
    pages[routeIndex] = read[i];
  });

  if (useCache) {
    // Written before Rspress's plugins extend the objects (extendPageData mutates them).
    missing.forEach(i => {
      const key = keys[i];
      if (key) store.entries.set(key, { info: pages[i], run });
    });
    // Sized by the most routes any run had: a dev server started for one
    // locale (`--locale ja`, 89 routes) must not drop the other 14 locales' pages.
    const sized = Math.max(routes.length, Number.isInteger(store.routes) ? Number(store.routes) : 0);
    const kept = [...store.entries].sort(([, a], [, b]) => b.run - a.run).slice(0, KEPT_PER_ROUTE * sized);
    writeStore(cacheFile, { format: CACHE_FORMAT, run, routes: sized, entries: new Map(kept) });
  }
  routes.forEach((route, i) => {
    routeService.getRoutePageByRoutePath(route.routePath)?.setPageIndexInfo(pages[i]);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Page data: ${routes.length} routes in ${seconds} s (${routes.length - missing.length} from cache, ${missing.length} read)`,
  );
  return pages;
}
