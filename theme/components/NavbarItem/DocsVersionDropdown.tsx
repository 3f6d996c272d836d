import type { DocsVersionDropdownItem } from '../../../site/navbar';
import { DOCS_VERSION } from '../../../site/docs-version';
import { docHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Collapsible } from '../Collapsible';
import { Dropdown } from '../Dropdown';
import { Link } from '../Link';
import { useNavbarItemContext } from './context';

const VERSIONS = [DOCS_VERSION];

/** Lists the docs versions; today there is one, "current". */
export function DocsVersionDropdown({ item }: { item: DocsVersionDropdownItem }) {
  const t = useT();
  const { lang } = useLocale();
  const { mobile, onNavigate } = useNavbarItemContext();
  const list = (close?: () => void) => (
    <ul className="dg-dropdown__list">
      {VERSIONS.map(version => (
        <li key={version.name}>
          <Link
            href={docHref(version.mainDocId, lang)}
            className="dg-dropdown__link"
            onClick={() => {
              close?.();
              onNavigate?.();
            }}
          >
            {t('nav.currentVersion')}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (mobile) {
    return (
      <Collapsible id={item.id} label={t('nav.version')}>
        {list()}
      </Collapsible>
    );
  }
  return (
    <Dropdown id={item.id} label={t('nav.version')} toggleClassName="dg-nav-link" align="end">
      {close => list(close)}
    </Dropdown>
  );
}
