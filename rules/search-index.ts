/**
 * The embedded search index (issue 18): built from the docs pages' search
 * records at build time, read by the dialog in three small parts so the
 * first results cost a few kilobytes, not a search engine:
 *
 * - a **meta** file per locale: every page's path, title and category,
 *   and the kind of each of its records (page title, heading, text);
 * - **shards** of the inverted index: every term, with the records it is
 *   in, filed by its first character, so a term and every term it begins
 *   (typing "sub" finds "subtitles") are in one file;
 * - one **page** file per page: the text of its records, fetched only for
 *   the pages the dialog shows.
 *
 * Terms are words (letters, marks and digits, lower-cased, NFKC, Latin,
 * Greek and Cyrillic accents folded) and, in scripts written without spaces
 * (Japanese, Chinese), overlapping pairs of characters: no dictionary is
 * needed, so the build (Node's ICU) and the browser (Chromium's) cannot read
 * a text differently.
 *
 * Typos are forgiven as Algolia's defaults do (one edit from 4 letters, two
 * from 8, a typo-free match ranked first), at no extra request: a query
 * word's shard is the file of every term with its first letter, and the
 * client walks that term list with a bounded edit distance. The cost of that
 * choice: a typo in the first letter ("ubtitles") is not forgiven, since
 * that word's neighbours are filed in another shard (fetching every shard
 * would be 64 requests).
 */
import { type Hierarchy, isRecord, LEVELS, type SearchRecord } from './search';
import { ARABIC_ARTICLE, matchTerm, normalize, SPACELESS_CHAR, type TermMatch, WORD } from './search-match';

export { normalize } from './search-match';

/** Bumped when the files' shape changes: an old meta never reads new shards. */
export const INDEX_FORMAT = 2;

/** Record kinds: the heading depth (1 = the page's title … 6), or 0 for text. */
export type RecordKind = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface IndexedRecord {
  kind: RecordKind;
  /** Section anchor (`id` of the nearest heading), '' for the page top. */
  anchor: string;
  text: string;
}

export interface IndexedPage {
  /** Canonical URL path, e.g. `/ja/docs/faq/`. */
  url: string;
  title: string;
  /** The sidebar category (DocSearch's lvl0). */
  category: string | null;
  records: IndexedRecord[];
}

/** Per locale: `[url, title, category, first record, record count]` per page; kinds as digits. */
export interface IndexMeta {
  format: number;
  /** Folder of this build's shards and pages (a content hash: they never change under a name). */
  version: string;
  shards: number;
  pages: Array<[string, string, string | null, number, number]>;
  kinds: string;
}

/** A shard: terms in order, each with its records' ids, delta-encoded. */
export interface IndexShard {
  format: number;
  terms: Array<[string, number[]]>;
}

/** A page's records: `[kind, anchor, text]`. */
export interface PageText {
  format: number;
  records: Array<[RecordKind, string, string]>;
}

// Terms -------------------------------------------------------------------------------

/** Cuts a word where it passes between a spaceless script and any other (`pdf翻訳` → `pdf`, `翻訳`). */
function scriptRuns(word: string): Array<{ text: string; spaceless: boolean }> {
  const runs: Array<{ text: string; spaceless: boolean }> = [];
  for (const char of word) {
    const spaceless = SPACELESS_CHAR.test(char);
    const last = runs.at(-1);
    if (last && last.spaceless === spaceless) last.text += char;
    else runs.push({ text: char, spaceless });
  }
  return runs;
}

/** Pairs of neighbouring characters; a lone character stands for itself. */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
}

/** Words joined by hyphens (`e-book`, `sous-titres`): also filed as one word, as readers write them too. */
const HYPHENATED = /[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+/gu;

/** The terms a text is filed under (each once): Arabic words without their article, as queries are read. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  const normalized = normalize(text);
  for (const [compound] of normalized.matchAll(HYPHENATED)) {
    const joined = compound.replace(/[-\u2010\u2011]/g, '');
    if (!SPACELESS_CHAR.test(joined)) terms.add(joined);
  }
  for (const [word] of normalized.matchAll(WORD)) {
    for (const run of scriptRuns(word)) {
      if (run.spaceless) {
        for (const pair of pairs(run.text)) terms.add(pair);
        continue;
      }
      terms.add(run.text.replace(ARABIC_ARTICLE, ''));
    }
  }
  return [...terms];
}

/**
 * What a query looks for: its terms, each matching the terms it begins
 * (the reader is still typing, and Korean or Arabic add endings to a word).
 * An Arabic word's article is dropped, as in the index: الترجمة finds ترجمة.
 */
export function queryTermsOf(query: string): string[] {
  const terms = new Set<string>();
  for (const [word] of normalize(query).matchAll(WORD)) {
    for (const run of scriptRuns(word)) {
      if (run.spaceless) for (const pair of pairs(run.text)) terms.add(pair);
      else terms.add(run.text.replace(ARABIC_ARTICLE, ''));
    }
  }
  return [...terms];
}

/** The shard a term is filed in: by its first character, so every term it begins is there too. */
export function shardOf(term: string, shards: number): number {
  const first = term.codePointAt(0) ?? 0;
  // A multiplicative hash spreads neighbouring characters (a, b, c…) over the shards.
  return (Math.imul(first, 2654435761) >>> 0) % shards;
}

// Building --------------------------------------------------------------------------------

export function deltaEncode(ids: readonly number[]): number[] {
  return ids.map((id, i) => (i === 0 ? id : id - (ids[i - 1] as number)));
}

export function deltaDecode(deltas: readonly number[]): number[] {
  const out: number[] = [];
  let id = 0;
  for (const [i, delta] of deltas.entries()) {
    id = i === 0 ? delta : id + delta;
    out.push(id);
  }
  return out;
}

export interface BuiltIndex {
  meta: Omit<IndexMeta, 'version'>;
  shards: IndexShard[];
  pages: PageText[];
}

/** The files of one locale's index, from its pages' records. */
export function buildIndex(pages: readonly IndexedPage[], shardCount: number): BuiltIndex {
  const postings = new Map<string, number[]>();
  const metaPages: IndexMeta['pages'] = [];
  let kinds = '';
  let id = 0;
  for (const page of pages) {
    metaPages.push([page.url, page.title, page.category, id, page.records.length]);
    for (const record of page.records) {
      kinds += String(record.kind);
      for (const term of termsOf(record.text)) {
        const list = postings.get(term) ?? [];
        list.push(id);
        postings.set(term, list);
      }
      id++;
    }
  }
  const shards: IndexShard[] = Array.from({ length: shardCount }, () => ({ format: INDEX_FORMAT, terms: [] }));
  for (const term of [...postings.keys()].sort()) {
    (shards[shardOf(term, shardCount)] as IndexShard).terms.push([term, deltaEncode(postings.get(term) ?? [])]);
  }
  return {
    meta: { format: INDEX_FORMAT, shards: shardCount, pages: metaPages, kinds },
    shards,
    pages: pages.map(page => ({
      format: INDEX_FORMAT,
      records: page.records.map(record => [record.kind, record.anchor, record.text]),
    })),
  };
}

// Reading what was fetched ------------------------------------------------------------------

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

/** A fetched meta file, checked: null when it is not one this code can read. */
export function readMeta(value: unknown): IndexMeta | null {
  if (!isRecord(value) || value.format !== INDEX_FORMAT) return null;
  const { version, shards, pages, kinds } = value;
  if (!isText(version) || !/^[0-9a-f]{1,40}$/.test(version)) return null;
  if (!isCount(shards) || shards < 1 || shards > 4096 || !isText(kinds) || !/^[0-6]*$/.test(kinds)) return null;
  if (!Array.isArray(pages)) return null;
  let next = 0;
  for (const page of pages) {
    if (!Array.isArray(page) || page.length !== 5) return null;
    const [url, title, category, first, count] = page;
    if (!isText(url) || !url.startsWith('/') || url.startsWith('//') || !isText(title)) return null;
    if (category !== null && !isText(category)) return null;
    if (first !== next || !isCount(count)) return null;
    next += count;
  }
  if (next !== kinds.length) return null;
  return value as unknown as IndexMeta;
}

/** A fetched shard, checked, with its ids decoded; null when unreadable. */
export function readShard(value: unknown, recordCount: number): Map<string, number[]> | null {
  if (!isRecord(value) || value.format !== INDEX_FORMAT || !Array.isArray(value.terms)) return null;
  const terms = new Map<string, number[]>();
  for (const entry of value.terms) {
    if (!Array.isArray(entry) || entry.length !== 2 || !isText(entry[0]) || !Array.isArray(entry[1])) return null;
    if (!entry[1].every(isCount)) return null;
    const ids = deltaDecode(entry[1] as number[]);
    if (ids.some((id, i) => id >= recordCount || (i > 0 && id <= (ids[i - 1] as number)))) return null;
    terms.set(entry[0], ids);
  }
  return terms;
}

/** A fetched page file, checked against the count the meta gives; null when unreadable. */
export function readPageText(value: unknown, recordCount: number): PageText | null {
  if (!isRecord(value) || value.format !== INDEX_FORMAT || !Array.isArray(value.records)) return null;
  if (value.records.length !== recordCount) return null;
  for (const record of value.records) {
    if (!Array.isArray(record) || record.length !== 3) return null;
    const [kind, anchor, text] = record;
    if (!Number.isInteger(kind) || kind < 0 || kind > 6 || !isText(anchor) || !isText(text)) return null;
  }
  return value as unknown as PageText;
}

// Ranking -----------------------------------------------------------------------------------

/** How much a match counts by where it is: the page title most, then headings, then text. */
export function kindWeight(kind: RecordKind): number {
  if (kind === 1) return 4;
  if (kind === 2) return 2.5;
  if (kind >= 3) return 1.8;
  return 1;
}

export interface RankedPage {
  /** Index of the page in the meta. */
  page: number;
  score: number;
  /** Typos the page's best match of each query word needed, summed (typo-free pages come first). */
  typos: number;
  /** Query words the page holds (every one, except for the closest pages of a query with no results). */
  words: number;
  /** Its matching records, best first (ids local to the page). */
  records: number[];
}

/** How much a match counts: an exact word 1, a word it begins 0.7, less for each typo. */
function matchWeight({ typos, prefix }: TermMatch): number {
  return (prefix ? 0.7 : 1) * (typos === 0 ? 1 : typos === 1 ? 0.55 : 0.35);
}

/**
 * Per query word: the records it is found in, each with its best match.
 * The word's shard holds every term with its first letter: the whole
 * list is walked once (a few thousand short terms).
 */
function matchesOf(
  meta: IndexMeta,
  term: string,
  shards: ReadonlyMap<number, Map<string, number[]>>,
): Map<number, { weight: number; typos: number }> {
  const found = new Map<number, { weight: number; typos: number }>();
  const shard = shards.get(shardOf(term, meta.shards));
  if (!shard) return found;
  for (const [candidate, ids] of shard) {
    const match = matchTerm(term, candidate);
    if (!match) continue;
    const weight = matchWeight(match);
    for (const id of ids) {
      const known = found.get(id);
      if (!known || match.typos < known.typos || (match.typos === known.typos && weight > known.weight))
        found.set(id, { weight, typos: match.typos });
    }
  }
  return found;
}

/**
 * Pages that hold every query word (or a word it begins, or either with
 * the typos its length allows), best first: fewer typos first, as
 * Algolia's ranking does, then by score, in which each word counts by how
 * rare it is and where in the page it is found (title, headings, text).
 * Inside a page, records that hold more of the words come first, then by
 * weight, then in order. `partial`: pages holding at least one of the words,
 * those holding more first (the closest pages, for a query with no result).
 */
export function rankPages(
  meta: IndexMeta,
  queryTerms: readonly string[],
  shards: ReadonlyMap<number, Map<string, number[]>>,
  { partial = false }: { partial?: boolean } = {},
): RankedPage[] {
  if (queryTerms.length === 0) return [];
  const total = meta.kinds.length;
  const pageOf = new Int32Array(total);
  meta.pages.forEach(([, , , first, count], index) => {
    pageOf.fill(index, first, first + count);
  });
  const matches = queryTerms.map(term => matchesOf(meta, term, shards));
  const idf = matches.map(found => Math.log(1 + total / (1 + found.size)));
  type Entry = { best: number[]; typos: number[]; records: Map<number, { terms: number; score: number }> };
  const pages = new Map<number, Entry>();
  matches.forEach((found, t) => {
    for (const [id, { weight, typos }] of found) {
      const page = pageOf[id] as number;
      const entry = pages.get(page) ?? {
        best: new Array(queryTerms.length).fill(0),
        typos: new Array(queryTerms.length).fill(Number.POSITIVE_INFINITY),
        records: new Map(),
      };
      pages.set(page, entry);
      const score = (idf[t] as number) * weight * kindWeight(Number(meta.kinds[id]) as RecordKind);
      entry.best[t] = Math.max(entry.best[t] as number, score);
      entry.typos[t] = Math.min(entry.typos[t] as number, typos);
      const record = entry.records.get(id) ?? { terms: 0, score: 0 };
      record.terms++;
      record.score += score;
      entry.records.set(id, record);
    }
  });
  const ranked: RankedPage[] = [];
  for (const [page, { best, typos, records }] of pages) {
    const words = best.filter(score => score > 0).length;
    if (!partial && words < queryTerms.length) continue;
    const first = (meta.pages[page] as IndexMeta['pages'][number])[3];
    const score = best.reduce((a, b) => a + b, 0) + Math.log(1 + records.size) * 0.25;
    const order = [...records.entries()]
      .sort(([a, x], [b, y]) => y.terms - x.terms || y.score - x.score || a - b)
      .map(([id]) => id - first);
    const typoCount = typos.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
    ranked.push({ page, score, typos: typoCount, words, records: order });
  }
  return ranked.sort((a, b) => b.words - a.words || a.typos - b.typos || b.score - a.score || a.page - b.page);
}

// Records for the dialog -----------------------------------------------------------------

/** A built page's search records as the indexer sees them. */
export function indexedPage(records: readonly SearchRecord[]): IndexedPage | null {
  const first = records[0];
  if (!first) return null;
  const url = first.url.split('#')[0] as string;
  return {
    url,
    title: first.hierarchy.lvl1 ?? '',
    category: first.hierarchy.lvl0,
    records: records.map(record => {
      const kind = (record.type === 'content' ? 0 : Number(record.type.slice(3))) as RecordKind;
      const hash = record.url.indexOf('#');
      const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
      return { kind, anchor: hash === -1 ? '' : record.url.slice(hash + 1), text };
    }),
  };
}

/**
 * One ranked page in DocSearch's record shape: the page itself (its title,
 * lvl1), then up to `sections` of its matching records, each under the
 * headings above it, linking to its section.
 */
export function pageHits(meta: IndexMeta, ranked: RankedPage, text: PageText, sections: number): SearchRecord[] {
  const [url, title, category] = meta.pages[ranked.page] as IndexMeta['pages'][number];
  const empty = Object.fromEntries(LEVELS.map(level => [level, null])) as Hierarchy;
  // The headings above each record, walked once.
  const above: Hierarchy[] = [];
  let current: Hierarchy = { ...empty, lvl0: category, lvl1: title };
  for (const [kind, , words] of text.records) {
    if (kind >= 2) {
      current = { ...current, [`lvl${kind}`]: words };
      for (let depth = kind + 1; depth <= 6; depth++) current[`lvl${depth}` as keyof Hierarchy] = null;
    }
    above.push(current);
  }
  const top: SearchRecord = {
    objectID: url,
    url,
    type: 'lvl1',
    content: null,
    hierarchy: { ...empty, lvl0: category, lvl1: title },
  };
  const chosen = ranked.records
    .filter(index => (text.records[index]?.[0] ?? 1) !== 1)
    .slice(0, sections)
    .map((index): SearchRecord => {
      const [kind, anchor, words] = text.records[index] as PageText['records'][number];
      const link = anchor ? `${url}#${anchor}` : url;
      return {
        objectID: `${link}-${index}`,
        url: link,
        type: kind === 0 ? 'content' : (`lvl${kind}` as SearchRecord['type']),
        content: kind === 0 ? words : null,
        hierarchy: above[index] as Hierarchy,
      };
    });
  return [top, ...chosen];
}
