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

const ROBOTS_META = /<meta\b[^>]*\bname=["']?robots\b[^>]*>/gi;
const SEARCH_ROOT_TAG = /<[a-zA-Z][^>]*\sdata-search-root[\s=>]/g;
const LVL0_TAG = /<[a-zA-Z][^>]*\sdata-search-lvl0[\s=>]/g;

/** Pages kept out of search engines (drafts, not-found) stay out of site search too. */
export function isNoindex(html: string): boolean {
  return [...html.matchAll(ROBOTS_META)].some(([tag]) =>
    /noindex/.test(parse(tag).querySelector('meta')?.getAttribute('content') ?? ''),
  );
}

/**
 * The part of a built page the records come from: the breadcrumb item that
 * names the category through the end of the page's one article. Parsing
 * only that is a quarter of the work of the whole page (navbar, sidebar,
 * footer, scripts). A page of any other shape (no marker, markers out of
 * order, more than one article) is parsed whole.
 */
export function searchRegion(html: string): string {
  const roots = [...html.matchAll(SEARCH_ROOT_TAG)];
  const lvl0s = [...html.matchAll(LVL0_TAG)];
  const end = html.lastIndexOf('</article>');
  if (roots.length !== 1 || lvl0s.length > 1 || html.split('<article').length !== 2) return html;
  const root = roots[0]?.index as number;
  const start = lvl0s.length ? (lvl0s[0]?.index as number) : root;
  if (start > root || end < root || !html.slice(root).startsWith('<article')) return html;
  return html.slice(start, end + '</article>'.length);
}

export function extractRecords(html: string, { url }: ExtractOptions): SearchRecord[] {
  if (isNoindex(html)) return [];
  const root = parse(searchRegion(html));
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
