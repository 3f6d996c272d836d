import { useLocation } from '@rspress/core/runtime';
import { getLocale, type LocaleCode } from '../../../site/locales';
import { switchLocaleUrl } from '../../../rules/url';
import { useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/**
 * Shown on a page that is not yet written in the visitor's language and is
 * served from another locale's source.
 */
export function FallbackNotice({ sourceLang }: { sourceLang: LocaleCode }) {
  const t = useT();
  const { pathname } = useLocation();
  const source = getLocale(sourceLang);
  return (
    <aside className="dg-fallback-notice" role="note">
      <p>
        {t('fallback.notice', { language: source.label })}{' '}
        <Link href={switchLocaleUrl(pathname, sourceLang)} hrefLang={source.htmlLang} lang={source.htmlLang}>
          {t('fallback.readOriginal', { language: source.label })}
        </Link>
      </p>
    </aside>
  );
}
