import { DOCS_VERSION } from '../../../site/routes';
import { withLocale } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import '../FallbackNotice/index.css';

/** Under the title of a page that is still being written: where to go meanwhile. */
export function DraftNotice() {
  const t = useT();
  const { lang } = useLocale();
  return (
    <aside className="dg-fallback-notice" role="note" data-draft="">
      <p>{t('docs.draft.notice')}</p>
      <ul>
        <li>
          <Link href={withLocale(DOCS_VERSION.path, lang)}>{t('docs.draft.home')}</Link>
        </li>
        <li>
          <Link href={withLocale('/search/', lang)}>{t('docs.draft.search')}</Link>
        </li>
      </ul>
    </aside>
  );
}
