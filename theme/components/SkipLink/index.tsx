import { useT } from '../../hooks/useLocale';
import './index.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page; jumps past the navigation. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="dg-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
