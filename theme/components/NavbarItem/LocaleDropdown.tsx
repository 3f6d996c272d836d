import { useLocation, usePage } from '@rspress/core/runtime';
import type { LocaleDropdownItem } from '../../../site/navbar';
import { LOCALES } from '../../../site/locales';
import { switchLocaleUrl } from '../../../rules/url';
import { useLocale, useT } from '../../hooks/useLocale';
import { Collapsible } from '../Collapsible';
import { Dropdown } from '../Dropdown';
import { GlobeIcon } from '../Icons';
import { useNavbarItemContext } from './context';
import { notServedHere } from '../../dev-locales';

/**
 * Switches to the same page in another locale, keeping the query string
 * and the hash. A full page load: the new locale brings its own strings
 * and text direction.
 */
export function LocaleDropdown({ item }: { item: LocaleDropdownItem }) {
  const t = useT();
  const current = useLocale();
  const location = useLocation();
  const { page } = usePage();
  const { mobile } = useNavbarItemContext();
  const onNotFound = page?.pageType === '404';

  const hrefFor = (lang: (typeof LOCALES)[number]['lang']) =>
    onNotFound ? switchLocaleUrl('/', lang) : switchLocaleUrl(location.pathname + location.search + location.hash, lang);

  // The hash can change without a render (in-page anchors): read it when used.
  const refresh = (event: { currentTarget: HTMLAnchorElement }, lang: (typeof LOCALES)[number]['lang']) => {
    if (!onNotFound) {
      event.currentTarget.href = switchLocaleUrl(window.location.pathname + window.location.search + window.location.hash, lang);
    }
  };

  const list = (
    <ul className="dg-dropdown__list dg-locale-list">
      {LOCALES.map(locale => (
        <li key={locale.lang}>
          <a
            className="dg-dropdown__link"
            href={hrefFor(locale.lang)}
            lang={locale.htmlLang}
            hrefLang={locale.htmlLang}
            dir={locale.direction}
            aria-current={locale.lang === current.lang ? 'true' : undefined}
            onPointerDown={event => refresh(event, locale.lang)}
            onFocus={event => refresh(event, locale.lang)}
            onClick={event => refresh(event, locale.lang)}
          >
            {locale.label}
            {import.meta.env.DEV && notServedHere(locale.lang) ? (
              <span className="dg-locale-list__unavailable" lang={current.htmlLang} dir={current.direction}>
                {t('nav.devLocaleUnavailable')}
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );

  const label = (
    <>
      <GlobeIcon />
      <span className="dg-locale-label">{current.label}</span>
    </>
  );

  if (mobile) {
    return (
      <Collapsible id={item.id} label={label}>
        {list}
      </Collapsible>
    );
  }
  return (
    <Dropdown
      id={item.id}
      label={label}
      ariaLabel={t('nav.languageOf', { language: current.label })}
      toggleClassName="dg-nav-link"
      align="end"
    >
      {() => list}
    </Dropdown>
  );
}
