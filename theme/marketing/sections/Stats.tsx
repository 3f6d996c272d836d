import type { StatsSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

export function Stats({ section }: { section: StatsSection }) {
  const { text } = useCopy();
  return (
    <section className="dg-m-section dg-m-stats" aria-label={section.title ? text(section.title) : undefined}>
      <div className="dg-m-container">
        {section.title ? <h2 className="dg-m-section__title dg-m-stats__title">{text(section.title)}</h2> : null}
        <dl className="dg-m-stats__list">
          {section.items.map(item => (
            <div key={item.label} className="dg-m-stats__item">
              <dt className="dg-m-stats__label">{text(item.label)}</dt>
              <dd className="dg-m-stats__value">{text(item.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
