import { describe, expect, it } from 'vitest';
import table from '../../i18n.json';
import { LOCALES } from '../../site/locales';
import { checkStringTable, localeResources, placeholdersOf, type StringTable } from '../../rules/strings';

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

  it('turns plural objects into i18next keys', () => {
    const res = localeResources({ n: { en: { one: 'One', other: '{count}' } }, t: { en: 'T' } }, 'en');
    expect(res).toEqual({ n_one: 'One', n_other: '{count}', t: 'T' });
  });

  it('extracts placeholders', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
