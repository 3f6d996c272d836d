/**
 * Policy numbers and lists written the way the reader's locale writes them
 * (Intl only, so every locale shows the same figure from site/policies.ts).
 */
import { DEFAULT_SHORTCUTS, HOVER, REFUND_POLICY } from '../site/policies';

/** "24 hours", "24 時間", "24 小时", "٢٤ ساعة"… */
export function formatDuration(value: number, unit: 'hour' | 'day', htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A calendar date (YYYY-MM-DD) written the way the reader's locale writes it. */
export function formatCalendarDate(date: string, htmlLang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const value = new Date(Date.UTC(y as number, (m as number) - 1, d as number));
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(value);
}

/** A plain count: "2", "٢"… */
export function formatCount(value: number, htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang).format(value);
}

export type ListPart = { type: 'item'; index: number } | { type: 'literal'; value: string };

/**
 * The parts of a locale's list of `count` items ("A, B and C", "A、B、C",
 * "A و B"), so that items can be rendered as elements and only the
 * separators come from the locale.
 */
export function listParts(count: number, htmlLang: string, type: 'conjunction' | 'disjunction' = 'conjunction'): ListPart[] {
  const placeholders = Array.from({ length: count }, (_, i) => `\u{E000}${i}\u{E001}`);
  const parts = new Intl.ListFormat(htmlLang, { style: 'long', type }).formatToParts(placeholders);
  return parts.map(part => {
    const match = /^\u{E000}(\d+)\u{E001}$/u.exec(part.value);
    return part.type === 'element' && match ? { type: 'item', index: Number(match[1]) } : { type: 'literal', value: part.value };
  });
}

/**
 * The policy placeholders of marketing copy (`{refundMonthly}`, `{refundYearly}`,
 * `{hoverKey}`, `{defaultShortcutCount}`), filled from site/policies.ts;
 * `keyLabel` gives the locale's label of a modifier key (i18n `policy.key.*`).
 */
export function policyCopyValues(htmlLang: string, keyLabel: (key: typeof HOVER.defaultKey) => string): Record<string, string> {
  return {
    refundMonthly: formatDuration(REFUND_POLICY.windowHours.monthly, 'hour', htmlLang),
    refundYearly: formatDuration(REFUND_POLICY.windowHours.yearly, 'hour', htmlLang),
    hoverKey: keyLabel(HOVER.defaultKey),
    defaultShortcutCount: formatCount(DEFAULT_SHORTCUTS.length, htmlLang),
  };
}
