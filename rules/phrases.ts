/**
 * Phrase-aware line breaking for Japanese and Chinese headings (issue: 無料
 * must never wrap as 無/料). Lines in these scripts may break between any
 * two characters; a heading is set with `word-break: keep-all`, which allows
 * breaks only where the text offers one, and the build offers one between
 * the phrases a segmenter found (BudouX) by inserting a zero-width space.
 * Browsers with `word-break: auto-phrase` do the same by themselves for
 * Japanese; the marks keep every browser and Chinese right.
 */

export const PHRASE_BREAK = '\u200B';

const SPACE = /\s/u;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u;

/**
 * Whether a break may be offered between two phrases: not next to a space
 * (a space is already a break), and never inside a run of Latin letters or
 * digits, which segmenters trained on CJK text sometimes split ("PD|F").
 */
export function offersBreak(before: string, after: string): boolean {
  const last = [...before].at(-1) ?? '';
  const first = [...after][0] ?? '';
  if (last === '' || first === '' || SPACE.test(last) || SPACE.test(first)) return false;
  return !(LATIN_OR_DIGIT.test(last) && LATIN_OR_DIGIT.test(first));
}

/**
 * Phrases from one segmenter, joined again wherever a cut would fall inside
 * a word as another reads the text (`wordEnds`: offsets, in UTF-16 units,
 * where a word ends). BudouX's Chinese model sometimes cuts a word (列|表);
 * a dictionary segmenter (ICU's, through Intl.Segmenter) vetoes those cuts.
 */
export function phrasesAtWordEnds(phrases: readonly string[], wordEnds: ReadonlySet<number>): string[] {
  const out: string[] = [];
  let offset = 0;
  for (const phrase of phrases) {
    const last = out.at(-1);
    if (last !== undefined && !wordEnds.has(offset)) out[out.length - 1] = last + phrase;
    else out.push(phrase);
    offset += phrase.length;
  }
  return out;
}

/**
 * The text cut where a line may break between phrases (any old marks
 * removed first): joined, the parts are the text again.
 */
export function phraseParts(text: string, segment: (text: string) => string[]): string[] {
  const phrases = segment(text.replaceAll(PHRASE_BREAK, ''));
  const parts: string[] = [];
  for (const phrase of phrases) {
    const last = parts.at(-1);
    if (last !== undefined && !offersBreak(last, phrase)) parts[parts.length - 1] = last + phrase;
    else if (phrase !== '') parts.push(phrase);
  }
  return parts;
}

/** The text with a zero-width space between phrases (any old marks removed first). */
export function withPhraseBreaks(text: string, segment: (text: string) => string[]): string {
  return phraseParts(text, segment).join(PHRASE_BREAK);
}

/** Catalog keys whose words are headings or short lines set as headings. */
export function isHeadingKey(key: string): boolean {
  return !key.startsWith('meta.') && /(^|\.)(title|name|eyebrow)$/.test(key);
}
