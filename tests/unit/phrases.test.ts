import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHeadingKey, offersBreak, PHRASE_BREAK, phrasesAtWordEnds, withPhraseBreaks } from '../../rules/phrases';
import { phraseSegmenter, withHeadingPhrases } from '../../plugins/marketing/phrases';

const ja = phraseSegmenter('ja') as (text: string) => string[];
const zh = phraseSegmenter('zh') as (text: string) => string[];
const zhTW = phraseSegmenter('zh-TW') as (text: string) => string[];
/** Where a line may break: the text split at the marks. */
const phrases = (text: string) => text.split(PHRASE_BREAK);

describe('phrase breaks in Japanese and Chinese headings', () => {
  it('offers breaks between phrases, never inside a word', () => {
    expect(phrases(withPhraseBreaks('外国語で読むすべてを、ひとつの拡張機能で', ja))).toEqual([
      '外国語で',
      '読むすべてを、',
      'ひとつの',
      '拡張機能で',
    ]);
    const free = phrases(withPhraseBreaks('ずっと無料で使えるプラン', ja));
    expect(free.some(p => p.includes('無料'))).toBe(true);
    const zhPhrases = phrases(withPhraseBreaks('免费翻译网页与电子书', zh));
    expect(zhPhrases.slice(0, 3)).toEqual(['免费翻译', '网页', '与']);
    expect(zhPhrases.join('')).toBe('免费翻译网页与电子书');
    expect(phrases(withPhraseBreaks('免費翻譯網頁與電子書', zhTW))).toEqual(['免費翻譯', '網頁', '與', '電子書']);
  });

  it('takes back a cut that falls inside a word as a dictionary reads it', () => {
    expect(phrasesAtWordEnds(['如何', '阅读列', '表'], new Set([2, 4, 6]))).toEqual(['如何', '阅读列表']);
    expect(phrasesAtWordEnds(['a', 'b', 'c'], new Set([1, 2, 3]))).toEqual(['a', 'b', 'c']);
    expect(phrasesAtWordEnds([], new Set())).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 4 })), fc.array(fc.nat(40)), (phrases, ends) => {
        const out = phrasesAtWordEnds(phrases, new Set(ends));
        expect(out.join('')).toBe(phrases.join(''));
        expect(out.length).toBeLessThanOrEqual(phrases.length);
      }),
    );
  });

  it('never splits a Latin word or a number the segmenter cut, nor marks next to a space', () => {
    const text = withPhraseBreaks('免费翻译网页、PDF 和字幕，每月 2000 字', zh);
    expect(text).toContain('PDF');
    expect(text).toContain('2000');
    expect(text).not.toMatch(new RegExp(`\\s${PHRASE_BREAK}|${PHRASE_BREAK}\\s`));
    expect(offersBreak('PD', 'F ')).toBe(false);
    expect(offersBreak('网页', '与')).toBe(true);
    expect(offersBreak('F ', '和')).toBe(false);
  });

  it('keeps the text as it was apart from the marks, and marks it once however often it runs', () => {
    const cjk = fc.string({ unit: fc.constantFrom(...'無料の翻訳文書書籍母語网页与電子書、。PDF 12ab'.split('')) });
    fc.assert(
      fc.property(fc.oneof(cjk, fc.string({ unit: 'binary' })), text => {
        for (const segment of [ja, zh, zhTW]) {
          const once = withPhraseBreaks(text, segment);
          expect(once.replaceAll(PHRASE_BREAK, '')).toBe(text.replaceAll(PHRASE_BREAK, ''));
          expect(withPhraseBreaks(once, segment)).toBe(once);
          expect(once).not.toMatch(/[A-Za-z0-9]\u200B[A-Za-z0-9]/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('marks only headings of the catalogs of ja, zh, zh-Hans and zh-TW', () => {
    expect(isHeadingKey('hero.title')).toBe(true);
    expect(isHeadingKey('featureGrid.items.2.title')).toBe(true);
    expect(isHeadingKey('hero.eyebrow')).toBe(true);
    expect(isHeadingKey('meta.title')).toBe(false);
    expect(isHeadingKey('hero.lead')).toBe(false);
    const catalog = { 'meta.title': '無料の翻訳', 'hero.title': '無料で翻訳する', 'hero.lead': '無料で翻訳する' };
    const marked = withHeadingPhrases(catalog, 'ja');
    expect(marked['hero.title']).toContain(PHRASE_BREAK);
    expect(marked['hero.lead']).toBe(catalog['hero.lead']);
    expect(marked['meta.title']).toBe(catalog['meta.title']);
    expect(withHeadingPhrases(catalog, 'de')).toBe(catalog);
    expect(phraseSegmenter('ko')).toBeNull();
  });
});
