/**
 * Search rules (spec §2.5, §4, §5, §7, §9): the Algolia request, the hit
 * shape, grouping, snippets, saved-search limits and result URLs. Both
 * backends (the embedded index and Algolia) go through these.
 */
import { ATTRIBUTES_TO_RETRIEVE, type PublicSearchConfig, SEARCH_LIMITS, type SearchConfig } from '../site/search';
import type { LocaleCode } from '../site/locales';
import { ARABIC_ARTICLE, matchTerm, normalize, SPACELESS_CHAR, WORD } from './search-match';
import { withLocale } from './url';

export type HitType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

/** A search record / hit in Algolia's DocSearch shape (spec §3). */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit extends SearchRecord {
  _highlightResult: { hierarchy: Record<Level, HighlightValue>; content?: HighlightValue };
  _snippetResult: { hierarchy: Record<Level, HighlightValue>; content?: HighlightValue };
}

// Request ---------------------------------------------------------------------------

export interface SearchContext {
  lang: LocaleCode;
  version: string;
  snippetWords: number;
  insights: boolean;
  contextual: boolean;
}

/** Facet filters of contextual search: the page's locale and docs version. */
export function contextFacetFilters(lang: LocaleCode, version: string): string[][] {
  return [[`language:${lang}`], [`version:${version}`]];
}

/** Parameters of every query sent to Algolia (spec §7), snippets included. */
export function algoliaSearchParameters(ctx: SearchContext) {
  return {
    attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE],
    attributesToSnippet: [...LEVELS.slice(1), 'content'].map(
      attribute => `${attribute === 'content' ? 'content' : `hierarchy.${attribute}`}:${ctx.snippetWords}`,
    ),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: SEARCH_LIMITS.hitsPerPage,
    clickAnalytics: ctx.insights,
    ...(ctx.contextual ? { facetFilters: contextFacetFilters(ctx.lang, ctx.version) } : {}),
  };
}

/** One request of the multi-index query body: `{ requests: [this] }`. */
export function algoliaSearchRequest(query: string, indexName: string, ctx: SearchContext) {
  return { query, indexName, ...algoliaSearchParameters(ctx) };
}

// Limits -------------------------------------------------------------------------------

/** 10 words, or 5 on screens up to 768 px wide (spec §9). */
export function snippetWordsFor(viewportWidth: number): number {
  return viewportWidth <= SEARCH_LIMITS.smallScreenMaxWidth ? SEARCH_LIMITS.snippetWordsSmallScreen : SEARCH_LIMITS.snippetWords;
}

/** Recent searches kept: 7 with no favourites, else 4 (spec §9). */
export function recentSearchLimit(favoriteCount: number): number {
  return favoriteCount === 0 ? SEARCH_LIMITS.recentSearches : SEARCH_LIMITS.recentSearchesWithFavorites;
}

/** Suggestions on the no-results screen: at most 3 (spec §8). */
export function noResultSuggestions(candidates: readonly string[]): string[] {
  return [...new Set(candidates.filter(Boolean))].slice(0, SEARCH_LIMITS.noResultSuggestions);
}

/** Storage keys DocSearch uses for saved searches: per index, so per locale. */
export function savedSearchKeys(indexName: string): { recent: string; favorite: string } {
  return {
    recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    favorite: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  };
}

/** The embedded index's name for a locale (keys its saved searches). */
export function localIndexNameFor(base: string, lang: LocaleCode): string {
  return `${base}_${lang}`;
}

// Hits ---------------------------------------------------------------------------------

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Query terms: words, or the whole query for scripts written without spaces. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map(term => term.trim())
    .filter(Boolean);
}

/**
 * Where a query word is found in one word of a text, as [start, end]
 * offsets in that word: its beginning when the word starts with it (accents
 * and case aside), the whole word when it answers with typos; null when it
 * does not answer. The same rules as the index (rules/search-match.ts).
 */
function foundIn(word: string, queryWord: string): [number, number] | null {
  const folded = normalize(word);
  // Arabic words are filed without their article (rules/search-index.ts): so are they compared.
  const bare = folded.replace(ARABIC_ARTICLE, '');
  const match = matchTerm(queryWord, bare);
  if (!match) return null;
  const start = originalLength(word, [...folded].length - [...bare].length);
  if (match.typos > 0 || !match.prefix) return [start, word.length];
  return [start, start + originalLength(word.slice(start), [...queryWord].length)];
}

/** How many UTF-16 units of `word` fold to its first `folded` characters (accents and marks may fold away). */
function originalLength(word: string, folded: number): number {
  let length = 0;
  let units = 0;
  for (const char of word) {
    if (length >= folded) break;
    length += [...normalize(char)].length;
    units += char.length;
  }
  return units;
}

/** Spans of `text` that answer the query: words for spaced scripts, runs of characters for ja/zh. */
function matchedSpans(text: string, query: string): Array<[number, number]> {
  const spaced: string[] = [];
  const spaceless: string[] = [];
  for (const [word] of normalize(query).matchAll(WORD)) {
    let run = '';
    let runSpaceless = false;
    const flush = () => {
      if (run) (runSpaceless ? spaceless : spaced).push(run);
      run = '';
    };
    for (const char of word) {
      const isSpaceless = SPACELESS_CHAR.test(char);
      if (run && isSpaceless !== runSpaceless) flush();
      runSpaceless = isSpaceless;
      run += char;
    }
    flush();
  }
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(WORD)) {
    const at = match.index ?? 0;
    const word = match[0];
    // Spaced words are compared whole; in ja/zh, every occurrence of the query's run.
    if (!SPACELESS_CHAR.test(word)) {
      for (const queryWord of spaced) {
        const found = foundIn(word, queryWord);
        if (found) {
          spans.push([at + found[0], at + found[1]]);
          break;
        }
      }
      continue;
    }
    const lower = word.toLowerCase();
    for (const run of spaceless) {
      for (let from = lower.indexOf(run); from !== -1; from = lower.indexOf(run, from + run.length)) {
        spans.push([at + from, at + from + run.length]);
      }
    }
  }
  // In order, overlaps merged.
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * Escapes text and wraps in <mark> what answers the query: words by the
 * index's rules (accents and case folded, a word's beginning while it is
 * typed, typos forgiven), runs of characters in Japanese and Chinese.
 */
export function highlight(text: string, query: string): HighlightValue {
  const terms = queryTerms(query);
  if (!text || terms.length === 0) return { value: escapeHtml(text ?? ''), matchLevel: 'none', matchedWords: [] };
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const [from, to] of matchedSpans(text, query)) {
    out += `${escapeHtml(text.slice(last, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    matched.add(text.slice(from, to).toLowerCase());
    last = to;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= terms.length ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords: [...matched] };
}

/** Cuts text to a window of `words` words around the first match. */
export function snippet(text: string, query: string, words: number): string {
  const tokens = text.split(/(\s+)/);
  const wordIndexes = tokens.map((t, i) => (/\S/.test(t) ? i : -1)).filter(i => i >= 0);
  if (wordIndexes.length <= words) return text;
  const hit = wordIndexes.findIndex(i => matchedSpans(tokens[i] ?? '', query).length > 0);
  const start = Math.max(0, Math.min((hit === -1 ? 0 : hit) - Math.floor(words / 3), wordIndexes.length - words));
  const from = wordIndexes[start] ?? 0;
  const to = (wordIndexes[start + words - 1] ?? tokens.length - 1) + 1;
  return `${start > 0 ? '… ' : ''}${tokens.slice(from, to).join('')}${start + words < wordIndexes.length ? ' …' : ''}`;
}

/** Scripts written without spaces between words (CJK, Thai, …). */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/** Text mostly written without spaces, where a word count says nothing about length. */
export function isSpaceless(text: string): boolean {
  const letters = text.replace(/[\s\p{P}\p{N}]/gu, '').length;
  return letters > 0 && (text.match(SPACELESS)?.length ?? 0) / letters >= 0.3;
}

/**
 * A window of `min`–`max` characters around the first match, cut at word
 * boundaries as `Intl.Segmenter` finds them for the locale, with `…`
 * where text was cut. For scripts without spaces (ja, zh: paragraphs of
 * 200+ characters would otherwise be shown whole).
 */
export function charSnippet(text: string, query: string, lang: string, { min, max } = SEARCH_LIMITS.snippetChars): string {
  if (text.length <= max) return text;
  const match = matchedSpans(text, query)[0]?.[0] ?? 0;
  // Segment starts: the only places a cut may fall.
  const bounds = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].map(s => s.index);
  bounds.push(text.length);
  // Start a little before the match, so it reads in context.
  const lead = Math.floor(min / 4);
  const start = [...bounds].reverse().find(b => b <= Math.max(0, match - lead)) ?? 0;
  let end = start;
  for (const b of bounds) {
    if (b <= start) continue;
    if (b - start > max) break;
    end = b;
  }
  // A single segment longer than the window: cut it by characters.
  if (end - start < min) end = Math.min(text.length, start + max);
  const body = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

/** The snippet rule for a text: words for spaced scripts, characters for the rest. */
export function snippetFor(text: string, query: string, words: number, lang: string): string {
  return isSpaceless(text) ? charSnippet(text, query, lang) : snippet(text, query, words);
}

/** A stored record as DocSearch renders it, highlighted for the query. */
export function toDocSearchHit(record: SearchRecord, query: string, snippetWords: number, lang = 'en'): DocSearchHit {
  const hierarchyHighlight = {} as Record<Level, HighlightValue>;
  for (const level of LEVELS) hierarchyHighlight[level] = highlight(record.hierarchy[level] ?? '', query);
  const content = record.content ?? '';
  return {
    ...record,
    _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(content, query) },
    _snippetResult: { hierarchy: hierarchyHighlight, content: highlight(snippetFor(content, query, snippetWords, lang), query) },
  };
}

/** The page a hit belongs to: its URL without the section anchor. */
export function pageUrlOf(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Hits grouped by page, for DocSearch (which groups by lvl0): each hit's
 * lvl0 becomes its page title, pages keep the order of their best hit,
 * the page's own hit comes first, then at most `sectionsPerPage` of its
 * sections.
 */
export function groupHitsByPage<T extends SearchRecord & { _highlightResult?: unknown; _snippetResult?: unknown }>(
  hits: readonly T[],
  sectionsPerPage: number = SEARCH_LIMITS.sectionsPerPage,
): T[] {
  const pages = new Map<string, { page: T | null; sections: T[] }>();
  for (const hit of hits) {
    const key = pageUrlOf(hit.url);
    const entry = pages.get(key) ?? { page: null, sections: [] };
    pages.set(key, entry);
    if (hit.type === 'lvl1' && !entry.page) entry.page = hit;
    else if (entry.sections.length < sectionsPerPage) entry.sections.push(hit);
  }
  return [...pages.values()].flatMap(({ page, sections }) =>
    (page ? [page, ...sections] : sections).map(hit => {
      const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0;
      // DocSearch reads the group title from the lvl0 highlight first: drop it so the plain title is used.
      const withoutLvl0 = (result: unknown) => {
        const value = result as { hierarchy?: Partial<Record<Level, unknown>> } | undefined;
        if (!value?.hierarchy) return result;
        const { lvl0: _, ...rest } = value.hierarchy;
        return { ...value, hierarchy: rest };
      };
      return {
        ...hit,
        hierarchy: { ...hit.hierarchy, lvl0: title },
        ...(hit._highlightResult ? { _highlightResult: withoutLvl0(hit._highlightResult) } : {}),
        ...(hit._snippetResult ? { _snippetResult: withoutLvl0(hit._snippetResult) } : {}),
      };
    }),
  );
}

/**
 * Groups hits by their lvl0 title, keeping the service's order, at most
 * `max` per group; inside a group, hits follow their lvl1 page.
 */
export function groupHits<T extends SearchRecord>(
  hits: readonly T[],
  max: number = SEARCH_LIMITS.maxResultsPerGroup,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = hit.hierarchy.lvl0 ?? '';
    const group = groups.get(key) ?? [];
    if (group.length < max) group.push(hit);
    groups.set(key, group);
  }
  for (const [key, group] of groups) {
    const pages = new Map<string, T[]>();
    for (const hit of group) {
      const page = hit.hierarchy.lvl1 ?? '';
      pages.set(page, [...(pages.get(page) ?? []), hit]);
    }
    groups.set(
      key,
      [...pages.values()].flatMap(page => [...page].sort((a, b) => Number(b.type === 'lvl1') - Number(a.type === 'lvl1'))),
    );
  }
  return groups;
}

/**
 * Where a hit leads: `replaceSearchResultPathname` applied, and whether it
 * leaves the site (`externalUrlRegex`), in which case it opens normally.
 */
export function resolveHitUrl(
  url: string,
  config: Pick<SearchConfig, 'externalUrlRegex' | 'replaceSearchResultPathname'>,
  origin: string,
  /** The production origin the index was built from: its URLs open in the app too. */
  siteOrigin: string = origin,
): { url: string; external: boolean } {
  const parsed = new URL(url, origin);
  if (config.replaceSearchResultPathname) {
    parsed.pathname = parsed.pathname.replace(
      new RegExp(config.replaceSearchResultPathname.from),
      config.replaceSearchResultPathname.to,
    );
  }
  const full = parsed.href;
  const ours = parsed.origin === origin || parsed.origin === new URL(siteOrigin).origin;
  const external = Boolean(config.externalUrlRegex && new RegExp(config.externalUrlRegex).test(full)) || !ours;
  return { url: external ? full : parsed.pathname + parsed.search + parsed.hash, external };
}

/** The full results page for a query, in a locale. */
export function searchPageUrl(lang: LocaleCode, query: string, searchPagePath = '/search/'): string {
  const path = withLocale(searchPagePath, lang);
  return query ? `${path}?q=${encodeURIComponent(query)}` : path;
}

/** Real index behind a per-locale alias (`diglot_docs__ja` → `diglot_docs`). */
export function aliasIndexName(indexName: string, lang: LocaleCode): string {
  return `${indexName}__${lang}`;
}

export function realIndexName(alias: string): string {
  return alias.replace(/__[A-Za-z-]+$/, '');
}

// The settings file -----------------------------------------------------------------------

/** A JSON object (not an array, not null): what a fetched settings or index file must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * /search-config.json as fetched, checked field by field: null when it is
 * not a configuration the dialog can use (a host answering with another
 * file, an older or damaged one), which the dialog reports as a load error.
 */
export function readSearchConfig(value: unknown): PublicSearchConfig | null {
  if (!isRecord(value)) return null;
  const { algolia, searchPagePath, localIndexName, externalUrlRegex, replaceSearchResultPathname } = value;
  const { insights, contextualSearch, localIndex = {} } = value;
  if (algolia !== null) {
    if (!isRecord(algolia) || !isName(algolia.appId) || !isName(algolia.apiKey) || !isName(algolia.indexName)) return null;
    if (!/^[A-Za-z0-9]+$/.test(algolia.appId)) return null;
  }
  if (!isName(searchPagePath) || !searchPagePath.startsWith('/') || searchPagePath.startsWith('//')) return null;
  if (!isName(localIndexName)) return null;
  if (externalUrlRegex !== null && (typeof externalUrlRegex !== 'string' || !compiles(externalUrlRegex))) return null;
  if (replaceSearchResultPathname !== null) {
    const rule = replaceSearchResultPathname;
    if (!isRecord(rule) || typeof rule.from !== 'string' || typeof rule.to !== 'string' || !compiles(rule.from)) return null;
  }
  if (typeof insights !== 'boolean' || typeof contextualSearch !== 'boolean') return null;
  if (!isRecord(localIndex) || !Object.values(localIndex).every(v => typeof v === 'string' && /^[0-9a-f]{1,40}$/.test(v)))
    return null;
  return { ...(value as unknown as PublicSearchConfig), localIndex: localIndex as Record<string, string> };
}
