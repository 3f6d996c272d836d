import { useSite } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { useT } from '../../hooks/useLocale';
import './index.css';

/**
 * Notices that must work even when the app's code does not run: the boot
 * script flags <html> and CSS reveals them (see rules/boot-script.ts).
 * - For the site owner: the site is not served at its configured base URL.
 * - For the visitor: the browser's engine is too old for the site.
 */
export function SiteNotices() {
  const t = useT();
  const { site } = useSite();
  const base = site.base || '/';
  const [wrongBase, setWrongBase] = useState(false);

  useEffect(() => {
    setWrongBase(!window.location.pathname.startsWith(base));
  }, [base]);

  return (
    <>
      <div className={`dg-notice dg-notice--base-url${wrongBase ? ' is-shown' : ''}`} role="alert">
        {t('error.baseUrl', { expected: base })}
      </div>
      <div className="dg-notice dg-notice--outdated" role="alert">
        {t('error.oldBrowser')}
      </div>
    </>
  );
}
