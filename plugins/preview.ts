/**
 * `@rspress/plugin-preview` renders ```tsx preview code blocks as live
 * examples. Two of its defaults put weight on every page: an iframe
 * device frame mounted globally, and its Preview component imported into
 * every MDX file. We only use inline previews, so this wrapper drops the
 * device frame and imports our own Preview only into pages that have one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { hoistPrecedenceStyles } from './hoist-styles';
import { onlyWhereCodeIn, type RemarkEntry } from './remark-only-where-code';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Code blocks in these languages may be live previews (plugin-preview's default). */
const PREVIEW_LANGUAGES: ReadonlySet<string> = new Set(['jsx', 'tsx']);
export const PREVIEW_COMPONENT = path.join(here, '../theme/components/Preview/index.tsx');

function hasPreview(tree: Root): boolean {
  let found = false;
  visit(tree, node => {
    if (
      (node as { type: string; name?: string }).type === 'mdxJsxFlowElement' &&
      (node as { name?: string }).name === 'Preview'
    ) {
      found = true;
    }
  });
  return found;
}

/** `import Preview from '…'` where a page renders a preview, nowhere else. */
export function remarkImportPreview() {
  return (tree: Root) => {
    if (!hasPreview(tree)) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import Preview from ${JSON.stringify(PREVIEW_COMPONENT)};`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Preview' } }],
              source: { type: 'Literal', value: PREVIEW_COMPONENT, raw: JSON.stringify(PREVIEW_COMPONENT) },
              attributes: [],
            },
          ],
        },
      },
    } as never);
  };
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.html'))
    .map(file => path.join(dir, file));
}

export function previewPlugin(outDir: string): RspressPlugin {
  const base = pluginPreview({ defaultPreviewMode: 'internal', previewLanguages: [...PREVIEW_LANGUAGES] });
  return {
    ...base,
    name: 'diglot:preview',
    globalUIComponents: [],
    async afterBuild(config, isProd) {
      await base.afterBuild?.(config, isProd);
      if (!isProd) return;
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (!html.includes('data-precedence')) continue;
        const hoisted = hoistPrecedenceStyles(html);
        if (hoisted !== html) fs.writeFileSync(file, hoisted);
      }
    },
    markdown: {
      remarkPlugins: [
        ...((base.markdown?.remarkPlugins ?? []) as RemarkEntry[]).map(entry => onlyWhereCodeIn(PREVIEW_LANGUAGES, entry)),
        remarkImportPreview,
      ] as never,
      globalComponents: [],
    },
  };
}
