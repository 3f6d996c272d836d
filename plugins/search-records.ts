/**
 * Turns a built docs page into search records in DocSearch's shape: a
 * record for the page (lvl1), one per heading (lvl2–lvl6) and one per
 * paragraph, list item, table cell or quote (content), each with the
 * hierarchy above it and a URL to the nearest heading. The embedded index
 * is built from these; the DocSearch crawler config uses the same
 * selectors (site/search.ts), so both backends see the same records.
 */
import { type HTMLElement, type Node, NodeType, parse } from 'node-html-parser';
import { type Hierarchy, LEVELS, type SearchRecord } from '../rules/search';

const CONTENT_TAGS = new Set(['P', 'LI', 'TD', 'BLOCKQUOTE']);
const HEADING = /^H([1-6])$/;
const SKIPPED = new Set(['PRE', 'SCRIPT', 'STYLE', 'SVG', 'FIGURE', 'NAV']);

function text(element: HTMLElement): string {
  return element.textContent.replace(/\s+/g, ' ').trim();
}

function emptyHierarchy(): Hierarchy {
  return Object.fromEntries(LEVELS.map(level => [level, null])) as Hierarchy;
}

export interface ExtractOptions {
  /** Canonical URL path of the page, e.g. `/ja/docs/faq/`. */
  url: string;
}

export function extractRecords(html: string, { url }: ExtractOptions): SearchRecord[] {
  const root = parse(html);
  // Pages kept out of search engines (drafts, not-found) stay out of site search too.
  if (/noindex/.test(root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) return [];
  const article = root.querySelector('[data-search-root]');
  if (!article) return [];
  // Heading permalinks ("#") are not part of the text.
  for (const permalink of article.querySelectorAll('.dg-heading__anchor, .rp-header-anchor')) permalink.remove();
  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = root.querySelector('[data-search-lvl0]')?.textContent.trim() || null;
  const records: SearchRecord[] = [];
  let anchor = '';
  let position = 0;

  const push = (type: SearchRecord['type'], content: string | null) => {
    const hash = anchor ? `#${anchor}` : '';
    records.push({
      objectID: `${url}${hash}-${position++}`,
      url: `${url}${hash}`,
      type,
      content,
      hierarchy: { ...hierarchy },
    });
  };

  const walk = (node: Node) => {
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const element = node as HTMLElement;
    const tag = element.tagName;
    if (SKIPPED.has(tag)) return;
    const heading = HEADING.exec(tag);
    if (heading) {
      const depth = Number(heading[1]);
      const level = `lvl${depth}` as (typeof LEVELS)[number];
      hierarchy[level] = text(element);
      for (let d = depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as (typeof LEVELS)[number]] = null;
      anchor = depth === 1 ? '' : (element.getAttribute('id') ?? anchor);
      push(level, null);
      return;
    }
    if (CONTENT_TAGS.has(tag)) {
      // Leaf blocks only: a list item that holds paragraphs is read through them.
      const nested = element.querySelectorAll('p, li, td, blockquote');
      if (nested.length === 0) {
        const content = text(element);
        if (content) push('content', content);
        return;
      }
    }
    for (const child of element.childNodes) walk(child);
  };

  walk(article);
  return records;
}
