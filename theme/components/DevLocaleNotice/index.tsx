import { getLocale, type LocaleConfig } from '../../../site/locales';
import { useT } from '../../hooks/useLocale';
import { devServedLocales } from '../../dev-locales';

/**
 * Dev server only: a page of a locale this server was not started for
 * (`npm run dev -- --locale ja` and /de/ opened) says so, and how to see it,
 * instead of a plain 404.
 */
export function DevLocaleNotice({ locale }: { locale: LocaleConfig }) {
  const t = useT();
  const served = devServedLocales() ?? [];
  const labels = new Intl.ListFormat(locale.htmlLang, { type: 'conjunction' }).format(served.map(lang => getLocale(lang).label));
  return (
    <div className="dg-not-found" data-dev-locale-notice={locale.lang}>
      <h1 className="dg-not-found__title">{t('notFound.devLocaleTitle', { language: locale.label })}</h1>
      <p className="dg-not-found__text">{t('notFound.devLocaleText', { served: labels })}</p>
      <pre className="dg-not-found__command" dir="ltr">
        <code>npm run dev -- --locale {[...served, locale.lang].join(',')}</code>
        {'\n'}
        <code>npm run dev</code>
      </pre>
    </div>
  );
}
