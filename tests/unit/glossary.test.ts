import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import table from '../../i18n.json';
import { LOCALES, type LocaleCode } from '../../site/locales';
import { findForbidden, type Glossary, labelsWithoutTerm, proseOf, withTerms } from '../../rules/glossary';
import { GLOSSARIES, VARIETIES } from '../../site/glossary';
import type { StringTable } from '../../rules/strings';

const root = path.resolve(__dirname, '../..');
const strings = table as StringTable;

const glossaryOf = (lang: LocaleCode): Glossary => GLOSSARIES[lang];

/** A locale's docs pages and marketing copy, relative to the project. */
function pagesOf(lang: string): string[] {
  const dir = path.join(root, 'docs', lang);
  if (!fs.existsSync(dir)) return [];
  const docs = (fs.readdirSync(path.join(dir, 'docs'), { recursive: true }) as string[])
    .filter(file => file.endsWith('.mdx'))
    .map(file => path.join('docs', lang, 'docs', file));
  const copy = fs.existsSync(path.join(dir, '_copy'))
    ? fs.readdirSync(path.join(dir, '_copy')).map(file => path.join('docs', lang, '_copy', file))
    : [];
  return [...docs, ...copy].sort();
}

describe('terminology glossaries', () => {
  it.each(LOCALES.map(l => [l.lang]))('%s: its glossary agrees with its UI labels', lang => {
    const glossary = glossaryOf(lang);
    expect(Object.keys(glossary).length).toBeGreaterThan(0);
    const textOf = (key: string) => {
      const value = strings[key]?.[lang];
      return typeof value === 'string' ? value : undefined;
    };
    expect(labelsWithoutTerm(glossary, textOf)).toEqual([]);
    // A concept no UI label names says why, so an empty list is a choice and not an oversight.
    for (const entry of Object.values(glossary)) expect(entry.labels.length || entry.note?.length, entry.term).toBeGreaterThan(0);
    // The navbar, the sidebar and every other UI string use the one word too.
    const inStrings = Object.entries(strings).flatMap(([key, byLang]) => {
      const value = byLang[lang];
      const texts = value === undefined ? [] : typeof value === 'string' ? [value] : Object.values(value);
      return texts.flatMap(text =>
        findForbidden(text ?? '', glossary).map(p => `i18n.json ${key}: "${p.variant}" (use "${p.term}")`),
      );
    });
    expect(inStrings).toEqual([]);
  });

  it.each(LOCALES.map(l => [l.lang]))('%s: its pages and marketing copy use the one word per concept', lang => {
    const glossary = glossaryOf(lang);
    const found: string[] = [];
    for (const file of pagesOf(lang)) {
      for (const p of findForbidden(fs.readFileSync(path.join(root, file), 'utf8'), glossary)) {
        found.push(`${file}:${p.line}:${p.column} "${p.variant}" for ${p.concept} (use "${p.term}")`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('one variety per language', () => {
  // Languages the site writes in more than one variety, or where a reader would notice a mix.
  it.each(['es', 'pt', 'pt-BR', 'zh', 'zh-Hans', 'zh-TW', 'ar'] as const)(
    '%s states its variety at the top of its glossary',
    lang => {
      expect(VARIETIES[lang]?.length).toBeGreaterThan(20);
      const file = fs.readFileSync(path.join(root, 'i18n', 'glossary', `${lang}.json`), 'utf8');
      expect(Object.keys(JSON.parse(file))[0]).toBe('$variety');
    },
  );
});

describe('forbidden-word scan', () => {
  const glossary: Glossary = {
    video: { term: 'video', labels: [], forbidden: ['vídeo', 'vídeos'] },
    key: { term: 'कुंजी', labels: [], forbidden: ['key'] },
    code: { term: '兌換序號', labels: [], forbidden: ['兌換碼'] },
    files: { term: 'ملفات الترجمة المصاحبة', labels: [], forbidden: [], forbiddenPatterns: ['ملفات الترجمة(?! المصاحبة)'] },
  };

  it('names the line and column of each variant', () => {
    const text = 'Un vídeo.\nDos vídeos y un video.\n请输入兌換碼。';
    expect(findForbidden(text, glossary).map(p => [p.line, p.column, p.variant, p.term])).toEqual([
      [1, 4, 'vídeo', 'video'],
      [2, 5, 'vídeos', 'video'],
      [3, 4, '兌換碼', '兌換序號'],
    ]);
  });

  it('matches a Latin word only as a whole word, and other scripts inside words', () => {
    expect(findForbidden('keyboard hotkey monkey', glossary)).toEqual([]);
    expect(findForbidden('अपनी key डालें, keys नहीं', glossary).map(p => p.variant)).toEqual(['key']);
    expect(findForbidden('وملفات الترجمة المصاحبة ثم ملفات الترجمة.', glossary).map(p => p.column)).toEqual([28]);
  });

  it('leaves code, URLs and link targets alone, keeping lines where they are', () => {
    const mdx = [
      "import { X } from 'key';",
      'Set `key` in [la guía](/es/docs/vídeo/) or https://example.com/vídeo',
      '```js',
      'const key = 1; // vídeo',
      '```',
      "{ href: '/docs/vídeo/', icon: 'key' }",
      '## Un vídeo \\{#vídeo}',
    ].join('\n');
    expect(proseOf(mdx).split('\n')).toHaveLength(7);
    expect(findForbidden(mdx, glossary).map(p => [p.line, p.variant])).toEqual([[7, 'vídeo']]);
  });

  it('puts the term in place of each variant in prose only (for text converted by machine)', () => {
    const text = '有兌換碼嗎？到 [兌換碼](/exchange/#兌換碼) 輸入兌換碼。`兌換碼`';
    expect(withTerms(text, glossary)).toBe('有兌換序號嗎？到 [兌換序號](/exchange/#兌換碼) 輸入兌換序號。`兌換碼`');
    expect(withTerms('keyboard: key', glossary)).toBe('keyboard: कुंजी');
  });
});
