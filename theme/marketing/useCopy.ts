import { BRAND } from '../../site/brand';
import { STORES } from '../../site/downloads';
import { resolveNavHref } from '../../rules/navbar';
import { fillCopy } from '../../rules/marketing';
import { policyCopyValues } from '../../rules/policy-format';
import { useLocale, useT } from '../hooks/useLocale';

/** Fills `{claims}` and policy values in copy and keeps internal links in the page's locale. */
export function useCopy() {
  const locale = useLocale();
  const t = useT();
  const policy = policyCopyValues(locale.htmlLang, key => t(`policy.key.${key}`));
  return {
    locale,
    text: (value: string, extra?: Record<string, string>) => fillCopy(value, locale.htmlLang, { ...policy, ...extra }),
    href: (value: string) => resolveNavHref(brandUrl(value), locale.lang),
  };
}

/**
 * `{app}/billing`, `{feedback}`, `{store.zip}`: product addresses come from the
 * brand and the download table, not from copy.
 */
export function brandUrl(href: string): string {
  return href.replace(/^\{([\w.]+)\}/, (whole, name: string) => {
    const storeId = name.startsWith('store.') ? name.slice('store.'.length) : undefined;
    const url = storeId ? STORES.find(s => s.id === storeId)?.href : (BRAND.urls as unknown as Record<string, unknown>)[name];
    return typeof url === 'string' ? url : whole;
  });
}

/** Rows without orphans on wide screens: 9 cards as 3×3, 8 as 4×2, 5 as 3+2. */
export function gridColumns(count: number): 2 | 3 | 4 {
  if (count === 2 || count === 4) return count === 4 ? 4 : 2;
  if (count % 3 === 0) return 3;
  if (count % 4 === 0) return 4;
  return 3;
}
