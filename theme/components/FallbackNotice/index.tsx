import { useLocation } from '@rspress/core/runtime';
import { getLocale, type LocaleCode } from '../../../site/locales';
import { switchLocaleUrl } from '../../../rules/url';
import { sourceLanguageName } from '../../../rules/fallback';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/**
 * Shown on a page that is not yet written in the visitor's language: served
 * from another locale's source, or (`converted`) converted by machine from
 * it into the visitor's script and not yet reviewed.
 */
export function FallbackNotice({ sourceLang, converted = false }: { sourceLang: LocaleCode; converted?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const reader = useLocale();
  const source = getLocale(sourceLang);
  const language = sourceLanguageName(reader.lang, sourceLang);
  return (
    <aside className="dg-fallback-notice" role="note">
      <p>
        {t(converted ? 'fallback.converted' : 'fallback.notice', { language })}{' '}
        <Link href={switchLocaleUrl(pathname, sourceLang)} hrefLang={source.htmlLang}>
          {t('fallback.readOriginal', { language })}
        </Link>
      </p>
    </aside>
  );
}
