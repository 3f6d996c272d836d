/**
 * Checks a native editor runs over every page (issue 29): Korean particles
 * after Latin words and digits, English table headers and UI labels left
 * in a translated page, the sidebar label, title and feature term of a
 * docs page agreeing, description length, and spaces between CJK
 * characters. Pure functions over text; the data comes from the caller.
 */

// ---------------------------------------------------------------------------
// Korean particles
// ---------------------------------------------------------------------------

/**
 * How Korean readers say our product terms aloud, which decides the particle
 * (Shift is 시프트: "Shift를", never "Shift을"). Keys are lower case. Words
 * written in capitals are read letter by letter (PDF 피디에프) and need no
 * entry; a word with no entry and no capitals is left unchecked.
 */
export const KOREAN_READINGS: Readonly<Record<string, string>> = {
  shift: '시프트',
  alt: '알트',
  ctrl: '컨트롤',
  esc: '이에스시',
  enter: '엔터',
  tab: '탭',
  space: '스페이스',
  diglot: '다이글롯',
  pro: '프로',
  free: '프리',
  epub: '이펍',
  chrome: '크롬',
  firefox: '파이어폭스',
  edge: '엣지',
  safari: '사파리',
  android: '안드로이드',
  iphone: '아이폰',
  ipad: '아이패드',
  mac: '맥',
  macos: '맥오에스',
  windows: '윈도우',
  google: '구글',
  apple: '애플',
  microsoft: '마이크로소프트',
  youtube: '유튜브',
  github: '깃허브',
  deepl: '딥엘',
  openai: '오픈에이아이',
  openl: '오픈엘',
  openrouter: '오픈라우터',
  ollama: '올라마',
  claude: '클로드',
  anthropic: '앤트로픽',
  gemini: '제미나이',
  grok: '그록',
  groq: '그로크',
  kimi: '키미',
  moonshot: '문샷',
  deepseek: '딥시크',
  azure: '애저',
  baidu: '바이두',
  tencent: '텐센트',
  youdao: '유다오',
  caiyun: '차이윈',
  niutrans: '니우트랜스',
  doubao: '더우바오',
  qianfan: '첸판',
  hunyuan: '훈위안',
  bailian: '바이롄',
  zhipu: '즈푸',
  ziyue: '쯔웨',
  xiaoyi: '샤오이',
  cloud: '클라우드',
  engine: '엔진',
  studio: '스튜디오',
  key: '키',
  secret: '시크릿',
  secretid: '시크릿아이디',
  secretkey: '시크릿키',
  accesskey: '액세스키',
  token: '토큰',
  model: '모델',
  markdown: '마크다운',
  com: '닷컴',
  'utf-8': '유티에프팔',
  ao3: '에이오쓰리',
};

const LETTERS: Readonly<Record<string, string>> = {
  a: '에이',
  b: '비',
  c: '시',
  d: '디',
  e: '이',
  f: '에프',
  g: '지',
  h: '에이치',
  i: '아이',
  j: '제이',
  k: '케이',
  l: '엘',
  m: '엠',
  n: '엔',
  o: '오',
  p: '피',
  q: '큐',
  r: '알',
  s: '에스',
  t: '티',
  u: '유',
  v: '브이',
  w: '더블유',
  x: '엑스',
  y: '와이',
  z: '지',
};

const DIGITS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
/** Digits of a name or version (AO3, S1, Qwen 3) are said in English: 쓰리, 원. */
const ENGLISH_DIGITS = ['제로', '원', '투', '쓰리', '포', '파이브', '식스', '세븐', '에잇', '나인'];

/**
 * The last syllable of a number read the Sino-Korean way, as a Korean says
 * it: 3 삼, 20 이십, 200 이백, 3000 삼천, 10000 만, 429 사백이십구.
 */
function numberEnding(digits: string): string {
  const n = digits.replace(/^0+(?=\d)/, '');
  if (/^0+$/.test(n)) return '영';
  const last = n.at(-1) as string;
  if (last !== '0') return DIGITS[Number(last)] as string;
  const zeros = (n.match(/0+$/) as RegExpMatchArray)[0].length;
  // 10 십, 100 백, 1000 천; from 10⁴ the number ends in its myriad: 십만 and 천만 end in 만, 억, 조.
  return zeros < 4
    ? (['십', '백', '천'][zeros - 1] as string)
    : (['만', '억', '조'][Math.min(2, Math.floor(zeros / 4) - 1)] as string);
}

/**
 * The Hangul reading of a word's last sound, or undefined when we do not
 * know how it is read (then no particle is checked after it).
 */
export function koreanReading(word: string): string | undefined {
  const known = KOREAN_READINGS[word.toLowerCase()];
  if (known) return known;
  if (/^\d+(?:[.,]\d+)*$/.test(word)) return numberEnding(word.replace(/.*[.,]/, ''));
  if (/^[A-Za-z]+\d+$/.test(word)) return ENGLISH_DIGITS[Number(word.at(-1))];
  // Compounds (Qwen-MT, example.com, Alt+A): the part after the last joiner is said last.
  const tail = word.split(/[-+./_]/).at(-1) ?? '';
  if (tail !== word && tail) return koreanReading(tail);
  if (/^[A-Z]{1,6}$/.test(word)) return [...word.toLowerCase()].map(c => LETTERS[c]).join('');
  return undefined;
}

type Batchim = 'none' | 'rieul' | 'other';

/** Whether a Hangul syllable ends in a consonant, and whether that is ㄹ. */
export function batchimOf(syllable: string): Batchim {
  const code = syllable.codePointAt(0) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) throw new Error(`not a Hangul syllable: ${syllable}`);
  const final = (code - 0xac00) % 28;
  return final === 0 ? 'none' : final === 8 ? 'rieul' : 'other';
}

const PAIRS: Readonly<Record<string, readonly [string, string]>> = {
  // [after a consonant, after a vowel]; 으로/로 also takes 로 after ㄹ.
  을: ['을', '를'],
  를: ['을', '를'],
  이: ['이', '가'],
  가: ['이', '가'],
  은: ['은', '는'],
  는: ['은', '는'],
  과: ['과', '와'],
  와: ['과', '와'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
};

/** The particle that belongs after a word read as `reading`. */
export function particleFor(reading: string, particle: string): string {
  const pair = PAIRS[particle];
  if (!pair) throw new Error(`not a particle: ${particle}`);
  const batchim = batchimOf(reading.at(-1) as string);
  if (particle === '으로' || particle === '로') return batchim === 'other' ? '으로' : '로';
  return batchim === 'none' ? pair[1] : pair[0];
}

export interface ParticleProblem {
  index: number;
  word: string;
  found: string;
  expected: string;
}

/**
 * The text as a reader sees it, for reading particles: code blocks, link
 * targets, tags, emphasis and quotes removed; components replaced by what
 * they print (`HoverKey`, or `ShortcutKeys#translatePage` for one id).
 * Indexes into it are for messages only.
 */
export function koreanReadingText(text: string, components: Readonly<Record<string, string>> = {}): string {
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/<([A-Z][A-Za-z]*)\b([^>]*)\/>/g, (tag, name: string, attrs: string) => {
      const id = /\bid="([^"]*)"/.exec(attrs)?.[1];
      return (id !== undefined ? components[`${name}#${id}`] : undefined) ?? components[name] ?? tag;
    })
    .replace(/\{(\w+)\}/g, (placeholder: string) => components[placeholder] ?? placeholder)
    .replace(/\]\([^)\n]*\)/g, '')
    .replace(/<\/?[a-z][^>]*>/g, '')
    .replace(/[[\]*`"“”'‘’]/g, '');
}

// A Latin word or number, then a particle that ends the word: what follows is not Hangul
// (or is one of the particles' usual companions: 로는, 로도, 과는, 은요…).
const PARTICLE_AFTER_WORD =
  /(?<![A-Za-z0-9.+\-_])([A-Za-z0-9](?:[A-Za-z0-9.+\-_]*[A-Za-z0-9])?)(으로|을|를|이|가|은|는|과|와|로)(?=[^\p{Script=Hangul}]|$|(?:는|도|서|의|만)(?:[^\p{Script=Hangul}]|$))/gu;

/** Particles after Latin words and digits that do not fit how the word is read. */
export function koreanParticleProblems(text: string, components: Readonly<Record<string, string>> = {}): ParticleProblem[] {
  const clean = koreanReadingText(text, components);
  const problems: ParticleProblem[] = [];
  for (const match of clean.matchAll(PARTICLE_AFTER_WORD)) {
    const word = match[1] as string;
    const found = match[2] as string;
    // 이 as the copula (API이며, PDF이고) is followed by Hangul, so the pattern never takes it.
    // A number right after a name is its version, said in English: "Qwen 3를".
    const version = /^\d+(?:\.\d+)*$/.test(word) && /[A-Za-z]\s$/.test(clean.slice(0, match.index));
    const reading = version ? ENGLISH_DIGITS[Number(word.at(-1))] : koreanReading(word);
    if (!reading) continue;
    const expected = particleFor(reading, found);
    if (expected !== found) problems.push({ index: match.index, word, found, expected });
  }
  return problems;
}

// ---------------------------------------------------------------------------
// English left in a translated page
// ---------------------------------------------------------------------------

/**
 * The header cells of every Markdown table outside code. (Bold text is not
 * taken: pages quote the English labels of providers' consoles and their
 * error messages in bold, as the reader will see them there.)
 */
export function tableHeadersOf(mdx: string): string[] {
  const text = mdx.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const lines = text.split('\n');
  const labels: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] as string;
    if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] as string)) {
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|');
      labels.push(...cells.map(cell => cell.trim()).filter(Boolean));
    }
  }
  return labels
    .map(label =>
      label
        .replace(/`[^`]*`/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const WORD = /\p{Script=Latin}[\p{Script=Latin}\p{M}'’-]*/gu;
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;

/**
 * English words from `english` (the English pages' labels) left in a
 * translated label. In a locale written in Latin letters a label is English
 * only when it is, word for word, an English label; elsewhere any English
 * label word in it is. Words on the allow list (product names, code, words
 * the language shares with English) are fine.
 */
export function englishInLabel(
  label: string,
  english: ReadonlySet<string>,
  englishLabels: ReadonlySet<string>,
  allow: ReadonlySet<string>,
  latinScript: boolean,
): string[] {
  const plain = label.replace(/\{\w+\}/g, ' ');
  const words = [...plain.matchAll(WORD)].map(m => m[0].replace(/['’-]+$/, ''));
  const flagged = words.filter(w => english.has(w.toLowerCase()) && !allow.has(w.toLowerCase()));
  if (!latinScript) return flagged;
  const whole = plain
    .replace(/[.:!?。：]+$/u, '')
    .trim()
    .toLowerCase();
  if (!englishLabels.has(whole) || NON_LATIN_LETTER.test(label)) return [];
  return flagged;
}

/** The English words that labels are made of (lower case, with the singular of a plural), for `englishInLabel`. */
export function englishWords(labels: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const label of labels) {
    for (const m of label.replace(/\{\w+\}/g, ' ').matchAll(WORD)) {
      const word = m[0].replace(/['’-]+$/, '').toLowerCase();
      out.add(word);
      if (/[^s]s$/.test(word)) out.add(word.slice(0, -1));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Names of a page
// ---------------------------------------------------------------------------

/** A name as compared: width-folded, one space, the same apostrophe and brackets. */
export function sameName(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[’‘]/g, "'")
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)\s*/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

export interface PageNames {
  /** The sidebar label (i18n.json `sidebar.<id>`). */
  label: string;
  /** The front matter title. */
  title: string;
  /** The `# ` heading. */
  h1: string;
}

/**
 * Where the names of one docs page disagree: the title is the sidebar label
 * (a section overview may lengthen it: "Overview" → "Translation services
 * overview"); the glossary term of the page's feature is in all three.
 */
export function pageNameProblems(
  names: PageNames,
  terms: readonly { term: string; forms: readonly string[] }[],
  overview = false,
): string[] {
  const problems: string[] = [];
  const label = sameName(names.label);
  const title = sameName(names.title);
  if (overview ? !title.includes(label) : title !== label) {
    problems.push(`title "${names.title}" is not the sidebar label "${names.label}"`);
  }
  for (const { term, forms } of terms) {
    const words = [term, ...forms].map(sameName);
    for (const [where, text] of Object.entries(names)) {
      if (!words.some(word => sameName(text).includes(word))) problems.push(`${where} "${text}" lacks the term "${term}"`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// Length and spacing
// ---------------------------------------------------------------------------

/** The longest description a search result shows whole. */
export const DESCRIPTION_MAX = 160;

/** Characters as a reader counts them (a letter with its marks is one). */
export function visibleLength(text: string): number {
  return [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].length;
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff1f\\u30fc';

/**
 * MDX as it reads, with each character's index in the source: code blocks
 * and heading ids dropped, inline code and components as one Latin letter
 * (they print code or keys, not CJK text), link targets, tags and emphasis
 * marks dropped. Spaces are never made, so a space found in the text is a
 * space of the source.
 */
export function readableWithSource(mdx: string): { text: string; source: number[] } {
  const kind = new Array<'keep' | 'drop' | 'letter'>(mdx.length).fill('keep');
  const rules: [RegExp, (m: RegExpMatchArray) => void][] = [
    [/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, m => mark(m, 'drop')],
    [/`[^`\n]*`/g, m => mark(m, 'letter')],
    [/\\?\{#[^}\n]*\}/g, m => mark(m, 'drop')],
    [/\{\/\*[\s\S]*?\*\/\}/g, m => mark(m, 'drop')],
    [/<[A-Z][^>]*\/>/g, m => mark(m, 'letter')],
    [/\]\([^)\n]*\)/g, m => mark(m, 'drop')],
    [/<\/?[a-z][^>\n]*>/g, m => mark(m, 'drop')],
    [/[*_[\]]/g, m => mark(m, 'drop')],
  ];
  function mark(m: RegExpMatchArray, as: 'drop' | 'letter') {
    const start = m.index as number;
    const end = start + m[0].length;
    for (let i = start; i < end; i++) if (kind[i] !== 'keep') return;
    for (let i = start; i < end; i++) kind[i] = as === 'letter' && i > start ? 'drop' : as;
    // A dropped block keeps its line breaks, so lines stay where they are.
    if (as === 'drop') for (let i = start; i < end; i++) if (mdx[i] === '\n') kind[i] = 'keep';
  }
  for (const [pattern, apply] of rules) for (const m of mdx.matchAll(pattern)) apply(m);
  let text = '';
  const source: number[] = [];
  for (let i = 0; i < mdx.length; i++) {
    if (kind[i] === 'drop') continue;
    text += kind[i] === 'letter' ? 'x' : mdx[i];
    source.push(i);
  }
  return { text, source };
}

const PUNCT = /[\p{P}\p{S}]/u;

/**
 * Whether CommonMark needs the space at `index` of `mdx` for bold or italic
 * to work: a closing `**` after punctuation (`**注意。** 次`) or an opening
 * one before it (`点击 **“设置”**`) is not emphasis without a space outside.
 */
export function spaceNeededByEmphasis(mdx: string, index: number, length = 1): boolean {
  const before = /(\*{1,3}|_{1,3})$/.exec(mdx.slice(0, index));
  if (before && PUNCT.test(mdx[index - before[0].length - 1] ?? '')) return true;
  const after = /^(\*{1,3}|_{1,3})/.exec(mdx.slice(index + length));
  return Boolean(after && PUNCT.test(mdx[index + length + after[0].length] ?? ''));
}

/**
 * Bold that ends in a CJK full stop, colon or question mark, followed by a
 * space: the mark moves out and the space goes (`**注意。** 次` →
 * `**注意**。次`), which reads the same and needs no space to close.
 */
export function boldPunctuationOut(mdx: string): string {
  return mdx.replace(/\*\*([^*\n]*?[^*\s])([。．！？：；、]+)\*\*[ \t]+(?=[^\s])/gu, '**$1**$2');
}

/** Spaces between two CJK characters (Chinese and Japanese put none there): index of each space run. */
export function cjkSpaces(text: string, kept: readonly string[] = []): { index: number; length: number; excerpt: string }[] {
  const pattern = new RegExp(`([${CJK}])([ \\t\\u00a0]+)(?=[${CJK}])`, 'gu');
  const keptAt = kept.flatMap(phrase =>
    [...text.matchAll(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map(m => [
      m.index,
      m.index + phrase.length,
    ]),
  );
  return [...text.matchAll(pattern)]
    .map(m => ({
      index: m.index + (m[1] as string).length,
      length: (m[2] as string).length,
      excerpt: text.slice(Math.max(0, m.index - 5), m.index + m[0].length + 5),
    }))
    .filter(s => !keptAt.some(([from, to]) => (from as number) <= s.index && s.index < (to as number)));
}

/**
 * Text that was UTF-8 read back as Latin-1 or Windows-1252 and saved again
 * ("à¤•" for "क", "Ã©" for "é", "â€™" for "’"): an editor's tool slip that no
 * reader can decode. A lead byte of a multi-byte sequence shown as its
 * Latin-1 letter, then its continuation bytes shown the same way. After
 * "Â" or "Ã" any of them gives it away; after other letters, only those
 * that natural text never puts there (so French "é »" with its no-break
 * space, "à «" or Spanish "¿" stay fine).
 */
const CP1252 =
  '\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122';
const RARE = `[\u0080-\u009f\u00a2-\u00a9\u00ac-\u00ae\u00b1-\u00b6\u00b8\u00b9\u00bc-\u00be${CP1252}]`;
const MIS_DECODED = new RegExp(
  `[\u00c2\u00c3][\u0080-\u00bf${CP1252}]|[\u00e0-\u00ef]${RARE}{2}|[\u00c4-\u00df\u00f0-\u00f4]${RARE}`,
  'gu',
);

export function misDecoded(text: string): string[] {
  return [...text.matchAll(MIS_DECODED)].map(m => m[0]);
}
