// @ts-check
/**
 * Module resolve hook (see register.mjs). Rspress reads every page's Markdown
 * for its page data (title, headings, front matter) before the bundlers
 * start, and keeps nothing between runs: 5–9 s of every build and dev-server
 * launch for our 1,335 routes. When Rspress's page-data module asks for
 * `extractPageData`, it gets ours (page-data.mjs): the same function, with
 * results kept by content hash. Everyone else, page-data.mjs included, still
 * gets Rspress's original.
 */

const EXTRACTOR = /\/@rspress\/core\/dist\/node\/route\/extractPageData\.js$/;
const CALLER = /\/@rspress\/core\/dist\/node\/runtimeModule\/pageData\/createPageData\.js$/;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (EXTRACTOR.test(resolved.url) && context.parentURL && CALLER.test(context.parentURL)) {
    return { ...resolved, url: new URL('./page-data.mjs', import.meta.url).href };
  }
  return resolved;
}
