/**
 * Saved searches (DocSearch's recent and favourite searches, kept in
 * localStorage) are outside input: anything on the device, another tab or
 * an extension can write them. DocSearch draws their text as HTML and
 * follows their `url`. Before the dialog reads them, each entry is rebuilt
 * from what it may hold: a same-site path, and text that is drawn as text.
 */

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
const TYPES = new Set<string>([...LEVELS, 'content']);
/** Longest text kept in one field: a heading or a snippet, never a page. */
const MAX_TEXT = 500;
const MAX_URL = 2000;

export interface SavedSearch {
  objectID: string;
  type: Level | 'content';
  url: string;
  hierarchy: Record<Level, string | null>;
  content: string | null;
  /**
   * What DocSearch draws (it reads `_snippetResult.<field>.value` first, as
   * HTML): the same text, escaped, so markup in it shows as characters.
   */
  _snippetResult: {
    hierarchy: Record<Level, { value: string }>;
    content: { value: string };
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control characters carry nothing a heading needs.
  const clean = value.replace(/\p{Cc}/gu, ' ').trim();
  return clean ? clean.slice(0, MAX_TEXT) : null;
}

/**
 * The same-site path a saved URL names, or null: a path on this site
 * (`/ja/docs/x/#y`), or an absolute URL on one of `origins`, read as its
 * path. Anything else (another host, `//host`, `javascript:`, a backslash,
 * control characters) is refused.
 */
export function sameSitePath(url: unknown, origins: readonly string[]): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL) return null;
  if (/[\p{Cc} \\]/u.test(url)) return null;
  const base = origins[0];
  if (!base) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin)) return null;
  // A relative URL must be a path: `//host/x` and `x:y` are not.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && (!url.startsWith('/') || url.startsWith('//'))) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** One stored entry, rebuilt from what it may hold, or null when it cannot be. */
export function cleanSavedSearch(entry: unknown, origins: readonly string[]): SavedSearch | null {
  if (!isRecord(entry)) return null;
  const url = sameSitePath(entry.url, origins);
  const objectID = text(entry.objectID);
  if (!url || !objectID) return null;
  const type = typeof entry.type === 'string' && TYPES.has(entry.type) ? (entry.type as SavedSearch['type']) : 'lvl1';
  const source = isRecord(entry.hierarchy) ? entry.hierarchy : {};
  const hierarchy = Object.fromEntries(LEVELS.map(level => [level, text(source[level])])) as Record<Level, string | null>;
  const content = text(entry.content);
  // DocSearch shows the level the entry is of (or the content): it must have text.
  const shown = type === 'content' ? content : hierarchy[type];
  if (!shown && !hierarchy.lvl1 && !hierarchy.lvl0) return null;
  return {
    objectID,
    type,
    url,
    hierarchy,
    content,
    _snippetResult: {
      hierarchy: Object.fromEntries(LEVELS.map(level => [level, { value: escapeHtml(hierarchy[level] ?? '') }])) as Record<
        Level,
        { value: string }
      >,
      content: { value: escapeHtml(content ?? '') },
    },
  };
}

/**
 * The saved searches to keep from what storage holds (its raw text): valid
 * entries only, each once, at most `limit`. Text that is not a JSON list
 * keeps nothing.
 */
export function cleanSavedSearches(stored: string | null, origins: readonly string[], limit: number): SavedSearch[] {
  if (!stored) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const kept: SavedSearch[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    if (kept.length >= limit) break;
    const clean = cleanSavedSearch(entry, origins);
    if (!clean || seen.has(clean.objectID)) continue;
    seen.add(clean.objectID);
    kept.push(clean);
  }
  return kept;
}
