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
  const reader = useLocale();
  const language = sourceLanguageName(reader.lang, sourceLang);
  return (
    <aside className="dg-fallback-notice" role="note">
      <p>
        {t(converted ? 'fallback.converted' : 'fallback.notice', { language })} <OriginalLink sourceLang={sourceLang} />
      </p>
    </aside>
  );
}

/** "Open the English page": this page in the locale of its original, named in the reader's language. */
export function OriginalLink({ sourceLang }: { sourceLang: LocaleCode }) {
  const t = useT();
  const { pathname } = useLocation();
  const reader = useLocale();
  return (
    <Link href={switchLocaleUrl(pathname, sourceLang)} hrefLang={getLocale(sourceLang).htmlLang}>
      {t('fallback.readOriginal', { language: sourceLanguageName(reader.lang, sourceLang) })}
    </Link>
  );
}
