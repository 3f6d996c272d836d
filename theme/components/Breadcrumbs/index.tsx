import { useLocation } from '@rspress/core/runtime';
import { BRAND } from '../../../site/brand';
import { docIdOfPath } from '../../../site/routes';
import { DOCS_SIDEBAR, sidebarTrail } from '../../../site/sidebar';
import { canonicalPathname, stripLocale, withLocale } from '../../../rules/url';
import { jsonForScript } from '../../../rules/seo';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';
import { categoryTitleKey, docTitleKey } from '../../../site/i18n-keys';

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
  const docsHome = withLocale('/docs/', lang);
  // Structured data for search engines (schema.org BreadcrumbList).
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('docs.home'), item: `${BRAND.siteOrigin}${docsHome}` },
      { '@type': 'ListItem', position: 2, name: t(docTitleKey(id)), item: `${BRAND.siteOrigin}${canonicalPathname(pathname)}` },
    ],
  };
  return (
    <nav className="dg-breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for <script>
        dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }}
      />
      <ol>
        <li>
          <Link href={docsHome}>{t('docs.home')}</Link>
        </li>
        <li data-search-lvl0="">{top ? t(categoryTitleKey(top)) : t('docs.home')}</li>
        <li aria-current="page">{t(docTitleKey(id))}</li>
      </ol>
    </nav>
  );
}
