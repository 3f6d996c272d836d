/**
 * Which phrase segmenter serves a locale's headings (BudouX's models, with
 * cuts inside a dictionary word taken back; build-time only). Locales not written in Japanese or Chinese need none:
 * their words are separated by spaces.
 */
import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';
import { isHeadingKey, phrasesAtWordEnds, withPhraseBreaks } from '../../rules/phrases';
import type { Catalog } from '../../site/marketing/types';

type Parser = { parse(text: string): string[] };

const PARSERS: Record<string, () => Parser> = {
  ja: loadDefaultJapaneseParser,
  zh: loadDefaultSimplifiedChineseParser,
  'zh-Hans': loadDefaultSimplifiedChineseParser,
  'zh-TW': loadDefaultTraditionalChineseParser,
};
const loaded = new Map<string, Parser>();

export function phraseSegmenter(lang: string): ((text: string) => string[]) | null {
  const load = PARSERS[lang];
  if (!load) return null;
  let parser = loaded.get(lang);
  if (!parser) {
    parser = load();
    loaded.set(lang, parser);
  }
  const words = new Intl.Segmenter(lang, { granularity: 'word' });
  return text => {
    const wordEnds = new Set<number>();
    for (const { index, segment } of words.segment(text)) wordEnds.add(index + segment.length);
    return phrasesAtWordEnds((parser as Parser).parse(text), wordEnds);
  };
}

/** The catalog with phrase breaks in its headings, for the locales that need them. */
export function withHeadingPhrases(catalog: Catalog, lang: string): Catalog {
  const segment = phraseSegmenter(lang);
  if (!segment) return catalog;
  return Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, isHeadingKey(key) ? withPhraseBreaks(text, segment) : text]),
  );
}
