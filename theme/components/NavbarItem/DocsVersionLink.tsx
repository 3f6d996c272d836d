import type { DocsVersionItem } from '../../../site/navbar';
import { DOCS_VERSION } from '../../../site/docs-version';
import { docHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';

/** Link to the main page of the (only) docs version. */
export function DocsVersionLink({ item }: { item: DocsVersionItem }) {
  const t = useT();
  const { lang } = useLocale();
  const { onNavigate } = useNavbarItemContext();
  return (
    <Link href={docHref(DOCS_VERSION.mainDocId, lang)} className="dg-nav-link" data-nav-id={item.id} onClick={onNavigate}>
      {item.label ? t(item.label) : t('nav.currentVersion')}
    </Link>
  );
}
