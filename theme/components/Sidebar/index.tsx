import { useLocation } from '@rspress/core/runtime';
import type { LocaleCode } from '../../../site/locales';
import { docsPath } from '../../../site/routes';
import { DOCS_SIDEBAR, type SidebarItem } from '../../../site/sidebar';
import { canonicalPathname, withLocale } from '../../../rules/url';
import { useLocale, useT, type Translate } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';
import { categoryTitleKey, docTitleKey } from '../../../site/i18n-keys';

function containsPath(item: SidebarItem, lang: LocaleCode, path: string): boolean {
  if (item.type === 'doc') return withLocale(docsPath(item.id), lang) === path;
  return item.items.some(child => containsPath(child, lang, path));
}

function Items({
  items,
  lang,
  path,
  t,
  onNavigate,
}: {
  items: readonly SidebarItem[];
  lang: LocaleCode;
  path: string;
  t: Translate;
  onNavigate?: () => void;
}) {
  return (
    <ul className="dg-sidebar__list">
      {items.map(item => {
        if (item.type === 'doc') {
          const href = withLocale(docsPath(item.id), lang);
          const current = href === path;
          return (
            <li key={item.id}>
              <Link
                href={href}
                prefetch="hover"
                className="dg-sidebar__link"
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {t(docTitleKey(item.id))}
              </Link>
            </li>
          );
        }
        return (
          <li key={item.id}>
            <details className="dg-sidebar__category" open={containsPath(item, lang, path) || item.id === 'start' || undefined}>
              <summary className="dg-sidebar__summary">{t(categoryTitleKey(item.id))}</summary>
              <Items items={item.items} lang={lang} path={path} t={t} onNavigate={onNavigate} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The `docs` sidebar, labelled in the page's locale. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { lang } = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav className="dg-sidebar" aria-label={t('docs.sidebarLabel')}>
      <Items items={DOCS_SIDEBAR} lang={lang} path={canonicalPathname(pathname)} t={t} onNavigate={onNavigate} />
    </nav>
  );
}
