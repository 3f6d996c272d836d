import type { LocaleCode } from '../../../site/locales';
import { sourceLanguageName } from '../../../rules/fallback';
import { useLocale, useT } from '../../hooks/useLocale';
import { OriginalLink } from '../FallbackNotice';
import '../FallbackNotice/index.css';

/**
 * Shown at the top of a page written in the visitor's language that is a
 * translation with a caveat: `outdated` when its original has changed since
 * it was translated, `legal` on a translated legal page, whose English text
 * is the one that prevails. Both link to the original.
 */
export function TranslationNotice({ kind, sourceLang }: { kind: 'outdated' | 'legal'; sourceLang: LocaleCode }) {
  const t = useT();
  const reader = useLocale();
  const language = sourceLanguageName(reader.lang, sourceLang);
  return (
    <aside className="dg-translation-notice" role="note" data-notice={kind}>
      <p>
        {kind === 'outdated' ? t('docs.outdated.notice', { language }) : t('docs.legal.prevails')}{' '}
        <OriginalLink sourceLang={sourceLang} />
      </p>
    </aside>
  );
}
