import { useState } from 'react';
import { BRAND } from '../../../site/brand';
import { TRAFFIC_PACKS, type TrafficPackId } from '../../../site/plans';
import { checkoutUrl, formatMoney, formatNumber } from '../../../rules/marketing';
import type { TopupSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** Pick a traffic pack, then continue to checkout in the account app with it chosen. */
export function Topup({ section }: { section: TopupSection }) {
  const { text, locale } = useCopy();
  const [pack, setPack] = useState<TrafficPackId>(TRAFFIC_PACKS[1].id);
  return (
    <section className="dg-m-section dg-m-topup" id="packs">
      <div className="dg-m-container dg-m-narrow">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
        </header>
        <form
          className="dg-m-packs"
          action={BRAND.urls.checkout}
          onSubmit={event => {
            event.preventDefault();
            window.location.assign(checkoutUrl(BRAND.urls.checkout, { pack }, locale.lang));
          }}
        >
          <fieldset>
            <legend className="dg-m-download__label">{text(section.choose)}</legend>
            {TRAFFIC_PACKS.map(item => (
              <label key={item.id} className={`dg-m-pack${pack === item.id ? ' is-selected' : ''}`}>
                <input type="radio" name="pack" value={item.id} checked={pack === item.id} onChange={() => setPack(item.id)} />
                <span className="dg-m-pack__name">
                  {text(section.packName, { tokens: formatNumber(item.tokens, locale.htmlLang) })}
                </span>
                <span className="dg-m-pack__text">{text(section.packs[item.id])}</span>
                <bdi className="dg-m-pack__price">{formatMoney(item.price, locale.htmlLang)}</bdi>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="dg-button dg-button--primary dg-button--large">
            {text(section.continue)}
          </button>
          <p className="dg-m-footnote">{text(section.note)}</p>
        </form>
      </div>
    </section>
  );
}
