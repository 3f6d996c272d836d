/**
 * Finds policy numbers that a docs page writes by hand instead of quoting
 * site/policies.ts through the components of theme/mdx (facts sheet: "a
 * product site states a number once").
 *
 * What it reads: the text a reader sees — title and description, then the
 * body without front matter, imports, code blocks, inline code, JSX/HTML
 * tags (so a component such as <RefundWindow /> says nothing here) and
 * link targets. It splits that text into sentences and reports a sentence
 * that, in the page's language,
 *   - refund:    names refunds and contains any number (digits of any script
 *                or a number word such as "fourteen"… "two", 二, दो);
 *   - refund (section): inside a section whose heading names refunds, any
 *                number of hours or days, even when the sentence itself
 *                does not repeat the word ("within 14 days of a payment");
 *   - retention: names keeping, storing or deleting and a number of days;
 *   - shortcuts: a number right before the word for shortcuts, or right after
 *                it with at most a particle between (a shortcut count: "four
 *                shortcuts", 快捷键有两个, 단축키 네 가지);
 * Stems are per language, so the rule reads all 15 locales' pages.
 */

export type PolicyTopic = 'refund' | 'retention' | 'shortcuts';

export interface PolicyNumberHit {
  topic: PolicyTopic;
  sentence: string;
}

interface Lexicon {
  numberWords: string;
  refund: string;
  keep: string;
  day: string;
  hour: string;
  shortcut: string;
}

// Latin-script words are matched whole (see `word`); CJK, Hangul and
// Devanagari patterns carry their own counters instead.
const LEXICON: Record<string, Lexicon> = {
  en: {
    numberWords:
      'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|sixty|ninety|twice|thrice',
    refund: 'refund\\w*',
    keep: 'keeps? (?:it|them|files|documents|data|uploads)|kept|stored|storing|storage|retain\\w*|retention|delet\\w*|purg\\w*',
    day: 'days?|day-',
    hour: 'hours?|hour-',
    shortcut: 'shortcuts?|hotkeys?|key combinations?',
  },
  de: {
    numberWords: 'zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|vierzehn|dreißig|zweimal|dreimal',
    refund: '\\w*erstatt\\w*',
    keep: '\\w*speicher\\w*|aufbewahr\\w*|\\w*lösch\\w*|behalten',
    day: 'Tage?n?|Tages',
    hour: 'Stunden?',
    shortcut: '\\w*kürzel\\w*|\\w*kombination\\w*|Shortcuts?',
  },
  fr: {
    numberWords: 'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quatorze|trente',
    refund: 'rembours\\w*',
    keep: 'conserv\\w*|stock\\w*|supprim\\w*|effac\\w*|gard\\w*',
    day: 'jours?',
    hour: 'heures?',
    shortcut: 'raccourcis?',
  },
  es: {
    numberWords: 'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|catorce|treinta',
    refund: 'reembols\\w*|devoluci\\w*|devuelv\\w*',
    keep: 'conserv\\w*|guard\\w*|almacen\\w*|elimin\\w*|borr\\w*',
    day: 'días?|dias?',
    hour: 'horas?',
    shortcut: 'atajos?',
  },
  pt: {
    numberWords: 'dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|catorze|quatorze|trinta',
    refund: 'reembols\\w*|devolu\\w*',
    keep: 'armazen\\w*|guard\\w*|mant\\w*|conserv\\w*|exclu\\w*|apag\\w*|elimin\\w*',
    day: 'dias?',
    hour: 'horas?',
    shortcut: 'atalhos?',
  },
  it: {
    numberWords: 'due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quattordici|trenta',
    refund: 'rimbors\\w*',
    keep: 'conserv\\w*|memorizz\\w*|elimin\\w*|cancell\\w*',
    day: 'giorn[oi]',
    hour: 'or[ae]',
    shortcut: 'scorciatoi\\w*|shortcut',
  },
  ru: {
    numberWords: 'два|две|двух|три|трёх|трех|четыре|четырёх|пять|шесть|четырнадцать|тридцать|дважды|трижды',
    refund: 'возврат\\w*|вернём|вернем|возвращ\\w*',
    keep: 'хран\\w*|удал\\w*',
    day: 'дн\\w*|день|дня',
    hour: 'час\\w*',
    shortcut: 'сочетани\\w*|горяч\\w*|комбинаци\\w*',
  },
  ko: {
    numberWords: '(?:한|두|세|네|다섯|여섯)\\s?(?:번|개|가지)|(?:이|삼|사|오|육)\\s?개',
    refund: '환불',
    keep: '보관|저장|삭제|보존',
    day: '일',
    hour: '시간',
    shortcut: '단축키',
  },
  ja: {
    numberWords: '[二三四五六七八九十]\\s?(?:つ|回|個|日|種類)',
    refund: '返金',
    keep: '保存|保管|保持|削除|保有',
    day: '日|日間',
    hour: '時間',
    shortcut: 'ショートカット',
  },
  zh: {
    numberWords: '[二两兩三四五六七八九十]\\s?(?:个|個|次|下|种|種|天|日)',
    refund: '退款|退费|退費',
    keep: '保存|保留|删除|刪除|存储|儲存|留存',
    day: '天|日',
    hour: '小时|小時',
    shortcut: '快捷键|快捷鍵|快速鍵|快速键',
  },
  ar: {
    numberWords:
      'الاثنين|الثلاثة|الأربعة|الخمسة|الستة|اثنان|اثنين|اثنتين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|ست|ستة|مرتين|عشر|ثلاثين|أسبوعين',
    refund: '\\S*استرداد\\S*|\\S*استرجاع\\S*|\\S*يسترد\\S*',
    keep: '\\S*نحتفظ\\S*|\\S*الاحتفاظ\\S*|\\S*تخزين\\S*|\\S*حذف\\S*|\\S*تُحذف\\S*|\\S*يُحذف\\S*|\\S*نحذف\\S*',
    day: '\\S*يوم\\S*|أيام',
    hour: '\\S*ساع\\S*',
    shortcut: '\\S*اختصار\\S*',
  },
  hi: {
    numberWords: 'दो|तीन|चार|पाँच|पांच|छह|चौदह|तीस',
    refund: 'रिफ़ंड|रिफंड|धनवापसी|पैसे वापस',
    keep: 'रख\\S*|संग्रह\\S*|सहेज\\S*|हटा\\S*|डिलीट',
    day: 'दिन\\S*',
    hour: 'घंट\\S*',
    shortcut: 'शॉर्टकट',
  },
};
LEXICON['pt-BR'] = LEXICON.pt as Lexicon;
LEXICON['zh-Hans'] = LEXICON.zh as Lexicon;
LEXICON['zh-TW'] = LEXICON.zh as Lexicon;

const SPACED_SCRIPT = new Set(['en', 'de', 'fr', 'es', 'pt', 'pt-BR', 'it', 'ru', 'ar', 'hi']);

/** Characters between a number of days and the word "days"; between a count and "shortcuts". */
const NEAR_DAYS = 4;
const NEAR_COUNT = 16;

function word(source: string, spaced: boolean): RegExp {
  // \w is ASCII-only in JavaScript; stems end in letters of any script.
  const pattern = source.replaceAll('\\w', '[\\p{L}\\p{M}]');
  return spaced ? new RegExp(`(?<![\\p{L}\\p{M}])(?:${pattern})(?![\\p{L}\\p{M}])`, 'giu') : new RegExp(`(?:${pattern})`, 'giu');
}

function lexiconFor(lang: string): Lexicon {
  return LEXICON[lang] ?? (LEXICON.en as Lexicon);
}

const DIGITS = /\p{Nd}+(?:[.,]\p{Nd}+)?/gu;

function spans(re: RegExp, text: string): [number, number][] {
  return [...text.matchAll(re)].map(m => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/** The text a reader sees, without code, tags, imports and link targets. */
export function readableText(source: string): string {
  const front = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  const meta = (front?.[1] ?? '')
    .split('\n')
    .filter(line => /^(title|description):/.test(line))
    .map(line => line.replace(/^\w+:\s*/, '').replace(/^['"]|['"]$/g, ''));
  const body = (front ? source.slice(front[0].length) : source)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '\n')
    .replace(/^(import|export)\s.*$/gm, '\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\\?\{#[^}]+\}/g, ' ');
  return [...meta, body].join('\n');
}

export function sentences(text: string): string[] {
  return text
    .split(/\n|[。！？؟।!?]|\.(?=\s|$)/u)
    .map(s => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * A count of shortcuts: the number comes before the word ("four shortcuts",
 * 四个快捷键), or right after it with at most a particle between
 * (단축키 네 가지, الاختصارات الأربعة, 快捷键有两个, "shortcuts: 4").
 */
function countsShortcuts(sentence: string, numbers: [number, number][], stems: [number, number][]): boolean {
  return numbers.some(([ns, ne]) =>
    stems.some(([ss, se]) => {
      if (ne <= ss) return ss - ne <= NEAR_COUNT;
      if (ns >= se) return /^[\s:：]*(?:は|が|有|共有|共|一共|는|은|이|가)?\s*$/u.test(sentence.slice(se, ns));
      return false;
    }),
  );
}

function near(a: [number, number][], b: [number, number][], distance: number): boolean {
  return a.some(([s1, e1]) => b.some(([s2, e2]) => s2 - e1 <= distance && s1 - e2 <= distance));
}

/** Policy numbers a page's source writes by hand, in the page's language. */
export function findHandWrittenPolicyNumbers(source: string, lang: string): PolicyNumberHit[] {
  const lex = lexiconFor(lang);
  const spaced = SPACED_SCRIPT.has(lang);
  const hits: PolicyNumberHit[] = [];
  let refundSection = false;
  for (const line of readableText(source).split('\n')) {
    // A heading opens a section; a heading that names refunds makes every
    // period of hours or days below it a refund figure.
    if (/^#{1,6}\s/.test(line)) refundSection = word(lex.refund, spaced).test(line);
    for (const sentence of sentences(line)) {
      const has = (pattern: string) => spans(word(pattern, spaced), sentence);
      const numbers = [...spans(DIGITS, sentence), ...spans(word(lex.numberWords, spaced), sentence)];
      if (numbers.length === 0) continue;
      const periods = [...has(lex.day), ...has(lex.hour)];
      if (has(lex.refund).length > 0 || (refundSection && near(numbers, periods, NEAR_DAYS)))
        hits.push({ topic: 'refund', sentence });
      if (has(lex.keep).length > 0 && near(numbers, has(lex.day), NEAR_DAYS)) hits.push({ topic: 'retention', sentence });
      if (countsShortcuts(sentence, numbers, has(lex.shortcut))) hits.push({ topic: 'shortcuts', sentence });
    }
  }
  return hits;
}

/** A digit of any script as its ASCII value ("٢" → "2", "२" → "2"). */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, d => {
    const code = d.codePointAt(0) as number;
    // Unicode keeps each script's digits 0–9 in runs of ten from the run's start.
    let start = code;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((code - start) % 10);
  });
}

/**
 * Sentences of a legal page that write a calendar date by hand: a year
 * (1900–2099, in any script's digits) in the text a reader sees. The
 * effective date comes from site/policies.ts through <EffectiveDate />.
 */
export function findHandWrittenDates(source: string): string[] {
  return sentences(readableText(source)).filter(sentence => /(?<!\d)(?:19|20)\d\d(?!\d)/.test(asciiDigits(sentence)));
}
