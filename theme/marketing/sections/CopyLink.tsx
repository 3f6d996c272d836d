import { useEffect, useState } from 'react';
import { BRAND } from '../../../site/brand';
import { CopyButton } from '../CopyButton';
import type { CopyLinkSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** An address to copy and pass on (a share link, a page to open on another device). */
export function CopyLink({ section }: { section: CopyLinkSection }) {
  const { text, href } = useCopy();
  const [origin, setOrigin] = useState(BRAND.siteOrigin);
  useEffect(() => setOrigin(window.location.origin), []);
  const target = /^https?:/.test(section.href) ? section.href : `${origin}${href(section.href)}`;
  return (
    <section className="dg-m-section">
      <div className="dg-m-container dg-m-narrow dg-m-center">
        <h2 className="dg-m-section__title">{text(section.title)}</h2>
        <p className="dg-m-section__lead">{text(section.text)}</p>
        <CopyButton value={target} label={text(section.button)} />
      </div>
    </section>
  );
}
