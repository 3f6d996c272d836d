import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight, snippet } from '../../rules/search';
import { editDistance, foldAccents, matchTerm, normalize, sameWordOtherEnding, typosAllowed } from '../../rules/search-match';

/** Damerau–Levenshtein (optimal string alignment), unbounded: the reference the bounded one must agree with. */
function reference(a: string[], b: string[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      row[j] = Math.min(
        ((d[i - 1] as number[])[j] as number) + 1,
        (row[j - 1] as number) + 1,
        ((d[i - 1] as number[])[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe('accents and case', () => {
  it('folds Latin, Greek and Cyrillic accents, keeps other scripts’ marks', () => {
    expect(foldAccents('subtítulos')).toBe('subtitulos');
    expect(normalize('Übersetzen')).toBe('ubersetzen');
    expect(normalize('Straße')).toBe('strasse');
    expect(normalize('Éé')).toBe('ee');
    expect(normalize('ёлка')).toBe('елка');
    // Devanagari vowel signs, kana voicing marks and Hangul stay as they are.
    expect(normalize('अनुवाद')).toBe('अनुवाद');
    expect(normalize('ガイド')).toBe('ガイド');
    expect(normalize('자막')).toBe('자막');
  });

  it('gives the same text when applied twice, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), text => {
        expect(normalize(normalize(text))).toBe(normalize(text));
      }),
    );
  });
});

describe('typos', () => {
  it('allows one edit from 4 letters and two from 8, none in Japanese or Chinese', () => {
    expect(['pdf', 'subt', 'subtitle', 'subtitles'].map(typosAllowed)).toEqual([0, 1, 2, 2]);
    expect(typosAllowed('sub')).toBe(0);
    expect(typosAllowed('字幕翻訳')).toBe(0);
  });

  it('agrees with the unbounded distance within the bound, and says null beyond it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = reference([...a], [...b]);
        expect(editDistance(a, b, max)).toBe(full <= max ? full : null);
      }),
    );
  });

  it('measures a word being typed against the best beginning of a term', () => {
    expect(editDistance('traslat', 'translation', 2, true)).toBe(1);
    expect(matchTerm('subtitels', 'subtitles')).toEqual({ typos: 1, prefix: false });
    expect(matchTerm('subti', 'subtitles')).toEqual({ typos: 0, prefix: true });
    expect(matchTerm('subtitles', 'subtitles')).toEqual({ typos: 0, prefix: false });
    expect(matchTerm('untretitel', 'untertitel')).toEqual({ typos: 1, prefix: false });
    // Another ending of the same word is the word, not a typo.
    expect(matchTerm('untertitle', 'untertitel')).toEqual({ typos: 0, prefix: true });
    expect(sameWordOtherEnding('книги', 'книг')).toBe(true);
    expect(sameWordOtherEnding('электронные', 'электронных')).toBe(true);
    expect(sameWordOtherEnding('translate', 'translation')).toBe(false);
    expect(sameWordOtherEnding('pdf', 'pdfs')).toBe(false);
    expect(matchTerm('pdx', 'pdf')).toBeNull();
  });
});

describe('highlighting what matched', () => {
  it('marks words the index matched: accents folded, typos forgiven, the beginning of a word being typed', () => {
    expect(highlight('Subtítulos de vídeo', 'subtitulos').value).toBe('<mark>Subtítulos</mark> de vídeo');
    expect(highlight('Translate subtitles', 'traslate subtitels').value).toBe('<mark>Translate</mark> <mark>subtitles</mark>');
    expect(highlight('subtitles here', 'subti').value).toBe('<mark>subti</mark>tles here');
    expect(highlight('الترجمة الفورية', 'ترجمة').value).toBe('ال<mark>ترجمة</mark> الفورية');
    expect(highlight('<b>pdf</b>', 'pdf').value).toBe('&lt;b&gt;<mark>pdf</mark>&lt;/b&gt;');
  });

  it('picks the snippet window around a word matched with a typo', () => {
    const text = 'one two three four five six seven eight nine ten subtitles eleven twelve';
    expect(snippet(text, 'subtitels', 5)).toContain('subtitles');
  });

  it('never lets markup through, whatever the text and query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 20 }), (text, query) => {
        const value = highlight(text, query).value.replace(/<\/?mark>/g, '');
        expect(value).not.toMatch(/[<>]/);
      }),
    );
  });
});
