import { useLocation } from '@rspress/core/runtime';
import { BRAND } from '../../../site/brand';
import { categoryTitleKey, docTitleKey } from '../../../site/i18n-keys';
import { docIdOfPath, docsPath } from '../../../site/routes';
import { DOCS_SIDEBAR } from '../../../site/sidebar';
import { docsBreadcrumbs } from '../../../rules/breadcrumbs';
import { absoluteUrl, breadcrumbList, jsonForScript } from '../../../rules/seo';
import { canonicalPathname, stripLocale, withLocale } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/**
 * Docs › category › page (Docs › page outside the sidebar; rules/breadcrumbs.ts).
 * The outermost category is the search hierarchy's lvl0
 * (`data-search-lvl0`), read by the crawler and the embedded index; a page
 * outside the sidebar files under the docs home.
 */
export function Breadcrumbs() {
  const t = useT();
  const { lang } = useLocale();
  const { pathname } = useLocation();
  const id = docIdOfPath(stripLocale(canonicalPathname(pathname)));
  if (!id) return null;
  const crumbs = docsBreadcrumbs(DOCS_SIDEBAR, id, 'index', {
    home: t('docs.home'),
    category: category => t(categoryTitleKey(category)),
    page: page => t(docTitleKey(page)),
  });
  if (crumbs.length === 0) return null;
  const hrefOf = (docId: string) => withLocale(docsPath(docId), lang);
  const lvl0 = crumbs.length > 2 ? 1 : 0;
  const structured = breadcrumbList(
    crumbs.map(crumb => ({ name: crumb.label, url: absoluteUrl(BRAND.siteOrigin, hrefOf(crumb.docId)) })),
  );
  return (
    <nav className="dg-breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for <script>
        dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }}
      />
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li
              key={crumb.docId + crumb.label}
              data-search-lvl0={i === lvl0 ? '' : undefined}
              aria-current={last ? 'page' : undefined}
            >
              {last ? crumb.label : <Link href={hrefOf(crumb.docId)}>{crumb.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
