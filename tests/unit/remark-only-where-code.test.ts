/** plugin-preview's remark plugin runs only on pages with a jsx/tsx code block (plugins/preview.ts). */
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { onlyWhereCodeIn } from '../../plugins/remark-only-where-code';

/** Stands in for plugin-preview's plugin: marks every tree it sees. */
function marking(this: unknown, options: unknown) {
  return (tree: Root) => {
    tree.children.push({ type: 'html', value: `seen ${JSON.stringify(options)}` });
  };
}

const page = (...children: Root['children']): Root => ({ type: 'root', children });
const heading: Root['children'][number] = { type: 'heading', depth: 1, children: [{ type: 'text', value: 'PDF' }] };

describe('plugin-preview on pages that may hold a preview', () => {
  const wrapped = onlyWhereCodeIn(new Set(['jsx', 'tsx']), [marking as never, { mode: 'internal' }]);
  const [attacher, options] = wrapped as [(this: unknown, o: unknown) => (tree: Root, file: unknown) => void, unknown];

  it('passes the options through and runs where a tsx or jsx block is', () => {
    for (const lang of ['tsx', 'jsx']) {
      const tree = page(heading, { type: 'code', lang, value: 'export default () => null;' });
      attacher.call({}, options)(tree, {});
      expect(tree.children.at(-1)).toEqual({ type: 'html', value: 'seen {"mode":"internal"}' });
    }
  });

  it('leaves pages with other code, or none, untouched', () => {
    for (const tree of [page(heading), page(heading, { type: 'code', lang: 'bash', value: 'npm ci' })]) {
      const before = structuredClone(tree);
      attacher.call({}, options)(tree, {});
      expect(tree).toEqual(before);
    }
  });

  it('wraps a plugin given without options too', () => {
    const bare = onlyWhereCodeIn(new Set(['tsx']), marking as never) as (o: unknown) => (t: Root, f: unknown) => void;
    const tree = page({ type: 'code', lang: 'tsx', value: '' });
    bare.call({}, undefined)(tree, {});
    expect(tree.children).toHaveLength(2);
  });
});
