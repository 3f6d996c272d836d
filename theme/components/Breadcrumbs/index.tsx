import { useLocation } from '@rspress/core/runtime';
import { docIdOfPath } from '../../../site/routes';
import { DOCS_SIDEBAR, sidebarTrail } from '../../../site/sidebar';
import { canonicalPathname, stripLocale, withLocale } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/**
 * Docs › category › page. The first category is the search hierarchy's
 * lvl0 (`data-search-lvl0`), read by the crawler and the embedded index.
 */
export function Breadcrumbs() {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const id = docIdOfPath(stripLocale(canonicalPathname(pathname)));
  if (!id || id === 'index') return null;
  const [top] = sidebarTrail(DOCS_SIDEBAR, id);
  return (
    <nav className="dg-breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <ol>
        <li>
          <Link href={withLocale('/docs/', lang)}>{t('docs.home')}</Link>
        </li>
        <li data-search-lvl0="">{top ? t(`sidebar.category.${top}`) : t('docs.home')}</li>
        <li aria-current="page">{t(`sidebar.${id}`)}</li>
      </ol>
    </nav>
  );
}
