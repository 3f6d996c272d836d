/**
 * The keys of the UI strings, read from `i18n.json` by the type checker
 * only (nothing of the table reaches the bundle from here): `useT` and
 * every label in site/ data accept these and nothing else, so a typo in a
 * key fails `npm run typecheck`.
 */
import type strings from '../i18n.json';

export type I18nKey = keyof typeof strings;

/** The title of a docs page (tests/unit/strings.test.ts checks every page has one). */
export function docTitleKey(id: string): I18nKey {
  return `sidebar.${id}` as I18nKey;
}

/** The title of a sidebar category (checked by the same test). */
export function categoryTitleKey(id: string): I18nKey {
  return `sidebar.category.${id}` as I18nKey;
}
