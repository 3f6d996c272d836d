import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { DevLocaleNotice } from '../DevLocaleNotice';
import { notServedHere } from '../../dev-locales';
import './index.css';

/** Unknown path: what happened, where to go, and whom to tell. */
export function NotFound() {
  const t = useT();
  const locale = useLocale();
  if (import.meta.env.DEV && notServedHere(locale.lang)) return <DevLocaleNotice locale={locale} />;
  return (
    <div className="dg-not-found">
      <p className="dg-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="dg-not-found__title">{t('notFound.title')}</h1>
      <p className="dg-not-found__text">{t('notFound.description')}</p>
      <p className="dg-not-found__text">{t('notFound.tellOwner')}</p>
      <div className="dg-not-found__actions">
        <Link className="dg-button dg-button--primary" href={locale.path}>
          {t('notFound.home')}
        </Link>
        <Link className="dg-button dg-button--secondary" href={`${locale.path}docs/`}>
          {t('notFound.docs')}
        </Link>
      </div>
    </div>
  );
}
