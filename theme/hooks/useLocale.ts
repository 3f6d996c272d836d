import { useLocation } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { getLocale, type LocaleConfig } from '../../site/locales';
import { localeOfPath } from '../../rules/url';
import { getI18n } from '../i18n';
import type { I18nKey } from '../../site/i18n-keys';

/** The locale of the current page, read from its URL (404 pages included). */
export function useLocale(): LocaleConfig {
  const { pathname } = useLocation();
  return getLocale(localeOfPath(pathname));
}

export type Translate = (key: I18nKey, values?: Record<string, unknown>) => string;

/** `t(key, values)` for the current page's locale. */
export function useT(): Translate {
  const { lang } = useLocale();
  return useMemo(() => {
    const i18n = getI18n(lang);
    return (key, values) => i18n.t(key, values ?? {}) as string;
  }, [lang]);
}
