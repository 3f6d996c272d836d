import { useLocation } from '@rspress/core/runtime';
import { docsPath } from '../../../site/routes';
import { DOCS_SIDEBAR, flattenSidebar } from '../../../site/sidebar';
import { canonicalPathname, withLocale } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { ChevronEnd, ChevronStart } from '../Icons';
import { Link } from '../Link';
import './index.css';
import { docTitleKey } from '../../../site/i18n-keys';

const ORDER = flattenSidebar(DOCS_SIDEBAR);

/** Previous / next page in sidebar order. */
export function PrevNext() {
  const { lang } = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  const path = canonicalPathname(pathname);
  const index = ORDER.findIndex(id => withLocale(docsPath(id), lang) === path);
  if (index === -1) return null;
  const prev = ORDER[index - 1];
  const next = ORDER[index + 1];
  return (
    <nav className="dg-prevnext" aria-label={t('docs.pagination')}>
      {prev ? (
        <Link className="dg-prevnext__link dg-prevnext__link--prev" href={withLocale(docsPath(prev), lang)}>
          <span className="dg-prevnext__hint">
            <ChevronStart size={14} />
            {t('docs.previous')}
          </span>
          <span className="dg-prevnext__title">{t(docTitleKey(prev))}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="dg-prevnext__link dg-prevnext__link--next" href={withLocale(docsPath(next), lang)}>
          <span className="dg-prevnext__hint">
            {t('docs.next')}
            <ChevronEnd size={14} />
          </span>
          <span className="dg-prevnext__title">{t(docTitleKey(next))}</span>
        </Link>
      ) : null}
    </nav>
  );
}
