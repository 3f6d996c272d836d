import { ACCURACY_MULTIPLES } from '../../../site/plans';
import { formatNumber } from '../../../rules/marketing';
import type { AccuracySection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** The dedicated engine's accuracy multiples (6×, 5×, 6× — data in site/plans.ts). */
export function Accuracy({ section }: { section: AccuracySection }) {
  const { text, locale } = useCopy();
  const max = Math.max(...ACCURACY_MULTIPLES.map(a => a.multiple));
  return (
    <section className="dg-m-section dg-m-accuracy">
      <div className="dg-m-container dg-m-narrow">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
        </header>
        <ul className="dg-m-bars">
          {ACCURACY_MULTIPLES.map(item => (
            <li key={item.pair} className="dg-m-bars__item">
              <span className="dg-m-bars__label">{text(section.pairs[item.pair])}</span>
              <span className="dg-m-bars__track">
                <span className="dg-m-bars__fill" style={{ inlineSize: `${(item.multiple / max) * 100}%` }} />
              </span>
              <span className="dg-m-bars__value">
                {text(section.value, { multiple: formatNumber(item.multiple, locale.htmlLang) })}
              </span>
            </li>
          ))}
        </ul>
        <p className="dg-m-footnote">{text(section.footnote)}</p>
      </div>
    </section>
  );
}
