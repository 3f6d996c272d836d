import { useEffect, useState } from 'react';
import { ANDROID_AUTO_DOWNLOAD_DELAY_MS, store } from '../../../site/downloads';
import { Link } from '../../components/Link';
import type { AndroidSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** Says the download is starting, starts it after a short delay, and offers the link. */
export function AndroidDownload({ section }: { section: AndroidSection }) {
  const { text, href } = useCopy();
  const apk = store('apk').href;
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setStarted(true);
      window.location.assign(apk);
    }, ANDROID_AUTO_DOWNLOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [apk]);

  return (
    <section className="dg-m-section dg-m-android">
      <div className="dg-m-container dg-m-narrow dg-m-center">
        <h1 className="dg-m-hero__title">{text(section.title)}</h1>
        <p className="dg-m-section__lead" role="status" aria-live="polite">
          {started ? text(section.started) : text(section.starting)}
        </p>
        <p>
          <a className="dg-button dg-button--primary dg-button--large" href={apk} download rel="noopener">
            {text(section.manual)}
          </a>
        </p>
        <p className="dg-m-footnote">
          {text(section.help)}{' '}
          <Link className="dg-m-textlink" href={href(section.helpLink.href)}>
            {text(section.helpLink.label)}
          </Link>
        </p>
      </div>
    </section>
  );
}
