/**
 * Policy numbers live in site/policies.ts and reach pages through the
 * components of theme/mdx. This test reads every docs page of every locale
 * (docs/<lang>/docs/**\/*.mdx: title, description and the body a reader
 * sees — code, inline code, JSX tags and link targets left out) and fails
 * on a sentence that writes a refund figure, a retention period in days or
 * a shortcut count by hand (rules/policy-numbers.ts says exactly how).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHandWrittenDates, findHandWrittenPolicyNumbers, readableText } from '../../rules/policy-numbers';
import { formatCalendarDate, formatCount, formatDuration, listParts, policyCopyValues } from '../../rules/policy-format';
import { fillCopy } from '../../rules/marketing';
import { DEFAULT_SHORTCUTS, type LegalPageId, POLICY_EFFECTIVE_DATES, REFUND_POLICY, SHORTCUTS } from '../../site/policies';
import { CLAIMS } from '../../site/claims';

const docsRoot = path.resolve(__dirname, '../../docs');

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const pages = fs.readdirSync(docsRoot).flatMap(lang => mdxFiles(path.join(docsRoot, lang, 'docs')).map(file => ({ lang, file })));

const topics = (source: string, lang: string) => findHandWrittenPolicyNumbers(source, lang).map(h => h.topic);

describe('policy numbers written by hand', () => {
  it('reads the pages of every locale that writes docs', () => {
    const langs = new Set(pages.map(p => p.lang));
    for (const lang of ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'pt-BR', 'ru', 'zh', 'zh-TW'])
      expect(langs).toContain(lang);
    expect(pages.filter(p => p.lang === 'en').length).toBeGreaterThanOrEqual(66);
  });

  it.each(pages.map(p => [path.relative(docsRoot, p.file), p] as const))(
    '%s quotes policy numbers from site/policies.ts',
    (_name, page) => {
      const hits = findHandWrittenPolicyNumbers(fs.readFileSync(page.file, 'utf8'), page.lang);
      expect(hits.map(h => `[${h.topic}] ${h.sentence}`)).toEqual([]);
    },
  );
});

describe('the scan', () => {
  it('catches a planted refund window, retention period and shortcut count in several languages', () => {
    expect(topics('---\ntitle: Billing\n---\n\nRefunds are possible within 14 days of payment.', 'en')).toEqual(['refund']);
    expect(topics('Uploaded files are kept for at most 30 days.', 'en')).toEqual(['retention']);
    expect(topics('Learn the four shortcuts in five minutes.', 'en')).toEqual(['shortcuts']);
    expect(topics('年額プランは 72 時間以内なら返金できます。', 'ja')).toEqual(['refund']);
    expect(topics('上传的文件最长保存 30 天。', 'zh')).toEqual(['retention']);
    expect(topics('记住四个快捷键。', 'zh')).toEqual(['shortcuts']);
    expect(topics('Die Dateien werden nach dreißig Tagen gelöscht.', 'de')).toEqual(['retention']);
    expect(topics('Remboursement sous 24 heures.', 'fr')).toEqual(['refund']);
    expect(topics('تعلّم الاختصارات الأربعة.', 'ar')).toEqual(['shortcuts']);
    expect(topics('ショートカットは 4 つあります。', 'ja')).toEqual(['shortcuts']);
    expect(topics('Запомните четыре сочетания клавиш.', 'ru')).toEqual(['shortcuts']);
    expect(topics('並記住四個快速鍵。', 'zh-TW')).toEqual(['shortcuts']);
    expect(topics('تعلّم ثلاثة اختصارات.', 'ar')).toEqual(['shortcuts']);
    expect(topics('단축키 두 개만 있습니다.', 'ko')).toEqual(['shortcuts']);
    expect(topics('रिफ़ंड 24 घंटे के भीतर मिलता है।', 'hi')).toEqual(['refund']);
    expect(topics('Возврат денег в течение 14 дней.', 'ru')).toEqual(['refund']);
  });

  it('catches a period under a heading about refunds, even when the sentence does not repeat the word', () => {
    expect(topics('## Ask for a refund {#refunds}\n\nWrite to us within 14 days of a payment.', 'en')).toEqual(['refund']);
    expect(topics('## 返金 {#refunds}\n\nお支払いから 14 日以内にご連絡ください。', 'ja')).toEqual(['refund']);
    expect(topics('## 退款\n\n请在付款后 72 小时内联系我们。', 'zh')).toEqual(['refund']);
    // The next heading closes the section.
    expect(topics('## Refunds\n\nAsk us.\n\n## Changes\n\nWe tell you 30 days before a change.', 'en')).toEqual([]);
  });

  it('catches a number in the description, not only in the body', () => {
    expect(topics('---\ntitle: Terms\ndescription: Refunds within 14 days.\n---\n\nText.', 'en')).toEqual(['refund']);
  });

  it('lets a page quote the data through components, and ignores code', () => {
    expect(topics('Refunds: within <RefundWindow billing="monthly" /> of a monthly payment.', 'en')).toEqual([]);
    expect(topics('Diglot has <DefaultShortcutCount /> default shortcuts: <DefaultShortcuts />.', 'en')).toEqual([]);
    expect(topics('```js\n// refund within 14 days\n```\n\nA `shortcuts: 4` setting.', 'en')).toEqual([]);
    expect(topics('We notify you at least 30 days before a change.', 'en')).toEqual([]);
    expect(topics('Press Alt+A to translate the page.', 'en')).toEqual([]);
    // A time next to the word is not a count of shortcuts.
    expect(topics('Learn the default shortcuts (<DefaultShortcuts />), in five minutes.', 'en')).toEqual([]);
    expect(topics('既定のショートカット（<DefaultShortcuts />）を 5 分で。', 'ja')).toEqual([]);
    expect(readableText('See [the 14-day page](/docs/x/) <b>now</b>')).not.toMatch(/docs\/x|<b>/);
  });
});

describe('policy data and its formatting', () => {
  it('holds the settled policies', () => {
    expect(REFUND_POLICY.windowHours).toEqual({ monthly: 24, yearly: 72 });
    expect(DEFAULT_SHORTCUTS.map(s => s.keys?.join('+'))).toEqual(['Alt+A', 'Alt+W']);
    expect(SHORTCUTS.filter(s => s.keys === null).map(s => s.id)).toEqual(['sidePanel', 'inputBox']);
    expect(CLAIMS.inputSpaces).toBe(3);
  });

  it('formats durations and counts for the locale', () => {
    expect(formatDuration(24, 'hour', 'en')).toBe('24 hours');
    expect(formatDuration(72, 'hour', 'ja')).toBe('72 時間');
    expect(formatDuration(24, 'hour', 'de')).toBe('24 Stunden');
    expect(formatDuration(24, 'hour', 'ru')).toBe('24 часа');
    expect(formatCount(2, 'en')).toBe('2');
  });

  it('joins a list with the locale’s own separators around the items', () => {
    const join = (lang: string, n: number) =>
      listParts(n, lang)
        .map(p => (p.type === 'item' ? `<${p.index}>` : p.value))
        .join('');
    expect(join('en', 2)).toBe('<0> and <1>');
    expect(join('ja', 3)).toBe('<0>、<1>、<2>');
    expect(join('de', 2)).toBe('<0> und <1>');
    expect(
      listParts(3, 'fr', 'disjunction')
        .filter(p => p.type === 'item')
        .map(p => (p.type === 'item' ? p.index : -1)),
    ).toEqual([0, 1, 2]);
  });
});

describe('effective dates of the legal pages', () => {
  const legalIds: LegalPageId[] = ['TERMS', 'PRIVACY', 'EULA'];
  const legalPages = pages.flatMap(p => {
    const id = legalIds.find(l => p.file.endsWith(path.join('docs', l, 'index.mdx')));
    return id ? [{ ...p, id }] : [];
  });

  it('finds the three legal pages in every locale', () => {
    expect(legalPages.length).toBe(3 * new Set(pages.map(p => p.lang)).size);
  });

  it.each(legalPages.map(p => [path.relative(docsRoot, p.file), p] as const))(
    '%s quotes its effective date from site/policies.ts and writes no date by hand',
    (_name, page) => {
      const source = fs.readFileSync(page.file, 'utf8');
      expect(findHandWrittenDates(source)).toEqual([]);
      expect(source.match(/<EffectiveDate\b[^>]*\/>/g)).toEqual([`<EffectiveDate page="${page.id}" />`]);
    },
  );

  it('holds the settled dates: terms and privacy changed on 25 November 2026', () => {
    expect(POLICY_EFFECTIVE_DATES.TERMS).toBe('2026-11-25');
    expect(POLICY_EFFECTIVE_DATES.PRIVACY).toBe('2026-11-25');
  });

  it('formats the date for each locale', () => {
    expect(formatCalendarDate('2026-11-25', 'en')).toBe('November 25, 2026');
    expect(formatCalendarDate('2026-11-25', 'de')).toBe('25. November 2026');
    expect(formatCalendarDate('2026-11-25', 'ja')).toBe('2026年11月25日');
  });

  it('catches a date written by hand in any script, and lets the component and other numbers pass', () => {
    expect(findHandWrittenDates('**Effective date:** 10 November 2026')).toHaveLength(1);
    expect(findHandWrittenDates('**Gültig ab:** 10. November 2026')).toHaveLength(1);
    expect(findHandWrittenDates('**生效日期：** 2026 年 11 月 10 日')).toHaveLength(1);
    expect(findHandWrittenDates('**تاريخ السريان:** ٢٥ نوفمبر ٢٠٢٦')).toHaveLength(1);
    expect(findHandWrittenDates('**प्रभावी तिथि:** २५ नवंबर २०२६')).toHaveLength(1);
    expect(findHandWrittenDates('---\ntitle: Terms\ndescription: Valid since 2026.\n---\n\nText.')).toHaveLength(1);
    expect(findHandWrittenDates('**Effective date:** <EffectiveDate page="TERMS" />')).toEqual([]);
    expect(findHandWrittenDates('Limited to what you paid in the twelve months before; see section 12, code 401000.')).toEqual(
      [],
    );
    expect(findHandWrittenDates('Use `api-version=2024-10-21` in the address.')).toEqual([]);
  });
});

describe('policy placeholders in the marketing catalogs', () => {
  const i18n = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../i18n.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const catalogs = fs
    .readdirSync(docsRoot)
    .filter(lang => fs.existsSync(path.join(docsRoot, lang, '_copy')))
    .flatMap(lang =>
      fs
        .readdirSync(path.join(docsRoot, lang, '_copy'))
        .filter(f => f.endsWith('.json'))
        .map(f => ({
          lang,
          file: `docs/${lang}/_copy/${f}`,
          copy: JSON.parse(fs.readFileSync(path.join(docsRoot, lang, '_copy', f), 'utf8')) as Record<string, string>,
        })),
    );

  it('fills every policy placeholder from site/policies.ts', () => {
    const en = policyCopyValues('en', key => i18n[`policy.key.${key}`]?.en ?? key);
    expect(en).toEqual({ refundMonthly: '24 hours', refundYearly: '72 hours', hoverKey: 'Shift', defaultShortcutCount: '2' });
    expect(policyCopyValues('de', key => i18n[`policy.key.${key}`]?.de ?? key).hoverKey).toBe('Umschalt');
    for (const { lang, file, copy } of catalogs) {
      const values = policyCopyValues(lang, key => i18n[`policy.key.${key}`]?.[lang] ?? key);
      for (const [key, text] of Object.entries(copy)) {
        const left = fillCopy(text, lang, values).match(/\{(refund\w*|hoverKey|defaultShortcut\w*)\}/g);
        expect(left, `${file} ${key}`).toBeNull();
      }
    }
  });
});
