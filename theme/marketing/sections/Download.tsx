import { useEffect, useState } from 'react';
import { type StoreId, store } from '../../../site/downloads';
import { detectBrowser, leadStore } from '../../../rules/marketing';
import { Link } from '../../components/Link';
import { Icon } from '../icons';
import { isStoreMark, storeMarkSrc } from '../storeMarks';
import type { DownloadSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

const BROWSERS: StoreId[] = ['chrome', 'edge', 'firefox', 'safariMac'];
const MOBILE: StoreId[] = ['safariIos', 'mobileApp', 'apk'];

/**
 * Every way to get Diglot, led by the one for the visitor's browser
 * (detected after load; the server page leads with Chrome).
 */
export function Download({ section }: { section: DownloadSection }) {
  const { text, href } = useCopy();
  const [lead, setLead] = useState<StoreId>('chrome');
  useEffect(() => setLead(leadStore(detectBrowser(navigator.userAgent))), []);

  const card = (id: StoreId, featured = false) => {
    const info = section.stores[id];
    const size = featured ? 40 : 28;
    return (
      <li key={id} className={`dg-m-store${featured ? ' dg-m-store--lead' : ''}`} data-store={id}>
        {isStoreMark(id) ? (
          // The browser's or store's own mark; its name is the card's heading.
          <img className="dg-m-store__mark" src={storeMarkSrc(id)} width={size} height={size} alt="" />
        ) : (
          <Icon name="mobile" size={size} />
        )}
        <div className="dg-m-store__body">
          <h3 className="dg-m-store__name">{text(info.name)}</h3>
          <p className="dg-m-store__note">{text(info.note)}</p>
        </div>
        <Link
          className={`dg-button ${featured ? 'dg-button--primary dg-button--large' : 'dg-button--secondary'}`}
          href={store(id).href}
          plain
        >
          {text(info.action)}
        </Link>
      </li>
    );
  };

  const others = [...BROWSERS, ...MOBILE].filter(id => id !== lead);
  return (
    <section className="dg-m-section dg-m-download" id="stores">
      <div className="dg-m-container dg-m-narrow">
        <h2 className="dg-m-section__title">{text(section.title)}</h2>
        <p className="dg-m-download__label">{text(section.yourBrowser)}</p>
        <ul className="dg-m-stores" data-lead={lead}>
          {card(lead, true)}
        </ul>
        <h3 className="dg-m-download__label">{text(section.otherBrowsers)}</h3>
        <ul className="dg-m-stores">{others.filter(id => BROWSERS.includes(id)).map(id => card(id))}</ul>
        <h3 className="dg-m-download__label">{text(section.mobileTitle)}</h3>
        <ul className="dg-m-stores">{others.filter(id => MOBILE.includes(id)).map(id => card(id))}</ul>
        <div className="dg-m-download__manual">
          <h3 className="dg-m-card__title">{text(section.manualTitle)}</h3>
          <p>{text(section.manualText)}</p>
          <Link className="dg-m-textlink" href={href(section.manualLink.href)}>
            {text(section.manualLink.label)}
          </Link>
        </div>
      </div>
    </section>
  );
}
