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
 * Terms are words (letters, marks and digits, lower-cased, NFKC) and, in
 * scripts written without spaces (Japanese, Chinese), overlapping pairs of
 * characters: no dictionary is needed, so the build (Node's ICU) and the
 * browser (Chromium's) cannot read a text differently.
 */
import { type Hierarchy, isRecord, LEVELS, type SearchRecord } from './search';

/** Bumped when the files' shape changes: an old meta never reads new shards. */
export const INDEX_FORMAT = 1;

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

/** Characters of scripts written without spaces, read in pairs. */
const SPACELESS_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]/u;
const WORD = /[\p{L}\p{M}\p{N}\u30FC\u3005]+/gu;
/** Arabic letters that vary in writing (hamza forms, tāʾ marbūṭa, alif maqṣūra) and the tatweel. */
const ARABIC_FOLD: Array<[RegExp, string]> = [
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'],
  [/\u0629/g, '\u0647'],
  [/\u0649/g, '\u064A'],
  [/[\u0640\u064B-\u0652]/g, ''],
];
/** Arabic's article and the one-letter words written onto it (و ف ب ك ل + ال). */
const ARABIC_ARTICLE = /^(?:[\u0648\u0641\u0628\u0643\u0644]?\u0627\u0644|\u0644\u0644)(?=\S{2})/u;

/** Text as it is compared: compatibility forms folded, lower case, Arabic spelling variants folded. */
export function normalize(text: string): string {
  let out = text.normalize('NFKC').toLowerCase();
  for (const [pattern, replacement] of ARABIC_FOLD) out = out.replace(pattern, replacement);
  return out;
}

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

/** The terms a text is filed under (each once): Arabic words without their article, as queries are read. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const [word] of normalize(text).matchAll(WORD)) {
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
  /** Its matching records, best first (ids local to the page). */
  records: number[];
}

/**
 * Pages that hold every query term (a term also matching the longer terms
 * it begins, at a little less weight), best first: each term counts by how
 * rare it is and where in the page it is found. Inside a page, records
 * that hold more of the terms come first, then by weight, then in order.
 */
export function rankPages(
  meta: IndexMeta,
  queryTerms: readonly string[],
  shards: ReadonlyMap<number, Map<string, number[]>>,
): RankedPage[] {
  if (queryTerms.length === 0) return [];
  const total = meta.kinds.length;
  const pageOf = new Int32Array(total);
  meta.pages.forEach(([, , , first, count], index) => {
    pageOf.fill(index, first, first + count);
  });
  // Per term: record id → match weight (an exact term 1, a longer one it begins 0.7).
  const matches = queryTerms.map(term => {
    const found = new Map<number, number>();
    const shard = shards.get(shardOf(term, meta.shards));
    if (!shard) return found;
    for (const [candidate, ids] of shard) {
      if (!candidate.startsWith(term)) continue;
      const weight = candidate === term ? 1 : 0.7;
      for (const id of ids) if ((found.get(id) ?? 0) < weight) found.set(id, weight);
    }
    return found;
  });
  const idf = matches.map(found => Math.log(1 + total / (1 + found.size)));
  const pages = new Map<number, { best: number[]; records: Map<number, { terms: number; score: number }> }>();
  matches.forEach((found, t) => {
    for (const [id, weight] of found) {
      const page = pageOf[id] as number;
      const entry = pages.get(page) ?? { best: new Array(queryTerms.length).fill(0), records: new Map() };
      pages.set(page, entry);
      const score = (idf[t] as number) * weight * kindWeight(Number(meta.kinds[id]) as RecordKind);
      entry.best[t] = Math.max(entry.best[t] as number, score);
      const record = entry.records.get(id) ?? { terms: 0, score: 0 };
      record.terms++;
      record.score += score;
      entry.records.set(id, record);
    }
  });
  const ranked: RankedPage[] = [];
  for (const [page, { best, records }] of pages) {
    if (best.some(score => score === 0)) continue;
    const first = (meta.pages[page] as IndexMeta['pages'][number])[3];
    const score = best.reduce((a, b) => a + b, 0) + Math.log(1 + records.size) * 0.25;
    const order = [...records.entries()]
      .sort(([a, x], [b, y]) => y.terms - x.terms || y.score - x.score || a - b)
      .map(([id]) => id - first);
    ranked.push({ page, score, records: order });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
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
