/**
 * The default theme's own components look their labels up in Rspress's
 * i18n table. We hand it the handful we render, taken from `i18n.json`, so
 * every label has one source.
 */
import type { StringTable } from '../rules/strings';

/** Rspress key → our key. */
const RSPRESS_KEYS: Record<string, string> = {
  codeButtonGroupCopyButtonText: 'docs.copyCode',
  searchPlaceholderText: 'search.placeholder',
  notFoundText: 'notFound.title',
  takeMeHomeText: 'notFound.home',
};

export function rspressStrings(table: StringTable, langs: readonly string[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [theirs, ours] of Object.entries(RSPRESS_KEYS)) {
    out[theirs] = {};
    for (const lang of langs) {
      const value = table[ours]?.[lang] ?? table[ours]?.en;
      if (typeof value === 'string') out[theirs][lang] = value;
    }
  }
  return out;
}
