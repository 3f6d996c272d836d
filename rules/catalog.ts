/**
 * Marketing layouts and catalogs (issue 20): a page's layout names each
 * string a reader sees by a key; each locale's catalog gives the words of
 * those keys. These functions read the keys out of a layout and put the
 * words back in, at build time.
 */
import { isProseField } from './marketing';

type Tree = unknown;

function mapProse(tree: Tree, field: string, visit: (key: string) => unknown): unknown {
  if (typeof tree === 'string') return isProseField(field) ? visit(tree) : tree;
  if (Array.isArray(tree)) return tree.map(item => mapProse(item, field, visit));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, mapProse(v, k, visit)]));
  }
  return tree;
}

/** Every text key a layout names, in reading order. */
export function layoutKeys(layout: Tree): string[] {
  const keys: string[] = [];
  mapProse(layout, '', key => keys.push(key));
  return keys;
}

export class MissingWordsError extends Error {}

/**
 * The copy of a page: its layout with every key replaced by the catalog's
 * words. Names the missing keys rather than drawing a page with holes.
 */
export function fillLayout<T>(layout: T, words: Readonly<Record<string, string>>, where: string): T {
  const missing = layoutKeys(layout).filter(key => typeof words[key] !== 'string');
  if (missing.length > 0) throw new MissingWordsError(`${where} has no words for ${missing.join(', ')}`);
  return mapProse(layout, '', key => words[key as string]) as T;
}
