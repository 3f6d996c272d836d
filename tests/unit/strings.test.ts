import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import table from '../../i18n.json';
import { LOCALES } from '../../site/locales';
import { checkStringTable, localeResources, placeholdersOf, type StringTable, translate } from '../../rules/strings';

const LANGS = LOCALES.map(l => l.lang);

describe('i18n.json', () => {
  it('has every key in all 15 locales with matching placeholders', () => {
    const problems = checkStringTable(table as StringTable, LANGS, 'en');
    expect(problems, JSON.stringify(problems.slice(0, 20), null, 2)).toEqual([]);
  });

  it('labels every docs page and sidebar category', async () => {
    const { DOCS_PAGES } = await import('../../site/routes');
    const { DOCS_SIDEBAR } = await import('../../site/sidebar');
    for (const page of DOCS_PAGES) expect(table).toHaveProperty([`sidebar.${page.id}`]);
    for (const category of DOCS_SIDEBAR) {
      if (category.type === 'category') expect(table).toHaveProperty([`sidebar.category.${category.id}`]);
    }
  });
});

describe('string table rules', () => {
  const langs = ['en', 'ja', 'ru'];
  it('finds missing locales, empty texts and placeholder drift', () => {
    const problems = checkStringTable(
      {
        a: { en: 'Hello {name}', ja: 'こんにちは {name}' },
        b: { en: 'Direct link to {heading}', ja: '{title} への直接リンク', ru: 'Прямая ссылка на {heading}' },
        c: { en: 'x', ja: ' ', ru: 'y' },
      },
      langs,
      'en',
    );
    expect(problems).toEqual([
      { key: 'a', lang: 'ru', problem: 'missing' },
      { key: 'b', lang: 'ja', problem: expect.stringContaining('placeholders') },
      { key: 'c', lang: 'ja', problem: 'empty' },
    ]);
  });

  it('requires the plural categories each locale uses', () => {
    const problems = checkStringTable(
      {
        n: {
          en: { one: 'One result', other: '{count} results' },
          ja: { other: '{count} 件' },
          ru: { one: '{count} результат', other: '{count} результатов' },
        },
      },
      langs,
      'en',
    );
    expect(problems.map(p => p.problem)).toEqual(['plural form "few" missing', 'plural form "many" missing']);
  });

  it('turns plural objects into flat keys', () => {
    const res = localeResources({ n: { en: { one: 'One', other: '{count}' } }, t: { en: 'T' } }, 'en');
    expect(res).toEqual({ n_one: 'One', n_other: '{count}', t: 'T' });
  });

  it('extracts placeholders', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('translate', () => {
  const ru = localeResources(
    {
      n: {
        ru: { one: '{count} результат', few: '{count} результата', many: '{count} результатов', other: '{count} результата' },
      },
      q: { ru: '«{query}»: {count}' },
    },
    'ru',
  );

  it('picks the plural form the locale uses for the count', () => {
    expect(translate(ru, 'ru', 'n', { count: 1 })).toBe('1 результат');
    expect(translate(ru, 'ru', 'n', { count: 3 })).toBe('3 результата');
    expect(translate(ru, 'ru', 'n', { count: 5 })).toBe('5 результатов');
    expect(translate(ru, 'ru', 'n', { count: 1.5 })).toBe('1.5 результата');
  });

  it('falls back to the other form, then to the key itself', () => {
    const en = localeResources({ n: { en: { other: '{count} items' } }, t: { en: 'Title' } }, 'en');
    expect(translate(en, 'en', 'n', { count: 1 })).toBe('1 items');
    expect(translate(en, 'en', 't', { count: 2 })).toBe('Title');
    expect(translate(en, 'en', 'missing.key')).toBe('missing.key');
    expect(translate(en, 'en', 'constructor')).toBe('constructor');
  });

  it('fills placeholders, and a missing value reads as empty', () => {
    expect(translate(ru, 'ru', 'q', { query: 'PDF', count: 2 })).toBe('«PDF»: 2');
    expect(translate(ru, 'ru', 'q', { count: 2 })).toBe('«»: 2');
  });

  it('inserts any value verbatim: a value is never read as a placeholder or a pattern', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer(), (query, other, count) => {
        const out = translate(ru, 'ru', 'q', { query, count, constructor: other });
        expect(out).toBe(`«${query}»: ${count}`);
      }),
    );
  });

  it('never throws on hostile keys and values', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.anything()), (key, values) => {
        expect(typeof translate(ru, 'ru', key, values)).toBe('string');
      }),
    );
  });
});
