/**
 * Runs a remark plugin only on pages that hold a code block in one of the
 * given languages (plugins/preview.ts uses it for plugin-preview's).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

type RemarkTransform = (tree: Root, file: unknown) => unknown;
type RemarkAttacher = (this: unknown, options: unknown) => RemarkTransform;
export type RemarkEntry = RemarkAttacher | [RemarkAttacher, unknown];

function hasCodeIn(tree: Root, languages: ReadonlySet<string>): boolean {
  let found = false;
  visit(tree, 'code', node => {
    if (node.lang && languages.has(node.lang)) found = true;
  });
  return found;
}

/**
 * plugin-preview's remark plugin looks its page up in the list of every
 * route, on every page: 1,335 × 1,335 path comparisons, ~1.5 s of each
 * build. It changes nothing on a page without a jsx/tsx code block (inline
 * previews record no demos), so such pages skip it.
 */
export function onlyWhereCodeIn(languages: ReadonlySet<string>, entry: RemarkEntry): RemarkEntry {
  const [attacher, options] = Array.isArray(entry) ? entry : [entry, undefined];
  function attachWhereCode(this: unknown, pluginOptions: unknown): RemarkTransform {
    const transform = attacher.call(this, pluginOptions);
    return (tree, file) => (hasCodeIn(tree, languages) ? transform(tree, file) : undefined);
  }
  return Array.isArray(entry) ? [attachWhereCode, options] : attachWhereCode;
}
