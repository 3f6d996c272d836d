/**
 * How a query word and a word of the index are compared, shared by the
 * index (rules/search-index.ts) and the highlighting of hits
 * (rules/search.ts): case, width, accents and Arabic spelling folded, and
 * typos forgiven as Algolia's defaults do.
 */

/** Characters of scripts written without spaces, read in pairs. */
export const SPACELESS_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]/u;
export const WORD = /[\p{L}\p{M}\p{N}\u30FC\u3005]+/gu;
/** Arabic letters that vary in writing (hamza forms, tāʾ marbūṭa, alif maqṣūra) and the tatweel. */
const ARABIC_FOLD: Array<[RegExp, string]> = [
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'],
  [/\u0629/g, '\u0647'],
  [/\u0649/g, '\u064A'],
  [/[\u0640\u064B-\u0652]/g, ''],
];
/** Arabic's article and the one-letter words written onto it (و ف ب ك ل + ال). */
export const ARABIC_ARTICLE = /^(?:[\u0648\u0641\u0628\u0643\u0644]?\u0627\u0644|\u0644\u0644)(?=\S{2})/u;
/** Letters Unicode does not decompose, written as readers type them without the key (Algolia folds them too). */
const LETTER_FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };
const COMBINING_ACCENT = /[\u0300-\u036F]/g;

/**
 * Accents folded (`é` → `e`, `ü` → `u`, `ß` → `ss`): Latin, Greek and
 * Cyrillic accents are marks of the U+0300 block once decomposed. Other
 * scripts' marks (Devanagari vowel signs, the kana voicing marks) are
 * letters of their words and are kept; Hangul is composed back.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_ACCENT, '')
    .normalize('NFC')
    .replace(/[ßæœøłđı]/g, char => LETTER_FOLD[char] ?? char);
}

/** Text as it is compared: compatibility forms folded, lower case, accents and Arabic spelling variants folded. */
export function normalize(text: string): string {
  let out = foldAccents(text.normalize('NFKC').toLowerCase());
  for (const [pattern, replacement] of ARABIC_FOLD) out = out.replace(pattern, replacement);
  return out;
}

/** Edits forgiven in a query word of this many letters (Algolia's defaults: 1 from 4, 2 from 8). */
export function typosAllowed(term: string): number {
  const length = [...term].length;
  if (SPACELESS_CHAR.test(term)) return 0;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edits (insertion, deletion, substitution, swap of neighbours) between a
 * query word and an index term, or between the query word and the term's
 * best beginning when `prefix` is set (a word still being typed); null
 * when more than `max`. Rows stop as soon as every cell exceeds `max`.
 */
export function editDistance(query: string, term: string, max: number, prefix = false): number | null {
  const a = [...query];
  const b = [...term];
  if (!prefix && Math.abs(a.length - b.length) > max) return null;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(width).fill(0);
    current[0] = i;
    let least = current[0];
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < least) least = value;
    }
    if (least > max) return null;
    before = previous;
    previous = current;
  }
  const distance = prefix ? Math.min(...previous) : (previous[b.length] as number);
  return distance <= max ? distance : null;
}

/**
 * The same word with another ending (`image`/`images`, `книги`/`книг`,
 * `электронные`/`электронных`): both share all but their last two letters at
 * most, and at least four. Counted as the word itself, not as a typo, as
 * Algolia's ignorePlurals treats plurals, and weighted as a word's beginning.
 */
export function sameWordOtherEnding(query: string, term: string): boolean {
  const a = [...query];
  const b = [...term];
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= 4 && a.length - shared <= 2 && b.length - shared <= 2;
}

/** How an index term answers a query word: typos used, and whether it is only the word's beginning. */
export interface TermMatch {
  typos: number;
  prefix: boolean;
}

/**
 * Whether an index term answers a query word: the same word, a word it
 * begins, or either within the typos the query word's length allows.
 * Spaceless pairs (ja, zh) match exactly or as a beginning only.
 */
export function matchTerm(query: string, term: string): TermMatch | null {
  if (term === query) return { typos: 0, prefix: false };
  if (term.startsWith(query)) return { typos: 0, prefix: true };
  const max = typosAllowed(query);
  if (max === 0) return null;
  if (sameWordOtherEnding(query, term)) return { typos: 0, prefix: true };
  const whole = editDistance(query, term, max);
  const start = whole === 0 ? null : editDistance(query, term, max, true);
  if (start !== null && (whole === null || start < whole)) return { typos: start, prefix: true };
  return whole === null ? null : { typos: whole, prefix: false };
}
