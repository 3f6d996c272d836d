/**
 * Docs headings in Japanese and Chinese break between phrases, as the
 * marketing headings do (rules/phrases.ts): at build time each heading's
 * text gets a `<wbr>` between the phrases BudouX finds, and the docs CSS
 * sets headings with `word-break: keep-all`, so lines break only there.
 * A `<wbr>` rather than a zero-width space: it adds no character, so the
 * table of contents, the search index and copied text stay as written.
 * Table cells get the same marks (issue 27): set `keep-all`, a column is
 * never narrower than its longest phrase, so a phone scrolls the table
 * sideways instead of stacking a label one character a line.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Heading, PhrasingContent, Root, TableCell } from 'mdast';
import { visit } from 'unist-util-visit';
import { phraseParts } from '../rules/phrases';
import { phraseSegmenter } from './marketing/phrases';

/** The locale folder a docs source sits in (`docs/<lang>/…`), or null outside it. */
export function sourceLang(docsRoot: string, file: string): string | null {
  const relative = path.relative(docsRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [lang] = relative.split(path.sep);
  return lang && relative.includes(path.sep) ? lang : null;
}

const WBR = { type: 'mdxJsxTextElement', name: 'wbr', attributes: [], children: [] } as unknown as PhrasingContent;

/** A heading's inline content with a `<wbr>` between phrases of its text; code (a value, not children) is kept whole. */
export function withWordBreaks(children: PhrasingContent[], segment: (text: string) => string[]): PhrasingContent[] {
  return children.flatMap(child => {
    if (child.type === 'text') {
      // A custom anchor (`{#id}`) is read from the text later: keep it whole, at the end.
      const [, words = '', anchor = ''] = /^([\s\S]*?)(\s*\{#[^}]*\}\s*)?$/.exec(child.value) ?? [];
      const parts = phraseParts(words, segment);
      if (anchor) parts.push(`${parts.pop() ?? ''}${anchor}`);
      return parts.flatMap((value, i) => (i === 0 ? [] : [WBR]).concat({ type: 'text', value }));
    }
    if ('children' in child && Array.isArray(child.children)) {
      return [{ ...child, children: withWordBreaks(child.children as PhrasingContent[], segment) } as PhrasingContent];
    }
    return [child];
  });
}

/**
 * `roots`: folders whose first level names the locale: the docs, and the
 * pages converted at build time (zh → zh-TW), which are written elsewhere.
 */
export function remarkHeadingPhrases(...roots: string[]) {
  return () => (tree: Root, file: { path?: string }) => {
    const path = file.path;
    const lang = path ? (roots.map(root => sourceLang(root, path)).find(Boolean) ?? null) : null;
    const segment = lang ? phraseSegmenter(lang) : null;
    if (!segment) return;
    visit(tree, ['heading', 'tableCell'], node => {
      const parent = node as Heading | TableCell;
      parent.children = withWordBreaks(parent.children, segment);
    });
  };
}

export function headingPhrasesPlugin(...roots: string[]): RspressPlugin {
  return {
    name: 'diglot:heading-phrases',
    markdown: { remarkPlugins: [remarkHeadingPhrases(...roots)] },
  };
}
