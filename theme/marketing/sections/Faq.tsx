import type { FaqSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** Questions that open in place (native disclosure: keyboard and screen readers for free). */
export function Faq({ section }: { section: FaqSection }) {
  const { text } = useCopy();
  return (
    <section className="dg-m-section dg-m-faq">
      <div className="dg-m-container dg-m-narrow">
        <h2 className="dg-m-section__title dg-m-center">{text(section.title)}</h2>
        <div className="dg-m-faq__list">
          {section.items.map(item => (
            <details key={item.q} className="dg-m-faq__item">
              <summary className="dg-m-faq__q">{text(item.q)}</summary>
              <p className="dg-m-faq__a">{text(item.a)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
