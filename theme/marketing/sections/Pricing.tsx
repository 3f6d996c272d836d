import { useState } from 'react';
import { BRAND } from '../../../site/brand';
import { type BillingPeriod, PLAN_FEATURES, PLANS, yearlySavingPercent } from '../../../site/plans';
import { checkoutUrl, formatMoney, formatNumber, perMonth } from '../../../rules/marketing';
import { Link } from '../../components/Link';
import { ScrollTable } from '../../components/ScrollTable';
import { Icon } from '../icons';
import type { PricingSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

const pro = PLANS.find(plan => plan.id === 'pro');
const free = PLANS.find(plan => plan.id === 'free');

/** Free and Pro side by side, monthly or yearly, then what each includes. */
export function Pricing({ section }: { section: PricingSection }) {
  const { text, href, locale } = useCopy();
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  if (!pro?.prices || !free) throw new Error('Pricing needs the free and pro plans in site/plans.ts');
  const price = pro.prices[period];
  const shown = period === 'yearly' ? perMonth(price) : price;
  const percent = formatNumber(yearlySavingPercent(pro), locale.htmlLang);

  return (
    <section className="dg-m-section dg-m-pricing" id="plans">
      <div className="dg-m-container">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
        </header>
        <fieldset className="dg-m-toggle">
          <legend className="dg-visually-hidden">{text(section.periodLabel)}</legend>
          {(['monthly', 'yearly'] as const).map(option => (
            <label key={option} className={`dg-m-toggle__option${period === option ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="billing-period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
              />
              {text(section[option])}
              {option === 'yearly' ? <span className="dg-m-toggle__save">{text(section.yearlySave, { percent })}</span> : null}
            </label>
          ))}
        </fieldset>
        <div className="dg-m-plans">
          <article className="dg-m-plan" aria-labelledby="plan-free">
            <h3 className="dg-m-plan__name" id="plan-free">
              {text(section.free.name)}
            </h3>
            <p className="dg-m-plan__tagline">{text(section.free.tagline)}</p>
            <p className="dg-m-plan__price">
              <bdi className="dg-m-plan__amount">
                {formatMoney({ amount: 0, currency: pro.prices.monthly.currency }, locale.htmlLang)}
              </bdi>
              <span className="dg-m-plan__per">{text(section.free.priceNote)}</span>
            </p>
            <Link className="dg-button dg-button--secondary dg-m-plan__cta" href={href(section.free.cta.href)}>
              {text(section.free.cta.label)}
            </Link>
            <ul className="dg-m-plan__features">
              {free.features.map(feature => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  {text(section.features[feature])}
                </li>
              ))}
            </ul>
          </article>
          <article className="dg-m-plan dg-m-plan--featured" aria-labelledby="plan-pro">
            <p className="dg-m-plan__badge">{text(section.pro.badge)}</p>
            <h3 className="dg-m-plan__name" id="plan-pro">
              {text(section.pro.name)}
            </h3>
            <p className="dg-m-plan__tagline">{text(section.pro.tagline)}</p>
            <p className="dg-m-plan__price" aria-live="polite">
              <bdi className="dg-m-plan__amount">{formatMoney(shown, locale.htmlLang)}</bdi>
              <span className="dg-m-plan__per">{text(section.perMonth)}</span>
            </p>
            <p className="dg-m-plan__billed">
              {period === 'yearly' ? text(section.billedYearly, { price: formatMoney(price, locale.htmlLang) }) : '\u00a0'}
            </p>
            <Link
              className="dg-button dg-button--primary dg-m-plan__cta"
              href={checkoutUrl(BRAND.urls.checkout, { plan: 'pro', period }, locale.lang)}
            >
              {text(section.pro.cta)}
            </Link>
            <ul className="dg-m-plan__features">
              {pro.features.map(feature => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  {text(section.features[feature])}
                </li>
              ))}
            </ul>
          </article>
        </div>
        <ScrollTable className="dg-m-compare" label={text(section.compareTitle)}>
          <table>
            <caption className="dg-m-compare__caption">{text(section.compareTitle)}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{text(section.free.name)}</th>
                <th scope="col">{text(section.pro.name)}</th>
              </tr>
            </thead>
            <tbody>
              {PLAN_FEATURES.map(feature => (
                <tr key={feature}>
                  <th scope="row">{text(section.features[feature])}</th>
                  {[free, pro].map(plan => (
                    <td key={plan.id}>
                      {plan.features.includes(feature) ? (
                        <span className="dg-m-yes">
                          <Icon name="check" size={18} />
                          <span className="dg-visually-hidden">{text(section.included)}</span>
                        </span>
                      ) : (
                        <span className="dg-m-no">
                          <span aria-hidden="true">—</span>
                          <span className="dg-visually-hidden">{text(section.notIncluded)}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </section>
  );
}
