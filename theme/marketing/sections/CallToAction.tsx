import { Link } from '../../components/Link';
import type { CtaSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

export function CallToAction({ section }: { section: CtaSection }) {
  const { text, href } = useCopy();
  return (
    <section className="dg-m-cta">
      <div className="dg-m-container dg-m-cta__inner">
        <h2 className="dg-m-cta__title">{text(section.title)}</h2>
        {section.text ? <p className="dg-m-cta__text">{text(section.text)}</p> : null}
        <div className="dg-m-actions dg-m-actions--center">
          <Link className="dg-button dg-button--inverse dg-button--large" href={href(section.primary.href)}>
            {text(section.primary.label)}
          </Link>
          {section.secondary ? (
            <Link className="dg-button dg-button--ghost dg-button--large" href={href(section.secondary.href)}>
              {text(section.secondary.label)}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
