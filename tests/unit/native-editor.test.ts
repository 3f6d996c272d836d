/**
 * The checks a native editor runs (issue 29), over every docs page, every
 * marketing catalog, i18n.json and the scene words of every locale; and the
 * rules behind them (rules/native-editor.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import table from '../../i18n.json';
import {
  boldPunctuationOut,
  cjkSpaces,
  readableWithSource,
  spaceNeededByEmphasis,
  DESCRIPTION_MAX,
  englishInLabel,
  englishWords,
  koreanParticleProblems,
  koreanReading,
  misDecoded,
  tableHeadersOf,
  pageNameProblems,
  particleFor,
  sameName,
  visibleLength,
} from '../../rules/native-editor';
import type { StringTable } from '../../rules/strings';
import { GLOSSARIES } from '../../site/glossary';
import { LOCALES, type LocaleCode } from '../../site/locales';
import { CJK_SPACE_KEPT, ENGLISH_KEPT, ENGLISH_KEPT_EVERYWHERE } from '../../site/native-editor';
import { DEFAULT_SHORTCUTS, HOVER, INPUT_TRIGGER, SHORTCUTS } from '../../site/policies';

const root = path.resolve(__dirname, '../..');
const strings = table as StringTable;
const written = LOCALES.map(l => l.lang).filter(lang => fs.existsSync(path.join(root, 'docs', lang)));

interface DocPage {
  file: string;
  id: string;
  text: string;
  front: Record<string, string>;
  h1: string;
}

function docsOf(lang: string): DocPage[] {
  const dir = path.join(root, 'docs', lang, 'docs');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter(file => file.endsWith('index.mdx'))
    .sort()
    .map(file => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      const front = Object.fromEntries(
        [...head.matchAll(/^(\w+):\s*(.*)$/gm)].map(m => [m[1], (m[2] as string).trim().replace(/^(['"])(.*)\1$/, '$2')]),
      );
      const id = path.dirname(file) === '.' ? 'index' : path.dirname(file).split(path.sep).join('/');
      return { file: path.join('docs', lang, 'docs', file), id, text, front, h1: /^# (.*)$/m.exec(text)?.[1] ?? '' };
    });
}

function catalogsOf(lang: string): { file: string; copy: Record<string, string> }[] {
  const dir = path.join(root, 'docs', lang, '_copy');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(file => file.endsWith('.json'))
    .sort()
    .map(file => ({
      file: path.join('docs', lang, '_copy', file),
      copy: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
    }));
}

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];

function scenesOf(lang: string): string[] {
  const file = path.join(root, 'i18n', 'scenes', `${lang}.json`);
  return fs.existsSync(file) ? leaves(JSON.parse(fs.readFileSync(file, 'utf8'))) : [];
}

const stringsOf = (lang: LocaleCode): [string, string][] =>
  Object.entries(strings).flatMap(([key, byLang]) => leaves(byLang[lang]).map(text => [key, text] as [string, string]));

// ---------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------

describe('Korean particles after Latin words and digits', () => {
  it('reads product terms, capitals letter by letter, and numbers the Sino-Korean way', () => {
    expect(koreanReading('Shift')).toBe('시프트');
    expect(koreanReading('DeepL')).toBe('딥엘');
    expect(koreanReading('PDF')).toBe('피디에프');
    expect(koreanReading('API')).toBe('에이피아이');
    expect(koreanReading('Alt+A')).toBe('에이');
    expect(koreanReading('3')?.at(-1)).toBe('삼');
    expect(koreanReading('20')?.at(-1)).toBe('십');
    expect(koreanReading('200')?.at(-1)).toBe('백');
    expect(koreanReading('10000000')?.at(-1)).toBe('만');
    expect(koreanReading('1.5')?.at(-1)).toBe('오');
    expect(koreanReading('completions')).toBeUndefined();
    expect(koreanReading('S1')).toBe('원');
    expect(koreanParticleProblems('Qwen 3를 쓰고 AO3를 읽고 3를 셉니다.').map(p => p.word)).toEqual(['3']);
  });

  it('chooses by the last sound: consonant, vowel, and ㄹ before 으로/로', () => {
    expect(particleFor('시프트', '을')).toBe('를');
    expect(particleFor('다이글롯', '는')).toBe('은');
    expect(particleFor('딥엘', '으로')).toBe('로');
    expect(particleFor('이펍', '로')).toBe('으로');
    expect(particleFor('크롬', '와')).toBe('과');
    expect(particleFor('에이피아이', '이')).toBe('가');
  });

  it('finds the wrong particle through markup and components, and leaves the right ones', () => {
    const text = [
      'Shift을 누른 채 <kbd>Alt</kbd>+<kbd>A</kbd>를 누르세요.',
      '<HoverKey />을 누르고 **PDF**는 [DeepL](/docs/services/deepL/)으로 번역합니다.',
      '`ePub`로 저장하고 Chrome와 Firefox를 씁니다. 3를 두 번, 2를 한 번.',
      'Diglot은 API이며 PDF이고 Pro가 아닙니다. 10000000명이 DeepL로도 씁니다.',
      '```js',
      'Shift을 // code is not prose',
      '```',
    ].join('\n');
    const found = koreanParticleProblems(text, { HoverKey: 'Shift' }).map(p => `${p.word}${p.found}→${p.expected}`);
    expect(found).toEqual(['Shift을→를', 'Shift을→를', 'DeepL으로→로', 'ePub로→으로', 'Chrome와→과', '3를→을']);
  });

  it('replaces a component by what it prints for one id', () => {
    const problems = koreanParticleProblems('<ShortcutKeys id="translatePage" />을 누르세요.', {
      'ShortcutKeys#translatePage': 'Alt+A',
    });
    expect(problems.map(p => p.expected)).toEqual(['를']);
  });
});

describe('English left in labels', () => {
  const english = englishWords(['Keys', 'What it does', 'Region', 'Service', '{name} home']);
  const labels = new Set(['key', 'what it does', 'region', 'service']);
  it('flags any English label word in a page not written in Latin letters, except kept words', () => {
    expect(englishInLabel('Key', english, labels, new Set(), false)).toEqual(['Key']);
    expect(englishInLabel('{name} 홈', english, labels, new Set(), false)).toEqual([]);
    expect(englishInLabel('Region | कंसोल', english, labels, new Set(), false)).toEqual(['Region']);
    expect(englishInLabel('DeepL कुंजी', english, labels, new Set(), false)).toEqual([]);
    expect(englishInLabel('Service', english, labels, new Set(['service']), false)).toEqual([]);
  });
  it('in a Latin-script page flags only a label that is an English label word for word', () => {
    expect(englishInLabel('Service', english, labels, new Set(), true)).toEqual(['Service']);
    expect(englishInLabel('Region', english, labels, new Set(['region']), true)).toEqual([]);
    expect(englishInLabel('Service de traduction', english, labels, new Set(), true)).toEqual([]);
  });
  it('takes table header cells, not code or body cells', () => {
    const mdx = '| Key | What it does |\n| --- | --- |\n| `Alt` | **Translate** |\n```md\n| A | B |\n| --- | --- |\n```';
    expect(tableHeadersOf(mdx)).toEqual(['Key', 'What it does']);
  });
});

describe('names of a page', () => {
  const hover = [{ term: 'al pasar el cursor', forms: [] }];
  it('requires the title to be the sidebar label and the feature term in all three', () => {
    const names = {
      label: 'Traducción al pasar el cursor y al seleccionar',
      title: 'Traducción con el cursor y la selección',
      h1: 'Traducción al pasar el cursor y al seleccionar',
    };
    expect(pageNameProblems(names, hover)).toEqual([
      'title "Traducción con el cursor y la selección" is not the sidebar label "Traducción al pasar el cursor y al seleccionar"',
      'title "Traducción con el cursor y la selección" lacks the term "al pasar el cursor"',
    ]);
    expect(pageNameProblems({ ...names, title: names.label }, hover)).toEqual([]);
  });
  it('compares names across full-width brackets and spacing, and lets an overview lengthen its label', () => {
    expect(sameName('Microsoft Translator（Azure）')).toBe(sameName('Microsoft Translator (Azure)'));
    expect(pageNameProblems({ label: 'Overview', title: 'Translation services overview', h1: 'x' }, [], true)).toEqual([]);
    expect(pageNameProblems({ label: 'Overview', title: 'Translation services overview', h1: 'x' }, [])).toHaveLength(1);
  });
});

describe('mis-decoded text', () => {
  it('finds UTF-8 read back as Latin-1 or Windows-1252, and leaves real accents alone', () => {
    const hindi = 'क्षेत्र';
    const broken = Buffer.from(hindi, 'utf8').toString('latin1');
    expect(misDecoded(`कुंजी और ${broken}`)).not.toEqual([]);
    expect(misDecoded('CafÃ© â€™')).toEqual(['Ã©', 'â€™']);
    for (const fine of ['café', 'übersetzen', 'À côté', 'São Paulo', 'Ça va', hindi, 'العربية', '日本語', 'Größe'])
      expect(misDecoded(fine)).toEqual([]);
  });
});

describe('length and spacing', () => {
  it('counts a letter with its marks as one character', () => {
    expect(visibleLength('कुंजी')).toBe(2);
    expect(visibleLength('abc')).toBe(3);
  });
  it('finds spaces between two CJK characters only', () => {
    expect(cjkSpaces('24小时 内可以退款。 下一句').map(s => s.index)).toEqual([4, 11]);
    expect(cjkSpaces('使用 DeepL 翻译、Web ページ')).toEqual([]);
    expect(cjkSpaces('「デベロッパー モード」をオン', ['デベロッパー モード'])).toEqual([]);
  });
  it('keeps a space that bold needs next to punctuation, and moves a full stop out of bold instead', () => {
    const mdx = '**注意。** 次へ。点击 **“设置”** 按钮';
    expect(spaceNeededByEmphasis(mdx, mdx.indexOf(' '))).toBe(true);
    expect(spaceNeededByEmphasis(mdx, mdx.indexOf(' **“'))).toBe(true);
    expect(spaceNeededByEmphasis('按 **设置** 中', 1)).toBe(false);
    expect(boldPunctuationOut('**刷新标签页。** 在安装之前。**Firefox：** 确认')).toBe(
      '**刷新标签页**。在安装之前。**Firefox**：确认',
    );
  });
  it('reads MDX as it renders, mapping each character back to its source', () => {
    const mdx = '详见 [安装](/docs/installation/) 页面，按 `Alt` 键。\n```js\n中 文\n```\n**提示：** 完成';
    const { text, source } = readableWithSource(mdx);
    expect(text).toBe('详见 安装 页面，按 x 键。\n\n\n\n提示： 完成');
    expect(cjkSpaces(text).map(s => mdx[source[s.index] as number])).toEqual([' ', ' ', ' ']);
  });
});

// ---------------------------------------------------------------------------
// Every page of every locale
// ---------------------------------------------------------------------------

/** What a component prints, for reading the particle after it. */
const components: Record<string, string> = {
  HoverKey: strings[`policy.key.${HOVER.defaultKey}`]?.ko as string,
  SpacePresses: String(INPUT_TRIGGER.spacePresses),
  DefaultShortcutCount: String(DEFAULT_SHORTCUTS.length),
  '{inputSpaces}': String(INPUT_TRIGGER.spacePresses),
  ...Object.fromEntries(SHORTCUTS.filter(s => s.keys).map(s => [`ShortcutKeys#${s.id}`, (s.keys ?? []).join('+')])),
};

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('Korean particles over every ko page, catalog, UI string and scene', () => {
  it('fit how the word before them is read', () => {
    const found: string[] = [];
    const scan = (where: string, text: string) => {
      for (const p of koreanParticleProblems(text, components)) found.push(`${where}: "${p.word}${p.found}" (use ${p.expected})`);
    };
    for (const page of docsOf('ko')) scan(page.file, page.text);
    for (const { file, copy } of catalogsOf('ko')) for (const [key, text] of Object.entries(copy)) scan(`${file} ${key}`, text);
    for (const [key, text] of stringsOf('ko')) scan(`i18n.json ${key}`, text);
    for (const text of scenesOf('ko')) scan('i18n/scenes/ko.json', text);
    expect(found).toEqual([]);
  });
});

/** The site's own UI labels: the sidebar's and the navbar's. */
const UI_LABEL = /^(?:sidebar|nav)\./;
const enDocs = docsOf('en');
const enLabels = [
  ...enDocs.flatMap(page => tableHeadersOf(page.text)),
  ...Object.entries(strings)
    .filter(([key]) => UI_LABEL.test(key))
    .map(([, byLang]) => byLang.en as string),
];
const ENGLISH = englishWords(enLabels);
const ENGLISH_LABELS = new Set(
  enLabels.map(label =>
    label
      .replace(/[.:!?]+$/, '')
      .trim()
      .toLowerCase(),
  ),
);
const LATIN_SCRIPT = new Set(['de', 'es', 'fr', 'it', 'pt', 'pt-BR']);

describe.each(written.filter(lang => lang !== 'en'))('%s, as a native editor reads it', lang => {
  const docs = docsOf(lang);
  const allow = new Set([...ENGLISH_KEPT_EVERYWHERE, ...(ENGLISH_KEPT[lang] ?? [])].map(w => w.toLowerCase()));
  const latin = LATIN_SCRIPT.has(lang);

  it('leaves no English table header or UI label', () => {
    const found: string[] = [];
    for (const page of docs) {
      for (const label of tableHeadersOf(page.text)) {
        const words = englishInLabel(label, ENGLISH, ENGLISH_LABELS, allow, latin);
        if (words.length) found.push(`${page.file}: "${label}" (${words.join(', ')})`);
      }
    }
    for (const [key, text] of stringsOf(lang)) {
      if (!UI_LABEL.test(key)) continue;
      const words = englishInLabel(text, ENGLISH, ENGLISH_LABELS, allow, latin);
      if (words.length) found.push(`i18n.json ${key}: "${text}" (${words.join(', ')})`);
    }
    expect(found).toEqual([]);
  });

  it("names each docs page one way: sidebar label, title and its feature's term", () => {
    const glossary = GLOSSARIES[lang];
    const found: string[] = [];
    for (const page of docs) {
      const key = page.id === 'services' ? 'sidebar.services/index' : `sidebar.${page.id}`;
      const label = strings[key]?.[lang];
      if (typeof label !== 'string') continue;
      const terms = Object.values(glossary)
        .filter(entry => entry.labels.includes(key))
        .map(entry => ({ term: entry.term, forms: entry.forms ?? [] }));
      const names = { label, title: page.front.title ?? '', h1: page.h1 };
      for (const problem of pageNameProblems(names, terms, page.id === 'services')) found.push(`${page.file}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  it(`keeps every description within ${DESCRIPTION_MAX} characters`, () => {
    const found: string[] = [];
    for (const page of docs) {
      const length = visibleLength(page.front.description ?? '');
      if (length > DESCRIPTION_MAX) found.push(`${page.file}: ${length}`);
    }
    for (const { file, copy } of catalogsOf(lang)) {
      for (const [key, text] of Object.entries(copy)) {
        if (key.endsWith('description') && visibleLength(text) > DESCRIPTION_MAX)
          found.push(`${file} ${key}: ${visibleLength(text)}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe.each(written)('%s has no mis-decoded text', lang => {
  it('in docs pages, catalogs, UI strings and scenes', () => {
    const found: string[] = [];
    for (const page of docsOf(lang)) for (const bad of misDecoded(page.text)) found.push(`${page.file}: "${bad}"`);
    for (const { file, copy } of catalogsOf(lang))
      for (const [key, text] of Object.entries(copy)) for (const bad of misDecoded(text)) found.push(`${file} ${key}: "${bad}"`);
    for (const [key, text] of stringsOf(lang as LocaleCode))
      for (const bad of misDecoded(text)) found.push(`i18n.json ${key}: "${bad}"`);
    for (const text of scenesOf(lang)) for (const bad of misDecoded(text)) found.push(`i18n/scenes/${lang}.json: "${bad}"`);
    expect(found).toEqual([]);
  });
});

describe.each(['ja', 'zh', 'zh-TW'] as const)('%s puts no space between two CJK characters', lang => {
  it('in docs pages, catalogs, UI strings and scenes', () => {
    const kept = CJK_SPACE_KEPT[lang] ?? [];
    const spaces = (text: string) => cjkSpaces(readableWithSource(text).text, kept);
    const found: string[] = [];
    for (const page of docsOf(lang)) {
      const { text, source } = readableWithSource(page.text);
      for (const s of cjkSpaces(text, kept).filter(s => !spaceNeededByEmphasis(page.text, source[s.index] as number, s.length)))
        found.push(`${page.file}:${lineOf(page.text, source[s.index] as number)} "${s.excerpt}"`);
    }
    for (const { file, copy } of catalogsOf(lang)) {
      for (const [key, text] of Object.entries(copy)) for (const s of spaces(text)) found.push(`${file} ${key}: "${s.excerpt}"`);
    }
    for (const [key, text] of stringsOf(lang)) for (const s of spaces(text)) found.push(`i18n.json ${key}: "${s.excerpt}"`);
    for (const text of scenesOf(lang)) for (const s of spaces(text)) found.push(`i18n/scenes/${lang}.json: "${s.excerpt}"`);
    expect(found).toEqual([]);
  });
});
